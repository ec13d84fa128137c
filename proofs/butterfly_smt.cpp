// butterfly_smt.cpp — see butterfly_smt.hpp.
#include "proofs/butterfly_smt.hpp"

#include "net/butterfly.hpp"

#include <algorithm>

namespace netcert {

static unsigned width_for(uint64_t max_value) {
  unsigned w = 1;
  while (w < 64 && (max_value >> w) != 0) ++w;
  return w;
}

// What the isomorphism query fixes and leaves to the solver (its comment header).
static SmtQueryInfo isomorphism_query_info(const SimpleGraph& graph, int k, const std::string& name, unsigned ws) {
  SmtQueryInfo q;
  q.name = name;
  q.claim = "Lemma 2 at one size: the given chip graph (for butterfly.mprime_isomorphism, the chip graph of M' at "
            "u = " + std::to_string(k + 1) + ") is isomorphic to the butterfly G_" + std::to_string(uint64_t(1) << k) +
            " (k = " + std::to_string(k) + ")";
  q.symbolic = "the map phi: chip c -> (stage_c: " + std::to_string(ws) + "-bit, row_c: " +
               std::to_string(k > 0 ? k : 1) + "-bit); nothing else";
  q.fixed = "the chip graph: " + std::to_string(graph.vertices) + " chips and its " +
            std::to_string(graph.edges.size()) + " edges, one assertion per edge, and each chip's degree (an "
            "isomorphism preserves it: end stages 0 and k have degree 2, the others 4); the target G_" +
            std::to_string(uint64_t(1) << k) + " through its edge rule (s,r)-(s+1,r) and (s,r)-(s+1,r xor 2^s) and its "
            "counts, asserted here: the chips placed number " + std::to_string(Butterfly(k).node_count()) +
            " and the listed edges mapped onto its edges number " + std::to_string(Butterfly(k).edge_count());
  q.logic = "QF_BV";
  q.confirms = "sat";
  return q;
}

// 2^stage as a wr-bit constant chosen by an ite chain over the k stage values:
// cvc5 bit-blasts a symbolic shift (bvshl) into a query it does not finish at
// u = 5; the chain is the same function and it solves in seconds.
static z3::expr crossing_bit(z3::context& c, const z3::expr& stage, int k, unsigned ws, unsigned wr) {
  z3::expr bit = c.bv_val(k > 0 ? uint64_t(1) << (k - 1) : 1, wr);
  for (int j = k - 2; j >= 0; --j) bit = z3::ite(stage == c.bv_val(j, ws), c.bv_val(uint64_t(1) << j, wr), bit);
  return bit;
}

// Isomorphisms preserve degree, and in G_{2^k} a node of stage s has degree
// 2[s > 0] + 2[s < k]; asserting that for every chip is implied by the edge
// constraints (the query stays equivalent) but tells the solver where the end
// stages are, without which cvc5 does not settle u = 5.
static void add_degree_constraints(z3::solver& s, const SimpleGraph& graph, const std::vector<z3::expr>& stage,
                                   int k, unsigned ws) {
  z3::context& c = s.ctx();
  std::vector<uint32_t> degree(graph.vertices, 0);
  for (auto& [a, b] : graph.edges) ++degree[a], ++degree[b];
  for (uint32_t v = 0; v < graph.vertices; ++v) {
    z3::expr first = stage[v] == c.bv_val(0, ws), last = stage[v] == c.bv_val(k, ws);
    switch (degree[v]) {
      case 4: s.add(!first && !last); break;
      case 2: s.add(first != last); break;
      case 0: s.add(first && last); break;
      default: s.add(c.bool_val(false));  // no node of G_{2^k} has this degree
    }
  }
}

// The counts, asserted in the file itself: the chips placed in G_{2^k} number
// (k+1) 2^k and the listed edges that map onto edges of G_{2^k} number
// k 2^(k+1). With the map injective, both equalities make it a bijection on
// nodes and on edges, so the file alone states an isomorphism (a file with an
// edge left out of the count, or a chip too few, is unsat).
template <class Adjacent>
static void add_count_constraints(z3::solver& s, const SimpleGraph& graph, const std::vector<z3::expr>& stage, int k,
                                  unsigned ws, Adjacent adjacent) {
  z3::context& c = s.ctx();
  Butterfly t(k);
  const uint64_t most = std::max<uint64_t>({graph.vertices, graph.edges.size(), t.node_count(), t.edge_count()});
  const unsigned wc = width_for(most) + 1;
  z3::expr chips = c.bv_val(0, wc), edges = c.bv_val(0, wc);
  for (uint32_t v = 0; v < graph.vertices; ++v)
    chips = chips + z3::ite(z3::ule(stage[v], c.bv_val(k, ws)), c.bv_val(1, wc), c.bv_val(0, wc));
  for (auto [a, b] : graph.edges) edges = edges + z3::ite(adjacent(a, b), c.bv_val(1, wc), c.bv_val(0, wc));
  s.add(chips == c.bv_val(t.node_count(), wc));
  s.add(edges == c.bv_val(t.edge_count(), wc));
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
  if (graph.vertices > 1) s.add(z3::distinct(packed));
  add_degree_constraints(s, graph, stage, k, ws);
  auto adjacent_down = [&](uint32_t x, uint32_t y) {
    // (stage_x, row_x) -> (stage_x + 1, row_x or row_x ^ 2^stage_x) in G_{2^k}
    z3::expr cross = row[x] ^ crossing_bit(c, stage[x], k, ws, wr);
    return stage[y] == stage[x] + c.bv_val(1, ws) && z3::ult(stage[x], c.bv_val(k, ws)) &&
           (row[y] == row[x] || row[y] == cross);
  };
  for (size_t e = 0; e < graph.edges.size(); ++e) {
    auto [a, b] = graph.edges[e];
    s.add(adjacent_down(a, b) || adjacent_down(b, a));
  }
  add_count_constraints(s, graph, stage, k, ws, [&](uint32_t a, uint32_t b) {
    return adjacent_down(a, b) || adjacent_down(b, a);
  });
  SmtQueryInfo q = isomorphism_query_info(graph, k, query_name, ws);
  SmtIsomorphism r;
  if (!solve) {
    r.answer.smt2 = portable_smt2(s, q, q.confirms);
    return r;
  }
  r.answer = smt_check(s, ctx, q, keep_smt2);
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
  SmtQueryInfo q;
  q.name = "butterfly.chip_counts.halving";
  q.claim = "Lemma 1's halving step from the closed forms: 2 chip(M') <= chip(M) and 2 link(M') <= link(M), "
            "negation asserted";
  q.symbolic = "the integers n >= 1 and u >= 1 (n = 2^u is not assumed)";
  q.fixed = "the closed forms chip(M) = n(u+1), 2 chip(M') = nu, link(M) = 2nu, link(M') = n(u-1)";
  q.logic = "QF_NIA";
  return smt_check(s, ctx, q, keep_smt2);
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
  SmtQueryInfo q;
  q.name = chip_counts_query_name(u);
  q.claim = "butterfly.chip_counts u=" + std::to_string(u) + ": Lemma 1 for the counts of the constructed M and M' "
            "(closed forms, 4 external links per M' chip, halving inequalities), negation asserted";
  q.symbolic = "nothing: every variable is pinned; the query checks the counted figures against the formulas";
  q.fixed = "u = " + std::to_string(u) + ", n = 2^u, and the figures counted on the constructed mappings "
            "(chip_M, link_M, chip_Mprime, link_Mprime, min/max pins of M' chips)";
  q.logic = "QF_NIA";  // products of the pinned n and u
  if (!solve) {
    SmtAnswer a;
    a.smt2 = portable_smt2(s, q, q.confirms);
    return a;
  }
  return smt_check(s, ctx, q, true);
}

}  // namespace netcert
