// fattree_smt.hpp — Z3 encodings of the seed-000 claims (fattree.*).
//
// Each function asserts the negation of a claim (or, for tightness, the
// existence of a witness), names its assertions after the claim's parts, and
// returns an Outcome whose counterexample / witness the independent checker
// re-checks. Queries are kept as SMT-LIB2 for certificates.
#pragma once
#include <string>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

// family sums to ones: no x and slots i != i' with sigma_i(x) = sigma_i'(x).
Outcome smt_family_sums_to_ones(FamilyKind kind, int n, const RunContext& ctx);
// UMP of every member, one query per level j: no i, x != y in one S(j,k) whose
// images share one S(n-j,l).
Outcome smt_ump(FamilyKind kind, int n, const RunContext& ctx);
std::string smt_ump_query(FamilyKind kind, int n, int level);
std::string smt_family_query(FamilyKind kind, int n);

// Lemma 1 per node: no family summing to ones keeps every slot's load of one
// link group at bound - 1. `counting` adds the implied "loads over all slots
// sum to |S|(N-|S|)" constraint (the averaging argument) as a redundant lemma.
Outcome smt_lower_bound(int n, bool counting, const RunContext& ctx);
// Corollary 6 tightness: a family summing to ones with every link-group load
// within the Lemma 1 bound exists (SAT); the model becomes the witness family.
Outcome smt_tight_family(int n, const RunContext& ctx);
// Lemma 5: no permutation with UMP at every level overloads a link group.
Outcome smt_ump_realizable(int n, const RunContext& ctx);

}  // namespace netcert
