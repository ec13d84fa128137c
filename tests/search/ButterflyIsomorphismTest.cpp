// Tests for src/net/butterfly_isomorphism.cpp: Lemma 2's chip graph and the constructive isomorphism.
#include <catch2/catch.hpp>

#include <set>

#include "search/butterfly_canon.hpp"
#include "search/butterfly_isomorphism.hpp"
#include "tests/search/nauty_canon.hpp"

using namespace netcert;

TEST_CASE("butterfly iso: the 2x2 block map is an isomorphism onto G_{n/2} for u = 1..14", "[butterfly]") {
  RunContext ctx;
  ctx.jobs = 2;
  for (int u = 1; u <= 14; ++u) {
    INFO("u=" << u);
    Butterfly g(u);
    ChipMapping mp = mapping_mprime(u);
    Placement p = place(g, mp);
    BlockIsomorphism bi = mprime_block_isomorphism(g, p, mp, ctx);
    CHECK(bi.ok);
    CHECK(bi.edges_checked == g.rows() * static_cast<uint64_t>(u - 1));
  }
}

TEST_CASE("butterfly iso: chip graph and interconnect coincide for M', sizes are G_{n/2}'s", "[butterfly]") {
  for (int u = 1; u <= 6; ++u) {
    Butterfly g(u);
    ChipMapping mp = mapping_mprime(u);
    Placement p = place(g, mp);
    SimpleGraph a = chip_graph(g, p, mp.chip_count()), b = interconnect_graph(g, p, mp.chip_count());
    CHECK(a.edges == b.edges);
    CHECK(butterfly_order_for(a.vertices) == u - 1);
    CHECK(a.edges.size() == butterfly_graph(u - 1).edges.size());
  }
  CHECK(butterfly_order_for(1) == 0);
  CHECK(butterfly_order_for(4) == 1);
  CHECK(butterfly_order_for(12) == 2);
  CHECK(butterfly_order_for(13) == -1);
}

TEST_CASE("butterfly iso: a swap across stages is caught and the failure names chips", "[butterfly]") {
  RunContext ctx;
  Butterfly g(3);
  ChipMapping mp = mapping_mprime(3);
  swap_halves(mp, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  Placement p = place(g, mp);
  BlockIsomorphism bi = mprime_block_isomorphism(g, p, mp, ctx);
  REQUIRE_FALSE(bi.ok);
  CHECK(bi.failure["kind"] == "not-a-block");
  CHECK(bi.failure.contains("chip"));
}

TEST_CASE("butterfly iso: bliss and nauty agree with the constructive check", "[butterfly]") {
  for (int u = 1; u <= 7; ++u) {
    INFO("u=" << u);
    Butterfly g(u);
    ChipMapping mp = mapping_mprime(u);
    Placement p = place(g, mp);
    SimpleGraph cg = chip_graph(g, p, mp.chip_count()), t = butterfly_graph(u - 1);
    CanonResult b = bliss_isomorphism(cg, t), n = nauty_isomorphism(cg, t);
    CHECK(b.isomorphic);
    CHECK(n.isomorphic);
    // Each library's map really is an isomorphism.
    for (auto* r : {&b, &n}) {
      std::set<std::pair<uint32_t, uint32_t>> te(t.edges.begin(), t.edges.end());
      for (auto& e : cg.edges) {
        uint32_t x = r->phi[e.first], y = r->phi[e.second];
        CHECK(te.count({std::min(x, y), std::max(x, y)}) == 1);
      }
    }
  }
  // Not isomorphic: a 4-cycle against a path of 4 vertices with a chord (same size, other shape).
  SimpleGraph c4{4, {{0, 1}, {1, 2}, {2, 3}, {0, 3}}}, other{4, {{0, 1}, {1, 2}, {2, 3}, {0, 2}}};
  CHECK_FALSE(bliss_isomorphism(c4, other).isomorphic);
  CHECK_FALSE(nauty_isomorphism(c4, other).isomorphic);
  CHECK(bliss_isomorphism(c4, butterfly_graph(1)).isomorphic);
}
