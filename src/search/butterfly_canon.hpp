// butterfly_canon.hpp — isomorphism by canonical labelling (bliss): the
// engines' cross-check of seed 001's constructive isomorphism (the independent
// checker has its own bliss comparison, src/check/butterfly_canon.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "search/butterfly_isomorphism.hpp"

namespace netcert {

struct CanonResult {
  bool isomorphic = false;
  std::vector<uint32_t> phi;  // a -> b when isomorphic
  double seconds = 0;
};
// Canonical forms of a and b compared; phi = lab_b^-1 ∘ lab_a.
CanonResult bliss_isomorphism(const SimpleGraph& a, const SimpleGraph& b);

}  // namespace netcert
