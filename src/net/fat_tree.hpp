// fat_tree.hpp — the complete binary fat tree of seed 000 (Chueh et al.).
//
// Node (j,k), 0 <= j <= n, 0 <= k < 2^j, has dense id 2^j + k (heap order):
// parent = id/2, children = 2id and 2id+1, leaf x = N + x, and each level is a
// contiguous slice of one flat array. Loads and capacities are indexed by these
// ids, so a whole tree's state is two arrays of 2N entries, no pointers.
#pragma once
#include <cstdint>
#include <string>

#include "core/bigint.hpp"

namespace netcert {

class FatTree {
 public:
  static constexpr int kMaxLevels = 62;  // 2^n must fit in 64 bits for the 64-bit helpers

  explicit FatTree(int n);
  int n() const { return n_; }
  uint64_t leaves() const { return N_; }
  // Number of ids: 2N (id 0 unused).
  uint64_t id_count() const { return 2 * N_; }

  static uint64_t id(int j, uint64_t k) { return (1ULL << j) + k; }
  static int level(uint64_t id) { return 63 - __builtin_clzll(id); }
  static uint64_t index_in_level(uint64_t id) { return id - (1ULL << level(id)); }
  uint64_t leaf_id(uint64_t x) const { return N_ + x; }
  // Leaves of subtree T(j,k) are x with (x >> (n-j)) == k (Eq. 5).
  bool in_subtree(int j, uint64_t k, uint64_t x) const { return (x >> (n_ - j)) == k; }
  uint64_t subtree_size(int j) const { return 1ULL << (n_ - j); }
  // Level of the least common ancestor of leaves x and y.
  int lca_level(uint64_t x, uint64_t y) const;

  // Degrees of the paper (64-bit; n <= kMaxLevels).
  // Nonblocking degree 2^(n-j) (Eqs. 6-7).
  uint64_t nonblocking_degree(int j) const { return 1ULL << (n_ - j); }
  // Lemma 1 upward degree of node (j,k), 1 <= j <= n: ceil(2^(n-j) (1 - 2^-j)).
  uint64_t up_bound(int j) const;
  // Lemma 1 downward degree of node (j,k), 0 <= j <= n-1: 2 ceil(2^(n-j-1) (1 - 2^-(j+1))).
  uint64_t down_bound(int j) const { return 2 * up_bound(j + 1); }
  // The downward degree is split evenly: each child link group into a node at
  // level m >= 1 carries at most down_bound(m-1)/2 = up_bound(m) paths.
  uint64_t down_group_capacity(int m) const { return up_bound(m); }

  // Exact closed forms for any n (tables).
  static BigInt up_bound_big(int n, int j);
  static BigInt down_bound_big(int n, int j) { return 2 * up_bound_big(n, j + 1); }
  static BigInt nonblocking_big(int n, int j) { return pow2(n - j); }

  std::string node_name(uint64_t id) const;  // "(j,k)" or "leaf x"

 private:
  int n_;
  uint64_t N_;
};

}  // namespace netcert
