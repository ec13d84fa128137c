// lcan_simulation.cpp — Sec. 3: Monte-Carlo runs of the on-line router
// (route/lcan_online.hpp) over permutations of a class, against the
// recurrence of Eqs. (2)-(3) (route/lcan_recurrence.hpp).
#include <chrono>
#include <cstdio>
#include <cmath>
#include <memory>

#include "core/parallel.hpp"
#include "core/statistics.hpp"
#include "route/lcan_online.hpp"
#include "route/lcan_recurrence.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

uint64_t lcan_run_seed(uint64_t seed, uint64_t k) { return seed * 0x9e3779b97f4a7c15ULL + k; }

namespace {
uint64_t fnv(uint64_t h, uint64_t v) {
  for (int b = 0; b < 8; ++b) h = (h ^ ((v >> (8 * b)) & 0xff)) * 0x100000001b3ULL;
  return h;
}
}  // namespace

uint64_t lcan_permutation_hash(const Permutation& p) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (uint32_t x : p) h = fnv(h, x);
  return h;
}

std::string lcan_permutations_digest(const std::vector<uint64_t>& hashes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (uint64_t x : hashes) h = fnv(h, x);
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

SimulationSummary simulate_class(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed,
                                 const RunContext& ctx) {
  auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> cycles(count, 0);
  std::vector<uint64_t> hashes(count, 0);
  int workers = worker_count(ctx, static_cast<int64_t>(count));
  std::vector<std::unique_ptr<OnlineSimulator>> sims(workers);
  bool complete = parallel_for(static_cast<int64_t>(count), ctx, [&](int64_t k, int w) {
    if (!sims[w]) sims[w] = std::make_unique<OnlineSimulator>(net);
    LcanRng rng(lcan_run_seed(seed, static_cast<uint64_t>(k)));
    Permutation perm = draw_permutation(net, c, rng);
    hashes[k] = lcan_permutation_hash(perm);
    cycles[k] = sims[w]->run(perm, rng);
  });
  OnlineCycleStats st = cycle_stats(cycles);
  SimulationSummary s;
  s.permutations = count;
  s.complete = complete;
  s.mean = st.mean;
  s.variance = st.variance;
  s.min = st.min;
  s.max = st.max;
  s.histogram = st.histogram;
  s.cycles = cycles;
  s.digest = lcan_permutations_digest(hashes);
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return s;
}

RecurrenceCheck recurrence_check(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed, double tolerance,
                                 double alpha, const RunContext& ctx) {
  RecurrenceCheck r;
  r.prediction = lcan_recurrence(net.N(), net.d(), net.u(), net.levels()).cycles_plus_pass;
  r.tolerance = tolerance;
  r.sim = simulate_class(net, c, count, seed, ctx);
  r.sample = summarize_counts(r.sim.cycles);
  r.ci = student_t_interval(r.sample, alpha);
  r.decision = decide_against_band(r.sample, r.ci, r.prediction, tolerance);
  return r;
}

json recurrence_evidence_json(const RecurrenceCheck& r, uint64_t seed) {
  return json{{"seed", seed},
              {"cycles", r.sim.cycles},
              {"mean", r.sample.mean},
              {"prediction", r.prediction},
              {"tolerance", r.tolerance},
              {"alpha", r.ci.alpha},
              {"ci", {r.ci.low, r.ci.high}},
              {"permutations_digest", r.sim.digest}};
}

SimulatedRun replay_permutation(const Lcan& net, TrafficClass c, uint64_t seed, uint64_t k) {
  SimulatedRun run;
  OnlineSimulator sim(net);
  LcanRng rng(lcan_run_seed(seed, k));
  run.perm = draw_permutation(net, c, rng);
  run.cycles = sim.run(run.perm, rng, nullptr, &run.circuits);
  return run;
}

}  // namespace netcert
