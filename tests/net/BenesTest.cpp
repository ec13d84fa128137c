// Tests for src/net/benes.cpp: sizes and degrees of the textbook Beneš-like network,
// and its small case by hand.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "net/benes.hpp"
#include "tests/net/graph_degrees.hpp"

using namespace netcert;

TEST_CASE("Beneš-like network: 2n-1 stages of N/d switches, every switch has d links on each side", "[net][benes]") {
  for (auto [N, d, n] : {std::tuple<uint64_t, uint64_t, int>{8, 2, 3}, {9, 3, 2}, {16, 4, 2}, {2, 2, 1}}) {
    ColouredGraph g = benes_graph(N, d);
    CHECK(g.vertices() == 2 * N + (2 * n - 1) * N / d);
    CHECK(g.edges.size() == 2 * N + (2 * n - 2) * N);
    auto deg = graph_degrees(g);
    for (uint32_t v = 0; v < g.vertices(); ++v) CHECK(deg[v] == (g.colour[v] == 0 || g.colour[v] == uint32_t(2 * n) ? 1 : 2 * d));
  }
  // B(4) with 2x2 switches: switch 0 of stage 0 reaches both middle switches (B_0 and B_1 are single switches).
  ColouredGraph b4 = benes_graph(4, 2);
  std::multimap<uint32_t, uint32_t> adj;
  for (auto& e : b4.edges) adj.emplace(e.first, e.second);
  auto range = adj.equal_range(4);  // stage 0, row 0
  std::vector<uint32_t> next;
  for (auto it = range.first; it != range.second; ++it) next.push_back(it->second);
  std::sort(next.begin(), next.end());
  CHECK(next == std::vector<uint32_t>{6, 7});
  CHECK_THROWS_AS(benes_graph(12, 2), std::invalid_argument);
}
