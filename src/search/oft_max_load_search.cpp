// oft_max_load_search.cpp — Monte-Carlo runs of the Sec. 4 balls-into-bins
// claims (see oft_max_load.hpp) with the statistics of core/statistics.hpp.
#include <cmath>
#include <cstdio>

#include "core/montecarlo_seed.hpp"
#include "core/parallel.hpp"
#include "core/statistics.hpp"
#include "route/oft_hrelation.hpp"
#include "search/oft_max_load.hpp"

namespace netcert {

namespace {

// The statistic's band: [L/f, f L] with L = ln n / ln ln n (light), [1, c] (heavy).
std::pair<double, double> max_load_band(const OftMaxLoadParams& ps, bool heavy) {
  if (heavy) return {1.0, static_cast<double>(ps.ratio_pct) / 100.0};
  double n = std::ldexp(1.0, ps.r), L = std::log(n) / std::log(std::log(n));
  double f = static_cast<double>(ps.band_pct) / 100.0;
  return {L / f, L * f};
}

Outcome max_load_outcome(const OftMaxLoadParams& ps, const RunContext& ctx, bool heavy) {
  const int r = ps.r;
  const uint64_t trials = static_cast<uint64_t>(ps.trials), balls = oft_max_load_balls(ps, heavy);
  std::vector<uint32_t> loads(trials, 0);
  bool complete = parallel_for(static_cast<int64_t>(trials), ctx, [&](int64_t t, int) {
    loads[static_cast<size_t>(t)] = oft_max_load_trial(r, balls, ctx.seed, static_cast<uint64_t>(t));
  });
  if (!complete) return Outcome::unknown("timed out before all " + std::to_string(trials) + " trials ran (--timeout)");
  const double per_bin = heavy ? static_cast<double>(balls) / std::ldexp(1.0, r) : 1.0;  // h/n, or 1 (raw load)
  std::vector<double> stat;
  for (uint32_t m : loads) stat.push_back(m / per_bin);
  SampleSummary s = summarize(stat);
  MeanInterval ci = student_t_interval(s, static_cast<double>(ps.alpha_pct) / 100.0);
  auto [lo, hi] = max_load_band(ps, heavy);
  BandDecision d = decide_against_band(s, ci, (lo + hi) / 2, (hi - lo) / 2);
  const std::string id = heavy ? "oft.max_load_heavy" : "oft.max_load_light";
  json evidence = {{"seed", ctx.seed}, {"seed_source", montecarlo_seed_source(id, oft_max_load_param_set(ps, heavy), ctx.seed)},
                   {"balls", balls}, {"max_loads", loads}, {"mean", s.mean},
                   {"ci", {ci.low, ci.high}}, {"alpha", ci.alpha}, {"band", {lo, hi}}};
  Outcome o;
  o.verdict = d.verdict;
  if (o.verdict == Verdict::Fails) o.counterexample = evidence;
  if (o.verdict == Verdict::Holds) o.witness = evidence;
  char buf[200];
  std::snprintf(buf, sizeof buf, "%s mean %.4f over %llu trials of %llu balls into %llu bins (seed %llu): ",
                heavy ? "max load / (h/n):" : "max load:", s.mean, (unsigned long long)trials,
                (unsigned long long)balls, (unsigned long long)(1ULL << r), (unsigned long long)ctx.seed);
  o.note = buf + d.reason;
  o.stats = {{"trials", trials}, {"mean", s.mean}, {"ci", {ci.low, ci.high}}, {"band", {lo, hi}}};
  return o;
}

}  // namespace

uint32_t oft_max_load_trial(int r, uint64_t balls, uint64_t seed, uint64_t trial) {
  std::vector<uint32_t> bins(size_t(1) << r, 0);
  uint64_t mixed = seed;  // the seed through one splitmix64 step: seeds S and S+1 must not give shifted streams
  uint64_t state = oft_splitmix64(mixed) + trial;
  uint32_t most = 0;
  for (uint64_t j = 0; j < balls; ++j) {
    uint64_t x = oft_splitmix64(state);
    uint32_t& b = bins[r == 0 ? 0 : x >> (64 - r)];
    if (++b > most) most = b;
  }
  return most;
}

uint64_t oft_max_load_balls(const OftMaxLoadParams& ps, bool heavy) {
  uint64_t n = uint64_t(1) << ps.r;
  return heavy ? static_cast<uint64_t>(ps.k) * static_cast<uint64_t>(ps.r) * n : n;
}

std::string oft_max_load_refusal(const OftMaxLoadParams& ps, bool heavy) {
  // Range-check before multiplying: r <= 24, k <= 4096, trials <= 100000 keep this below 2^63.
  uint64_t draws = oft_max_load_balls(ps, heavy) * static_cast<uint64_t>(ps.trials);
  if (draws > (uint64_t(1) << 31)) return "balls x trials = " + std::to_string(draws) + " > 2^31 draws (seconds budget)";
  return "";
}

Outcome oft_max_load_light_montecarlo(const OftMaxLoadParams& ps, const RunContext& ctx) { return max_load_outcome(ps, ctx, false); }
Outcome oft_max_load_heavy_montecarlo(const OftMaxLoadParams& ps, const RunContext& ctx) { return max_load_outcome(ps, ctx, true); }

}  // namespace netcert
