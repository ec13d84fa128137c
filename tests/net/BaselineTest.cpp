// Tests for src/net/baseline.cpp: sizes and degrees of the textbook baseline network,
// and its small case by hand.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <stdexcept>

#include "net/baseline.hpp"
#include "tests/net/graph_degrees.hpp"

using namespace netcert;

TEST_CASE("baseline network: output 0 of a stage-0 switch goes to the upper half, output 1 to the lower", "[net][baseline]") {
  ColouredGraph g = baseline_graph(3);  // 8 terminals, 3 stages of 4 switches: vertices 8..11, 12..15, 16..19
  CHECK(g.vertices() == 8 + 12);
  CHECK(g.edges.size() == 8 + 2 * 8);
  std::multimap<uint32_t, uint32_t> adj;
  for (auto& e : g.edges) adj.emplace(e.first, e.second);
  for (uint32_t s = 0; s < 4; ++s) {
    std::vector<uint32_t> next;
    auto range = adj.equal_range(8 + s);
    for (auto it = range.first; it != range.second; ++it) next.push_back(it->second);
    std::sort(next.begin(), next.end());
    CHECK(next == std::vector<uint32_t>{12 + s / 2, 14 + s / 2});  // upper half rows 0-1, lower half rows 2-3
  }
  auto deg = graph_degrees(g);
  for (uint32_t v = 16; v < 20; ++v) CHECK(deg[v] == 2);  // the last stage's outputs are open
  CHECK_THROWS_AS(baseline_graph(0), std::invalid_argument);
}
