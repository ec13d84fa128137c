// fattree_nonblocking.cpp — Eqs. (6)-(7): the nonblocking degrees (see fattree_claims.hpp).
//
// Sufficiency: every permutation of Z_N in lexicographic order, loads of every up- and
// down-link group from the least common ancestor of each pair. Necessity: the half swap
// x -> x XOR N/2 sends every path through the root, so it fills every group of every
// level j >= 1 with all 2^(n-j) leaves of its subtree.
#include <algorithm>
#include <numeric>
#include <vector>

#include "net/fat_tree.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

// Loads by node id (heap order): up[v] paths leaving S(v), down[v] paths entering it.
void fattree_group_loads(int n, const Permutation& sigma, std::vector<uint64_t>& up, std::vector<uint64_t>& down) {
  const FatTree t(n);
  up.assign(t.id_count(), 0);
  down.assign(t.id_count(), 0);
  for (uint64_t x = 0; x < sigma.size(); ++x) {
    const int top = t.lca_level(x, sigma[x]);  // the pair crosses every group below its LCA
    for (int j = n; j > top; --j) {
      ++up[FatTree::id(j, x >> (n - j))];
      ++down[FatTree::id(j, static_cast<uint64_t>(sigma[x]) >> (n - j))];
    }
  }
}

namespace {

uint64_t capacity(const FatTree& t, int j, bool one_less) { return t.nonblocking_degree(j) - (one_less ? 1 : 0); }

}  // namespace

Outcome fattree_exhaustive_nonblocking(int n, bool one_less, const RunContext& ctx) {
  FatTree t(n);
  const uint64_t N = t.leaves();
  Permutation sigma = identity_permutation(static_cast<uint32_t>(N));
  std::vector<uint64_t> up, down;
  uint64_t permutations = 0;
  do {
    if ((permutations & 0x3ff) == 0 && ctx.expired()) return Outcome::unknown("timeout after " + std::to_string(permutations) + " permutations");
    ++permutations;
    fattree_group_loads(n, sigma, up, down);
    for (uint64_t v = 2; v < t.id_count(); ++v) {
      const int j = FatTree::level(v);
      const uint64_t cap = capacity(t, j, one_less);
      for (bool is_up : {true, false}) {
        uint64_t load = is_up ? up[v] : down[v];
        if (load > cap)
          return Outcome::fails({{"sigma", sigma}, {"node", {j, FatTree::index_in_level(v)}},
                                 {"link", is_up ? "up" : "down"}, {"load", load}, {"degree", cap}});
      }
    }
  } while (std::next_permutation(sigma.begin(), sigma.end()));
  // Necessity: the half swap fills every group to 2^(n-j).
  Permutation swap(N);
  for (uint64_t x = 0; x < N; ++x) swap[x] = static_cast<uint32_t>(x ^ (N / 2));
  fattree_group_loads(n, swap, up, down);
  for (uint64_t v = 2; v < t.id_count(); ++v)
    if (up[v] != t.nonblocking_degree(FatTree::level(v)) || down[v] != up[v])
      return Outcome::unknown("internal: the half swap does not fill group " + t.node_name(v));
  Outcome o = Outcome::holds({{"permutations", permutations}, {"necessity", swap}},
                             "all " + std::to_string(permutations) + " permutations route within 2^(n-j); the half swap "
                             "fills every group, so no degree can be smaller");
  o.stats["permutations"] = permutations;
  return o;
}

}  // namespace netcert
