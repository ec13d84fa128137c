// Tests for src/net/butterfly.cpp: Def. 1 and the node halves.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "net/butterfly.hpp"
#include "search/butterfly_isomorphism.hpp"

using namespace netcert;

// Def. 1 literally: G_1 is one node; G_2n is two copies of G_n (rows 0..n-1 and
// n..2n-1) plus a new last stage where old last-stage row i of either copy joins
// new rows i and i+n.
static std::set<std::pair<uint64_t, uint64_t>> def1_edges(int u) {
  if (u == 0) return {};
  int k = u - 1;
  uint64_t half = 1ULL << k, n = 2 * half;
  std::set<std::pair<uint64_t, uint64_t>> out;
  for (auto& e : def1_edges(k)) {
    for (uint64_t copy : {uint64_t{0}, half}) {
      // Relabel a node (s, i) of G_half to (s, i + copy) of G_n.
      auto relabel = [&](uint64_t v) { return (v / half) * n + (v % half) + copy; };
      out.emplace(relabel(e.first), relabel(e.second));
    }
  }
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t from = static_cast<uint64_t>(k) * n + i;
    uint64_t base = i % half;
    for (uint64_t to_row : {base, base + half}) out.emplace(from, static_cast<uint64_t>(u) * n + to_row);
  }
  return out;
}

TEST_CASE("butterfly: the XOR convention is Def. 1's recursive construction", "[butterfly]") {
  for (int u = 0; u <= 7; ++u) {
    SimpleGraph sg = butterfly_graph(u);
    auto want = def1_edges(u);
    std::set<std::pair<uint64_t, uint64_t>> have;
    for (auto& e : sg.edges) have.emplace(e.first, e.second);
    INFO("u=" << u);
    CHECK(have == want);
    Butterfly g(u);
    CHECK(sg.vertices == g.node_count());
    CHECK(sg.edges.size() == g.edge_count());
  }
}

TEST_CASE("butterfly: sizes, ids, adjacency and halves", "[butterfly]") {
  Butterfly g(3);
  CHECK(g.rows() == 8);
  CHECK(g.node_count() == 32);
  CHECK(g.edge_count() == 48);
  CHECK(g.stage_of(g.node(2, 5)) == 2);
  CHECK(g.row_of(g.node(2, 5)) == 5);
  CHECK(g.adjacent(0, 1, 1, 0));
  CHECK(g.adjacent(1, 0, 0, 1));
  CHECK(g.adjacent(2, 1, 3, 5));
  CHECK_FALSE(g.adjacent(2, 1, 3, 3));
  CHECK_FALSE(g.adjacent(0, 1, 2, 1));
  CHECK_FALSE(g.needed(0, Half::Upper));
  CHECK_FALSE(g.needed(3, Half::Lower));
  CHECK(g.needed(0, Half::Lower));
  CHECK(g.needed(3, Half::Upper));
  CHECK(g.needed_half_count() == 2 * 32 - 16);
  CHECK(g.half_name(Butterfly::half(g.node(1, 2), Half::Lower)) == "(1,2).lower");
  CHECK_THROWS(Butterfly(Butterfly::kMaxU + 1));
}

TEST_CASE("butterfly: closed forms of Lemma 1 are exact at u = 64", "[butterfly]") {
  ButterflyCounts c = butterfly_closed_forms(64);
  CHECK(c.chips_m.str() == "1199038364791120855040");       // 2^64 * 65
  CHECK(c.chips_mprime.str() == "590295810358705651712");   // 2^63 * 64
  CHECK(c.links_m.str() == "2361183241434822606848");       // 2^65 * 64
  CHECK(c.links_mprime.str() == "1162144876643701751808");  // 2^64 * 63
  for (unsigned u = 1; u <= 12; ++u) {
    ButterflyCounts d = butterfly_closed_forms(u);
    CHECK(2 * d.chips_mprime <= d.chips_m);
    CHECK(2 * d.links_mprime <= d.links_m);
  }
}
