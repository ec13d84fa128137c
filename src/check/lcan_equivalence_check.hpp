// lcan_equivalence_check.hpp — the independent checker of lcan.equivalences
// (seed 004). It builds the LCAN side from its own label wiring
// (check/lcan_check.hpp's LcanWiring, not the engines' model) in the numbering
// of net/lcan_graph.hpp, builds the baseline, butterfly and Beneš networks
// from their definitions (check/lcan_reference_networks.hpp), and checks an
// isomorphism edge by edge or recomputes the invariant a counterexample names.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/coloured_graph.hpp"

namespace netcert {

struct EquivalenceSides {
  ColouredGraph a, b;
};
// The two graphs a claim of lcan.equivalences equates (see the registration);
// throws std::invalid_argument when a side is not defined for (N, d, u).
EquivalenceSides lcan_equivalence_sides(const std::string& claim, uint64_t N, uint64_t d, uint64_t u);

// nullopt when map is a bijection V(a) -> V(b) that keeps colours and maps the
// multiset of a's edges onto the multiset of b's edges; else what is wrong.
std::optional<std::string> coloured_isomorphism_violation(const ColouredGraph& a, const ColouredGraph& b,
                                                          const std::vector<uint32_t>& map);

// True when the counterexample {invariant: colour_class_sizes | edge_count |
// degrees, colour?, a, b} states values that the checker recomputes for a and
// b and that differ (so a and b are not isomorphic).
bool confirms_non_isomorphism(const ColouredGraph& a, const ColouredGraph& b, const json& cx, std::string& why);

}  // namespace netcert
