// unidirectional_min.cpp — the butterfly MIN's wiring (unidirectional_min.hpp).
#include "net/unidirectional_min.hpp"

#include <stdexcept>

namespace netcert {

int64_t kary_butterfly_permutation(int k, int n, int i, int64_t x) {
  if (i < 0 || i >= n) throw std::invalid_argument("butterfly permutation: digit index out of range");
  int64_t weight = 1;
  for (int j = 0; j < i; ++j) weight *= k;
  const int64_t d0 = x % k, di = (x / weight) % k;
  return x - d0 - di * weight + di + d0 * weight;
}

UnidirectionalMin butterfly_min(int k, int n) {
  if (k < 2 || n < 1) throw std::invalid_argument("butterfly MIN: needs k >= 2 and n >= 1");
  UnidirectionalMin m;
  m.k = k;
  m.n = n;
  m.terminals = 1;
  for (int i = 0; i < n; ++i) {
    m.terminals *= k;
    if (m.terminals > (int64_t{1} << 20)) throw std::invalid_argument("butterfly MIN: k^n above 2^20");
  }
  m.pattern.assign(n + 1, std::vector<int64_t>(m.terminals));
  for (int i = 0; i <= n; ++i) {
    const int swapped = (i == 0 || i == n) ? 0 : n - i;  // C_0 = C_n = β_0, C_i = β_(n−i)
    for (int64_t x = 0; x < m.terminals; ++x) m.pattern[i][x] = kary_butterfly_permutation(k, n, swapped, x);
  }
  return m;
}

}  // namespace netcert
