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

#include "search/fattree_claims.hpp"

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

// Every bijection of the m links: (bijections, distinct splits).
std::pair<BigInt, BigInt> enumerate_bijections(uint64_t m, const RunContext& ctx, bool& stopped) {
  std::vector<uint32_t> slot_of(m);
  std::iota(slot_of.begin(), slot_of.end(), 0u);
  std::vector<bool> seen(1ULL << m, false);
  uint64_t bijections = 0, splits = 0;
  do {
    if ((bijections & 0xfff) == 0 && ctx.expired()) return stopped = true, std::pair<BigInt, BigInt>{};
    ++bijections;
    uint64_t left = 0;  // bit t: link t goes to the left child
    for (uint64_t t = 0; t < m; ++t)
      if (slot_of[t] < m / 2) left |= 1ULL << t;
    if (!seen[left]) seen[left] = true, ++splits;
  } while (std::next_permutation(slot_of.begin(), slot_of.end()));
  return {BigInt(bijections), BigInt(splits)};
}

// ways[a][b]: ways to place the remaining links with a free slots on the left, b on the right.
// A split only says which side a link takes; a bijection also picks one of the free slots there.
BigInt count_by_links(uint64_t m, bool bijections, const RunContext& ctx, bool& stopped) {
  const uint64_t h = m / 2;
  std::vector<BigInt> prev(h + 1), cur(h + 1);  // row a-1 and row a, indexed by b
  for (uint64_t a = 0; a <= h; ++a) {
    if (ctx.expired()) return stopped = true, BigInt(0);
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

Outcome fattree_exhaustive_level1_patterns(int n, const std::string& counted, const RunContext& ctx) {
  const uint64_t m = 1ULL << (n - 1);
  const bool bijections = counted == "permutations";
  bool stopped = false;
  BigInt count;
  const std::string method = n <= 4 ? "enumeration" : "dp";
  if (n <= 4) {
    auto both = enumerate_bijections(m, ctx, stopped);
    count = bijections ? both.first : both.second;
  } else {
    count = count_by_links(m, bijections, ctx, stopped);
  }
  if (stopped) return Outcome::unknown("timeout while counting");
  BigInt formula = level1_formula(n);
  if (count != formula)
    return Outcome::fails({{"counted", counted}, {"count", count.str()}, {"formula", formula.str()}},
                          counted + " number " + count.str() + ", the formula gives " + formula.str());
  Outcome o = Outcome::holds({{"counted", counted}, {"count", count.str()}, {"method", method}},
                             counted + ": " + count.str() + " = (2^(n-1))!/((2^(n-2))!)^2 (" + method + ")");
  o.stats["count"] = count.str();
  return o;
}

}  // namespace netcert
