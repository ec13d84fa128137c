// lcan_gen.hpp — RapidCheck generators for seed 004, built from named parts
// and weighted toward the small networks where mistakes show first.
//
//   LcanShapeCase        a well-formed CB-LCAN or T-LCAN (d, u, l small)
//   gen_cb_shape         CB shapes only, N bounded (Theorem 2, routing)
//   gen_lcan_permutation a permutation of a given network's PEs: identity,
//                        reversal, root (every pair crosses the top level),
//                        BPC (N a power of two) or random keys (shrinks to identity)
#pragma once
#include <rapidcheck.h>

#include <cstdint>
#include <vector>

#include "core/permutation.hpp"
#include "net/lcan.hpp"

namespace netcert {

struct LcanShapeCase {
  LcanShape shape;
};

// Shapes with N <= max_N; `kinds` = "cb", "t" or "any".
rc::Gen<LcanShape> gen_lcan_shape(const std::string& kinds, uint64_t max_N);
rc::Gen<Permutation> gen_lcan_permutation(const Lcan& net);

}  // namespace netcert

namespace rc {
template <>
struct Arbitrary<netcert::LcanShapeCase> {
  static Gen<netcert::LcanShapeCase> arbitrary() {
    return gen::map(netcert::gen_lcan_shape("any", 4096), [](netcert::LcanShape s) { return netcert::LcanShapeCase{s}; });
  }
};
}  // namespace rc
