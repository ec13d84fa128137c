// fat_tree.cpp — see fat_tree.hpp.
#include "net/fat_tree.hpp"

#include <stdexcept>

#include "core/bits.hpp"

namespace netcert {

FatTree::FatTree(int n) : n_(n), N_(1ULL << n) {
  if (n < 0 || n > kMaxLevels) throw std::invalid_argument("fat tree: n out of range");
}

int FatTree::lca_level(uint64_t x, uint64_t y) const { return n_ - bit_length(x ^ y); }

// ceil(2^(n-j) - 2^(n-2j)): exact because 2^(n-2j) is an integer when 2j <= n
// and lies in (0,1) otherwise.
uint64_t FatTree::up_bound(int j) const {
  if (j < 1 || j > n_) throw std::invalid_argument("up_bound: level out of range");
  if (2 * j <= n_) return (1ULL << (n_ - j)) - (1ULL << (n_ - 2 * j));
  return 1ULL << (n_ - j);
}

BigInt FatTree::up_bound_big(int n, int j) {
  if (2 * j <= n) return pow2(n - j) - pow2(n - 2 * j);
  return pow2(n - j);
}

std::string FatTree::node_name(uint64_t id) const {
  int j = level(id);
  if (j == n_) return "leaf " + std::to_string(index_in_level(id));
  return "(" + std::to_string(j) + "," + std::to_string(index_in_level(id)) + ")";
}

}  // namespace netcert
