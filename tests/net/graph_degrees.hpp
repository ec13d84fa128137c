// graph_degrees.hpp — the degree of every vertex of a ColouredGraph, for the
// tests of the textbook networks built as one (net/benes, net/baseline).
#pragma once
#include <cstdint>
#include <vector>

#include "net/coloured_graph.hpp"

namespace netcert {

inline std::vector<uint32_t> graph_degrees(const ColouredGraph& g) {
  std::vector<uint32_t> deg(g.vertices(), 0);
  for (auto& e : g.edges) ++deg[e.first], ++deg[e.second];
  return deg;
}

}  // namespace netcert
