// tswitch_optimal.hpp — the engines of tswitch.optimal_config (seed 002,
// Props. 1.22–1.30): exhaustive (every configuration, revolving door), smt
// (Z3 Optimize plus three proof queries per stage) and random (RapidCheck).
//
// Every engine routes with DESTRO (route/destro.hpp) on switch <s,0> of each
// stage (every switch of a stage carries the same loads: destro_path_counts).
// A refutation is reported as the canonical counterexample: the first failing
// stage, the first failing kind (below_claimed_minimum, optimal_outside_set,
// member_misses, set_empty) and the first configuration class (p = down ports
// in alpha, x = pairs (l, l+k) wholly in alpha) in that order, represented by
// its canonical configuration — so one refutation has exactly one certificate.
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"

namespace netcert {

// The stages the claim speaks of: all, or s < n-1 for connections ft|b.
std::vector<int> optimal_stages(int n, Connections c);
// DESTRO loads of <stage,0> under uniform traffic, filtered to the connections that count.
std::vector<uint64_t> optimal_stage_loads(const KaryNTree& t, int stage, Connections c);

// One stage as an engine saw it (tables show these; the certificate is `outcome`).
struct StageResult {
  int stage = 0;
  Verdict verdict = Verdict::Unknown;
  uint64_t min_use = 0;
  std::string minimisers;  // over V, decimal; "" when the engine does not count
  Sides example;           // one minimiser (a member of the claimed set when the stage holds)
  std::string note;
};
struct OptimalRun {
  std::vector<StageResult> stages;  // every stage of optimal_stages (table rows)
  Outcome outcome;                  // the property's verdict with witness / canonical counterexample
};

OptimalRun optimal_exhaustive_run(int k, int n, Connections c, const RunContext& ctx);
OptimalRun optimal_smt_run(int k, int n, Connections c, const RunContext& ctx);
Outcome optimal_random(int k, int n, Connections c, const RunContext& ctx);

// The canonical counterexample (see above) from the engine's loads, or null
// when no class violates the claim.
json canonical_optimality_cex(int k, int n, Connections c, const std::vector<std::vector<uint64_t>>& loads_by_stage);

}  // namespace netcert
