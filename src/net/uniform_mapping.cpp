// uniform_mapping.cpp — see uniform_mapping.hpp.
#include "net/uniform_mapping.hpp"

#include <algorithm>

namespace netcert {

bool UmpChecker::level_ok(const uint32_t* sigma, int j, UmpViolation* v) {
  const uint64_t N = 1ULL << n_;
  std::fill(hit_.begin(), hit_.end(), 0);
  const int hi_shift = n_ - j;
  for (uint64_t x = 0; x < N; ++x) {
    uint64_t cell = ((x >> hi_shift) << hi_shift) | (static_cast<uint64_t>(sigma[x]) >> j);
    const uint64_t bit = 1ULL << (cell & 63);
    if (hit_[cell >> 6] & bit) {
      if (v) {
        v->level = j;
        v->k = x >> hi_shift;
        v->l = sigma[x] >> j;
        v->x2 = x;
        // Find the earlier input of the same cell (rare path).
        for (uint64_t y = 0; y < x; ++y)
          if ((y >> hi_shift) == v->k && (static_cast<uint64_t>(sigma[y]) >> j) == v->l) {
            v->x1 = y;
            break;
          }
      }
      return false;
    }
    hit_[cell >> 6] |= bit;
  }
  return true;
}

bool UmpChecker::all_levels_ok(const uint32_t* sigma, UmpViolation* v) {
  for (int j = 0; j <= n_; ++j)
    if (!level_ok(sigma, j, v)) return false;
  return true;
}

}  // namespace netcert
