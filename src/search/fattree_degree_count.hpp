// fattree_degree_count.hpp — how many permutations of Z_N route within the Lemma 5
// degrees (seed 000), counted without enumerating the N! permutations.
//
// A permutation seen from a subtree S(v) is a set of exporting sources, an equally large
// set of imported destinations, and a bijection inside S(v) for the rest; the load of v's
// link group (up = down for a permutation) is the number of exports. Two sibling subtrees
// with e_a and e_b exports join by matching k1 exports of a to imports of b and k2 exports
// of b to imports of a, in C(e_a,k1) C(e_b,k1) k1! C(e_b,k2) C(e_a,k2) k2! ways. All nodes of
// a level carry the same degree, so one count vector per level suffices (a DP, exact big
// integers; the checker recounts by enumerating half-trees, check/fattree_degree_count_check).
#pragma once
#include <vector>

#include "core/bigint.hpp"

namespace netcert {

constexpr int kMaxDegreeCountLevels = 7;  // O(E^4) big-integer products per level, E = 2^(n-1)

// ways[e]: partial permutations of one level-j subtree with e exports whose every node at
// levels j..n stays within ceil(2^(n-m) (1 - 2^-m)) (the Lemma 1 degree, Lemma 5's bound).
std::vector<BigInt> fattree_degree_count_level(int n, int j);
// The number of permutations of Z_N (N = 2^n) within the degrees at every level 1..n.
BigInt fattree_degree_count(int n);

}  // namespace netcert
