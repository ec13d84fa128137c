// fattree_realizable.cpp — Lemma 5: permutations with UMP route within the Lemma 1
// degrees; every-level reading over all UMP permutations (ump_search), one-level
// reading over all N! permutations.
#include <algorithm>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "net/fat_tree.hpp"
#include "net/uniform_mapping.hpp"
#include "route/updown.hpp"
#include "search/fattree_search.hpp"
#include "search/ump_search.hpp"

namespace netcert {

namespace {
// First node (heap order) whose load exceeds its Lemma 1 degree, or 0.
uint64_t first_overloaded(const FatTree& t, const Permutation& sigma, uint32_t& load) {
  std::vector<uint32_t> up, scratch;
  updown_loads(t, sigma.data(), up, scratch);
  for (uint64_t v = 2; v < 2 * t.leaves(); ++v)
    if (up[v] > t.up_bound(FatTree::level(v))) return load = up[v], v;
  return 0;
}
}  // namespace

// Canonical form: swapping the images of sibling leaves changes neither UMP at
// levels < n nor any load above the leaves, so they are stated in increasing order.
json fattree_realizable_counterexample(int n, Permutation sigma, int level) {
  FatTree t(n);
  for (uint64_t x = 0; x + 1 < sigma.size(); x += 2)
    if (sigma[x] > sigma[x + 1]) std::swap(sigma[x], sigma[x + 1]);
  uint32_t load = 0;
  uint64_t v = first_overloaded(t, sigma, load);
  if (v == 0) return nullptr;
  json cex = {{"sigma", sigma}, {"node", {FatTree::level(v), FatTree::index_in_level(v)}}, {"load", load},
              {"degree", t.up_bound(FatTree::level(v))}};
  if (level >= 1) {
    UmpChecker c(n);
    for (int j = 1; j < n; ++j)
      if (c.level_ok(sigma.data(), j)) {
        cex["level"] = j;
        break;
      }
  }
  return cex;
}

json fattree_realizable_witness(int n) {
  FatTree t(n);
  json levels = json::array();
  for (int j = 1; j <= n; ++j) {
    uint64_t m = t.subtree_size(j), ump = 2 * j <= n ? m - (1ULL << (n - 2 * j)) : m;
    levels.push_back({{"level", j}, {"ump_load", ump}, {"degree", t.up_bound(j)}});
  }
  return {{"levels", levels}};
}

Outcome fattree_ump_permutation_within_bound(int n, const Permutation& sigma) {
  FatTree t(n);
  UmpChecker c(n);
  if (!c.all_levels_ok(sigma.data())) return Outcome::holds(nullptr, "not UMP: Lemma 5 says nothing");
  json cex = fattree_realizable_counterexample(n, sigma, 0);
  if (cex.is_null()) return Outcome::holds();
  return Outcome::fails(cex, "a UMP permutation overloads a link group");
}

// Sliced over the UMP search's prefix tasks (ump_search.hpp): a census of the
// UMP permutations and search nodes per slice; the counterexample is the first
// overloading permutation, in search order, of the smallest failing task.
Outcome fattree_exhaustive_ump_realizable(int n, const RunContext& ctx) {
  FatTree t(n);
  auto within = [&](const Permutation& sigma, int) {
    uint32_t load;
    return first_overloaded(t, sigma, load) == 0;
  };
  Progress progress("UMP search prefixes", static_cast<uint64_t>(ump_task_count(n)), ctx.progress);
  CensusResult r = sliced_census(ump_task_count(n), 2, ctx, [&](int64_t task, int w, uint64_t* counts) {
    UmpCensus c = enumerate_ump_task(n, task, ctx, within, w);
    counts[0] += c.count;
    counts[1] += c.nodes;
    return c.rejected;
  }, &progress);
  if (r.first_failure >= 0) {
    Permutation first;
    RunContext alone = ctx;
    alone.timeout_seconds = 0;  // the one task that failed, again: it stops at the same permutation
    enumerate_ump_task(n, r.first_failure, alone, [&](const Permutation& sigma, int w) {
      return within(sigma, w) || (first = sigma, false);
    }, 0);
    return fattree_ump_permutation_within_bound(n, first);
  }
  if (r.coverage == Coverage::Stopped) return Outcome::unknown("timeout before every UMP permutation was visited");
  if (r.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the UMP census (netcert merge combines the shards and decides)");
  Outcome o = Outcome::holds(fattree_realizable_witness(n), "all " + std::to_string(r.totals[0]) +
                                                                " UMP permutations route within the Lemma 1 degrees");
  o.stats["ump_permutations"] = r.totals[0];
  o.stats["search_nodes"] = r.totals[1];
  return o;
}

// One-level reading: every permutation of Z_N with UMP at some level 1..n-1, lexicographic order.
Outcome fattree_exhaustive_ump_realizable_one_level(int n, const RunContext& ctx) {
  FatTree t(n);
  Permutation p = identity_permutation(static_cast<uint32_t>(t.leaves()));
  UmpChecker c(n);
  uint64_t cases = 0, visited = 0;
  Progress progress("permutations", 0, ctx.progress);
  do {
    if ((++visited & 4095) == 0) {
      progress.advance(4096);
      if (ctx.expired()) return Outcome::unknown("timeout after " + std::to_string(visited) + " permutations");
    }
    for (int j = 1; j < n; ++j) {
      if (!c.level_ok(p.data(), j)) continue;
      ++cases;
      uint32_t load;
      if (first_overloaded(t, p, load) != 0)
        return Outcome::fails(fattree_realizable_counterexample(n, p, j),
                              "UMP at level " + std::to_string(j) + " only, yet a link group is overloaded");
    }
  } while (std::next_permutation(p.begin(), p.end()));
  Outcome o = Outcome::holds({{"one_level_cases", cases}},
                             "every permutation with UMP at some single level routes within the bound");
  o.stats["permutations"] = visited;
  return o;
}

}  // namespace netcert
