// Tests for proofs/butterfly_smt.cpp.
#include <catch2/catch.hpp>

#include <set>

#include "search/butterfly_isomorphism.hpp"
#include "proofs/butterfly_smt.hpp"

using namespace netcert;

TEST_CASE("butterfly smt: Z3 finds the isomorphism of Lemma 2 for u = 1..4", "[butterfly]") {
  RunContext ctx;
  for (int u = 1; u <= 4; ++u) {
    Butterfly g(u);
    ChipMapping m = mapping_mprime(u);
    Placement p = place(g, m);
    SimpleGraph cg = chip_graph(g, p, m.chip_count());
    SmtIsomorphism r = smt_butterfly_isomorphism(cg, u - 1, ctx, "test", false);
    REQUIRE(r.answer.status == z3::sat);
    SimpleGraph t = butterfly_graph(u - 1);
    std::set<std::pair<uint32_t, uint32_t>> te(t.edges.begin(), t.edges.end());
    for (auto& e : cg.edges) {
      uint32_t x = r.phi[e.first], y = r.phi[e.second];
      CHECK(te.count({std::min(x, y), std::max(x, y)}) == 1);
    }
  }
}

TEST_CASE("butterfly smt: no isomorphism for a broken mapping (UNSAT)", "[butterfly]") {
  RunContext ctx;
  Butterfly g(3);
  ChipMapping m = mapping_mprime(3);
  swap_halves(m, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  SimpleGraph cg = chip_graph(g, place(g, m), m.chip_count());
  CHECK(smt_butterfly_isomorphism(cg, 2, ctx, "test", false).answer.status == z3::unsat);
  // Same vertex and edge counts but another shape: a 4-cycle is G_2, a triangle with a pendant is not.
  SimpleGraph c4{4, {{0, 1}, {1, 2}, {2, 3}, {0, 3}}}, paw{4, {{0, 1}, {1, 2}, {0, 2}, {2, 3}}};
  CHECK(smt_butterfly_isomorphism(c4, 1, ctx, "c4", false).answer.status == z3::sat);
  CHECK(smt_butterfly_isomorphism(paw, 1, ctx, "paw", false).answer.status == z3::unsat);
}

TEST_CASE("butterfly smt: halving step proved for all n, u", "[butterfly]") {
  RunContext ctx;
  SmtAnswer a = smt_halving_inequalities(ctx, true);
  CHECK(a.status == z3::unsat);
  CHECK_FALSE(a.smt2.empty());
}
