// butterfly_smt.cpp — see butterfly_smt.hpp.
#include "proofs/butterfly_smt.hpp"

#include "net/butterfly.hpp"

namespace netcert {

static unsigned width_for(uint64_t max_value) {
  unsigned w = 1;
  while (w < 64 && (max_value >> w) != 0) ++w;
  return w;
}

SmtIsomorphism smt_butterfly_isomorphism(const SimpleGraph& graph, int k, const RunContext& ctx,
                                         const std::string& query_name, bool keep_smt2, bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_BV");
  Butterfly t(k);
  const unsigned ws = width_for(static_cast<uint64_t>(k)), wr = k > 0 ? static_cast<unsigned>(k) : 1;
  std::vector<z3::expr> stage, row;
  z3::expr_vector packed(c);
  for (uint32_t v = 0; v < graph.vertices; ++v) {
    stage.push_back(c.bv_const(("stage_" + std::to_string(v)).c_str(), ws));
    row.push_back(c.bv_const(("row_" + std::to_string(v)).c_str(), wr));
    s.add(z3::ule(stage.back(), c.bv_val(k, ws)));
    if (k == 0) s.add(row.back() == c.bv_val(0, wr));
    packed.push_back(z3::concat(stage.back(), row.back()));
  }
  // Plain (unnamed) assertions throughout: Z3 exports a named assertion as an
  // implication from a free tracking literal, so the SMT-LIB2 text stored in a
  // certificate would be trivially satisfiable when re-solved on its own.
  // Counts first: a mismatch makes the query UNSAT at once.
  s.add(c.bool_val(graph.vertices == t.node_count()));
  s.add(c.bool_val(graph.edges.size() == t.edge_count()));
  if (graph.vertices > 1) s.add(z3::distinct(packed));
  auto adjacent_down = [&](uint32_t x, uint32_t y) {
    // (stage_x, row_x) -> (stage_x + 1, row_x or row_x ^ 2^stage_x) in G_{2^k}
    z3::expr shift = ws <= wr ? z3::zext(stage[x], wr - ws) : stage[x].extract(wr - 1, 0);
    z3::expr cross = row[x] ^ z3::shl(c.bv_val(1, wr), shift);
    return stage[y] == stage[x] + c.bv_val(1, ws) && z3::ult(stage[x], c.bv_val(k, ws)) &&
           (row[y] == row[x] || row[y] == cross);
  };
  for (size_t e = 0; e < graph.edges.size(); ++e) {
    auto [a, b] = graph.edges[e];
    s.add(adjacent_down(a, b) || adjacent_down(b, a));
  }
  SmtIsomorphism r;
  if (!solve) {
    r.answer.smt2 = standalone_smt2(s);
    return r;
  }
  r.answer = smt_check(s, ctx, query_name, keep_smt2);
  if (r.answer.status == z3::sat) {
    z3::model m = s.get_model();
    for (uint32_t v = 0; v < graph.vertices; ++v)
      r.phi.push_back(static_cast<uint32_t>(t.node(static_cast<int>(model_u64(m, stage[v])), model_u64(m, row[v]))));
  }
  return r;
}

SmtAnswer smt_halving_inequalities(const RunContext& ctx, bool keep_smt2) {
  z3::context c;
  z3::solver s = make_solver(c, ctx);
  z3::expr n = c.int_const("n"), u = c.int_const("u");
  s.add(n >= 1 && u >= 1);
  // Lemma 1's closed forms, doubled so no division is needed: 2 chip(M') = n u.
  z3::expr chip_m = n * (u + 1), twice_chip_mprime = n * u;
  z3::expr link_m = 2 * n * u, link_mprime = n * (u - 1);
  s.add(!(twice_chip_mprime <= chip_m && 2 * link_mprime <= link_m));
  return smt_check(s, ctx, "butterfly.chip_counts.halving", keep_smt2);
}

std::string chip_counts_query_name(int u) { return "butterfly.chip_counts.u" + std::to_string(u); }

SmtAnswer smt_chip_counts(int u, const CountedFigures& m, const CountedFigures& mp, const RunContext& ctx,
                          bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx);
  z3::expr n = c.int_const("n"), uu = c.int_const("u");
  auto val = [&](uint64_t v) { return c.int_val(std::to_string(v).c_str()); };
  s.add(uu == c.int_val(u));
  s.add(n == c.int_val(pow2(static_cast<unsigned>(u)).str().c_str()));
  z3::expr cm = c.int_const("chip_M"), lm = c.int_const("link_M"), cmp = c.int_const("chip_Mprime"),
           lmp = c.int_const("link_Mprime"), pmin = c.int_const("min_pins_Mprime"), pmax = c.int_const("max_pins_Mprime");
  s.add(cm == val(m.chips) && lm == val(m.links) && cmp == val(mp.chips) && lmp == val(mp.links));
  s.add(pmin == val(mp.min_pins) && pmax == val(mp.max_pins));
  z3::expr lemma1 = cm == n * (uu + 1) && lm == 2 * n * uu && 2 * cmp == n * uu && lmp == n * (uu - 1) &&
                    pmin == 4 && pmax == 4 && 2 * cmp <= cm && 2 * lmp <= lm;
  s.add(!lemma1);
  if (!solve) {
    SmtAnswer a;
    a.smt2 = standalone_smt2(s);
    return a;
  }
  return smt_check(s, ctx, chip_counts_query_name(u), true);
}

}  // namespace netcert
