// Tests for src/check/butterfly_check.cpp: the independent checker agrees with the
// fast counts and rejects broken isomorphisms and mappings.
#include <catch2/catch.hpp>

#include "check/butterfly_canon.hpp"
#include "check/butterfly_check.hpp"
#include "search/butterfly_isomorphism.hpp"

using namespace netcert;

TEST_CASE("butterfly check: counts by definition agree with the fast edge-by-edge counts", "[butterfly]") {
  for (int u = 1; u <= 8; ++u) {
    Butterfly g(u);
    for (const ChipMapping& m : {mapping_m(u), mapping_mprime(u)}) {
      DefinitionCounts d = counts_by_definition(g, m);
      Placement p = place(g, m);
      LinkCounts f = count_links(g, p, m.chip_count());
      REQUIRE(d.placement_ok);
      CHECK(d.links == f.links);
      CHECK(d.pins == f.pins);
    }
  }
  // Also on a broken mapping (the counts must still agree where both apply).
  Butterfly g(4);
  ChipMapping m = mapping_mprime(4);
  swap_halves(m, Butterfly::half(g.node(3, 5), Half::Upper), Butterfly::half(g.node(1, 2), Half::Lower));
  Placement p = place(g, m);
  CHECK(counts_by_definition(g, m).links == count_links(g, p, m.chip_count()).links);
  CHECK(counts_by_definition(g, m).pins == count_links(g, p, m.chip_count()).pins);
}

TEST_CASE("butterfly check: verify_chip_isomorphism accepts the block map and rejects a mutated one", "[butterfly]") {
  RunContext ctx;
  Butterfly g(4);
  ChipMapping m = mapping_mprime(4);
  BlockIsomorphism bi = mprime_block_isomorphism(g, place(g, m), m, ctx);
  REQUIRE(bi.ok);
  std::string why;
  CHECK(verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, 3, bi.phi, why));
  CHECK(verify_chip_isomorphism(g, m, ChipAdjacency::Link, 3, bi.phi, why));
  auto bad = bi.phi;
  std::swap(bad[0], bad[5]);
  CHECK_FALSE(verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, 3, bad, why));
  bad = bi.phi;
  bad[1] = bad[0];  // not a bijection
  CHECK_FALSE(verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, 3, bad, why));
  CHECK_THAT(why, Catch::Contains("bijection"));
  CHECK_FALSE(verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, 2, bi.phi, why));
}

// M places each node of G_8 on its own chip: through shared nodes its chip graph has
// no edge at all, so every edge it has goes to an edge and the bijection is fine. Only
// the edge count tells it from G_8.
TEST_CASE("butterfly check: verify_chip_isomorphism compares the edge counts", "[butterfly]") {
  Butterfly g(3);
  ChipMapping mm = mapping_m(3);
  Butterfly target(3);
  REQUIRE(mm.chip_count() == target.node_count());
  std::vector<uint32_t> identity(mm.chip_count());
  for (uint32_t c = 0; c < identity.size(); ++c) identity[c] = c;
  std::string why;
  CHECK_FALSE(verify_chip_isomorphism(g, mm, ChipAdjacency::SharedNode, 3, identity, why));
  CHECK_THAT(why, Catch::Contains("0 chip-graph edges against"));
}

TEST_CASE("butterfly check: confirm_not_butterfly confirms broken mappings only", "[butterfly]") {
  Butterfly g(3);
  ChipMapping m = mapping_mprime(3);
  std::string why;
  CHECK_FALSE(confirm_not_butterfly(g, m, ChipAdjacency::SharedNode, 2, why));
  ChipMapping swapped = m;
  swap_halves(swapped, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  CHECK(confirm_not_butterfly(g, swapped, ChipAdjacency::SharedNode, 2, why));
  CHECK(confirm_not_butterfly(g, swapped, ChipAdjacency::Link, 2, why));
  // M is a butterfly through its links (G_n itself), not through shared nodes (none are shared).
  ChipMapping mm = mapping_m(3);
  CHECK_FALSE(confirm_not_butterfly(g, mm, ChipAdjacency::Link, 3, why));
  CHECK(confirm_not_butterfly(g, mm, ChipAdjacency::SharedNode, 3, why));
}

// Every cheap invariant agrees (6 vertices, 6 edges, every degree 2), the graphs differ:
// only the canonical forms tell a 6-cycle from two triangles.
TEST_CASE("butterfly check: canonical forms tell apart graphs whose invariants agree", "[butterfly]") {
  CheckGraph hexagon{6, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {0, 5}}};
  CheckGraph triangles{6, {{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {3, 5}}};
  CheckGraph relabelled{6, {{0, 2}, {2, 4}, {4, 1}, {1, 3}, {3, 5}, {0, 5}}};
  CHECK_FALSE(canonical_forms_equal(hexagon, triangles));
  CHECK(canonical_forms_equal(hexagon, relabelled));
  CHECK_FALSE(canonical_forms_equal(hexagon, CheckGraph{6, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}}}));
}
