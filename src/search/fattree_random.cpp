// fattree_random.cpp — the RapidCheck engines of the fattree.* properties; each
// failure is restated in the canonical counterexample form (fattree_search.hpp).
#include "generators/fattree_gen.hpp"
#include "net/fat_tree.hpp"
#include "net/uniform_mapping.hpp"
#include "search/fattree_search.hpp"
#include "search/random.hpp"

namespace netcert {

Outcome fattree_random_sums_to_ones(const Family& f, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  return run_random("fattree.family_sums_to_ones", ctx, slot, [f, slot](uint64_t seed_x) {
    uint64_t x = seed_x % f.size();
    std::vector<uint64_t> first(f.size(), 0);
    for (uint64_t s = 1; s <= f.size(); ++s) {
      uint32_t y = f.apply(s, x);
      if (first[y]) {
        slot->last = {{"x", x}, {"y", y}, {"slots", {first[y], s}}};
        RC_FAIL("input reaches one output twice");
      }
      first[y] = s;
    }
  });
}

Outcome fattree_random_ump(const Family& f, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  return run_random("fattree.ump", ctx, slot, [f, slot](uint64_t raw_slot, uint64_t raw_j) {
    uint64_t s = raw_slot % f.size() + 1;
    int j = static_cast<int>(raw_j % (f.n + 1));
    Permutation p;
    f.member(s, p);
    UmpChecker c(f.n);
    if (!c.level_ok(p.data(), j)) {
      slot->last = fattree_ump_failure_at_slot(f, s).counterexample;
      RC_FAIL("slot lacks UMP at level " + std::to_string(j));
    }
  });
}

Outcome fattree_random_lower_bound(int n, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  return run_random("fattree.lower_bound", ctx, slot, [slot, n]() {
    LatinFamily lf = *gen_latin_family(n);
    auto fam = lf.family();
    RunContext one;
    one.jobs = 1;
    Outcome o = fattree_exhaustive_family_meets_bound(Family{lf.n, FamilyKind::BitReverse, &fam}, one);
    if (o.verdict == Verdict::Fails) {
      slot->last = o.counterexample;
      RC_FAIL(o.note);
    }
  });
}

Outcome fattree_random_ump_realizable(int n, bool one_level, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  if (one_level) {
    if (n < 2) return Outcome::holds(nullptr, "n = 1 has no level strictly between 0 and n: nothing to generate");
    return run_random("fattree.ump_realizable", ctx, slot, [slot, n]() {
      OneLevelUmp u = *gen_one_level_ump(n);
      json cex = fattree_realizable_counterexample(u.n, u.sigma(), u.level);
      if (!cex.is_null()) {
        slot->last = cex;
        RC_FAIL("UMP at one level, yet a link group is overloaded");
      }
    });
  }
  return run_random("fattree.ump_realizable", ctx, slot, [slot, n]() {
    UmpPermutation u = *gen_ump_permutation(n);
    Outcome o = fattree_ump_permutation_within_bound(u.n, u.sigma());
    if (o.verdict == Verdict::Fails) {
      slot->last = o.counterexample;
      RC_FAIL(o.note);
    }
  });
}

Outcome fattree_random_full_degree(const Family& f, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  return run_random("fattree.rotator_no_reduction", ctx, slot, [f, slot](uint64_t raw_j, uint64_t raw_k) {
    const int n = f.n;
    int j = static_cast<int>(raw_j % n) + 1;
    uint64_t k = raw_k % (1ULL << j), m = 1ULL << (n - j), mx = 0;
    for (uint64_t s = 1; s <= f.size() && mx < m; ++s) {
      uint64_t load = 0;
      for (uint64_t x = k * m; x < (k + 1) * m; ++x) load += (f.apply(s, x) / m) != k;
      mx = std::max(mx, load);
    }
    if (mx < m) {
      RunContext one;
      one.jobs = 1;
      slot->last = fattree_exhaustive_full_degree(f, one).counterexample;  // the canonical first defect
      RC_FAIL("group (" + std::to_string(j) + "," + std::to_string(k) + ") never carries 2^(n-j) paths");
    }
  });
}

}  // namespace netcert
