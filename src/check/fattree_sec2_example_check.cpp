// fattree_sec2_example_check.cpp — S(j,k) by its leading bits and the shift family by
// composed permutation tables (fattree_sec2_example_check.hpp).
#include "check/fattree_sec2_example_check.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace netcert {

namespace {

// I_m(x): the m-th least significant bit, m >= 1 (Eq. (4)).
int I(int m, int64_t x) { return static_cast<int>((x >> (m - 1)) & 1); }

void require_level(int n, int j) {
  if (n < 0 || n > 20 || j < 0 || j > n) throw std::invalid_argument("leaf sets: needs 0 <= j <= n <= 20");
}

// The cell of x under Eq. (5) at level j: k with I_m(k) = I_(n−j+m)(x), m = 1..j.
int64_t eq5_cell(int n, int j, int64_t x) {
  int64_t k = 0;
  for (int m = 1; m <= j; ++m) k |= int64_t{I(n - j + m, x)} << (m - 1);
  return k;
}

// The cell l of y under Eq. (13) for S(n−j', l), j' = n − j: I_m(l) = I_(j'+m)(y), m = 1..n−j'.
int64_t eq13_cell(int n, int j, int64_t y) {
  const int jp = n - j;
  int64_t l = 0;
  for (int m = 1; m <= n - jp; ++m) l |= int64_t{I(jp + m, y)} << (m - 1);
  return l;
}

std::vector<int64_t> compose(const std::vector<int64_t>& outer, const std::vector<int64_t>& inner) {
  std::vector<int64_t> r(inner.size());
  for (size_t x = 0; x < inner.size(); ++x) r[x] = outer[inner[x]];
  return r;
}

}  // namespace

std::vector<std::vector<int64_t>> checked_level_leaf_sets(int n, int j, LeafSetForm form) {
  require_level(n, j);
  std::vector<std::vector<int64_t>> sets(size_t{1} << j);
  const int64_t size = int64_t{1} << (n - j);
  for (int64_t x = 0; x < (int64_t{1} << n); ++x) {
    switch (form) {
      case LeafSetForm::Eq2Interval:
        for (int64_t k = 0; k < static_cast<int64_t>(sets.size()); ++k)
          if (k * size <= x && x <= (k + 1) * size - 1) sets[k].push_back(x);
        break;
      case LeafSetForm::Eq5Bits: sets[eq5_cell(n, j, x)].push_back(x); break;
      case LeafSetForm::Eq13Bits: sets[eq13_cell(n, j, x)].push_back(x); break;
    }
  }
  return sets;
}

std::vector<int64_t> checked_leaf_set(int n, int j, int64_t k) {
  require_level(n, j);
  if (k < 0 || k >= (int64_t{1} << j)) throw std::invalid_argument("leaf set: needs 0 <= k < 2^j");
  return checked_level_leaf_sets(n, j, LeafSetForm::Eq5Bits)[k];
}

bool checked_shift_family_sums_to_ones(const std::vector<int64_t>& sigma) {
  const size_t N = sigma.size();
  for (int64_t y : sigma)
    if (y < 0 || static_cast<size_t>(y) >= N) return false;
  std::vector<int64_t> shift(N), member = sigma;
  for (size_t x = 0; x < N; ++x) shift[x] = static_cast<int64_t>((x + 1) % N);
  std::vector<int> sum(N * N, 0);
  for (size_t i = 1; i <= N; ++i) {
    member = compose(shift, member);  // σ_c^i ∘ σ
    std::vector<bool> hit(N, false);
    for (size_t x = 0; x < N; ++x) hit[member[x]] = true, ++sum[x * N + member[x]];
    if (std::find(hit.begin(), hit.end(), false) != hit.end()) return false;  // σ_i is no permutation matrix
  }
  return std::all_of(sum.begin(), sum.end(), [](int c) { return c == 1; });
}

int64_t checked_any_sigma_count(int n) {
  if (n < 1 || n > kMaxCheckedAnySigmaLevels) throw std::invalid_argument("any sigma: needs 1 <= n <= 3");
  std::vector<int64_t> sigma(size_t{1} << n);
  std::iota(sigma.begin(), sigma.end(), 0);
  int64_t count = 0;
  do count += checked_shift_family_sums_to_ones(sigma);
  while (std::next_permutation(sigma.begin(), sigma.end()));
  return count;
}

}  // namespace netcert
