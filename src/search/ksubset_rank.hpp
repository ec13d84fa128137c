// ksubset_rank.hpp — the i-th bit mask with r of `bits` bits set, in increasing
// numeric order (the order Gosper's hack enumerates), so that a sliced loop can
// start a configuration enumeration at any index (core/sliced_loop.hpp).
#pragma once
#include <cstdint>
#include <stdexcept>

namespace netcert {

// C(a, b) for the small a of a T-switch's 2k ports (a <= 62): exact, multiplicative.
inline uint64_t ksubset_binomial(int a, int b) {
  if (b < 0 || b > a) return 0;
  uint64_t c = 1;
  for (int i = 1; i <= b; ++i) c = c * static_cast<uint64_t>(a - b + i) / static_cast<uint64_t>(i);
  return c;
}

// Masks with r bits set below bit `pos` number C(pos, r): colex unranking from the top bit.
inline uint64_t ksubset_mask_at(int bits, int r, uint64_t rank) {
  if (bits > 62 || rank >= ksubset_binomial(bits, r)) throw std::out_of_range("ksubset_mask_at: rank outside C(bits, r)");
  uint64_t mask = 0;
  for (int pos = bits - 1; pos >= 0 && r > 0; --pos) {
    const uint64_t below = ksubset_binomial(pos, r);
    if (rank >= below) mask |= 1ULL << pos, rank -= below, --r;
  }
  return mask;
}

}  // namespace netcert
