// fattree_level1_patterns.cpp — Sec. II: the connection patterns of a level-1 node of the
// nonblocking fat tree (see fattree_claims.hpp).
//
// The node gets m = 2^(n-1) links from the root and hands them to its two children,
// m/2 links each. A bijection of the m incoming links onto the m child link slots
// (slots 0..m/2-1 to the left child) is a "permutation"; the set of incoming links
// sent to the left child is its "split". n <= 4: every bijection enumerated and the
// distinct splits collected; 5 <= n <= 12: links decided one by one, counting the ways
// with a free slots left on the left and b on the right (a DP over (a, b)).
#include <algorithm>
#include <numeric>
#include <vector>

#include "core/sliced_loop.hpp"
#include "search/fattree_claims.hpp"
#include "search/permutation_rank.hpp"

namespace netcert {

BigInt level1_formula(int n) {
  BigInt half = 1, whole = 1;
  const uint64_t m = 1ULL << (n - 1);
  for (uint64_t t = 2; t <= m; ++t) {
    whole *= t;
    if (t <= m / 2) half *= t;
  }
  return whole / (half * half);
}

namespace {

// The lexicographically first bijection of a split gives each child's links its slots
// in increasing order; so it stands for its split, and splits are counted once each.
bool level1_first_of_split(const std::vector<uint32_t>& slot_of, uint64_t m) {
  uint32_t next_left = 0, next_right = static_cast<uint32_t>(m / 2);
  for (uint32_t s : slot_of) {
    if (s < m / 2 ? s != next_left++ : s != next_right++) return false;
  }
  return true;
}

// n <= 4: every bijection of the m links, a sliced census over their lexicographic
// ranks of {bijections, distinct splits}; empty when not every rank was counted.
enum : size_t { kLevel1Bijections, kLevel1Splits, kLevel1Counters };
CensusResult enumerate_bijections(uint64_t m, const RunContext& ctx) {
  uint64_t bijections = 1;
  for (uint64_t k = 2; k <= m; ++k) bijections *= k;  // m <= 8
  Progress progress("bijections", bijections, ctx.progress);
  return sliced_census(static_cast<int64_t>(bijections), kLevel1Counters, ctx, [&](int64_t rank, int, uint64_t* c) {
    ++c[kLevel1Bijections];  // slot_of[t]: the slot link t takes
    if (level1_first_of_split(unrank_permutation(m, static_cast<uint64_t>(rank)), m)) ++c[kLevel1Splits];
    return false;  // the claim is about the totals
  }, &progress);
}

// ways[a][b]: ways to place the remaining links with a free slots on the left, b on the right.
// A split only says which side a link takes; a bijection also picks one of the free slots there.
// Not polled for the deadline: it runs inside the sliced loop's one index, where a cut
// run would pass for a finished one; at n = 11, the engine's limit, it takes 0.2 s.
BigInt count_by_links(uint64_t m, bool bijections) {
  const uint64_t h = m / 2;
  std::vector<BigInt> prev(h + 1), cur(h + 1);  // row a-1 and row a, indexed by b
  for (uint64_t a = 0; a <= h; ++a) {
    for (uint64_t b = 0; b <= h; ++b) {
      if (a == 0 && b == 0) {
        cur[b] = 1;
        continue;
      }
      BigInt via_left = a ? prev[b] : BigInt(0), via_right = b ? cur[b - 1] : BigInt(0);
      if (bijections) cur[b] = via_left * a + via_right * b;
      else cur[b] = via_left + via_right;
    }
    std::swap(prev, cur);
  }
  return prev[h];
}

}  // namespace

// n <= 4: a sliced census over the bijections. 5 <= n: the DP is one sequential
// recurrence, so the sliced loop is a find-first over the one identity it checks.
Outcome fattree_exhaustive_level1_patterns(int n, const std::string& counted, const RunContext& ctx) {
  const uint64_t m = 1ULL << (n - 1);
  const bool bijections = counted == "permutations";
  const BigInt formula = level1_formula(n);
  BigInt count;
  const std::string method = n <= 4 ? "enumeration" : "dp";
  if (n <= 4) {
    CensusResult census = enumerate_bijections(m, ctx);
    if (census.coverage == Coverage::Stopped) return Outcome::unknown("timeout while counting");
    if (census.coverage == Coverage::Share)
      return Outcome::unknown("this shard's share of the bijections counted (netcert merge combines the shards and decides)");
    count = census.totals[bijections ? kLevel1Bijections : kLevel1Splits];
  } else {
    bool ran = false;
    auto r = sliced_find_first(1, ctx, [&](int64_t, int) {
      ran = true;
      count = count_by_links(m, bijections);
      return count != formula;
    });
    if (r.first_failure < 0 && r.timed_out) return Outcome::unknown("timeout while counting");
    if (r.first_failure < 0) count = formula;  // the one identity held (here or in the shard that ran it)
    else if (!ran) count = count_by_links(m, bijections);  // netcert merge: the counterexample rebuilt
  }
  if (count != formula)
    return Outcome::fails({{"counted", counted}, {"count", count.str()}, {"formula", formula.str()}},
                          counted + " number " + count.str() + ", the formula gives " + formula.str());
  Outcome o = Outcome::holds({{"counted", counted}, {"count", count.str()}, {"method", method}},
                             counted + ": " + count.str() + " = (2^(n-1))!/((2^(n-2))!)^2 (" + method + ")");
  o.stats["count"] = count.str();
  return o;
}

}  // namespace netcert
