// fattree_search.hpp — the search engines behind the fattree.* properties (seed 000).
//
// One algorithm per file: fattree_family.cpp (the Family view), fattree_ones.cpp
// (sums to ones), fattree_ump.cpp (UMP by residue classes), fattree_loads.cpp
// (max loads of every link group over all slots: bound_tight, rotator_no_reduction),
// fattree_latin.cpp (Lemma 1 over all Latin squares), fattree_realizable.cpp
// (Lemma 5 over UMP permutations), fattree_random.cpp (the RapidCheck engines).
// None of them calls the independent checker (src/check/fattree_check.*).
//
// Counterexamples are written in the canonical form the checker requires:
//   ump            {slot, level (first failing for that slot), k, l, block, target (first and last leaves
//                  of S(j,k), S(n-j,l)), inputs [x1 < x2], images}
//   degrees        {node (first in heap order whose max load differs), slot (first reaching it), max_load, degree}
//   ump_realizable {sigma (sibling leaves' images increasing), [level (first with UMP)], node (first overloaded), load, degree}
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/permutation.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

// A built-in family (bitreverse, rotator, tdm) or an explicit list of N permutations.
struct Family {
  int n = 1;
  FamilyKind kind = FamilyKind::BitReverse;
  const std::vector<Permutation>* members = nullptr;  // explicit family when set

  uint64_t size() const { return 1ULL << n; }
  uint32_t apply(uint64_t slot, uint64_t x) const {
    return members ? (*members)[slot - 1][x] : static_cast<uint32_t>(family_apply(kind, n, slot, x));
  }
  void member(uint64_t slot, Permutation& out) const;
  std::string name() const { return members ? "explicit" : family_name(kind); }
};
// Slot i of a built-in family is (base(x) + i) mod N.
Permutation family_base(const Family& f);
// The name of base in witnesses: "rev_n(x)", "x" or "-x mod N".
const char* family_base_name(FamilyKind k);

// fattree_ones.cpp
Outcome fattree_exhaustive_sums_to_ones(const Family& f, const RunContext& ctx);
// fattree_ump.cpp
Outcome fattree_exhaustive_ump(const Family& f, const RunContext& ctx);
Outcome fattree_ump_failure_at_slot(const Family& f, uint64_t slot);  // canonical counterexample
// fattree_loads.cpp: every group's max load over all slots must equal its level's degree
enum class DegreeTarget { Lemma1, Nonblocking };
Outcome fattree_exhaustive_degrees(const Family& f, DegreeTarget target, const RunContext& ctx);
inline Outcome fattree_exhaustive_bound_tight(const Family& f, const RunContext& ctx) {
  return fattree_exhaustive_degrees(f, DegreeTarget::Lemma1, ctx);
}
inline Outcome fattree_exhaustive_full_degree(const Family& f, const RunContext& ctx) {
  return fattree_exhaustive_degrees(f, DegreeTarget::Nonblocking, ctx);
}
// fattree_smt_engines.cpp: the same claim by the per-level SMT queries (proofs/fattree_smt.hpp).
Outcome smt_bound_tight(FamilyKind kind, int n, const RunContext& ctx);
// Lemma 1 for one family summing to ones: at every group some slot loads it to the bound.
Outcome fattree_exhaustive_family_meets_bound(const Family& f, const RunContext& ctx);
// Max load over all slots of the groups of each level j = 1..n (index j); empty on timeout.
std::vector<uint64_t> fattree_level_max_loads(const Family& f, const RunContext& ctx);
// fattree_latin.cpp
Outcome fattree_exhaustive_lower_bound(int n, const RunContext& ctx);
json fattree_lower_bound_witness(int n);
// fattree_realizable.cpp
Outcome fattree_exhaustive_ump_realizable(int n, const RunContext& ctx);
Outcome fattree_exhaustive_ump_realizable_one_level(int n, const RunContext& ctx);
Outcome fattree_ump_permutation_within_bound(int n, const Permutation& sigma);  // every-level reading
// canonical counterexample for sigma (reading one-level when level >= 1), or null when sigma is none
json fattree_realizable_counterexample(int n, Permutation sigma, int level);
json fattree_realizable_witness(int n);
// fattree_smt_engines.cpp: Lemma 5 by one SMT query (proofs/fattree_smt.hpp).
Outcome smt_ump_realizable(int n, const RunContext& ctx, bool upper_half = false);
// fattree_realizable_upper_half.cpp: Lemma 5 with UMP required only at the levels in
// level_mask (bit j = level j); reading=upper-half is upper_half_levels(n) = levels 1..floor(n/2).
uint32_t upper_half_levels(int n);
Outcome fattree_exhaustive_ump_realizable_levels(int n, uint32_t level_mask, const RunContext& ctx);
json fattree_realizable_upper_half_witness(int n);
// fattree_random.cpp
Outcome fattree_random_sums_to_ones(const Family& f, const RunContext& ctx);
Outcome fattree_random_ump(const Family& f, const RunContext& ctx);
// The random engines generate at exactly the params' n (a counterexample is one for those params).
Outcome fattree_random_lower_bound(int n, const RunContext& ctx);
Outcome fattree_random_ump_realizable(int n, bool one_level, const RunContext& ctx);
Outcome fattree_random_full_degree(const Family& f, const RunContext& ctx);

}  // namespace netcert
