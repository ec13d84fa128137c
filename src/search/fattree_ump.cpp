// fattree_ump.cpp — UMP of every slot at every level (seed 000, Lemma 4 with Def. 3 at every j).
//
// Explicit families: every slot, every level. Built-in families sigma_i = base + i:
// at level j, (base(x) + i) >> j equals (base(x) + (i mod 2^j)) >> j plus the
// constant i >> j (mod 2^(n-j)), and adding a constant keeps values distinct, so
// slot i has UMP at level j iff slot i mod 2^j does: sum_{j=1}^{n-1} 2^j * N < N^2
// cells instead of (n+1)N^2, every slot covered.
#include <algorithm>

#include "core/parallel.hpp"
#include "core/sliced_loop.hpp"
#include "net/uniform_mapping.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

Outcome fattree_ump_failure_at_slot(const Family& f, uint64_t slot) {
  Permutation p;
  f.member(slot, p);
  long bad = first_defect(p);
  if (bad >= 0) return Outcome::unknown("slot " + std::to_string(slot) + " is not a permutation");
  UmpChecker c(f.n);
  UmpViolation v;
  c.all_levels_ok(p.data(), &v);  // levels in order: v is at the first failing level, x1 < x2
  return Outcome::fails({{"slot", slot}, {"level", v.level}, {"k", v.k}, {"l", v.l},
                         {"block", {v.k << (f.n - v.level), ((v.k + 1) << (f.n - v.level)) - 1}},
                         {"target", {v.l << v.level, ((v.l + 1) << v.level) - 1}}, {"inputs", {v.x1, v.x2}},
                         {"images", {p[v.x1], p[v.x2]}}},
                        "slot " + std::to_string(slot) + " maps two inputs of S(" + std::to_string(v.level) + "," +
                            std::to_string(v.k) + ") into S(" + std::to_string(f.n - v.level) + "," +
                            std::to_string(v.l) + ")");
}

namespace {

// Witness per level: which argument makes a complete re-check cheap. Low j bits
// of base constant on each S(j,k) (and top n-j bits distinct there): the carry of
// + i is the same across a block, so every slot has UMP at level j.
json ump_levels(const Family& f, const Permutation& base) {
  json levels = json::array();
  const int n = f.n;
  for (int j = 0; j <= n; ++j) {
    std::string arg = "permutation";
    if (j > 0 && j < n) {
      arg = "carry-constant";
      const uint64_t lowmask = (1ULL << j) - 1, m = 1ULL << (n - j);
      std::vector<uint8_t> seen(m);
      for (uint64_t k = 0; k < (1ULL << j) && arg != "residues"; ++k) {
        std::fill(seen.begin(), seen.end(), 0);
        for (uint64_t t = 0; t < m; ++t) {
          uint64_t b = base[(k << (n - j)) | t];
          if ((b & lowmask) != (base[k << (n - j)] & lowmask) || seen[b >> j]++) {
            arg = "residues";
            break;
          }
        }
      }
    }
    levels.push_back({{"level", j}, {"argument", arg}});
  }
  return levels;
}

Outcome ump_explicit(const Family& f, const RunContext& ctx) {
  const uint64_t N = f.size();
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  std::vector<UmpChecker> checkers;
  for (int w = 0; w < workers; ++w) checkers.emplace_back(f.n);
  std::vector<Permutation> sigma(workers, Permutation(N));
  Progress progress("UMP slots", N, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t s, int w) {
    f.member(static_cast<uint64_t>(s) + 1, sigma[w]);
    if (first_defect(sigma[w]) >= 0) return true;
    return !checkers[w].all_levels_ok(sigma[w].data());
  }, &progress);
  if (r.first_failure >= 0) return fattree_ump_failure_at_slot(f, static_cast<uint64_t>(r.first_failure) + 1);
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " slots");
  Outcome o = Outcome::holds(nullptr, std::to_string(N) + " permutations have UMP at all " + std::to_string(f.n + 1) + " levels");
  o.stats["cells_checked"] = N * N * (f.n + 1);
  return o;
}

}  // namespace

// Built-in families: one task (j, r) per level 1..n-1 and residue r of 2^j, standing
// for the slots i = r mod 2^j (the smallest: r, or 2^j when r = 0). The sliced
// loop's index is slot-major, (smallest slot s, level j) -> (s - 1)(n - 1) + j - 1
// (indices naming no task pass), so its first failing index names the smallest
// failing slot, whatever the shards or threads.
Outcome fattree_exhaustive_ump(const Family& f, const RunContext& ctx) {
  if (f.members) return ump_explicit(f, ctx);
  const uint64_t N = f.size(), mask = N - 1;
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  std::vector<UmpChecker> checkers;
  for (int w = 0; w < workers; ++w) checkers.emplace_back(f.n);
  std::vector<Permutation> sigma(workers, Permutation(N));
  Permutation base = family_base(f);
  // Levels 0 and n hold for every permutation, and every slot is a permutation iff base is.
  if (first_defect(base) >= 0) return Outcome::unknown("the family's base map is not a permutation");
  const int64_t levels = f.n >= 2 ? f.n - 1 : 0, indices = static_cast<int64_t>(N / 2) * levels;
  const int64_t tasks = f.n >= 2 ? static_cast<int64_t>(N - 2) : 0;
  Progress progress("UMP (slot, level) pairs", static_cast<uint64_t>(indices), ctx.progress);
  SearchResult r;  // n = 1: no level 1..n-1, nothing to slice
  if (indices > 0) r = sliced_find_first(indices, ctx, [&](int64_t index, int w) {
    const uint64_t slot = static_cast<uint64_t>(index / levels) + 1;
    const int j = static_cast<int>(index % levels) + 1;
    if (slot > (1ULL << j)) return false;  // slot mod 2^j is the task of a smaller slot
    const uint64_t r = slot & ((1ULL << j) - 1);
    uint32_t* sg = sigma[w].data();
    for (uint64_t x = 0; x < N; ++x) sg[x] = static_cast<uint32_t>((base[x] + r) & mask);
    return !checkers[w].level_ok(sg, j);
  }, &progress);
  if (r.first_failure >= 0) return fattree_ump_failure_at_slot(f, static_cast<uint64_t>(r.first_failure / levels) + 1);
  if (r.timed_out) return Outcome::unknown("timeout before every residue was checked");
  Outcome o = Outcome::holds({{"base", family_base_name(f.kind)}, {"levels", ump_levels(f, base)}},
                             std::to_string(N) + " permutations have UMP at all " + std::to_string(f.n + 1) +
                                 " levels (slots grouped by i mod 2^j per level)");
  o.stats["permutations"] = N;
  o.stats["cells_checked"] = static_cast<uint64_t>(tasks) * N;
  return o;
}

}  // namespace netcert
