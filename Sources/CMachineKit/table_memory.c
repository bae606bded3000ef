#include "CMachineKit.h"

#include <stdlib.h>
#include <sys/mman.h>

/// The size from which a table is mapped rather than taken from the heap.
static const size_t mapped_from = (size_t)1 << 20;

void *mk_allocate_zeroed(size_t bytes) {
    if (bytes < mapped_from) return calloc(bytes, 1);
    void *pointer = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return pointer == MAP_FAILED ? NULL : pointer;
}

void mk_release_zeroed(void *pointer, size_t bytes) {
    if (bytes < mapped_from) {
        free(pointer);
    } else {
        munmap(pointer, bytes);
    }
}
