// fattree.hpp — the engines behind the fattree.* properties (seed 000), exposed
// so tests can feed them broken families directly.
//
// A Family is either one of the built-in families (bitreverse, rotator, tdm) or
// an explicit list of N permutations (user schedules, mutated test witnesses).
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/permutation.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

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

// Exhaustive engines (all cores, deterministic first counterexample).
Outcome fattree_exhaustive_sums_to_ones(const Family& f, const RunContext& ctx);
Outcome fattree_exhaustive_ump(const Family& f, const RunContext& ctx);
Outcome fattree_exhaustive_bound_tight(const Family& f, const RunContext& ctx);
Outcome fattree_exhaustive_full_degree(const Family& f, const RunContext& ctx);
// Lemma 1 for one family summing to ones: at every link group some slot loads it to the bound.
Outcome fattree_exhaustive_family_meets_bound(const Family& f, const RunContext& ctx);
// Lemma 5 for every UMP permutation of Z_N (n <= 4).
Outcome fattree_exhaustive_ump_realizable(int n, const RunContext& ctx);
// Lemma 5 for one permutation: if it has UMP, every link group is within the bound.
Outcome fattree_ump_permutation_within_bound(int n, const Permutation& sigma);

// The independent re-check of a counterexample of property `id` (shares only
// the FatTree model with the engines).
bool fattree_recheck(const std::string& id, const Family& f, const json& cex, std::string& why);

}  // namespace netcert

namespace netcert {
// Max load over all slots of the link groups of each level j = 1..n (index j),
// by the fast engine; empty when the deadline stopped it.
std::vector<uint64_t> fattree_level_max_loads(const Family& f, const RunContext& ctx);
}  // namespace netcert
