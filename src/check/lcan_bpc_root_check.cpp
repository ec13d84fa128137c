// lcan_bpc_root_check.cpp — BPC permutations that are root permutations, by bit lists
// (lcan_bpc_root_check.hpp).
#include "check/lcan_bpc_root_check.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace netcert {

namespace {

std::vector<int> bpc_bits_of(int n, int64_t x) {  // bits[j] = bit j
  std::vector<int> b(n);
  for (int j = 0; j < n; ++j) b[j] = static_cast<int>((x >> j) & 1);
  return b;
}

}  // namespace

BpcRootCount checked_bpc_root_count(int n, int a) {
  if (n < 2 || n > kMaxCheckedBpcBits || a < 1 || a >= n || n % a != 0)
    throw std::invalid_argument("bpc root count: needs N = d^l, l >= 2, N <= 64");
  BpcRootCount c;
  std::vector<int> source_bit(n);  // image bit j is source bit source_bit[j], complemented by mask bit j
  std::iota(source_bit.begin(), source_bit.end(), 0);
  do {
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      ++c.bpc;
      const auto flip = bpc_bits_of(n, mask);
      bool every_pair_crosses = true;
      for (int64_t x = 0; x < (int64_t{1} << n) && every_pair_crosses; ++x) {
        const auto xb = bpc_bits_of(n, x);
        bool top_differs = false;
        for (int j = n - a; j < n; ++j) top_differs = top_differs || (xb[source_bit[j]] ^ flip[j]) != xb[j];
        every_pair_crosses = top_differs;
      }
      c.root += every_pair_crosses;
    }
  } while (std::next_permutation(source_bit.begin(), source_bit.end()));
  return c;
}

}  // namespace netcert
