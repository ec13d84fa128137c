// Tests for src/net/butterfly_isomorphism.cpp: Lemma 2's chip graph and the constructive isomorphism.
#include <catch2/catch.hpp>

#include <set>

#include "search/butterfly_canon.hpp"
#include "search/butterfly_engines.hpp"
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

// The threaded passes (placing M', claiming blocks) write plainly and read every
// claim back; a defect sends them to the sequential loop, so two jobs must give one
// job's answer word for word.
TEST_CASE("butterfly iso: two jobs find one job's defect and counterexample", "[butterfly]") {
  const int u = 6;
  Butterfly g(u);
  std::vector<std::pair<std::string, ChipMapping>> broken;
  ChipMapping dup = mapping_mprime(u);
  dup.halves.push_back(dup.halves[7]);  // a half on a second chip
  dup.offsets.push_back(static_cast<uint32_t>(dup.halves.size()));
  broken.emplace_back("duplicate on another chip", dup);
  ChipMapping twice = mapping_mprime(u);
  twice.halves[1] = twice.halves[0];  // the same chip lists a half twice, another half is missing
  broken.emplace_back("listed twice by one chip", twice);
  ChipMapping missing = mapping_mprime(u);
  missing.halves.pop_back();
  missing.offsets.back() -= 1;
  broken.emplace_back("missing", missing);
  ChipMapping swapped = mapping_mprime(u);
  swap_halves(swapped, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  broken.emplace_back("swap across stages (not a block)", swapped);
  ChipMapping late = mapping_mprime(u);
  swap_halves(late, Butterfly::half(g.node(u, 5), Half::Upper), Butterfly::half(g.node(u - 1, 60), Half::Lower));
  broken.emplace_back("swap in the last stages", late);
  for (auto& [name, mapping] : broken) {
    INFO(name);
    RunContext one, two;
    one.jobs = 1;
    two.jobs = 2;
    Outcome a = mprime_isomorphism_exhaustive(mapping, false, one), b = mprime_isomorphism_exhaustive(mapping, false, two);
    CHECK(a.verdict != Verdict::Holds);
    CHECK(a.verdict == b.verdict);
    CHECK(a.counterexample == b.counterexample);
    CHECK(a.stats == b.stats);
  }
  RunContext two;
  two.jobs = 2;
  CHECK(mprime_isomorphism_exhaustive(mapping_mprime(u), false, two).verdict == Verdict::Holds);
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
