// oft_hrelation.cpp — see oft_hrelation.hpp.
#include "route/oft_hrelation.hpp"

#include <algorithm>
#include <cmath>

#include "core/errors.hpp"
#include "core/statistics.hpp"

namespace netcert {

uint64_t oft_splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

namespace {
// Uniform in [0, k) without modulo bias (rejection), platform independent.
uint64_t below(uint64_t& state, uint64_t k) {
  uint64_t limit = ~0ULL - (~0ULL % k);
  for (;;) {
    uint64_t v = oft_splitmix64(state);
    if (v < limit) return v % k;
  }
}
}  // namespace

HTraffic parse_traffic(const std::string& text) {
  if (text == "permutations") return HTraffic::Permutations;
  if (text == "uniform") return HTraffic::Uniform;
  if (text == "concentrated") return HTraffic::Concentrated;
  throw InputError("traffic", "'" + text + "' is not permutations, uniform or concentrated");
}
const char* to_string(HTraffic t) {
  return t == HTraffic::Uniform ? "uniform" : t == HTraffic::Concentrated ? "concentrated" : "permutations";
}

uint64_t trial_seed(uint64_t seed, uint64_t n, uint64_t h, uint64_t trial) {
  uint64_t x = seed;
  oft_splitmix64(x);
  x ^= n * 0x100000001b3ULL;
  oft_splitmix64(x);
  x ^= h * 0x9e3779b97f4a7c15ULL;
  oft_splitmix64(x);
  x ^= trial;
  return oft_splitmix64(x);
}

std::vector<uint32_t> random_h_relation(uint64_t n, uint64_t h, HTraffic traffic, uint64_t seed) {
  std::vector<uint32_t> packets(n * n, 0);
  uint64_t state = seed;
  if (traffic == HTraffic::Uniform) {
    for (uint64_t s = 0; s < n; ++s)
      for (uint64_t k = 0; k < h; ++k) ++packets[s * n + below(state, n)];
    return packets;
  }
  std::vector<uint64_t> perm(n);
  const uint64_t draws = traffic == HTraffic::Concentrated ? 1 : h;  // one permutation carries all h packets
  for (uint64_t k = 0; k < draws; ++k) {
    for (uint64_t x = 0; x < n; ++x) perm[x] = x;
    for (uint64_t x = n - 1; x > 0; --x) std::swap(perm[x], perm[below(state, x + 1)]);  // Fisher-Yates
    for (uint64_t s = 0; s < n; ++s) packets[s * n + perm[s]] += static_cast<uint32_t>(h / draws);
  }
  return packets;
}

HRelationRun simulate_h_relation(const OpticalFatTree& net, const RoutingTables& tables,
                                 const std::vector<uint32_t>& packets, std::vector<HPacket>* claims) {
  const uint64_t n = net.processors();
  std::vector<uint32_t> buffer = packets;
  HRelationRun run;
  uint64_t left = 0;
  for (auto c : buffer) {
    left += c;
    run.max_buffer = std::max<uint64_t>(run.max_buffer, c);
  }
  if (left == 0) return run;
  uint64_t last_injection = 0;
  for (uint64_t t = 0; left > 0; ++t) {
    for (uint64_t s = 0; s < n; ++s) {
      uint64_t d = tables.destination(s, t);
      uint32_t& b = buffer[s * n + d];
      if (b == 0) continue;
      --b;
      --left;
      ++run.packets;
      last_injection = t;
      if (claims) claims->push_back(HPacket{s, d, t});
      if (systolic_arrival(net, tables.control(), s, t) != d) ++run.misdelivered;
    }
  }
  run.routing_time = last_injection + static_cast<uint64_t>(net.r()) + 1;
  return run;
}

uint64_t h_relation_time_closed_form(const OpticalFatTree& net, const RoutingTables& tables,
                                     const std::vector<uint32_t>& packets) {
  const uint64_t n = net.processors(), period = tables.period();
  uint64_t last = 0;
  bool any = false;
  for (uint64_t s = 0; s < n; ++s)
    for (uint64_t d = 0; d < n; ++d) {
      uint32_t c = packets[s * n + d];
      if (c == 0) continue;
      uint64_t first = period;
      for (uint64_t row = 0; row < period; ++row)
        if (tables.destination(s, row) == d) {
          first = row;
          break;
        }
      if (first == period) return ~0ULL;  // never served: the relation cannot finish
      last = std::max(last, first + (c - 1) * period);
      any = true;
    }
  return any ? last + static_cast<uint64_t>(net.r()) + 1 : 0;
}

HRelationStats h_relation_experiment(int r, uint64_t h, uint64_t trials, HTraffic traffic, uint64_t seed,
                                     TableReading reading, const HTrialInspector& inspect) {
  OpticalFatTree net(r);
  RoutingTables tables(ControlSchedule::prefer_one_schedule(r), reading);
  HRelationStats st;
  st.n = net.processors();
  st.h = h;
  st.trials = trials;
  double sum = 0, sum_sq = 0, sum_time = 0;
  st.min_cost = 1e300;
  st.max_cost = 0;
  for (uint64_t k = 0; k < trials; ++k) {
    auto rel = random_h_relation(st.n, h, traffic, trial_seed(seed, st.n, h, k));
    std::vector<HPacket> claims;
    HRelationRun run = simulate_h_relation(net, tables, rel, inspect ? &claims : nullptr);
    if (inspect) inspect(k, claims);
    double cost = static_cast<double>(run.routing_time) / static_cast<double>(h);
    st.times.push_back(run.routing_time);
    st.packets += run.packets;
    st.misdelivered += run.misdelivered;
    sum += cost;
    sum_sq += cost * cost;
    sum_time += static_cast<double>(run.routing_time);
    st.min_cost = std::min(st.min_cost, cost);
    st.max_cost = std::max(st.max_cost, cost);
  }
  double k = static_cast<double>(trials);
  st.mean_cost = sum / k;
  st.mean_time = sum_time / k;
  st.sd_cost = trials > 1 ? std::sqrt(std::max(0.0, (sum_sq - k * st.mean_cost * st.mean_cost) / (k - 1))) : 0;
  // Student-t with trials - 1 degrees of freedom (trials may be 2: t = 12.7, not 1.96).
  SampleSummary cost;
  cost.n = trials;
  cost.mean = st.mean_cost;
  cost.variance = st.sd_cost * st.sd_cost;
  MeanInterval ci = student_t_interval(cost, 0.05);
  st.t_quantile = ci.t_quantile;
  st.ci_low = ci.low;
  st.ci_high = ci.high;
  return st;
}

}  // namespace netcert
