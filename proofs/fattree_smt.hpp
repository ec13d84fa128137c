// fattree_smt.hpp — Z3 encodings of the seed-000 claims (fattree.*).
//
// Each function asserts the negation of a claim, names its assertions after the
// claim's parts, and returns an Outcome whose counterexample (canonical form,
// search/fattree_search.hpp) the independent checker re-checks. Holds witnesses
// carry every query as SMT-LIB2 ({"smt2": [{name, query, answer}]}); the
// *_query(ies) functions regenerate exactly those texts from the params, so
// verify-cert can compare them.
#pragma once
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/context.hpp"
#include "core/permutation.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

// (No family_sums_to_ones query: for sigma_i(x) = g(x) + i, "no x and slots
// i != i' with sigma_i(x) = sigma_i'(x)" holds whatever g is, so it checked
// nothing about the family.)
// UMP of every member, one query per level j: no i, x != y in one S(j,k) whose
// images share one S(n-j,l).
Outcome smt_ump(FamilyKind kind, int n, const RunContext& ctx);
std::string smt_ump_query(FamilyKind kind, int n, int level);

// Lemma 1 per link group (proofs/fattree_lemma1_smt.cpp), standard arithmetic only.
// Symbolic: the whole family, N^3 Booleans b_x_y_i constrained to N permutations
// summing to all ones. Fixed: n and the link group (node, up or down).
//   encoding=counting (default): two queries per group, both must be UNSAT:
//     <group>_averaging_identity  family constraints + "sum over slots of the group's load
//                                 != |S|(N-|S|)"  (proves the identity from the family),
//     <group>_bound               that identity (the lemma just proved) + every slot's load
//                                 <= bound-1, over the same load terms (Eq. (8)'s arithmetic).
//   Together: family => identity, identity & every slot <= bound-1 => false.
//   encoding=plain: one query per group, family constraints + every slot <= bound-1.
// A SAT _bound / plain query is a family staying below the bound (a counterexample).
Outcome smt_lower_bound(int n, bool counting, const RunContext& ctx);
std::vector<std::pair<std::string, std::string>> smt_lower_bound_queries(int n, bool counting);
// What the smt engine of fattree.lower_bound proves, for notes, list and certificates.
const char* lemma1_smt_scope();

struct Lemma1Group {
  uint64_t node = 2;  // heap order (root 1 has no group)
  bool up = true;     // up-link group of node, or down-link group into node
};
enum class Lemma1Part { AveragingIdentity, Bound, Plain };
enum class Lemma1Family { Default, With, Without };
struct Lemma1Query {
  int n = 1;
  Lemma1Group group;
  Lemma1Part part = Lemma1Part::Plain;
  int relax = 0;  // tests: slots may carry bound-1+relax paths (relax=1 must be SAT)
  // Default: the family constraints in _averaging_identity and plain, not in _bound.
  // Tests: Without (the identity must not follow), With (a relaxed bound query's model is a family).
  Lemma1Family family = Lemma1Family::Default;
};
struct Lemma1Answer {
  std::string answer;  // sat | unsat | unknown
  std::string reason, smt2;
  double seconds = 0;
  std::vector<Permutation> family;  // the model's family when sat (slot i at index i-1)
  std::vector<std::string> core;    // names of the assertions in Z3's unsat core when unsat
};
std::vector<Lemma1Group> lemma1_groups(int n);
std::vector<Lemma1Part> lemma1_parts(bool counting);
std::string lemma1_group_name(int n, const Lemma1Group& g);
std::string lemma1_query_name(const Lemma1Query& q);
Lemma1Answer smt_lemma1_query(const Lemma1Query& q, const RunContext& ctx, bool keep_smt2 = false);
std::string smt_lemma1_query_text(const Lemma1Query& q);

// Corollary 6 for one built-in family, per level j with symbolic slot and node:
// over_level_j (a slot loads a group beyond its Lemma 1 degree) and slack_level_j
// (a group stays below its degree in every slot, a quantified query); all UNSAT.
// A SAT query names one violation; the certificate states the canonical first
// one, which `first_failure` (the exhaustive load count, search/) supplies.
Outcome smt_bound_tight_solve(FamilyKind kind, int n, const RunContext& ctx,
                              const std::function<Outcome()>& first_failure);
std::vector<std::pair<std::string, std::string>> smt_bound_tight_queries(FamilyKind kind, int n);

// Lemma 5 (every-level reading): no permutation with UMP at every level overloads a group.
// upper_half: UMP required only at levels 1..floor(n/2), the hypothesis Lemma 5's proof uses.
// A SAT model's sigma becomes the certificate's canonical counterexample by
// `counterexample_of` (search/: null when sigma overloads no group).
Outcome smt_ump_realizable_solve(int n, const RunContext& ctx, bool upper_half,
                                 const std::function<json(const Permutation&)>& counterexample_of);
std::string smt_ump_realizable_query(int n, bool upper_half = false);
const char* lemma5_smt_scope(bool upper_half);

}  // namespace netcert
