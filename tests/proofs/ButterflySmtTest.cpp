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

TEST_CASE("butterfly smt: queries are portable SMT-LIB 2.6 that say what is symbolic and fixed", "[butterfly]") {
  RunContext ctx;
  SmtAnswer halving = smt_halving_inequalities(ctx, true);
  CHECK(halving.smt2.find("(set-logic QF_NIA)\n(set-info :status unsat)") != std::string::npos);
  Butterfly g(3);
  ChipMapping m = mapping_mprime(3);
  SimpleGraph cg = chip_graph(g, place(g, m), m.chip_count());
  SmtIsomorphism solved = smt_butterfly_isomorphism(cg, 2, ctx, "butterfly.mprime_isomorphism.u3", true);
  SmtIsomorphism text_only = smt_butterfly_isomorphism(cg, 2, ctx, "butterfly.mprime_isomorphism.u3", true, false);
  REQUIRE(solved.answer.status == z3::sat);
  CHECK(solved.answer.smt2 == text_only.answer.smt2);  // what verify-cert regenerates is what the run stored
  for (const std::string& t : {halving.smt2, solved.answer.smt2}) {
    CHECK(t.rfind("; query: ", 0) == 0);
    CHECK(t.find("; symbolic: ") != std::string::npos);
    CHECK(t.find("; fixed: ") != std::string::npos);
    CHECK(nonportable_construct(t).empty());
  }
  CHECK(solved.answer.smt2.find("; answer: sat confirms the claim") != std::string::npos);
  CHECK(solved.answer.smt2.find("(set-logic QF_BV)\n(set-info :status sat)") != std::string::npos);
  CHECK(smt_check_text(solved.answer.smt2, 60).status == z3::sat);
}
