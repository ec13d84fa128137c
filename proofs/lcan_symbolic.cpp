// lcan_symbolic.cpp — see lcan_symbolic.hpp.
#include "proofs/lcan_symbolic.hpp"

#include <z3++.h>

#include <utility>
#include <vector>

#include "proofs/bitvector64.hpp"
#include "proofs/lcan_label_terms.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

struct ClimbVars {
  z3::expr l, i, p, q, K, K2, k;
  static ClimbVars declare(z3::context& c) {
    auto bv = [&](const char* name) { return c.bv_const(name, 64); };
    return {bv("levels"), bv("i"), bv("p"), bv("q"), bv("K"), bv("K_other"), bv("k")};
  }
  std::vector<std::pair<std::string, z3::expr>> shown() const {
    return {{"i", i}, {"p", p}, {"q", q}, {"K", K}, {"K_other", K2}, {"k", k}};
  }
};

struct ClimbRangeQuery {
  z3::solver s;
  ClimbVars vars;
};

// The negation of one fact at level i (the step: from level i to i+1).
void add_climb_violation(z3::solver& s, LcanClimbQuery kind, const LcanLabelTerms& t, const ClimbVars& v,
                         const z3::expr& N, SymbolicLcanMutant m) {
  const z3::expr one = t.v(1);
  switch (kind) {
    case LcanClimbQuery::Base:
      s.add(t.level_zero(v.p) != t.closed_form(v.p, t.v(0), t.v(0)) ||
                !z3::ult(t.closed_form(v.p, t.v(0), t.v(0)), t.level_size(N, t.v(0))),
            "the_PE_s_level_0_switch_is_not_C_p_0_0_in_level_0");
      return;
    case LcanClimbQuery::Step: {
      s.add(z3::ult(v.i + one, v.l), "level_i_plus_1_exists");
      const z3::expr next = t.up(t.closed_form(v.p, v.K, v.i), v.i, v.k);
      const z3::expr K_next = t.times_u(v.K) + v.k;
      s.add(next != t.closed_form(v.p, K_next, v.i + one) || !z3::ult(K_next, t.u_pow(v.i + one)) ||
                !z3::ult(next, t.level_size(N, v.i + one)),
            "one_climb_from_C_p_K_i_is_not_C_p_Ku_plus_k_i_plus_1_in_level_i_plus_1");
      return;
    }
    case LcanClimbQuery::Common: {
      const z3::expr j = m == SymbolicLcanMutant::CommonOneDigitHigh ? v.i + one : v.i;
      s.add(t.above(v.p, j) == t.above(v.q, j), "p_q_agree_above_digit_i");
      s.add(t.closed_form(v.p, v.K, v.i) != t.closed_form(v.q, v.K, v.i), "the_same_choices_reach_different_switches");
      return;
    }
    default: {
      const z3::expr differ = m == SymbolicLcanMutant::ApartOneDigitLow
                                  ? z3::lshr(v.p, t.a() * v.i) != z3::lshr(v.q, t.a() * v.i)
                                  : t.above(v.p, v.i) != t.above(v.q, v.i);
      s.add(differ, "p_q_differ_above_digit_i");
      s.add(t.closed_form(v.p, v.K, v.i) == t.closed_form(v.q, v.K2, v.i), "some_choices_of_p_and_q_meet_at_level_i");
    }
  }
}

ClimbRangeQuery build_climb_query(z3::context& c, const RunContext& ctx, LcanClimbQuery kind,
                                  const SymbolicLcanRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const ClimbVars v = ClimbVars::declare(c);
  const LcanLabelTerms t(c, r.log_d, r.log_u, r.mutant);
  s.add(z3::ule(t.v(static_cast<uint64_t>(r.lo)), v.l) && z3::ule(v.l, t.v(static_cast<uint64_t>(r.hi))),
        "levels_in_range");
  // Every index below 2^62 (the engine refuses ranges past it): no term wraps.
  s.add(z3::ule(t.a() * v.l, t.v(62)) && z3::ule(t.b() * v.l, t.v(62)), "N_and_u_pow_levels_fit_62_bits");
  const z3::expr N = t.d_pow(v.l);
  s.add(z3::ult(v.p, N) && z3::ult(v.q, N), "PEs_p_q_below_N");
  s.add(z3::ult(v.i, v.l), "level_i_below_levels");
  s.add(z3::ult(v.K, t.u_pow(v.i)) && z3::ult(v.K2, t.u_pow(v.i)) && z3::ult(v.k, t.u_pow(t.v(1))),
        "choices_K_K_other_below_u_pow_i_k_below_u");
  add_climb_violation(s, kind, t, v, N, r.mutant);
  return ClimbRangeQuery{s, v};
}

std::string climb_claim(LcanClimbQuery kind) {
  switch (kind) {
    case LcanClimbQuery::Base: return "PE p's level-0 switch p div d is C(p, 0, 0), a switch of level 0";
    case LcanClimbQuery::Step:
      return "upper k < u of switch C(p, K, i) leads to C(p, K u + k, i+1), a switch of level i+1, and K u + k < "
             "u^(i+1)";
    case LcanClimbQuery::Common:
      return "PEs that agree above digit i reach the same level-i switch under the same choices";
    default: return "PEs that differ above digit i never meet at level i";
  }
}

std::string range_text(const SymbolicLcanRange& r) {
  return "d=" + std::to_string(uint64_t{1} << r.log_d) + ", u=" + std::to_string(uint64_t{1} << r.log_u) +
         ", levels " + std::to_string(r.lo) + ".." + std::to_string(r.hi);
}

SmtQueryInfo climb_query_info(LcanClimbQuery kind, const SymbolicLcanRange& r) {
  SmtQueryInfo q;
  q.name = std::string(r.lca_too ? "lcan.lca_count" : "lcan.reachable_switches") + "_symbolic_" +
           lcan_climb_query_name(kind) + "_d" + std::to_string(uint64_t{1} << r.log_d) + "_u" +
           std::to_string(uint64_t{1} << r.log_u) + "_levels" + std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicLcanMutant::None) q.name += "_mutant";
  q.claim = std::string(r.lca_too ? "lcan.lca_count (Lemma 2)" : "lcan.reachable_switches (Lemma 1)") +
            ", CB-LCAN(d^l, d, u) with " + range_text(r) + ", every level i: " + climb_claim(kind);
  q.symbolic = symbolic_lcan_symbolic();
  q.fixed = std::string(symbolic_lcan_fixed()) + "; here " + range_text(r);
  q.logic = "QF_BV";
  return q;
}

SymbolicLcanModel read_climb_model(const z3::model& mdl, const ClimbRangeQuery& q, LcanClimbQuery kind) {
  SymbolicLcanModel out;
  out.query = kind;
  out.levels = static_cast<int>(model_u64(mdl, q.vars.l));
  out.values = json::object();
  for (auto& [name, e] : q.vars.shown()) out.values[name] = mdl.eval(e, true).get_decimal_string(0);
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using ClimbSpec = QuerySetSpec<LcanClimbQuery, SymbolicLcanModel, SymbolicLcanRange, ClimbRangeQuery, build_climb_query,
                               climb_query_info, lcan_climb_query_name, read_climb_model, &SymbolicLcanModel::levels>;

}  // namespace

const char* lcan_climb_query_name(LcanClimbQuery q) {
  switch (q) {
    case LcanClimbQuery::Base: return "climb_base";
    case LcanClimbQuery::Step: return "climb_step";
    case LcanClimbQuery::Common: return "lca_common";
    default: return "lca_apart";
  }
}

std::vector<LcanClimbQuery> lcan_climb_queries(const SymbolicLcanRange& r) {
  if (!r.lca_too) return {LcanClimbQuery::Base, LcanClimbQuery::Step};
  return {LcanClimbQuery::Base, LcanClimbQuery::Step, LcanClimbQuery::Common, LcanClimbQuery::Apart};
}

json SymbolicLcanModel::to_json() const {
  return {{"query", lcan_climb_query_name(query)}, {"levels", levels}, {"values", values}};
}

const char* symbolic_lcan_symbolic() {
  return "the number of levels l (N = d^l within the range), the level i < l, PEs p, q < N, choice numbers K, K' < "
         "u^i (a sequence of i up-choices as its base-u numeral) and a choice k < u: 64-bit vectors, so every size in "
         "the range, every level, PE pair and choice sequence at once";
}

const char* symbolic_lcan_fixed() {
  return "d = 2^a and u = 2^b; Sec. 2's label rule (switch (H, L) of level j, dense index H u^j + L, upper k -> "
         "(H div d, L u + k) at level j+1; PE p on switch p div d) as shifts; the closed form C(p, K, i) = (p div "
         "d^(i+1)) u^i + K; indices below 2^62; queries climb_base, climb_step (Lemma 1), and for Lemma 2 lca_common, "
         "lca_apart";
}

std::string symbolic_lcan_query(LcanClimbQuery q, const SymbolicLcanRange& r, const std::string& status) {
  return query_set_text<ClimbSpec>(q, r, status);
}

SymbolicLcanAnswer solve_symbolic_lcan(const SymbolicLcanRange& r, const RunContext& ctx) {
  return solve_query_set<ClimbSpec>(lcan_climb_queries(r), r, ctx);
}

uint64_t symbolic_lcan_up(int log_d, int log_u, int level, uint64_t index, uint64_t k) {
  z3::context c;
  const LcanLabelTerms t(c, log_d, log_u, SymbolicLcanMutant::None);
  return t.up(t.v(index), t.v(static_cast<uint64_t>(level)), t.v(k)).simplify().get_numeral_uint64();
}

uint64_t symbolic_lcan_closed_form(int log_d, int log_u, int level, uint64_t pe, uint64_t choices) {
  z3::context c;
  const LcanLabelTerms t(c, log_d, log_u, SymbolicLcanMutant::None);
  return t.closed_form(t.v(pe), t.v(choices), t.v(static_cast<uint64_t>(level))).simplify().get_numeral_uint64();
}

}  // namespace netcert
