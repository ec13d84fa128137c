// lcan_levels_symbolic.cpp — see lcan_levels_symbolic.hpp.
#include "proofs/lcan_levels_symbolic.hpp"

#include <z3++.h>

#include <utility>
#include <vector>

#include "proofs/lcan_label_terms.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

struct LevelsVars {
  z3::expr l, i, p, s, s2, k, k2, t, jd;
  static LevelsVars declare(z3::context& c) {
    auto bv = [&](const char* name) { return c.bv_const(name, 64); };
    return {bv("levels"), bv("i"), bv("p"), bv("s"), bv("s_other"), bv("k"), bv("k_other"), bv("t"), bv("downer")};
  }
  std::vector<std::pair<std::string, z3::expr>> shown() const {
    return {{"i", i}, {"p", p}, {"s", s}, {"s_other", s2}, {"k", k}, {"k_other", k2}, {"t", t}, {"downer", jd}};
  }
};

struct LevelsRangeQuery {
  z3::solver s;
  LevelsVars vars;
};

// The negation of one bijection, at level i (the wiring: from level i to i+1).
void add_levels_violation(z3::solver& sol, LcanLevelsQuery kind, const LcanLabelTerms& t, const LevelsVars& v,
                          const z3::expr& N) {
  const z3::expr one = t.v(1), zero = t.v(0), d = t.pow2(t.a()), u = t.pow2(t.b());
  if (kind == LcanLevelsQuery::PesLevelZero) {
    const z3::expr S0 = t.level_size(N, zero);
    const z3::expr inverse = t.pe_on(v.s, v.jd);
    sol.add((z3::ult(v.p, N) && !(z3::ult(z3::lshr(v.p, t.a()), S0) &&
                                 z3::shl(z3::lshr(v.p, t.a()), t.a()) + (v.p & (d - one)) == v.p)) ||
                (z3::ult(v.s, S0) && z3::ult(v.jd, d) &&
                 !(z3::ult(inverse, N) && z3::lshr(inverse, t.a()) == v.s && (inverse & (d - one)) == v.jd)),
            "the_PEs_are_not_the_downers_of_level_0_one_to_one");
    return;
  }
  sol.add(z3::ult(v.i + one, v.l), "level_i_plus_1_exists");
  const z3::expr Si = t.level_size(N, v.i), Snext = t.level_size(N, v.i + one);
  if (kind == LcanLevelsQuery::WiringInjective) {
    sol.add(z3::ult(v.s, Si) && z3::ult(v.s2, Si) && z3::ult(v.k, u) && z3::ult(v.k2, u), "uppers_of_level_i");
    const z3::expr lands = t.up(v.s, v.i, v.k), lands2 = t.up(v.s2, v.i, v.k2);
    sol.add(!(z3::ult(lands, Snext) && z3::ult(t.up_downer(v.s, v.i), d)) ||
                ((v.s != v.s2 || v.k != v.k2) && lands == lands2 && t.up_downer(v.s, v.i) == t.up_downer(v.s2, v.i)),
            "an_upper_lands_outside_level_i_plus_1_or_two_on_one_downer");
    return;
  }
  sol.add(z3::ult(v.t, Snext) && z3::ult(v.jd, d), "downer_of_level_i_plus_1");
  const z3::expr from = t.down_switch(v.t, v.i, v.jd), k = t.down_upper(v.t);
  sol.add(!(z3::ult(from, Si) && z3::ult(k, u) && t.up(from, v.i, k) == v.t && t.up_downer(from, v.i) == v.jd),
          "the_downer_s_preimage_is_not_an_upper_of_level_i_wired_to_it");
}

LevelsRangeQuery build_levels_query(z3::context& c, const RunContext& ctx, LcanLevelsQuery kind,
                                    const SymbolicLcanRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const LevelsVars v = LevelsVars::declare(c);
  const LcanLabelTerms t(c, r.log_d, r.log_u, r.mutant);
  s.add(z3::ule(t.v(static_cast<uint64_t>(r.lo)), v.l) && z3::ule(v.l, t.v(static_cast<uint64_t>(r.hi))),
        "levels_in_range");
  s.add(z3::ule(t.a() * v.l, t.v(62)) && z3::ule(t.b() * v.l, t.v(62)), "N_and_u_pow_levels_fit_62_bits");
  s.add(z3::ult(v.i, v.l), "level_i_below_levels");
  add_levels_violation(s, kind, t, v, t.d_pow(v.l));
  return LevelsRangeQuery{s, v};
}

std::string levels_claim(LcanLevelsQuery kind) {
  switch (kind) {
    case LcanLevelsQuery::PesLevelZero:
      return "p -> (p div d, p mod d) maps the N PEs one-to-one onto the downers of level 0, inverse (s, j) -> s d + j";
    case LcanLevelsQuery::WiringInjective:
      return "every upper of level i lands on a downer of level i+1, and no two on one";
    default: return "every downer of level i+1 is reached from an upper of level i (explicit preimage)";
  }
}

SmtQueryInfo levels_query_info(LcanLevelsQuery kind, const SymbolicLcanRange& r) {
  SmtQueryInfo q;
  const std::string shape = "d=" + std::to_string(uint64_t{1} << r.log_d) + ", u=" + std::to_string(uint64_t{1} << r.log_u);
  const std::string levels = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("lcan.level_sizes_symbolic_") + lcan_levels_query_name(kind) + "_d" +
           std::to_string(uint64_t{1} << r.log_d) + "_u" + std::to_string(uint64_t{1} << r.log_u) + "_levels" +
           std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicLcanMutant::None) q.name += "_mutant";
  q.claim = "lcan.level_sizes (Eq. 1, Pi one-to-one onto), CB-LCAN(d^l, d, u) with " + shape + ", levels " + levels +
            ", every level i: " + levels_claim(kind);
  q.symbolic = symbolic_levels_symbolic();
  q.fixed = std::string(symbolic_levels_fixed()) + "; here " + shape + ", levels " + levels;
  q.logic = "QF_BV";
  return q;
}

SymbolicLevelsModel read_levels_model(const z3::model& mdl, const LevelsRangeQuery& q, LcanLevelsQuery kind) {
  SymbolicLevelsModel out;
  out.query = kind;
  out.levels = static_cast<int>(model_u64(mdl, q.vars.l));
  out.values = json::object();
  for (auto& [name, e] : q.vars.shown()) out.values[name] = mdl.eval(e, true).get_decimal_string(0);
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using LevelsSpec = QuerySetSpec<LcanLevelsQuery, SymbolicLevelsModel, SymbolicLcanRange, LevelsRangeQuery,
                                build_levels_query, levels_query_info, lcan_levels_query_name, read_levels_model,
                                &SymbolicLevelsModel::levels>;

}  // namespace

const char* lcan_levels_query_name(LcanLevelsQuery q) {
  switch (q) {
    case LcanLevelsQuery::PesLevelZero: return "pes_level_0";
    case LcanLevelsQuery::WiringInjective: return "wiring_injective";
    default: return "wiring_onto";
  }
}

std::vector<LcanLevelsQuery> lcan_levels_queries() {
  return {LcanLevelsQuery::PesLevelZero, LcanLevelsQuery::WiringInjective, LcanLevelsQuery::WiringOnto};
}

json SymbolicLevelsModel::to_json() const {
  return {{"query", lcan_levels_query_name(query)}, {"levels", levels}, {"values", values}};
}

const char* symbolic_levels_symbolic() {
  return "the number of levels l (N = d^l within the range), the level i < l, a PE p, uppers (s, k), (s', k') of "
         "level i and a downer (t, j) of level i+1: 64-bit vectors, so every size in the range, every level, upper "
         "and downer at once";
}

const char* symbolic_levels_fixed() {
  return "d = 2^a and u = 2^b; level i's switches are the labels (H, L), H < d^(l-1-i), L < u^i, index H u^i + L < "
         "S_i = (N div d^(i+1)) u^i; Sec. 2's rule (upper k of (H, L) -> downer H mod d of (H div d, L u + k)) and its "
         "inverse as shifts; PE p on downer p mod d of switch p div d; indices below 2^62; queries pes_level_0, "
         "wiring_injective, wiring_onto";
}

std::string symbolic_levels_query(LcanLevelsQuery q, const SymbolicLcanRange& r, const std::string& status) {
  return query_set_text<LevelsSpec>(q, r, status);
}

SymbolicLevelsAnswer solve_symbolic_levels(const SymbolicLcanRange& r, const RunContext& ctx) {
  return solve_query_set<LevelsSpec>(lcan_levels_queries(), r, ctx);
}

uint64_t symbolic_levels_downer(int log_d, int log_u, int level, uint64_t index, uint64_t k) {
  z3::context c;
  const LcanLabelTerms t(c, log_d, log_u, SymbolicLcanMutant::None);
  const z3::expr j = t.v(static_cast<uint64_t>(level)), s = t.v(index);
  const z3::expr id = z3::shl(t.up(s, j, t.v(k)), t.a()) + t.up_downer(s, j);
  return id.simplify().get_numeral_uint64();
}

uint64_t symbolic_levels_upper_of(int log_d, int log_u, int level, uint64_t index, uint64_t jd) {
  z3::context c;
  const LcanLabelTerms t(c, log_d, log_u, SymbolicLcanMutant::None);
  const z3::expr tt = t.v(index);
  const z3::expr id = z3::shl(t.down_switch(tt, t.v(static_cast<uint64_t>(level)), t.v(jd)), t.b()) + t.down_upper(tt);
  return id.simplify().get_numeral_uint64();
}

}  // namespace netcert
