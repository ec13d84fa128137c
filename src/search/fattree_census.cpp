// fattree_census.cpp — counts over all N! permutations of Z_N (see fattree_claims.hpp):
// UMP by the occupancy test of net/uniform_mapping.hpp, loads from each pair's LCA.
#include <algorithm>

#include "net/fat_tree.hpp"
#include "net/uniform_mapping.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

// Largest up- or down-load of group v over sigma's paths vs the Lemma 1 degree of its level.
bool within(const FatTree& t, const std::vector<uint64_t>& up, const std::vector<uint64_t>& down) {
  for (uint64_t v = 2; v < t.id_count(); ++v)
    if (std::max(up[v], down[v]) > t.up_bound(FatTree::level(v))) return false;
  return true;
}

// Max over slots i = 1..N of sigma + i equals the Lemma 1 degree at every group.
bool shift_family_meets_bound(const FatTree& t, const Permutation& sigma) {
  const uint64_t N = t.leaves();
  std::vector<uint64_t> most(t.id_count(), 0), up, down;
  Permutation shifted(N);
  for (uint64_t i = 1; i <= N; ++i) {
    for (uint64_t x = 0; x < N; ++x) shifted[x] = static_cast<uint32_t>((sigma[x] + i) % N);
    fattree_group_loads(t.n(), shifted, up, down);
    for (uint64_t v = 2; v < t.id_count(); ++v) most[v] = std::max({most[v], up[v], down[v]});
  }
  for (uint64_t v = 2; v < t.id_count(); ++v)
    if (most[v] != t.up_bound(FatTree::level(v))) return false;
  return true;
}

}  // namespace

PermutationCensus fattree_permutation_census(int n, const RunContext& ctx) {
  FatTree t(n);
  UmpChecker ump(n);
  PermutationCensus c;
  Permutation sigma = identity_permutation(static_cast<uint32_t>(t.leaves()));
  std::vector<uint64_t> up, down;
  do {
    if ((c.permutations & 0x3ff) == 0 && ctx.expired()) return c;
    ++c.permutations;
    bool hypothesis = true;
    for (int j = 1; 2 * j <= n; ++j) hypothesis = hypothesis && ump.level_ok(sigma.data(), j);
    c.upper_half_ump += hypothesis;
    fattree_group_loads(n, sigma, up, down);
    c.within_lemma1 += within(t, up, down);
    c.shift_meets_bound += shift_family_meets_bound(t, sigma);
  } while (std::next_permutation(sigma.begin(), sigma.end()));
  c.complete = true;
  return c;
}

}  // namespace netcert
