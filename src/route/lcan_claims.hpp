// lcan_claims.hpp — the fast engine cores of seed 004's claims, each taking
// the network (or the router) explicitly so that tests can hand them a
// mutated wiring or a broken router and watch them fail. properties/lcan.cpp
// wraps them as Properties; the independent re-checks live in
// check/lcan_check.hpp and share none of this code.
//
// Every core returns nullopt when the claim holds on its input and otherwise
// a JSON counterexample that carries the (possibly mutated) network, so that
// Property::recheck can rebuild it.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lcan_offline.hpp"
#include "route/lcan_traffic.hpp"

namespace netcert {

// Eq. (1) per level (switches counted by following the wiring from the PEs),
// Cor. 1/2 (l), Theorem 1 (l <= l_max), and Π_(i+1) one-to-one from the
// downers of level i+1 onto the uppers of level i.
std::optional<json> level_sizes_defect(const Lcan& net);
// Lemma 1 (CB: u^i switches of level i reachable upwards from every PE; T: 1).
std::optional<json> reachable_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr);
// Lemmas 2-3 for every pair p != q: the LCA level is the most significant
// differing base-d digit (CB) / smallest common subtree (T), with u^i (CB) or
// exactly one (T) LCA switches.
std::optional<json> lca_count_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr);
// Theorem 2: number of non-redundant switch paths == number of LCA switches, every pair (CB).
std::optional<json> paths_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr);
// Non-redundant switch paths p -> q counted the engine's way (valley-free
// paths: one switch per level up, one per level down, the two disjoint).
uint64_t count_paths_fast(const Lcan& net, uint64_t p, uint64_t q);

using OfflineRouter = std::function<OfflineRouting(const Lcan&, const Permutation&)>;
OfflineRouter default_offline_router();
// Theorem 3 on one permutation: the router's settings are conflict-free within the bound.
std::optional<json> offline_defect(const Lcan& net, const Permutation& perm, const OfflineRouter& router);

struct SimulationSummary {
  uint64_t permutations = 0;
  double mean = 0, variance = 0;
  uint32_t min = 0, max = 0;
  std::vector<uint64_t> histogram;
  double seconds = 0;
};
// Monte-Carlo: `count` permutations of the class, each routed by the on-line
// algorithm; permutation k draws from LcanRng(seed + k) (so runs split across
// threads give the same answer).
SimulationSummary simulate_class(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed,
                                 const RunContext& ctx);
// The recurrence-vs-simulation claim for one class: |mean - prediction| <= tolerance.
struct RecurrenceCheck {
  double prediction = 0;
  SimulationSummary sim;
  std::optional<json> defect;
};
RecurrenceCheck recurrence_check(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed, double tolerance,
                                 const RunContext& ctx);

}  // namespace netcert
