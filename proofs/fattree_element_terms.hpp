// fattree_element_terms.hpp — the terms of the every-size fat-tree queries at a symbolic
// n: a built-in family in top form, its inverse, the block S(j,k) named by its first leaf
// and the element Eqs. (12)/(18) name (l 2^j + alpha). Shared by fattree.ump_element's and
// fattree.load_equality's symbolic engines; header-only because it is a class of z3 terms.
#pragma once
#include <z3++.h>

#include <utility>

#include "proofs/bitvector64.hpp"
#include "proofs/family_expression_top.hpp"
#include "proofs/fattree_element_symbolic.hpp"

namespace netcert {

// The built-in families as formulas, as fattree.ump's symbolic query writes them.
inline const char* element_family_formula(FamilyKind kind) {
  switch (kind) {
    case FamilyKind::BitReverse: return "rev(x) + i";
    case FamilyKind::Rotator: return "x + i";
    default: return "i - x";  // tdm
  }
}

// Sizes, slots and the paper's element at a symbolic n, with no data shifted by a
// symbolic amount except the slot's top form. sigma_i is kept in top form (sigma_i(x) <<
// (64 - n), family_expression_top.hpp); the block S(j,k) is named by its first leaf
// b = k 2^(n-j) (x in S(j,k) iff x xor b < 2^(n-j)), and the element's alpha is built in
// top form the paper's way: the 64-bit reversal of b is rev_j(k) << (64 - n), so
// alpha << (64 - n) = (reverse64(b) + (i << (64 - n))) restricted to the low-j window.
class ElementTerms {
 public:
  ElementTerms(z3::context& c, FamilyKind kind, z3::expr n, SymbolicElementMutant m)
      : c_(c), kind_(kind), sigma_(parse_family_expression(element_family_formula(kind), "family")), n_(std::move(n)),
        m_(m) {}

  z3::expr pow2(const z3::expr& e) const { return z3::shl(bv64(c_, 1), e); }
  z3::expr low_mask(const z3::expr& e) const { return pow2(e) - bv64(c_, 1); }
  z3::expr size() const { return pow2(n_); }
  z3::expr top(const z3::expr& plain) const { return z3::shl(plain, bv64(c_, 64) - n_); }
  z3::expr image_top(const z3::expr& slot, const z3::expr& x) const {
    return family_expression_top(c_, sigma_, n_, slot, x);
  }
  // The first leaf of the block S(j,k) holding x: x with its low n - j bits cleared (k = x >> (n - j)).
  z3::expr block_first(const z3::expr& x, const z3::expr& j) const { return x & ~low_mask(n_ - j); }
  z3::expr in_block(const z3::expr& x, const z3::expr& first, const z3::expr& j) const {
    return z3::ult(x ^ first, pow2(n_ - j));
  }
  // The bits of a top-form value that hold the plain value's low j bits.
  z3::expr low_j_top(const z3::expr& j) const { return low_mask(bv64(c_, 64) - n_ + j) & ~low_mask(bv64(c_, 64) - n_); }
  // alpha << (64 - n), alpha = (rev_j(k) + i) mod 2^j, for the block whose first leaf is `first`.
  z3::expr alpha_top(const z3::expr& first, const z3::expr& j, const z3::expr& slot) const {
    const z3::expr kprime_top = m_ == SymbolicElementMutant::UnreversedBlock
                                    ? top(z3::lshr(first, n_ - j))  // k itself, not reversed
                                    : reversed64(c_, first);
    return (kprime_top + top(slot)) & low_j_top(j);
  }
  // The named element l 2^j + alpha in top form, l = sigma_i(x) >> j: the image's bits
  // above the low-j window kept, alpha put in it.
  z3::expr named_top(const z3::expr& image_top, const z3::expr& alpha_in_top, const z3::expr& j) const {
    return (image_top & ~low_mask(bv64(c_, 64) - n_ + j)) | alpha_in_top;
  }
  // The family's inverse: the x with sigma_i(x) = y, y given in top form (checked by the onto query, not trusted).
  z3::expr preimage(const z3::expr& slot, const z3::expr& y_top) const {
    const z3::expr slot_top = top(slot);
    const z3::expr shifted = m_ == SymbolicElementMutant::PreimageNoSlot ? y_top : y_top - slot_top;
    switch (kind_) {
      case FamilyKind::BitReverse: return reversed64(c_, shifted);  // rev_n((y - i) mod N)
      case FamilyKind::Rotator: return z3::lshr(shifted, bv64(c_, 64) - n_);
      default: return z3::lshr(slot_top - y_top, bv64(c_, 64) - n_);  // tdm: x = (i - y) mod N
    }
  }
 private:
  z3::context& c_;
  FamilyKind kind_;
  FamilyExpr sigma_;
  z3::expr n_;
  SymbolicElementMutant m_;
};

}  // namespace netcert
