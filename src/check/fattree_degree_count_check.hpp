// fattree_degree_count_check.hpp — the checker's own count of the permutations of Z_N that
// route within the Lemma 5 degrees (table fattree-lemma5-count).
//
// Not the engine's level recursion: every partial permutation of one half-tree (exports,
// imports and the bijection of the rest, listed one by one) has its loads walked node by
// node against lemma1_degree_exact; the two halves then join at the root, where each
// half's exports meet the other's imports in e! ways each way. Exhaustive over half-trees,
// so n <= 4 (8-leaf halves: about 1.4 million partial permutations each).
#pragma once
#include "core/bigint.hpp"

namespace netcert {

constexpr int kMaxCheckedDegreeCountLevels = 4;

// The count for N = 2^n, n = 1..kMaxCheckedDegreeCountLevels; throws std::invalid_argument above.
BigInt checked_degree_count(int n);

}  // namespace netcert
