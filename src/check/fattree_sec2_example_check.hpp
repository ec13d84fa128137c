// fattree_sec2_example_check.hpp — the checker's reading of Eq. (5) (seed 000) for table
// fattree-leaf-sets and of Sec. III's shift family for table fattree-any-sigma.
//
// S(j,k) as the paper writes it, read with I_m(x) = the m-th least significant bit of x (Eq. (4)),
// never by the tree's heap walk the engine uses: Eq. (2) the interval k·2^(n−j) … (k+1)·2^(n−j) − 1,
// Eq. (5) the x with I_(n−j+m)(x) = I_m(k) for 1 <= m <= j, Eq. (13) the same written for
// S(n−j, l): I_(j+m)(y) = I_m(l) for 1 <= m <= n−j.
// The shift family of σ: σ_i = σ_c^i ∘ σ, i = 1..N, with σ_c the circular shift x ↦ x + 1 mod N
// kept as a permutation table and composed i times (not the engine's (σ(x) + i) mod N).
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

constexpr int kMaxCheckedAnySigmaLevels = 3;  // every σ of Z_8: 8! = 40 320

enum class LeafSetForm { Eq2Interval, Eq5Bits, Eq13Bits };

// The leaves of S(j,k) in increasing order by Eq. (5), 0 <= j <= n <= 20, 0 <= k < 2^j; throws otherwise.
std::vector<int64_t> checked_leaf_set(int n, int j, int64_t k);

// Every S(j,k) of level j (index k) by the given form, each in increasing order; 0 <= j <= n <= 20.
std::vector<std::vector<int64_t>> checked_level_leaf_sets(int n, int j, LeafSetForm form);

// Whether σ_1 … σ_N are permutations whose matrices sum to the all-ones N × N matrix (each input
// meets each output in exactly one slot). sigma is any list of N values in [0, N); a list that is not a
// permutation fails (its shifts still cover every (x, y) once, but they are not permutation matrices).
bool checked_shift_family_sums_to_ones(const std::vector<int64_t>& sigma);

// How many of the N! permutations σ of Z_N (N = 2^n, 1 <= n <= kMaxCheckedAnySigmaLevels) have a
// shift family that sums to ones.
int64_t checked_any_sigma_count(int n);

}  // namespace netcert
