// Tests for src/net/butterfly_chips.cpp: M, M', placement, link and pin counts, JSON.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "net/butterfly_chips.hpp"

using namespace netcert;

TEST_CASE("butterfly chips: M and M' place every needed half once, counts match Lemma 1", "[butterfly]") {
  for (int u = 1; u <= 10; ++u) {
    INFO("u=" << u);
    Butterfly g(u);
    ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
    ChipMapping m = mapping_m(u), mp = mapping_mprime(u);
    Placement pm = place(g, m), pmp = place(g, mp);
    REQUIRE(pm.ok());
    REQUIRE(pmp.ok());
    LinkCounts lm = count_links(g, pm, m.chip_count()), lmp = count_links(g, pmp, mp.chip_count());
    CHECK(BigInt(m.chip_count()) == f.chips_m);
    CHECK(BigInt(mp.chip_count()) == f.chips_mprime);
    CHECK(BigInt(lm.links) == f.links_m);
    CHECK(BigInt(lmp.links) == f.links_mprime);
    CHECK(lmp.min_pins == kNodePins);
    CHECK(lmp.max_pins == kNodePins);
    CHECK(lm.max_pins <= kNodePins);
    CHECK(mprime_chip(u, 0, 1) == (u == 1 ? 0u : 0u));
  }
}

TEST_CASE("butterfly chips: M' chip contents are the 2x2 blocks of Fig. 3", "[butterfly]") {
  ChipMapping mp = mapping_mprime(3);
  Butterfly g(3);
  // chip of block (s=1, rows 0 and 2): lower halves of (1,0),(1,2), upper halves of (2,0),(2,2)
  uint64_t c = mprime_chip(3, 1, 0);
  CHECK(c == mprime_chip(3, 1, 2));
  REQUIRE(mp.chip_size(static_cast<uint32_t>(c)) == 4);
  std::vector<uint32_t> want{static_cast<uint32_t>(Butterfly::half(g.node(1, 0), Half::Lower)),
                             static_cast<uint32_t>(Butterfly::half(g.node(1, 2), Half::Lower)),
                             static_cast<uint32_t>(Butterfly::half(g.node(2, 0), Half::Upper)),
                             static_cast<uint32_t>(Butterfly::half(g.node(2, 2), Half::Upper))};
  std::vector<uint32_t> have(mp.halves.begin() + mp.offsets[c], mp.halves.begin() + mp.offsets[c + 1]);
  CHECK(have == want);
  CHECK(delete_bit(0b1011, 1) == 0b101);
  CHECK(delete_bit(0b1011, 0) == 0b101);
  CHECK(delete_bit(0b1011, 3) == 0b011);
}

TEST_CASE("butterfly chips: swapping halves across stages breaks the pin budget", "[butterfly]") {
  Butterfly g(3);
  ChipMapping mp = mapping_mprime(3);
  swap_halves(mp, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  Placement p = place(g, mp);
  REQUIRE(p.ok());
  LinkCounts lc = count_links(g, p, mp.chip_count());
  CHECK(lc.max_pins > kNodePins);
  CHECK(lc.links > 16);
}

TEST_CASE("butterfly chips: placement defects are found and named", "[butterfly]") {
  Butterfly g(2);
  ChipMapping mp = mapping_mprime(2);
  mp.halves.push_back(mp.halves[0]);  // duplicate on a new chip
  mp.offsets.push_back(static_cast<uint32_t>(mp.halves.size()));
  Placement p = place(g, mp);
  REQUIRE(p.defects.size() == 1);
  CHECK(p.defects[0].kind == "duplicate");
  ChipMapping missing = mapping_mprime(2);
  missing.halves.pop_back();
  missing.offsets.back() -= 1;
  Placement q = place(g, missing);
  REQUIRE_FALSE(q.ok());
  CHECK(q.defects[0].kind == "missing");
  ChipMapping extra = mapping_mprime(2);
  extra.halves.push_back(static_cast<uint32_t>(Butterfly::half(g.node(0, 0), Half::Upper)));
  extra.offsets.back() += 1;
  CHECK(place(g, extra).defects[0].kind == "not-needed");
}

TEST_CASE("butterfly chips: JSON round trip and input errors naming the field", "[butterfly]") {
  Butterfly g(2);
  ChipMapping mp = mapping_mprime(2);
  json doc = {{"network", "butterfly"}, {"params", {{"u", 2}}}, {"kind", "chip-mapping"},
              {"chips", mapping_chips_json(g, mp)}};
  ChipMapping back = mapping_from_json(doc);
  CHECK(back.halves == mp.halves);
  CHECK(back.offsets == mp.offsets);
  json bad = doc;
  bad["params"]["u"] = 0;
  CHECK_THROWS_WITH(mapping_from_json(bad), Catch::Contains("params.u"));
  bad = doc;
  bad["chips"][1][2] = json::array({9, 0, "upper"});
  CHECK_THROWS_WITH(mapping_from_json(bad), Catch::Contains("chips[1][2][0]"));
  bad = doc;
  bad["chips"][0][0] = json::array({0, 0, "left"});
  CHECK_THROWS_WITH(mapping_from_json(bad), Catch::Contains("chips[0][0][2]"));
  bad = doc;
  bad["chips"] = 3;
  CHECK_THROWS_AS(mapping_from_json(bad), InputError);
  bad = doc;
  bad.erase("params");
  CHECK_THROWS_WITH(mapping_from_json(bad), Catch::Contains("params"));
}

TEST_CASE("butterfly chips: M' built on threads is M' of one thread, chip by chip", "[butterfly]") {
  for (int u = 1; u <= 12; ++u) {
    INFO("u=" << u);
    const ChipMapping one = mapping_mprime(u, 1);
    for (int jobs : {2, 3}) {
      const ChipMapping many = mapping_mprime(u, jobs);
      CHECK(many.u == u);
      CHECK(many.offsets == one.offsets);
      CHECK(many.halves == one.halves);
    }
    // Chip mprime_chip(u, s, i) is the block of rows i and i^2^s at stage s.
    for (int s = 0; s < u; ++s) {
      const uint32_t c = static_cast<uint32_t>(mprime_chip(u, s, 0));
      REQUIRE(one.chip_size(c) == 4);
      CHECK(one.halves[one.offsets[c]] == Butterfly::half(Butterfly(u).node(s, 0), Half::Lower));
    }
  }
}
