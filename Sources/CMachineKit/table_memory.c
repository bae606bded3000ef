#include "CMachineKit.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

/// The size from which a table is mapped rather than taken from the heap.
static const size_t mapped_from = (size_t)1 << 20;

/// The size of a large page, and from which a mapped table asks for them.
static const size_t large_page = (size_t)1 << 21;

void *mk_allocate_zeroed(size_t bytes) {
    if (bytes < mapped_from) return calloc(bytes, 1);
    if (bytes < large_page) {
        void *pointer = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        return pointer == MAP_FAILED ? NULL : pointer;
    }
    // Mapped a large page longer, then cut to a start on a large-page boundary, so that the
    // system can back the whole table with large pages: a lookup in a table of tens of MiB
    // then seldom misses the TLB as well as the cache.
    size_t mapped = bytes + large_page;
    void *raw = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    uintptr_t start = (uintptr_t)raw;
    uintptr_t aligned = (start + large_page - 1) & ~(uintptr_t)(large_page - 1);
    if (aligned > start) munmap(raw, aligned - start);
    uintptr_t end = (aligned + bytes + 4095) & ~(uintptr_t)4095;
    if (start + mapped > end) munmap((void *)end, start + mapped - end);
#ifdef MADV_HUGEPAGE
    // A hint: where the system gives no large pages, the table works the same.
    madvise((void *)aligned, bytes, MADV_HUGEPAGE);
#endif
    return (void *)aligned;
}

void mk_release_zeroed(void *pointer, size_t bytes) {
    if (bytes < mapped_from) {
        free(pointer);
    } else {
        munmap(pointer, bytes);
    }
}
