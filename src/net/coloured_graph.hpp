// coloured_graph.hpp — a network as a vertex-coloured multigraph, the common
// currency of the topological equivalences of seed 004 (lcan.equivalences).
// Vertices are terminals (PEs) and switches; an edge is one bi-directional
// link, listed once per link (parallel links are parallel edges); colours
// name the role of a vertex (terminal side, level or stage), so a
// colour-preserving isomorphism maps terminals to terminals and level i to
// level i. Plain data: engines and the independent checker build their own.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace netcert {

struct ColouredGraph {
  std::vector<uint32_t> colour;                      // one per vertex
  std::vector<std::pair<uint32_t, uint32_t>> edges;  // one per link, endpoints in any order
  uint32_t vertices() const { return static_cast<uint32_t>(colour.size()); }
  uint32_t add_vertex(uint32_t c) {
    colour.push_back(c);
    return vertices() - 1;
  }
};

}  // namespace netcert
