#ifndef CMACHINEKIT_H
#define CMACHINEKIT_H

/// Asks the processor to start loading the cache line at `address` without waiting for it:
/// the explorer issues these well ahead of its hash-table lookups, so that many cache
/// misses are in flight at once. A hint only; it never faults.
static inline __attribute__((always_inline)) void mk_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#include <stddef.h>

/// Marks `bytes` at `address` (2 MiB aligned) as wanting transparent huge pages, where the
/// system offers them (Linux); does nothing elsewhere. A hint only.
void mk_advise_huge_pages(void *address, size_t bytes);

#endif
