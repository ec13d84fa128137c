// fattree_smt.hpp — Z3 encodings of the seed-000 claims (fattree.*).
//
// Each function asserts the negation of a claim, names its assertions after the
// claim's parts, and returns an Outcome whose counterexample (canonical form,
// search/fattree_search.hpp) the independent checker re-checks. Holds witnesses
// carry every query as SMT-LIB2 ({"smt2": [{name, query, answer}]}); the
// *_query(ies) functions regenerate exactly those texts from the params, so
// verify-cert can compare them.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

// family sums to ones: no x and slots i != i' with sigma_i(x) = sigma_i'(x).
Outcome smt_family_sums_to_ones(FamilyKind kind, int n, const RunContext& ctx);
std::string smt_family_query(FamilyKind kind, int n);
// UMP of every member, one query per level j: no i, x != y in one S(j,k) whose
// images share one S(n-j,l).
Outcome smt_ump(FamilyKind kind, int n, const RunContext& ctx);
std::string smt_ump_query(FamilyKind kind, int n, int level);

// Lemma 1 per link group: no family summing to ones keeps every slot's load of
// the group at bound - 1. `counting` adds the implied "loads over all slots sum
// to |S|(N-|S|)" constraint (the averaging argument) as a redundant lemma.
Outcome smt_lower_bound(int n, bool counting, const RunContext& ctx);
std::vector<std::pair<std::string, std::string>> smt_lower_bound_queries(int n, bool counting);

// Corollary 6 for one built-in family, per level j with symbolic slot and node:
// over_level_j (a slot loads a group beyond its Lemma 1 degree) and slack_level_j
// (a group stays below its degree in every slot, a quantified query); all UNSAT.
Outcome smt_bound_tight(FamilyKind kind, int n, const RunContext& ctx);
std::vector<std::pair<std::string, std::string>> smt_bound_tight_queries(FamilyKind kind, int n);

// Lemma 5 (every-level reading): no permutation with UMP at every level overloads a group.
Outcome smt_ump_realizable(int n, const RunContext& ctx);
std::string smt_ump_realizable_query(int n);

}  // namespace netcert
