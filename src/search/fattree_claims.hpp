// fattree_claims.hpp — engines for the numbered claims of seed 000 that the six
// original fattree.* properties leave implicit:
//
//   fattree_load_equality.cpp    Eq. (22) with equality: every slot loads every node (j,k),
//                                1 <= j <= floor(n/2), with exactly (2^j - 1) 2^(n-2j) paths
//   fattree_ump_element.cpp      Eqs. (12), (18): the element the paper names is the one in
//                                sigma_i(S(j,k)) ∩ S(n-j,l)
//   fattree_level1_patterns.cpp  Sec. II: the connection patterns of a level-1 node, counted
//   fattree_census.cpp           counts over all N! permutations (table fattree-permutation-census)
//   fattree_degree_identity.cpp  Eq. (23): (2^j-1)2^(n-2j) = 2^(n-j)(1-2^-j) = ceil(...), exact rationals
//   fattree_latin_census.cpp     unordered Latin-square families meeting the Lemma 1 bound (N <= 4)
//   fattree_nonblocking.cpp      Eqs. (6)-(7): degree 2^(n-j) suffices for every permutation (all N!
//                                enumerated) and is needed (the half swap x -> x XOR N/2 fills every group)
//
// None of them calls the independent checker (src/check/fattree_claims_check.*).
// Canonical counterexamples (the checker requires exactly these):
//   load_equality   {slot, node [j,k], link "up"|"down", load, expected}: first slot, then level,
//                   then k, up before down
//   ump_element     {slot, level, block (first and last leaves of S(j,k)), x, image, predicted}: first
//                   slot, then level, then x
//   level1_patterns {counted, count, formula} (decimal strings)
//   degree_identity {level (first failing j), product, middle (reduced fractions "p/q"), ceiling (decimal)}
//   nonblocking     {sigma (lexicographically first overloading permutation), node [j,k] (first in heap
//                   order), link "up"|"down" (up first), load, degree}
#pragma once
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

// (2^j - 1) 2^(n-2j), the load Eq. (22) gives for 1 <= j <= floor(n/2).
uint64_t eq22_load(int n, int j);
Outcome fattree_exhaustive_load_equality(const Family& f, const RunContext& ctx);

// The element Eqs. (12) and (18) name: l 2^j + ((rev_j(k) + i) mod 2^j).
uint64_t eq18_element(int j, uint64_t k, uint64_t l, uint64_t slot);
Outcome fattree_exhaustive_ump_element(const Family& f, const RunContext& ctx);

// (2^(n-1))! / ((2^(n-2))!)^2 for n >= 2, in exact arithmetic.
BigInt level1_formula(int n);
// counted = "splits": distinct assignments of the 2^(n-1) links a level-1 node gets from the root
// to its two children (2^(n-2) each; the order inside a child's group not distinguished);
// "permutations": bijections of those links onto the children's link slots.
// Enumerates every bijection for n <= 4, counts the splits by a link-by-link DP for 5 <= n <= 12.
Outcome fattree_exhaustive_level1_patterns(int n, const std::string& counted, const RunContext& ctx);

// degrees = "nonblocking": every link group of level j carries 2^(n-j) (Eqs. (6)-(7));
// "one-less": 2^(n-j) - 1 at every level (must fail: the degrees are necessary). n <= 3.
Outcome fattree_exhaustive_nonblocking(int n, bool one_less, const RunContext& ctx);
// Up- and down-loads of every link group by node id (heap order), pairs counted below their LCA.
void fattree_group_loads(int n, const Permutation& sigma, std::vector<uint64_t>& up, std::vector<uint64_t>& down);

// Eq. (23) at level j, in exact rationals: the three terms as text and whether they are equal.
struct Eq23Terms {
  std::string product, middle, ceiling;  // "p/q", "p/q", decimal
  bool holds = false;
};
Eq23Terms eq23_terms(int n, int j);
// Levels 1..floor(n/2) (the paper's range) or 1..n (all_levels: must fail above floor(n/2)).
// Witness {"levels": [{"level": j, "value": decimal}]}.
Outcome fattree_exhaustive_degree_identity(int n, bool all_levels, const RunContext& ctx);

// Over all N! permutations sigma of Z_N (n <= 3): how many have UMP at every level 1..floor(n/2)
// (Lemma 5's hypothesis), route within the Lemma 1 degrees, and give a shift family
// {sigma + i : i = 1..N} whose max load over the slots equals the Lemma 1 degree at every group.
struct PermutationCensus {
  uint64_t permutations = 0, upper_half_ump = 0, within_lemma1 = 0, shift_meets_bound = 0;
  bool complete = false;
};
PermutationCensus fattree_permutation_census(int n, const RunContext& ctx);

// Unordered Latin-square families of order N = 2^n (sets of N permutations of Z_N sending every
// input to every output once), n <= kMaxLatinCensusLevels: how many, how many route within the
// Lemma 1 degrees (max load over the members <= degree at every up- and down-link group), and how
// many meet the bound at every node (max load = degree at every group).
constexpr int kMaxLatinCensusLevels = 2;  // order 8 has about 1.1e20 Latin squares
struct LatinCensus {
  uint64_t families = 0, within_bound = 0, meet_bound = 0;
  bool complete = false;
};
LatinCensus fattree_latin_census(int n, const RunContext& ctx);

}  // namespace netcert
