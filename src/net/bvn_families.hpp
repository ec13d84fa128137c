// bvn_families.hpp — permutation families for the N x N load-balanced
// Birkhoff-von Neumann switch (seed 000): slot i = 1..N realises family[i-1].
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/permutation.hpp"

namespace netcert {

// bitreverse: pi_i(x) = (rev_n(x) + i) mod N   (Def. 2, Eq. 10)
// rotator:    x -> (x + i) mod N
// tdm:        x -> (i - x) mod N               (symmetric TDM)
enum class FamilyKind { BitReverse, Rotator, Tdm };

const std::vector<std::string>& family_names();
FamilyKind family_from_name(const std::string& name);
const char* family_name(FamilyKind k);

// Image of x under member i (1 <= i <= N) of the family, N = 2^n.
inline uint64_t family_apply(FamilyKind kind, int n, uint64_t i, uint64_t x);
Permutation family_member(FamilyKind kind, int n, uint64_t i);

}  // namespace netcert

#include "core/bits.hpp"
namespace netcert {
inline uint64_t family_apply(FamilyKind kind, int n, uint64_t i, uint64_t x) {
  uint64_t mask = low_mask(n);
  switch (kind) {
    case FamilyKind::BitReverse: return (bit_reverse(x, n) + i) & mask;
    case FamilyKind::Rotator: return (x + i) & mask;
    default: return (i - x) & mask;
  }
}
}  // namespace netcert

#include "core/bigint.hpp"
namespace netcert {
// The same maps in exact arithmetic, for SMT counterexamples at n > 63.
BigInt family_apply_big(FamilyKind kind, int n, const BigInt& i, const BigInt& x);
BigInt bit_reverse_big(const BigInt& x, int n);
}  // namespace netcert
