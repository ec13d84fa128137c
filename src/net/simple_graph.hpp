// simple_graph.hpp — an undirected simple graph as plain data: the chip graphs
// of seed 001 that the constructive isomorphism check (search/) and the SMT
// encoding (proofs/) both take, so neither layer has to include the other.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace netcert {

// Edges (a,b) with a < b, sorted, no repeats.
struct SimpleGraph {
  uint32_t vertices = 0;
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  std::vector<uint32_t> degrees() const {
    std::vector<uint32_t> d(vertices, 0);
    for (auto& e : edges) ++d[e.first], ++d[e.second];
    return d;
  }
};

}  // namespace netcert
