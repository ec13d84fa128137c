// permutation_rank.cpp — see permutation_rank.hpp.
#include "search/permutation_rank.hpp"

#include <vector>

namespace netcert {

Permutation unrank_permutation(uint64_t n, uint64_t index) {
  std::vector<uint32_t> pool(n);
  for (uint64_t i = 0; i < n; ++i) pool[i] = static_cast<uint32_t>(i);
  std::vector<uint64_t> fact(n + 1, 1);
  for (uint64_t i = 1; i <= n; ++i) fact[i] = fact[i - 1] * i;
  Permutation p(n);
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t f = fact[n - 1 - i], k = index / f;
    index %= f;
    p[i] = pool[k];
    pool.erase(pool.begin() + static_cast<long>(k));
  }
  return p;
}

}  // namespace netcert
