// lcan_equivalence.hpp — engine of lcan.equivalences (seed 004, Sec. 2 and
// Sec. 4.1): builds the two networks a claim equates, each from its own
// definition (net/lcan_graph.hpp, net/baseline.hpp, net/benes.hpp), and looks
// for a colour-preserving multigraph isomorphism. Cheap invariants first
// (colour class sizes, edge count, degree multiset per colour): a difference
// is the counterexample. Otherwise bliss canonical labelling of the graphs
// with every edge subdivided (so parallel links count) gives the map.
// Nothing here calls the independent checker (check/lcan_equivalence_check.hpp).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "net/coloured_graph.hpp"

namespace netcert {

struct EquivalencePair {
  ColouredGraph a, b;
  std::string a_name, b_name;
};

// claim: tlcan_cblcan (T-LCAN(N,d,u) vs CB-LCAN(N,d,u)), cblcan_baseline
// (CB-LCAN(N,d,u) vs the baseline network on N terminals), unfolded_benes
// (unfolded CB-LCAN(N,d,u) without virtual links vs the Beneš-like network
// of d x d switches on N terminals). Throws InputError when a side is not defined.
EquivalencePair lcan_equivalence_pair(const std::string& claim, int64_t N, int64_t d, int64_t u);

// The first cheap invariant that differs: {invariant, colour?, a, b}; nullopt when all agree.
std::optional<json> equivalence_invariant_difference(const ColouredGraph& a, const ColouredGraph& b);

// phi[v] for every vertex of a when a and b are isomorphic (colours and edge
// multiplicities kept); nullopt when their canonical forms differ.
std::optional<std::vector<uint32_t>> coloured_isomorphism(const ColouredGraph& a, const ColouredGraph& b);

// The whole engine: fails with the invariant difference, holds with
// {"map": phi}, unknown when only the canonical forms tell the graphs apart.
// One sliced find-first loop over the checks (--shard, merge: see the .cpp).
Outcome lcan_equivalence_outcome(const EquivalencePair& pair, const RunContext& ctx = RunContext());

}  // namespace netcert
