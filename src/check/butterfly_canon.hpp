// butterfly_canon.hpp — the checker's own canonical-form comparison (bliss, an
// outside library) for showing that a chip graph is NOT a butterfly when every
// cheap invariant agrees. Its own graph type: nothing is shared with the
// engines' canonical labelling (src/search/butterfly_canon.hpp).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace netcert {

struct CheckGraph {
  uint32_t vertices = 0;
  std::vector<std::pair<uint32_t, uint32_t>> edges;  // undirected, each once
};

// True when bliss's canonical forms of a and b are equal (a ≅ b).
bool canonical_forms_equal(const CheckGraph& a, const CheckGraph& b);

}  // namespace netcert
