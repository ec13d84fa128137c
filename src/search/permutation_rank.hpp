// permutation_rank.hpp — the permutation of Z_n with a given lexicographic rank
// (Lehmer code), shared by the engines that enumerate all n! permutations
// (fattree nonblocking degrees and level-1 patterns, lcan off-line routing).
#pragma once
#include <cstdint>

#include "core/permutation.hpp"

namespace netcert {

// rank < n! (n <= 20); rank 0 is the identity.
Permutation unrank_permutation(uint64_t n, uint64_t index);

}  // namespace netcert
