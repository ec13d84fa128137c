// fattree_latin.cpp — Lemma 1 over every family summing to ones (every Latin
// square of order N, slot by slot; 576 at n = 2).
#include <functional>
#include <stdexcept>

#include "core/sliced_loop.hpp"
#include "net/fat_tree.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

json fattree_lower_bound_witness(int n) {
  FatTree t(n);
  json levels = json::array();
  for (int j = 1; j <= n; ++j) {
    uint64_t m = t.subtree_size(j);
    levels.push_back({{"level", j}, {"crossing_pairs", m * (t.leaves() - m)}, {"degree", t.up_bound(j)}});
  }
  return {{"levels", levels}};
}

namespace {

// Slot 0 of the families under sliced index i: the i-th permutation of Z_N in
// lexicographic order (factorial number system), the order the search below
// gives slot 0, so the sliced loop's smallest failing index holds the first failure.
Permutation latin_first_slot(uint64_t N, int64_t i) {
  std::vector<uint32_t> left(N);
  for (uint64_t x = 0; x < N; ++x) left[x] = static_cast<uint32_t>(x);
  std::vector<uint64_t> radix(N, 1);  // radix[x] = (N-1-x)!
  for (uint64_t x = N - 1; x-- > 0;) radix[x] = radix[x + 1] * (N - 1 - x);
  Permutation first(N);
  uint64_t rest = static_cast<uint64_t>(i);
  for (uint64_t x = 0; x < N; ++x) {
    const uint64_t pick = rest / radix[x];
    rest %= radix[x];
    first[x] = left[pick];
    left.erase(left.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  return first;
}

struct LatinSubtree {
  uint64_t families = 0;
  bool failed = false, timed_out = false;
  Outcome failure;  // the first family (search order) with a group below its bound
};

// Every family summing to ones whose slot 0 is `first` (a Latin square with that
// first row), slot by slot, y ascending; stops at the first that fails Lemma 1.
LatinSubtree latin_subtree(int n, const Permutation& first, const RunContext& one) {
  const uint64_t N = 1ULL << n;
  std::vector<Permutation> fam(N, Permutation(N, 0));
  std::vector<std::vector<bool>> used(N, std::vector<bool>(N, false));  // (x,y) already realised
  fam[0] = first;
  for (uint64_t x = 0; x < N; ++x) used[x][first[x]] = true;
  LatinSubtree out;
  std::function<void(uint64_t, uint64_t, std::vector<bool>&)> fill = [&](uint64_t slot, uint64_t x,
                                                                          std::vector<bool>& taken) {
    if (out.failed || out.timed_out) return;
    if (slot == N) {
      ++out.families;
      Outcome o = fattree_exhaustive_family_meets_bound(Family{n, FamilyKind::BitReverse, &fam}, one);
      if (o.verdict == Verdict::Fails) out.failed = true, out.failure = o;
      if (o.verdict == Verdict::Unknown) out.timed_out = true;
      return;
    }
    if (x == N) {
      std::vector<bool> fresh(N, false);
      fill(slot + 1, 0, fresh);
      return;
    }
    for (uint64_t y = 0; y < N; ++y) {
      if (taken[y] || used[x][y]) continue;
      taken[y] = used[x][y] = true;
      fam[slot][x] = static_cast<uint32_t>(y);
      fill(slot, x + 1, taken);
      taken[y] = used[x][y] = false;
    }
  };
  std::vector<bool> taken(N, false);
  fill(1, 0, taken);
  return out;
}

}  // namespace

// One sliced census over the first slots (N! of them, lexicographic): per slot 0
// the families under it are counted, and the smallest failing slot 0 decides.
Outcome fattree_exhaustive_lower_bound(int n, const RunContext& ctx) {
  if (n < 1 || n > 4) throw std::invalid_argument("fattree.lower_bound exhaustive: n out of range");  // 16! fits
  const uint64_t N = 1ULL << n;
  int64_t first_slots = 1;
  for (uint64_t x = 2; x <= N; ++x) first_slots *= static_cast<int64_t>(x);
  RunContext one = ctx;  // one family's loads: one thread, no slices of their own
  one.jobs = 1;
  one.progress = false;
  one.slices = SliceRun{};
  Progress progress("first slots", static_cast<uint64_t>(first_slots), ctx.progress);
  CensusResult r = sliced_census(first_slots, 1, ctx, [&](int64_t i, int, uint64_t* families) {
    LatinSubtree sub = latin_subtree(n, latin_first_slot(N, i), one);
    families[0] += sub.families;
    return sub.failed;
  }, &progress);
  if (r.first_failure >= 0) {
    RunContext alone = one;
    alone.timeout_seconds = 0;  // the subtree that failed, again: it stops at the same family
    return latin_subtree(n, latin_first_slot(N, r.first_failure), alone).failure;
  }
  if (r.coverage == Coverage::Stopped) return Outcome::unknown("timeout before every family was visited");
  if (r.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the Latin squares (netcert merge combines the shards and decides)");
  Outcome o = Outcome::holds(fattree_lower_bound_witness(n), "all " + std::to_string(r.totals[0]) +
                                                                 " families summing to ones load every group to the bound");
  o.stats["families"] = r.totals[0];
  return o;
}

}  // namespace netcert
