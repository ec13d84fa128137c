// oft_max_load_check.cpp — see oft_max_load_check.hpp.
#include "check/oft_max_load_check.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <boost/math/distributions/students_t.hpp>

#include "core/montecarlo_seed.hpp"

namespace netcert::oftcheck {

namespace {

// splitmix64 (Steele, Lea, Flood 2014), as the sampling definition names it.
struct BinsSampler {
  uint64_t state;
  uint64_t next() {
    state += 0x9e3779b97f4a7c15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
};

bool max_load_close(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b)); }

}  // namespace

unsigned max_load_of_trial(int r, unsigned long long balls, unsigned long long seed, unsigned long long trial) {
  BinsSampler seeding{seed};
  BinsSampler g{seeding.next() + trial};
  std::vector<unsigned> load(size_t(1) << r, 0);
  for (unsigned long long j = 0; j < balls; ++j) {
    uint64_t x = g.next();
    ++load[r == 0 ? 0 : static_cast<size_t>(x >> (64 - r))];
  }
  unsigned most = 0;
  for (unsigned v : load) most = std::max(most, v);
  return most;
}

bool max_load_evidence(const OftMaxLoadParams& ps, bool heavy, const json& e, Verdict& decided, std::string& why) {
  static const std::vector<std::string> keys = {"seed", "seed_source", "balls", "max_loads", "mean", "ci", "alpha", "band"};
  bool shaped = e.is_object() && e.size() == keys.size();
  for (auto& k : keys) shaped = shaped && e.contains(k);
  if (!shaped || !e["seed"].is_number_unsigned() || !e["balls"].is_number_unsigned() || !e["max_loads"].is_array() ||
      !e["ci"].is_array() || e["ci"].size() != 2 || !e["band"].is_array() || e["band"].size() != 2 ||
      !e["mean"].is_number() || !e["alpha"].is_number())
    return why = "evidence is exactly {seed, seed_source, balls, max_loads: [..], mean, alpha, ci: [low, high], "
                 "band: [low, high]}", false;
  const int r = ps.r;
  const double n = std::ldexp(1.0, r);
  const unsigned long long balls = heavy ? static_cast<unsigned long long>(ps.k * ps.r) << r
                                         : 1ULL << r;
  if (e["balls"].get<unsigned long long>() != balls) return why = "balls is not n (light) or k r n (heavy)", false;
  const auto trials = static_cast<size_t>(ps.trials);
  if (e["max_loads"].size() != trials) return why = "the sample does not have `trials` entries", false;
  const unsigned long long seed = e["seed"].get<unsigned long long>();
  const std::string id = heavy ? "oft.max_load_heavy" : "oft.max_load_light";
  const ParamSet named = oft_max_load_param_set(ps, heavy);
  if (e["seed_source"] != montecarlo_seed_source(id, named, seed))
    return why = "seed_source is not " + montecarlo_seed_source(id, named, seed) + " (" +
                 montecarlo_seed_phrase(id, named, seed) + ")", false;
  double sum = 0;
  std::vector<double> xs;
  for (size_t t = 0; t < trials; ++t) {
    unsigned m = max_load_of_trial(r, balls, seed, t);
    if (e["max_loads"][t] != m)
      return why = "trial " + std::to_string(t) + " thrown again from seed " + std::to_string(seed) +
                   " has maximum load " + std::to_string(m) + ", not " + e["max_loads"][t].dump(), false;
    xs.push_back(heavy ? m / (static_cast<double>(balls) / n) : m);
    sum += xs.back();
  }
  const double mean = sum / static_cast<double>(trials), alpha = static_cast<double>(ps.alpha_pct) / 100.0;
  double ss = 0;
  for (double x : xs) ss += (x - mean) * (x - mean);
  double lo = -INFINITY, hi = INFINITY;
  if (trials >= 2) {
    boost::math::students_t t_dist(static_cast<double>(trials - 1));
    double half = boost::math::quantile(boost::math::complement(t_dist, alpha / 2)) *
                  std::sqrt(ss / static_cast<double>(trials - 1) / static_cast<double>(trials));
    lo = mean - half, hi = mean + half;
  }
  double band_lo = 1, band_hi = static_cast<double>(heavy ? ps.ratio_pct : ps.band_pct) / 100.0;
  if (!heavy) {
    double L = std::log(n) / std::log(std::log(n));
    band_lo = L / band_hi, band_hi = L * band_hi;
  }
  if (!max_load_close(e["mean"].get<double>(), mean)) return why = "stored mean is not the sample's", false;
  if (!max_load_close(e["alpha"].get<double>(), alpha)) return why = "stored alpha is not alpha_pct's", false;
  if (trials < 2 || !e["ci"][0].is_number() || !e["ci"][1].is_number() || !max_load_close(e["ci"][0].get<double>(), lo) ||
      !max_load_close(e["ci"][1].get<double>(), hi))
    return why = "stored interval is not the Student-t interval of the sample", false;
  if (!e["band"][0].is_number() || !e["band"][1].is_number() || !max_load_close(e["band"][0].get<double>(), band_lo) ||
      !max_load_close(e["band"][1].get<double>(), band_hi))
    return why = "stored band is not the params'", false;
  // All trials equal: the interval has zero width and says nothing about the spread (the zero-variance rule).
  const bool zero_variance = ss == 0;
  decided = trials < 30 || zero_variance ? Verdict::Unknown
            : (lo >= band_lo && hi <= band_hi) ? Verdict::Holds
            : (hi < band_lo || lo > band_hi)   ? Verdict::Fails
                                               : Verdict::Unknown;
  char buf[360];
  std::snprintf(buf, sizeof buf, "%zu trials thrown again from seed %llu by the checker: mean %.4f, %g%% interval "
                "[%.4f, %.4f], band [%.4f, %.4f]: %s", trials, seed, mean, 100 * (1 - alpha), lo, hi, band_lo, band_hi,
                decided == Verdict::Holds   ? "inside"
                : decided == Verdict::Fails ? "wholly outside"
                : zero_variance             ? "undecided (every trial equal: zero variance decides nothing)"
                                            : "undecided");
  why = buf;
  return true;
}

}  // namespace netcert::oftcheck
