// family_expression_ump.cpp — see family_expression_ump.hpp.
#include "proofs/family_expression_ump.hpp"

#include <z3++.h>

#include <chrono>
#include <cstdio>

#include "proofs/smt.hpp"

namespace netcert {

namespace {

z3::expr bv64(z3::context& c, uint64_t v) { return c.bv_val(v, 64); }

z3::expr reversed64(z3::context& c, const z3::expr& a) {
  z3::expr_vector bits(c);  // concat's first operand is the MSB: bit 0 of a
  for (unsigned m = 0; m < 64; ++m) bits.push_back(a.extract(m, m));
  return z3::concat(bits);
}

// The formula's value v as v << (64 - n) ("top form"): sums, differences and
// products wrap mod N by themselves, bitwise operators act in place, and only
// the operators that need the plain value (a product of two terms, shift and
// rotation amounts, rev of a compound term) shift by the symbolic 64 - n.
// rev(x) of the input itself is the 64-bit reversal of x, with no shift at all.
struct TopForm {
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

struct RangeQuery {
  z3::solver s;
  z3::expr n, j, i, x, y;
};

RangeQuery build(z3::context& c, const RunContext& ctx, const ExpressionUmpRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  z3::expr n = c.bv_const("n", 64), j = c.bv_const("j", 64), i = c.bv_const("slot", 64);
  z3::expr x = c.bv_const("x", 64), y = c.bv_const("y", 64);
  const z3::expr one = bv64(c, 1), N = z3::shl(one, n);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), n) && z3::ule(n, bv64(c, static_cast<uint64_t>(r.hi))), "n_in_range");
  s.add(z3::ult(j, n), "level_below_n");
  s.add(z3::ult(i, N), "slot_mod_N");
  s.add(z3::ult(x, N) && z3::ult(y, N), "inputs_below_N");
  s.add(x != y, "two_distinct_inputs");
  s.add(z3::ult(x ^ y, z3::shl(one, n - j)), "inputs_in_one_S_j_k");  // x >> (n-j) = y >> (n-j)
  const z3::expr fx = TopForm{c, n, i, x}.term(r.sigma), fy = TopForm{c, n, i, y}.term(r.sigma);
  const z3::expr cell = bv64(c, 64) - n + j + (r.weak_cell ? one : bv64(c, 0));
  s.add(z3::ult(fx ^ fy, z3::shl(one, cell)), "images_in_one_S_n_minus_j_l");  // sigma >> j equal, in top form
  return RangeQuery{s, n, j, i, x, y};
}

// A short stable name for the formula (FNV-1a of its text), so queries of two formulas do not collide.
std::string formula_tag(const std::string& text) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ULL;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return std::string(buf).substr(0, 10);
}

SmtQueryInfo info_of(const ExpressionUmpRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = "fattree.family_expression_ump_" + formula_tag(family_expression_text(r.sigma)) + "_n" + std::to_string(r.lo) +
           "_" + std::to_string(r.hi) + (r.weak_cell ? "_mutant" : "");
  q.claim = "schedule fattree/family-expression, sigma_i(x) = " + family_expression_text(r.sigma) + " (mod N), every n in " +
            range + ": no slot maps two inputs of one S(j,k) into one S(n-j,l), at any level j < n";
  q.symbolic = symbolic_ump_symbolic();
  q.fixed = "the formula, computed in the top n bits of a 64-bit word (sigma_i(x) << (64 - n)); here " +
            std::to_string(r.lo) + " <= n <= " + std::to_string(r.hi);
  q.logic = "QF_BV";
  return q;
}

uint64_t value(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_uint64(); }

// The model as a size, level, slot (1..N) and x < y, confirmed by evaluating the formula directly.
bool read_model(const z3::model& m, const RangeQuery& q, const FamilyExpr& sigma, SymbolicUmpModel& out) {
  out.n = static_cast<int>(value(m, q.n));
  out.level = static_cast<int>(value(m, q.j));
  if (out.n < 1 || out.n > 63) return false;
  const uint64_t N = 1ULL << out.n;
  out.slot = value(m, q.i);
  if (out.slot == 0) out.slot = N;
  out.x = value(m, q.x);
  out.y = value(m, q.y);
  if (out.y < out.x) std::swap(out.x, out.y);
  const int n = out.n, j = out.level;
  if (j < 0 || j >= n || out.x == out.y || out.y >= N) return false;
  const uint64_t fx = evaluate_family_expression(sigma, n, out.slot, out.x);
  const uint64_t fy = evaluate_family_expression(sigma, n, out.slot, out.y);
  return (out.x >> (n - j)) == (out.y >> (n - j)) && (fx >> j) == (fy >> j);
}

}  // namespace

std::string expression_ump_query(const ExpressionUmpRange& r, const std::string& status) {
  z3::context c;
  RunContext quiet;
  RangeQuery q = build(c, quiet, r);
  return portable_smt2(q.s, info_of(r), status);
}

ExpressionUmpAnswer solve_expression_ump(const ExpressionUmpRange& r, const RunContext& ctx) {
  ExpressionUmpAnswer out;
  z3::context c;
  RangeQuery q = build(c, ctx, r);
  SmtAnswer a = smt_check(q.s, ctx, info_of(r), true);
  out.smt2 = a.smt2;
  out.seconds = a.seconds;
  out.queries = 1;
  if (a.status == z3::unsat) return out.verdict = Verdict::Holds, out;
  if (a.status == z3::unknown) return out.reason = "the solver answered unknown: " + a.reason, out;
  if (!read_model(q.s.get_model(), q, r.sigma, out.model))
    return out.reason = "the solver's model is not a violation when the formula is evaluated directly", out;
  out.verdict = Verdict::Fails;
  // Narrow to the smallest failing n with separate solvers, so the exported query stays the range query.
  for (;;) {
    if (out.model.n - 1 < r.lo) return out.smallest = true, out;
    ExpressionUmpRange below = r;
    below.hi = out.model.n - 1;
    z3::context c2;
    RangeQuery smaller = build(c2, ctx, below);
    const auto t0 = std::chrono::steady_clock::now();
    const z3::check_result s = smaller.s.check();
    out.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++out.queries;
    if (s == z3::unsat) return out.smallest = true, out;
    SymbolicUmpModel m;
    if (s != z3::sat || !read_model(smaller.s.get_model(), smaller, r.sigma, m)) return out;
    out.model = m;
  }
}

uint64_t symbolic_expression_value(const FamilyExpr& e, int n, uint64_t slot, uint64_t x) {
  z3::context c;
  // The query's slot variable is i mod N (slot N is 0), as in build().
  const z3::expr nn = bv64(c, static_cast<uint64_t>(n)), i = bv64(c, slot & ((uint64_t{1} << n) - 1)), xx = bv64(c, x);
  const z3::expr top = TopForm{c, nn, i, xx}.term(e);
  return z3::lshr(top, bv64(c, 64) - nn).simplify().get_numeral_uint64();
}

}  // namespace netcert
