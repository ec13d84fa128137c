// family_expression_top.cpp — see family_expression_top.hpp.
#include "proofs/family_expression_top.hpp"

#include "proofs/bitvector64.hpp"

namespace netcert {

namespace {

// The formula's value v as v << (64 - n) ("top form"): sums, differences and
// products wrap mod N by themselves, bitwise operators act in place, and only
// the operators that need the plain value (a product of two terms, shift and
// rotation amounts, rev of a compound term) shift by the symbolic 64 - n.
// rev(x) of the input itself is the 64-bit reversal of x, with no shift at all.
struct FamilyTopForm {  // the formula's term builder for one (n, slot, x)
  z3::context& c;
  const z3::expr &n, &slot, &x;
  z3::expr spare() const { return bv64(c, 64) - n; }
  z3::expr top_mask() const { return z3::shl(bv64(c, ~uint64_t{0}), spare()); }
  z3::expr plain(const z3::expr& top) const { return z3::lshr(top, spare()); }

  // The plain value of e (below N): the query's own variables need no shift.
  z3::expr plain_of(const FamilyExpr& e) const {
    if (e.op == ExprOp::Input) return x;
    if (e.op == ExprOp::Slot) return slot;
    if (e.op == ExprOp::Levels) return n;
    return plain(term(e));
  }

  // rev(e) in top form. Reversal commutes with xor, and, or and not, and the
  // reversal of a plain value v < N is rev_n(v) << (64 - n): pushed down to the
  // leaves, it needs no symbolic shift (rev(x xor 5) + i: 20 s with the shift, see BENCHMARKS.md).
  z3::expr reversed_top(const FamilyExpr& e) const {
    auto r = [&](std::size_t k) { return reversed_top(e.args[k]); };
    switch (e.op) {
      case ExprOp::Input: return reversed64(c, x);
      case ExprOp::Slot: return reversed64(c, slot);
      case ExprOp::Levels: return reversed64(c, n);
      case ExprOp::Size: return bv64(c, 0);
      case ExprOp::Constant: return reversed64(c, bv64(c, e.value)) & top_mask();
      case ExprOp::Xor: return r(0) ^ r(1);
      case ExprOp::And: return r(0) & r(1);
      case ExprOp::Or: return r(0) | r(1);
      case ExprOp::Not: return ~r(0) & top_mask();
      case ExprOp::Rev: return term(e.args[0]);
      default: return z3::shl(reversed64(c, term(e)), spare());  // reversing v << s gives rev_n(v) plain
    }
  }

  z3::expr rotate_left(const z3::expr& top, const z3::expr& amount) const {  // amount plain
    const z3::expr k = z3::urem(amount, n);
    return z3::shl(top, k) | (z3::lshr(top, n - k) & top_mask());
  }

  z3::expr term(const FamilyExpr& e) const {
    auto a = [&](std::size_t k) { return term(e.args[k]); };
    switch (e.op) {
      case ExprOp::Input: return z3::shl(x, spare());
      case ExprOp::Slot: return z3::shl(slot, spare());
      case ExprOp::Levels: return z3::shl(n, spare());
      case ExprOp::Size: return bv64(c, 0);
      case ExprOp::Constant: return z3::shl(bv64(c, e.value), spare());
      case ExprOp::Add: return a(0) + a(1);
      case ExprOp::Sub: return a(0) - a(1);
      case ExprOp::Mul:  // (u << s) * v = (u * v) << s mod 2^64: one operand plain
        if (e.args[1].op == ExprOp::Constant) return a(0) * bv64(c, e.args[1].value);
        if (e.args[0].op == ExprOp::Constant) return a(1) * bv64(c, e.args[0].value);
        return a(0) * plain_of(e.args[1]);
      case ExprOp::Xor: return a(0) ^ a(1);
      case ExprOp::And: return a(0) & a(1);
      case ExprOp::Or: return a(0) | a(1);
      case ExprOp::Not: return ~a(0) & top_mask();
      case ExprOp::Neg: return bv64(c, 0) - a(0);
      case ExprOp::Shl: return z3::shl(a(0), plain_of(e.args[1]));  // amounts >= n push every bit out
      case ExprOp::Shr: return z3::lshr(a(0), plain_of(e.args[1])) & top_mask();
      case ExprOp::Rev: return reversed_top(e.args[0]);
      case ExprOp::Rotl: return rotate_left(a(0), plain_of(e.args[1]));
      case ExprOp::Rotr: {
        const z3::expr k = z3::urem(plain_of(e.args[1]), n);
        return (z3::lshr(a(0), k) & top_mask()) | z3::shl(a(0), n - k);
      }
    }
    return bv64(c, 0);
  }
};

}  // namespace

z3::expr family_expression_top(z3::context& c, const FamilyExpr& e, const z3::expr& n, const z3::expr& slot,
                               const z3::expr& x) {
  return FamilyTopForm{c, n, slot, x}.term(e);
}

}  // namespace netcert
