#ifndef CMACHINEKIT_H
#define CMACHINEKIT_H

/// Asks the processor to start loading the cache line at `address` without waiting for it:
/// the explorer issues these well ahead of its hash-table lookups, so that many cache
/// misses are in flight at once. A hint only; it never faults.
static inline __attribute__((always_inline)) void mk_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
