// ump_range_query.cpp — see ump_range_query.hpp.
#include "proofs/ump_range_query.hpp"

#include <z3++.h>

#include <chrono>
#include <utility>

#include "proofs/bitvector64.hpp"
#include "proofs/family_expression_top.hpp"

namespace netcert {

namespace {

struct UmpRangeTerms {
  z3::solver s;
  z3::expr n, j, i, x, y;
};

UmpRangeTerms build_ump_range(z3::context& c, const RunContext& ctx, const UmpRangeSpec& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  z3::expr n = c.bv_const("n", 64), j = c.bv_const("j", 64), i = c.bv_const("slot", 64);
  z3::expr x = c.bv_const("x", 64), y = c.bv_const("y", 64);
  const z3::expr one = bv64(c, 1), N = z3::shl(one, n);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), n) && z3::ule(n, bv64(c, static_cast<uint64_t>(r.hi))), "n_in_range");
  s.add(z3::ult(j, n), "level_below_n");
  s.add(z3::ult(i, N), "slot_mod_N");
  s.add(z3::ult(x, N) && z3::ult(y, N), "inputs_below_N");
  s.add(x != y, "two_distinct_inputs");
  // x >> (n - j) = y >> (n - j): cells compare by xor below a power of two
  s.add(z3::ult(x ^ y, z3::shl(one, n - j)), "inputs_in_one_S_j_k");
  // sigma_i(x) >> j = sigma_i(y) >> j, both in top form (shifted left by 64 - n)
  const z3::expr fx = family_expression_top(c, r.sigma, n, i, x), fy = family_expression_top(c, r.sigma, n, i, y);
  const z3::expr cell = bv64(c, 64) - n + j + (r.weak_cell ? one : bv64(c, 0));
  s.add(z3::ult(fx ^ fy, z3::shl(one, cell)), "images_in_one_S_n_minus_j_l");
  return UmpRangeTerms{s, n, j, i, x, y};
}

uint64_t model_value(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_uint64(); }

// The model as a size, level, slot (1..N) and x < y; true when direct evaluation confirms the collision.
bool read_ump_model(const z3::model& m, const UmpRangeTerms& q, const DirectFamily& direct, SymbolicUmpModel& out) {
  out.n = static_cast<int>(model_value(m, q.n));
  out.level = static_cast<int>(model_value(m, q.j));
  if (out.n < 1 || out.n > 63) return false;
  const uint64_t N = 1ULL << out.n;
  out.slot = model_value(m, q.i);
  if (out.slot == 0) out.slot = N;
  out.x = model_value(m, q.x);
  out.y = model_value(m, q.y);
  if (out.y < out.x) std::swap(out.x, out.y);
  const int n = out.n, j = out.level;
  if (j < 0 || j >= n || out.x == out.y || out.y >= N) return false;
  const uint64_t fx = direct(n, out.slot, out.x), fy = direct(n, out.slot, out.y);
  return (out.x >> (n - j)) == (out.y >> (n - j)) && (fx >> j) == (fy >> j);
}

// Re-solves with hi = model.n - 1 until unsat (smallest) or an unconfirmed or unknown answer.
void narrow_to_smallest(const UmpRangeSpec& r, const DirectFamily& direct, const RunContext& ctx, UmpRangeAnswer& out) {
  for (;;) {
    if (out.model.n - 1 < r.lo) return void(out.smallest = true);
    UmpRangeSpec below = r;
    below.hi = out.model.n - 1;
    z3::context c;
    UmpRangeTerms smaller = build_ump_range(c, ctx, below);
    const auto t0 = std::chrono::steady_clock::now();
    const z3::check_result s = smaller.s.check();
    out.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++out.queries;
    if (s == z3::unsat) return void(out.smallest = true);
    SymbolicUmpModel m;
    if (s != z3::sat || !read_ump_model(smaller.s.get_model(), smaller, direct, m)) return;
    out.model = m;
  }
}

}  // namespace

std::string ump_range_query_smt2(const UmpRangeSpec& r, const SmtQueryInfo& info, const std::string& status) {
  z3::context c;
  RunContext quiet;
  UmpRangeTerms q = build_ump_range(c, quiet, r);
  return portable_smt2(q.s, info, status);
}

UmpRangeAnswer solve_ump_range(const UmpRangeSpec& r, const SmtQueryInfo& info, const DirectFamily& direct,
                               const RunContext& ctx) {
  UmpRangeAnswer out;
  z3::context c;
  UmpRangeTerms q = build_ump_range(c, ctx, r);
  SmtAnswer a = smt_check(q.s, ctx, info, true);
  out.smt2 = a.smt2;
  out.seconds = a.seconds;
  out.queries = 1;
  if (a.status == z3::unsat) return out.verdict = Verdict::Holds, out;
  if (a.status == z3::unknown) return out.reason = a.reason, out;
  out.verdict = Verdict::Fails;
  out.confirmed = read_ump_model(q.s.get_model(), q, direct, out.model);
  if (out.confirmed) narrow_to_smallest(r, direct, ctx, out);
  return out;
}

}  // namespace netcert
