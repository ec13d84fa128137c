// fattree_ump_element.cpp — Eqs. (12) and (18): the element the paper names (see fattree_claims.hpp).
//
// For x in S(j,k) with sigma_i(x) in S(n-j,l), sigma_i(x) must be l 2^j + alpha,
// alpha = (k' + i) mod 2^j, k' = rev_j(k). If every input satisfies this, each cell
// (k,l) holds at most one input (its images would coincide) and so, N inputs in N
// cells, exactly one: the named element is the whole intersection. The sliced loop
// runs over the slots (index = slot - 1); the smallest failing slot's defect is
// rebuilt by running that one slot again.
#include "core/bits.hpp"
#include "search/fattree_claims.hpp"
#include "search/fattree_slot_search.hpp"

namespace netcert {

uint64_t eq18_element(int j, uint64_t k, uint64_t l, uint64_t slot) {
  uint64_t alpha = (bit_reverse(k, j) + slot) & low_mask(j);
  return (l << j) | alpha;
}

namespace {

// The first defect of `slot` (level, then x), or null; sigma is the caller's buffer.
json ump_element_slot_defect(const Family& f, uint64_t slot, Permutation& sigma) {
  const int n = f.n;
  const uint64_t N = f.size();
  f.member(slot, sigma);
  for (int j = 0; j <= n; ++j)
    for (uint64_t x = 0; x < N; ++x) {
      uint64_t y = sigma[x], k = x >> (n - j), l = y >> j;
      uint64_t named = eq18_element(j, k, l, slot);
      if (y != named)
        return {{"slot", slot}, {"level", j}, {"block", {k << (n - j), ((k + 1) << (n - j)) - 1}},
                {"x", x}, {"image", y}, {"predicted", named}};
    }
  return nullptr;
}

}  // namespace

Outcome fattree_exhaustive_ump_element(const Family& f, const RunContext& ctx) {
  const int n = f.n;
  const uint64_t N = f.size();
  auto decided = fattree_first_failing_slot<Permutation>(f, ctx, [&](uint64_t slot, Permutation& sigma) {
    return ump_element_slot_defect(f, slot, sigma);
  });
  if (decided) return *decided;
  Outcome o = Outcome::holds({{"base", f.members ? "explicit" : family_base_name(f.kind)}, {"slots", N}, {"levels", n + 1}, {"element", "l*2^j + ((rev_j(k) + i) mod 2^j)"}},
                             "in every slot and at every level each input's image is the element Eq. (18) names "
                             "for its cell (slot N: Eq. (12))");
  o.stats["slots"] = N;
  return o;
}

}  // namespace netcert
