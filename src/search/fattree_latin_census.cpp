// fattree_latin_census.cpp — unordered Latin-square families of order N = 2^n (n <= 2):
// sets of N permutations of Z_N whose images of every input are all distinct (so the
// family sums to ones, Eq. (1)), chosen as N-subsets of the N! permutations in index
// order with the Latin condition pruned as members are added; loads from each pair's LCA.
#include <algorithm>
#include <functional>

#include "net/fat_tree.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

LatinCensus fattree_latin_census(int n, const RunContext& ctx) {
  LatinCensus c;
  if (n < 1 || n > kMaxLatinCensusLevels) return c;
  FatTree t(n);
  const uint64_t N = t.leaves();
  // Every permutation of Z_N and the up/down loads of its groups (node ids 2..2N-1).
  std::vector<Permutation> perms;
  std::vector<std::vector<uint64_t>> group_max;
  Permutation p = identity_permutation(static_cast<uint32_t>(N));
  std::vector<uint64_t> up, down;
  do {
    perms.push_back(p);
    fattree_group_loads(n, p, up, down);
    std::vector<uint64_t> m(t.id_count(), 0);
    for (uint64_t v = 2; v < t.id_count(); ++v) m[v] = std::max(up[v], down[v]);
    group_max.push_back(m);
  } while (std::next_permutation(p.begin(), p.end()));

  std::vector<size_t> chosen;
  std::vector<std::vector<bool>> used(N, std::vector<bool>(N, false));  // used[x][y]: some member sends x to y
  bool stopped = false;
  std::function<void(size_t)> extend = [&](size_t from) {
    if (stopped) return;
    if (chosen.size() == N) {
      ++c.families;
      bool within = true, meets = true;
      for (uint64_t v = 2; v < t.id_count(); ++v) {
        uint64_t most = 0;
        for (size_t m : chosen) most = std::max(most, group_max[m][v]);
        const uint64_t degree = t.up_bound(FatTree::level(v));
        within = within && most <= degree;
        meets = meets && most == degree;
      }
      c.within_bound += within;
      c.meet_bound += meets;
      if ((c.families & 0xff) == 0 && ctx.expired()) stopped = true;
      return;
    }
    for (size_t i = from; i < perms.size(); ++i) {
      bool clash = false;
      for (uint64_t x = 0; x < N && !clash; ++x) clash = used[x][perms[i][x]];
      if (clash) continue;
      for (uint64_t x = 0; x < N; ++x) used[x][perms[i][x]] = true;
      chosen.push_back(i);
      extend(i + 1);
      chosen.pop_back();
      for (uint64_t x = 0; x < N; ++x) used[x][perms[i][x]] = false;
    }
  };
  extend(0);
  c.complete = !stopped;
  return c;
}

}  // namespace netcert
