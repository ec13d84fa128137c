// Tests for src/check/lcan_equivalence_check.cpp: the checker's own LCAN
// graphs equal the engines' (same numbering), it accepts the engine's
// isomorphisms, rejects broken maps, and confirms only true invariant gaps.
#include <catch2/catch.hpp>

#include <algorithm>

#include "check/lcan_equivalence_check.hpp"
#include "search/lcan_equivalence.hpp"

using namespace netcert;

namespace {

std::vector<uint32_t> identity(uint32_t n) {
  std::vector<uint32_t> m(n);
  for (uint32_t v = 0; v < n; ++v) m[v] = v;
  return m;
}

struct Case {
  const char* claim;
  int64_t N, d, u;
};

}  // namespace

TEST_CASE("lcan equivalence checker: its label graphs are the engine's model graphs, vertex for vertex", "[lcan][equivalence]") {
  for (Case c : {Case{"tlcan_cblcan", 16, 4, 2}, Case{"tlcan_cblcan", 8, 2, 1}, Case{"cblcan_baseline", 16, 2, 2},
                 Case{"unfolded_benes", 27, 3, 2}, Case{"unfolded_benes", 16, 4, 4}}) {
    INFO(c.claim << " " << c.N << " " << c.d << " " << c.u);
    EquivalencePair engine = lcan_equivalence_pair(c.claim, c.N, c.d, c.u);
    EquivalenceSides check = lcan_equivalence_sides(c.claim, c.N, c.d, c.u);
    CHECK_FALSE(coloured_isomorphism_violation(engine.a, check.a, identity(engine.a.vertices())));
    CHECK_FALSE(coloured_isomorphism_violation(engine.b, check.b, identity(engine.b.vertices())));
  }
}

TEST_CASE("lcan equivalence checker: accepts the engine's map, rejects it with two images swapped", "[lcan][equivalence]") {
  EquivalenceSides s = lcan_equivalence_sides("unfolded_benes", 8, 2, 2);
  auto phi = coloured_isomorphism(s.a, s.b);
  REQUIRE(phi);
  CHECK_FALSE(coloured_isomorphism_violation(s.a, s.b, *phi));
  // Swap the images of PE 0 and PE 2 (same colour, different level-0 switches): an edge no longer maps to an edge.
  auto broken = *phi;
  std::swap(broken[0], broken[2]);
  auto why = coloured_isomorphism_violation(s.a, s.b, broken);
  REQUIRE(why);
  CHECK(why->find("not matched") != std::string::npos);
  // A map that mixes colours, and one that is not a bijection.
  auto mixed = *phi;
  std::swap(mixed[0], mixed[8]);
  CHECK(coloured_isomorphism_violation(s.a, s.b, mixed));
  auto twice = *phi;
  twice[1] = twice[0];
  CHECK(coloured_isomorphism_violation(s.a, s.b, twice));
  CHECK(coloured_isomorphism_violation(s.a, s.b, std::vector<uint32_t>(phi->begin(), phi->end() - 1)));
}

TEST_CASE("lcan equivalence checker: a map that keeps every link but turns the unfolded network upside down is rejected",
          "[lcan][equivalence]") {
  // The unfolded network is mirror-symmetric: a map onto the Benes graph that sends level c to level 2l - c keeps
  // every link, so only the colour comparison tells it from an isomorphism. The engine finds it on a copy of the
  // checker's graph with its levels numbered from the other end.
  EquivalenceSides s = lcan_equivalence_sides("unfolded_benes", 8, 2, 2);
  ColouredGraph upside_down = s.a;
  const uint32_t top_colour = *std::max_element(s.a.colour.begin(), s.a.colour.end());
  for (uint32_t& c : upside_down.colour) c = top_colour - c;
  auto flip = coloured_isomorphism(upside_down, s.b);
  REQUIRE(flip);
  REQUIRE(s.a.colour[0] != s.b.colour[(*flip)[0]]);
  auto why = coloured_isomorphism_violation(s.a, s.b, *flip);
  REQUIRE(why);
  CHECK(why->find("maps to colour") != std::string::npos);
}

TEST_CASE("lcan equivalence checker: confirms a real invariant gap and only that", "[lcan][equivalence]") {
  EquivalenceSides s = lcan_equivalence_sides("tlcan_cblcan", 16, 4, 2);
  auto diff = equivalence_invariant_difference(s.a, s.b);
  REQUIRE(diff);
  std::string why;
  CHECK(confirms_non_isomorphism(s.a, s.b, *diff, why));
  json forged = *diff;
  forged["a"] = forged["b"];
  CHECK_FALSE(confirms_non_isomorphism(s.a, s.b, forged, why));
  // On an isomorphic pair every invariant agrees, so no stated gap is confirmed.
  EquivalenceSides iso = lcan_equivalence_sides("cblcan_baseline", 8, 2, 2);
  CHECK_FALSE(confirms_non_isomorphism(iso.a, iso.b, json{{"invariant", "edge_count"}, {"a", iso.a.edges.size()},
                                                          {"b", iso.b.edges.size()}}, why));
  CHECK_FALSE(confirms_non_isomorphism(iso.a, iso.b, json{{"invariant", "girth"}, {"a", 4}, {"b", 6}}, why));
}

TEST_CASE("lcan equivalence: CB-LCAN(N,2,2) is the butterfly, a rewired butterfly fails and the checker confirms",
          "[lcan][equivalence][butterfly]") {
  for (int64_t N : {4, 8, 16, 32}) {
    INFO("N = " << N);
    EquivalencePair engine = lcan_equivalence_pair("cblcan_butterfly", N, 2, 2);
    EquivalenceSides check = lcan_equivalence_sides("cblcan_butterfly", N, 2, 2);
    CHECK_FALSE(coloured_isomorphism_violation(engine.a, check.a, identity(engine.a.vertices())));
    CHECK_FALSE(coloured_isomorphism_violation(engine.b, check.b, identity(engine.b.vertices())));
    Outcome o = lcan_equivalence_outcome(engine);
    REQUIRE(o.verdict == Verdict::Holds);
    std::vector<uint32_t> phi;
    for (auto& x : o.witness["map"]) phi.push_back(x.get<uint32_t>());
    CHECK_FALSE(coloured_isomorphism_violation(check.a, check.b, phi));
    std::swap(phi[0], phi[2]);  // PEs 0 and 2 sit on different level-0 switches
    CHECK(coloured_isomorphism_violation(check.a, check.b, phi));
  }
  // A broken butterfly: the cross link of row 0, stage 0 -> 1 sent to row 2 instead of row 1.
  EquivalencePair pair = lcan_equivalence_pair("cblcan_butterfly", 16, 2, 2);
  const uint32_t rows = 8, stage1 = 16 + rows;
  bool rewired = false;
  for (auto& e : pair.b.edges)
    if (!rewired && e.first == 16 && e.second == stage1 + 1) e.second = stage1 + 2, rewired = true;
  REQUIRE(rewired);
  Outcome broken = lcan_equivalence_outcome(pair);
  REQUIRE(broken.verdict == Verdict::Fails);
  std::string why;
  CHECK(confirms_non_isomorphism(pair.a, pair.b, broken.counterexample, why));
  // The control d = u = 4: two levels of four switches against four stages of eight.
  EquivalenceSides control = lcan_equivalence_sides("cblcan_butterfly", 16, 4, 4);
  auto diff = equivalence_invariant_difference(control.a, control.b);
  REQUIRE(diff);
  CHECK(confirms_non_isomorphism(control.a, control.b, *diff, why));
}
