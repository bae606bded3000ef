#ifndef CMACHINEKIT_H
#define CMACHINEKIT_H

#include <stddef.h>
#include <stdint.h>

/// Asks the processor to start loading the cache line at `address` without waiting for it:
/// the explorer issues these well ahead of its hash-table lookups, so that many cache
/// misses are in flight at once. A hint only; it never faults.
static inline __attribute__((always_inline)) void mk_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// `bytes` of zeroed memory for a table, or `NULL`. From 1 MiB up it is mapped from the
/// system, not taken from the heap: released, it goes back to the system at once instead of
/// staying resident in the heap for the allocator to reuse, and its pages are zero until
/// written (the system zeroes them as they are first touched). Released with `mk_release_zeroed`
/// and the same `bytes`.
void *mk_allocate_zeroed(size_t bytes);

/// Releases memory from `mk_allocate_zeroed(bytes)`.
void mk_release_zeroed(void *pointer, size_t bytes);

#endif
