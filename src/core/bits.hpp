// bits.hpp — bit utilities shared by the network models.
#pragma once
#include <cstdint>

namespace netcert {

inline uint64_t low_mask(int bits) { return bits >= 64 ? ~0ULL : ((1ULL << bits) - 1); }

// Reverse the low n bits of x (bit m-1 <-> bit n-m).
inline uint64_t bit_reverse(uint64_t x, int n) {
  uint64_t r = 0;
  for (int m = 0; m < n; ++m) r |= ((x >> m) & 1ULL) << (n - 1 - m);
  return r;
}

// Number of significant bits (0 for 0).
inline int bit_length(uint64_t x) { return x == 0 ? 0 : 64 - __builtin_clzll(x); }

inline bool is_power_of_two(uint64_t x) { return x != 0 && (x & (x - 1)) == 0; }

// b^e by repeated multiplication (callers keep it in range: sizes of networks that were built).
inline uint64_t int_pow(uint64_t b, int e) {
  uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

// floor(log2 x) for x > 0.
inline int log2_floor(uint64_t x) { return bit_length(x) - 1; }

}  // namespace netcert
