#include "CMachineKit.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

void mk_advise_huge_pages(void *address, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    (void)madvise(address, bytes, MADV_HUGEPAGE);
#else
    (void)address;
    (void)bytes;
#endif
}
