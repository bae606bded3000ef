/* The counters machine of Benchmarks/Sources/explore-bench/Counters.swift: N counters,
   each 0..9; on each counter increment and decrement (both wrapping) and reset.
   Exactly 10^N states and 3N transitions per state. N is set with spin -DN=6 (1 to 8). */
#ifndef N
#define N 6
#endif

byte c[N];

#define COUNTER(i) \
  :: atomic { c[i] = (c[i] + 1) % 10 } \
  :: atomic { c[i] = (c[i] + 9) % 10 } \
  :: atomic { c[i] = 0 }

active proctype counters() {
  do
  COUNTER(0)
#if N > 1
  COUNTER(1)
#endif
#if N > 2
  COUNTER(2)
#endif
#if N > 3
  COUNTER(3)
#endif
#if N > 4
  COUNTER(4)
#endif
#if N > 5
  COUNTER(5)
#endif
#if N > 6
  COUNTER(6)
#endif
#if N > 7
  COUNTER(7)
#endif
  od
}
