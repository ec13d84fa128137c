// fattree_symbolic.cpp — see fattree_symbolic.hpp.
#include "proofs/fattree_symbolic.hpp"

#include <z3++.h>

#include <chrono>

#include "proofs/smt.hpp"

namespace netcert {

namespace {

z3::expr bv64(z3::context& c, uint64_t v) { return c.bv_val(v, 64); }

// Every sigma_i(x) lives in the top n bits of a 64-bit word, sigma_i(x) << (64 - n):
// then "mod N" is the word's own wrap-around, and rev_n(x) << (64 - n) is the
// 64-bit reversal of x itself (x < N), so no term shifts data by a symbolic amount
// except the rotator's and tdm's x << (64 - n). Cells compare by xor below a power of
// two: a >> k = b >> k iff (a xor b) < 1 << k. (Shifts of data by symbolic amounts
// made the bitreverse query time out at 300 s with z3 and cvc5; this one answers in seconds.)
z3::expr reversed64(z3::context& c, const z3::expr& x) {
  z3::expr_vector bits(c);  // concat's first operand is the MSB: bit 0 of x
  for (unsigned m = 0; m < 64; ++m) bits.push_back(x.extract(m, m));
  return z3::concat(bits);
}

// sigma_i(x) << (64 - n) for the family (x, i < N).
z3::expr sigma_top(z3::context& c, FamilyKind kind, SymbolicUmpMutant mutant, const z3::expr& n, const z3::expr& i,
                   const z3::expr& x) {
  const z3::expr spare = bv64(c, 64) - n, slot = z3::shl(i, spare);
  switch (kind) {
    case FamilyKind::BitReverse: {
      const z3::expr arg = mutant == SymbolicUmpMutant::NotPermutation ? (x & ~bv64(c, 1)) : x;
      return reversed64(c, arg) + slot;
    }
    case FamilyKind::Rotator: return z3::shl(x, spare) + slot;
    default: return slot - z3::shl(x, spare);
  }
}

struct RangeQuery {
  z3::solver s;
  z3::expr n, j, i, x, y;
};

RangeQuery build(z3::context& c, const RunContext& ctx, const SymbolicUmpRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  z3::expr n = c.bv_const("n", 64), j = c.bv_const("j", 64), i = c.bv_const("slot", 64);
  z3::expr x = c.bv_const("x", 64), y = c.bv_const("y", 64);
  const z3::expr one = bv64(c, 1), N = z3::shl(one, n);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), n) && z3::ule(n, bv64(c, static_cast<uint64_t>(r.hi))), "n_in_range");
  s.add(z3::ult(j, n), "level_below_n");
  s.add(z3::ult(i, N), "slot_mod_N");
  s.add(z3::ult(x, N) && z3::ult(y, N), "inputs_below_N");
  s.add(x != y, "two_distinct_inputs");
  // x >> (n - j) = y >> (n - j)
  s.add(z3::ult(x ^ y, z3::shl(one, n - j)), "inputs_in_one_S_j_k");
  // sigma_i(x) >> j = sigma_i(y) >> j, both shifted left by 64 - n
  const z3::expr fx = sigma_top(c, r.kind, r.mutant, n, i, x), fy = sigma_top(c, r.kind, r.mutant, n, i, y);
  const z3::expr cell = bv64(c, 64) - n + j + (r.mutant == SymbolicUmpMutant::WeakCell ? one : bv64(c, 0));
  s.add(z3::ult(fx ^ fy, z3::shl(one, cell)), "images_in_one_S_n_minus_j_l");
  return RangeQuery{s, n, j, i, x, y};
}

SmtQueryInfo info_of(const SymbolicUmpRange& r) {
  SmtQueryInfo q;
  q.name = std::string("fattree.ump_symbolic_") + family_name(r.kind) + "_n" + std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicUmpMutant::None) q.name += "_mutant";
  q.claim = std::string("fattree.ump (Lemma 4), family=") + family_name(r.kind) + ", every n in " + std::to_string(r.lo) +
            ".." + std::to_string(r.hi) + ": no slot maps two inputs of one S(j,k) into one S(n-j,l), at any level j < n";
  q.symbolic = symbolic_ump_symbolic();
  q.fixed = std::string(symbolic_ump_fixed()) + "; here " + std::to_string(r.lo) + " <= n <= " + std::to_string(r.hi);
  q.logic = "QF_BV";
  return q;
}

uint64_t value(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_uint64(); }

// The model as a size, level, slot (1..N) and x < y; checked by evaluating the family directly.
bool read_model(const z3::model& m, const RangeQuery& q, FamilyKind kind, SymbolicUmpModel& out) {
  out.n = static_cast<int>(value(m, q.n));
  out.level = static_cast<int>(value(m, q.j));
  const uint64_t N = 1ULL << out.n;
  out.slot = value(m, q.i);
  if (out.slot == 0) out.slot = N;
  out.x = value(m, q.x);
  out.y = value(m, q.y);
  if (out.y < out.x) std::swap(out.x, out.y);
  const int n = out.n, j = out.level;
  if (n < 1 || n > 63 || j < 0 || j >= n || out.x == out.y || out.y >= N) return false;
  const uint64_t fx = family_apply(kind, n, out.slot, out.x), fy = family_apply(kind, n, out.slot, out.y);
  return (out.x >> (n - j)) == (out.y >> (n - j)) && (fx >> j) == (fy >> j);
}

}  // namespace

const char* symbolic_ump_symbolic() {
  return "n (the number of levels, within the range), level j (0 <= j < n), slot i (i = 0 stands for slot N) and inputs "
         "x != y below N = 1 << n: 64-bit vectors, so every size in the range, every level, slot and pair at once";
}

const char* symbolic_ump_fixed() {
  return "the family's formula, computed in the top n bits of a 64-bit word (sigma_i(x) << (64 - n)): "
         "rev_n(x) << (64 - n) = the 64-bit reversal of x, + i << (64 - n); sums and differences mod N are the word's wrap-around";
}

std::string symbolic_ump_query(const SymbolicUmpRange& r, const std::string& status) {
  z3::context c;
  RunContext quiet;
  RangeQuery q = build(c, quiet, r);
  return portable_smt2(q.s, info_of(r), status);
}

SymbolicUmpAnswer solve_symbolic_ump(const SymbolicUmpRange& r, const RunContext& ctx) {
  SymbolicUmpAnswer out;
  z3::context c;
  RangeQuery q = build(c, ctx, r);
  SmtAnswer a = smt_check(q.s, ctx, info_of(r), true);
  out.smt2 = a.smt2;
  out.seconds = a.seconds;
  out.queries = 1;
  if (a.status == z3::unsat) return out.verdict = Verdict::Holds, out;
  if (a.status == z3::unknown) return out.reason = a.reason, out;
  out.verdict = Verdict::Fails;
  if (!read_model(q.s.get_model(), q, r.kind, out.model)) {
    if (r.mutant == SymbolicUmpMutant::None) out.verdict = Verdict::Unknown;
    out.reason = "the solver's model is not a violation when the family is evaluated directly";
    return out;
  }
  // Narrow to the smallest failing n: a separate solver, so the exported query stays the range query.
  for (;;) {
    if (out.model.n - 1 < r.lo) break;
    z3::context c2;
    RangeQuery smaller = build(c2, ctx, {r.kind, r.lo, out.model.n - 1, r.mutant});
    const auto t0 = std::chrono::steady_clock::now();
    const z3::check_result s = smaller.s.check();
    out.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++out.queries;
    SymbolicUmpModel m;
    if (s != z3::sat || !read_model(smaller.s.get_model(), smaller, r.kind, m)) break;
    out.model = m;
  }
  return out;
}

uint64_t symbolic_family_value(FamilyKind kind, int n, uint64_t i, uint64_t x) {
  z3::context c;
  const z3::expr nn = bv64(c, static_cast<uint64_t>(n));
  return z3::lshr(sigma_top(c, kind, SymbolicUmpMutant::None, nn, bv64(c, i), bv64(c, x)), bv64(c, 64) - nn)
      .simplify()
      .get_numeral_uint64();
}

}  // namespace netcert
