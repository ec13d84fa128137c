// lcan_search.hpp — the engines of seed 004 (Scherson & Chien), one algorithm
// per file:
//   lcan_structure.cpp  Sec. 2 structure (Eq. 1, Cor. 1-2, Theorem 1, Π)
//   lcan_lemmas.cpp     Lemma 1 and Lemmas 2-3 (per-PE bitsets)
//   lcan_paths.cpp      Theorem 2 (valley-free path enumeration)
//   lcan_offline_sweep.cpp  Theorem 3 sweeps over permutations with a router
//   lcan_simulation.cpp Sec. 3 Monte-Carlo runs of the on-line router (statistics:
//                       core/statistics.hpp, Student-t intervals, Welch tests)
//   lcan_engines.cpp    the declared engines properties/lcan*.cpp use (typed LcanParams)
// Each core takes the network (or the router) explicitly so that tests can
// hand it a mutated wiring or a broken router and watch it fail. None of this
// calls the independent checker (src/check/lcan_check.hpp).
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/context.hpp"
#include "core/declaration.hpp"
#include "core/json.hpp"
#include "core/params.hpp"
#include "core/permutation.hpp"
#include "core/property.hpp"
#include "core/statistics.hpp"
#include "net/lcan.hpp"
#include "route/lcan_offline.hpp"
#include "route/lcan_traffic.hpp"
#include "search/lcan_params.hpp"
#include "search/permutation_rank.hpp"

namespace netcert {

// ---- structure (lcan_structure.cpp) ----
// Eq. (1) per level (switches counted by following the wiring from the PEs),
// Cor. 1/2 (l), Theorem 1 (l <= l_max), and Π_(i+1) one-to-one.
std::optional<json> level_sizes_defect(const Lcan& net);
// The same, the wiring checks as one sliced find-first loop over switches (--shard, merge).
std::optional<json> level_sizes_defect(const Lcan& net, const RunContext& ctx, bool* timed_out);
// One switch's wiring (its uppers and downers lead to the adjacent levels and back).
std::optional<json> switch_wiring_defect(const Lcan& net, uint64_t sw);

// ---- Lemmas 1-3 (lcan_lemmas.cpp) ----
std::optional<json> reachable_pe_defect(const Lcan& net, uint64_t pe);
std::optional<json> reachable_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr);
std::optional<json> lca_pair_defect(const Lcan& net, uint64_t p, uint64_t q);
std::optional<json> lca_count_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr);

// ---- Theorem 2 (lcan_paths.cpp) ----
// distinct_switches = false counts wire-level paths (parallel connectors of a
// T-LCAN bundle are distinct paths); true counts distinct switch sequences.
uint64_t count_paths_fast(const Lcan& net, uint64_t p, uint64_t q, bool distinct_switches = false);
std::optional<json> paths_pair_defect(const Lcan& net, uint64_t p, uint64_t q, bool distinct_switches = false);
std::optional<json> paths_defect(const Lcan& net, const RunContext& ctx = RunContext(), bool* timed_out = nullptr,
                                 bool distinct_switches = false);

// ---- Theorem 3 (lcan_offline_sweep.cpp) ----
using OfflineRouter = std::function<OfflineRouting(const Lcan&, const Permutation&)>;
OfflineRouter default_offline_router();
// The router's settings for one permutation are conflict-free within the bound
// (engine-side validation: route/lcan_offline.hpp's first_bad_route).
std::optional<json> offline_defect(const Lcan& net, const Permutation& perm, const OfflineRouter& router);
Outcome lcan_offline_exhaustive(const Lcan& net, const OfflineRouter& router, const RunContext& ctx);
Outcome lcan_offline_random(const Lcan& net, const OfflineRouter& router, const RunContext& ctx);

// ---- Sec. 3 (lcan_simulation.cpp) ----
// A counterexample of an LCAN claim: {"claim": CLAIM, ...facts}.
inline json lcan_defect(const std::string& claim, json facts) {
  json j{{"claim", claim}};
  for (auto& [k, v] : facts.items()) j[k] = v;
  return j;
}

// One level of the upward closure: the sorted, distinct switches one up-link
// above `frontier` (which it replaces; `scratch` is reused storage).
void climb_one_level(const Lcan& net, std::vector<uint64_t>& frontier, std::vector<uint64_t>& scratch);

struct SimulationSummary {
  uint64_t permutations = 0;
  double mean = 0, variance = 0;
  uint32_t min = 0, max = 0;
  std::vector<uint64_t> histogram;
  std::vector<uint32_t> cycles;  // per permutation, in order k = 0..count-1
  std::string digest;            // lcan_permutations_digest of the permutations drawn
  double seconds = 0;
  bool complete = true;          // false: --timeout stopped the run (the result is unknown)
};
// FNV-1a digest (16 hex digits) of a run's permutations, in order: binds a
// certificate's evidence to the class and seed it was drawn with.
uint64_t lcan_permutation_hash(const Permutation& p);
std::string lcan_permutations_digest(const std::vector<uint64_t>& hashes);
// Permutation k of a run with `seed` draws from LcanRng(seed*phi + k).
uint64_t lcan_run_seed(uint64_t seed, uint64_t k);
SimulationSummary simulate_class(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed,
                                 const RunContext& ctx);
struct RecurrenceCheck {
  double prediction = 0, tolerance = 0;
  SimulationSummary sim;
  SampleSummary sample;    // of sim.cycles
  MeanInterval ci;         // Student-t, (1 - alpha)
  BandDecision decision;   // holds / fails / unknown by the interval-versus-band rule (core/statistics.hpp)
};
// Simulates `count` permutations of the class and decides "the mean lies within
// `tolerance` of Eqs. (2)-(3)" by the (1 - alpha) t-interval (see decide_against_band).
RecurrenceCheck recurrence_check(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed, double tolerance,
                                 double alpha, const RunContext& ctx);
// The evidence a certificate carries: {seed, cycles, mean, prediction, tolerance, alpha, ci, permutations_digest}.
json recurrence_evidence_json(const RecurrenceCheck& r, uint64_t seed);
// One replayed permutation: the permutation drawn and every circuit opened.
struct SimulatedRun {
  Permutation perm;
  std::vector<LcaRoute> circuits;
  uint32_t cycles = 0;
};
// Replays permutation k of a run with `seed` (sequentially, for the re-checks).
SimulatedRun replay_permutation(const Lcan& net, TrafficClass c, uint64_t seed, uint64_t k);

// ---- engines (lcan_engines.cpp) ----
// They receive the typed params of properties/lcan*.cpp's declarations.
// The network of the params' shape (kind, N, d, u); InputError when malformed.
Lcan lcan_of(const LcanParams& p);
// "" when the shape is well formed with at most max_N PEs, else why not.
std::string lcan_refusal(const LcanParams& p, uint64_t max_N);
// That refusal as an engine's domain rule; cb_only also refuses T-LCANs.
DomainRule<LcanParams> lcan_shape_rule(uint64_t max_N, bool cb_only = false);
using LcanDefectFn = std::function<std::optional<json>(const Lcan&, const LcanParams&, const RunContext&, bool*)>;
// A defect search that needs the network only.
inline LcanDefectFn lcan_on_network(std::optional<json> (*search)(const Lcan&, const RunContext&, bool*)) {
  return [search](const Lcan& net, const LcanParams&, const RunContext& ctx, bool* timed_out) {
    return search(net, ctx, timed_out);
  };
}
// Exhaustive over the whole network of the params (one sliced loop); `what`
// says what a holds establishes, extend_witness adds fields to its witness.
EngineDecl<LcanParams> lcan_exhaustive_engine(DomainRule<LcanParams> domain, const std::string& what, LcanDefectFn fn,
                                              std::function<void(const LcanParams&, json&)> extend_witness = nullptr);
// Random samples of the network of the params: `pick` checks one random case
// drawn from the given 64-bit value.
using LcanSampleFn = std::function<std::optional<json>(const Lcan&, const LcanParams&, uint64_t draw)>;
EngineDecl<LcanParams> lcan_random_engine(const std::string& id, DomainRule<LcanParams> domain, LcanSampleFn pick);
EngineDecl<LcanParams> lcan_smt_engine(bool lca_too);
EngineDecl<LcanParams> lcan_offline_engine(const std::string& name, uint64_t max_N);
// lcan.recurrence_vs_simulation: engine "montecarlo" (deprecated alias "exhaustive").
EngineDecl<LcanParams> lcan_recurrence_engine();
// The ParamSet a recurrence run's seed is derived from (core/montecarlo_seed.hpp): its declared params.
ParamSet lcan_recurrence_param_set(const LcanParams& p);

}  // namespace netcert
