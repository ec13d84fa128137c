// fattree_latin_census_check.hpp — the independent re-count behind table fattree-latin-census
// (seed 000, Lemma 1 with N = 2^n <= 4).
//
// Written from the definitions: a Latin square of order N is filled cell by cell (slot row i is
// a permutation of Z_N, no output repeated in a column x); its rows are distinct, so each
// unordered family is counted N! times among the ordered squares. Loads by walking every path
// (walked_link_loads), degrees by lemma1_degree_exact. Shares nothing with the engine
// (search/fattree_latin_census.cpp, which picks N-subsets of the N! permutations).
#pragma once
#include <cstdint>

namespace netcert {

struct CheckedLatinCensus {
  uint64_t ordered_squares = 0;                           // Latin squares of order N (slot order matters)
  uint64_t families = 0, within_bound = 0, meet_bound = 0;  // unordered: ordered counts / N!
  bool divisible = true;                                  // every ordered count was a multiple of N!
};
// n in 1..2 (throws std::invalid_argument otherwise).
CheckedLatinCensus checked_latin_census(int n);

}  // namespace netcert
