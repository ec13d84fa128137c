// fattree_claims_check.hpp — the independent checker for the claims of seed 000 added in
// Eq. (22) with equality, the elements of Eqs. (12)/(18), the level-1 count of Sec. II.
//
// Written from the paper's definitions (S(j,k) by Eq. (5), loads by counting paths that
// leave or enter a subtree, the element by its binary representation as printed); shares
// nothing with src/search/fattree_claims.* beyond core types. Families are the checker's
// own CheckedFamily (fattree_check.hpp).
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/bigint.hpp"
#include "core/json.hpp"
#include "core/permutation.hpp"
#include "core/property.hpp"

namespace netcert {

// Slot i = 1..N of the family under check.
using SlotMember = std::function<Permutation(uint64_t slot)>;
SlotMember checked_family_member(int n, const std::string& family);

// ---- Eq. (22) with equality: fattree.load_equality ----
// First (slot, level j <= floor(n/2), k, up before down) whose load differs from
// (2^j - 1) 2^(n-2j), in the canonical form of the engine; nullopt when there is none.
std::optional<json> first_load_equality_defect(int n, const SlotMember& member);
bool recheck_load_equality(int n, const std::string& family, const json& cex, std::string& why);
Verification verify_load_equality(int n, const std::string& family, const json& witness, std::string& why);

// ---- Eqs. (12), (18): fattree.ump_element ----
// The element whose binary representation is (I_{n-j}(l), ..., I_1(l), I_j(alpha), ..., I_1(alpha)),
// alpha = (k' + i) mod 2^j, k' = sum_m I_{j+1-m}(k) 2^(m-1): built bit by bit as printed.
uint64_t paper_named_element(int n, int j, uint64_t k, uint64_t l, uint64_t slot);
// First (slot, level, cell (k,l) in order of its smallest input) whose intersection
// sigma_i(S(j,k)) ∩ S(n-j,l) is not exactly {named element}.
std::optional<json> first_ump_element_defect(int n, const SlotMember& member);
bool recheck_ump_element(int n, const std::string& family, const json& cex, std::string& why);
Verification verify_ump_element(int n, const std::string& family, const json& witness, std::string& why);

// ---- Sec. II level-1 count: fattree.level1_patterns ----
BigInt level1_formula_checked(int n);  // (2^(n-1))! / ((2^(n-2))!)^2 by its own factorials
// splits: C(m, m/2) counted as the m-bit masks with m/2 ones (n <= 5) or by Vandermonde,
// sum_i C(m/2, i)^2 (any n); permutations: m! (m = 2^(n-1)).
BigInt level1_count_checked(int n, const std::string& counted);
bool recheck_level1_patterns(int n, const std::string& counted, const json& cex, std::string& why);
Verification verify_level1_patterns(int n, const std::string& counted, const json& witness, std::string& why);

// ---- Eqs. (6)-(7): fattree.nonblocking_degree ----
// degrees "nonblocking" (2^(n-j)) or "one-less" (2^(n-j) - 1); walks every path of every
// permutation of Z_N in lexicographic order (n <= 3).
bool recheck_nonblocking(int n, const std::string& degrees, const json& cex, std::string& why);
Verification verify_nonblocking(int n, const std::string& degrees, const json& witness, std::string& why);

// ---- the counts of table fattree-permutation-census, recounted by definition (n <= 3) ----
// UMP by Def. 3 cell counts, loads by walking every path, degrees by lemma1_degree_exact.
struct CheckedCensus {
  uint64_t permutations = 0, upper_half_ump = 0, within_lemma1 = 0, shift_meets_bound = 0;
};
CheckedCensus checked_permutation_census(int n);
// |{sigma : UMP at level j}| = ((2^(n-j))!)^(2^j) ((2^j)!)^(2^(n-j)): each S(j,k) meets every S(n-j,l)
// once (a bijection per k), and each S(n-j,l) receives one input from every k (a bijection per l).
BigInt ump_one_level_count(int n, int j);

}  // namespace netcert
