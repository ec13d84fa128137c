// consistent_tswitch.cpp — consistent forgeries for tswitch.destro_balanced: channel
// loads from the engine's uniform-traffic DESTRO loads (search/tswitch_switch_loads),
// a channel's load restated as the sum of its port pairs. In the order the claim is
// read (switches by id, ports, in before out), each channel is paired with the first
// channel of its stage (and kind, unless reading=literal): true only for the first
// pair whose loads differ; a pair with equal loads (decisive fact false: balanced
// there) and a later unbalanced pair are forgeries.
//
// tswitch.optimal_config: for every stage the claim speaks of, the configuration classes
// (p down ports in C^alpha, x pairs (l, l+k) wholly in it; the counterexample names a
// class by its canonical configuration) whose internal-link use is nearest the claimed
// minimum from below and from above, uses from the engine's DESTRO loads
// (search/tswitch_optimal, net/tswitch_config), each stated under every kind
// (below_claimed_minimum: 2 use < M2, optimal_outside_set: non-member with 2 use <= M2,
// member_misses: member with 2 use != M2), plus set_empty with the stage's true minimum.
// True only where the statement is the engine's canonical counterexample; the rest, a
// class exactly at the minimum stated as below it among them, must be rejected.
#include <map>
#include <tuple>

#include "net/kary_ntree.hpp"
#include "search/tswitch_optimal.hpp"
#include "search/tswitch_switch_loads.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

namespace {

// Paths entering (out = false) or leaving (out = true) by `port`, from the port-pair loads.
uint64_t tswitch_channel_load(const std::vector<uint64_t>& pair_loads, int ports, int port, bool out) {
  uint64_t sum = 0;
  for (int other = 0; other < ports; ++other) sum += out ? pair_loads[other * ports + port] : pair_loads[port * ports + other];
  return sum;
}

std::vector<ConsistentCase> tswitch_balance_cases(int k, int n, bool literal) {
  std::vector<ConsistentCase> out;
  if (k < 2 || k > 4 || n < 1 || n > 3) return out;
  KaryNTree t(k, n);
  const int ports = t.ports();
  std::map<std::tuple<int, bool, bool>, json> reference;  // the first channel of each stage (and kind)
  bool first_seen = false;
  std::vector<uint64_t> loads;
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw) {
    const int s = t.stage_of(sw);
    destro_uniform_switch_loads(t, sw, loads);
    for (int port = 0; port < ports; ++port) {
      const bool up = port >= k;
      if (up && s == n - 1) continue;  // the top stage's up ports are not wired
      for (bool leaving : {false, true}) {
        json ch{{"switch", {{"stage", s}, {"position", t.position_of(sw)}, {"name", t.switch_name(sw)}}},
                {"port", port}, {"direction", leaving ? "out" : "in"},
                {"load", tswitch_channel_load(loads, ports, port, leaving)}};
        auto key = literal ? std::make_tuple(s, false, false) : std::make_tuple(s, up, leaving);
        auto it = reference.find(key);
        if (it == reference.end()) {
          reference.emplace(key, ch);
          continue;
        }
        const bool differ = it->second["load"] != ch["load"], canonical = differ && !first_seen;
        first_seen = first_seen || differ;
        out.push_back({t.switch_name(sw) + " port " + std::to_string(port) + (leaving ? " out" : " in") + ": load " +
                           ch["load"].dump() + " against " + it->second["load"].dump(),
                       {{"stage", s}, {"a", it->second}, {"b", ch}}, canonical, "exhaustive"});
      }
    }
  }
  return out;
}

// Class (p, x) by its canonical configuration: pairs 0..x-1, then down ports x..p-1, then up ports p..k-x-1.
Sides tswitch_class_configuration(int k, int p, int x) {
  Sides s(2 * k, 0);
  for (int j = 0; j < k; ++j) s[j] = j < p, s[k + j] = j < x || (j >= p && j < k - x);
  return s;
}

struct TswitchClass {
  Sides configuration;
  uint64_t use;
};

// Every class of one stage with its internal-link use (net/tswitch_config's definition).
std::vector<TswitchClass> tswitch_stage_classes(const std::vector<uint64_t>& loads, int k) {
  std::vector<TswitchClass> out;
  for (int p = 0; p <= k; ++p)
    for (int x = 0; x <= std::min(p, k - p); ++x) {
      Sides c = tswitch_class_configuration(k, p, x);
      out.push_back({c, internal_use(loads, k, c)});
    }
  return out;
}

std::vector<ConsistentCase> tswitch_optimal_cases(int k, int n, Connections c) {
  std::vector<ConsistentCase> out;
  if (k < 2 || k > 4 || n < 1 || n > 3) return out;
  KaryNTree t(k, n);
  std::vector<std::vector<uint64_t>> loads(n);
  for (int stage : optimal_stages(n, c)) loads[stage] = optimal_stage_loads(t, stage, c);
  const json canonical = canonical_optimality_cex(k, n, c, loads);
  for (int stage : optimal_stages(n, c)) {
    const BigInt M2 = claimed_min_twice(k, n, stage, c);
    const auto classes = tswitch_stage_classes(loads[stage], k);
    BigInt lo = -1, hi = -1;  // nearest doubled uses at or below M2, at or above it
    uint64_t min_use = ~0ULL;
    for (auto& cl : classes) {
      const BigInt twice = BigInt(cl.use) * 2;
      if (twice <= M2 && (lo < 0 || twice > lo)) lo = twice;
      if (twice >= M2 && (hi < 0 || twice < hi)) hi = twice;
      min_use = std::min(min_use, cl.use);
    }
    for (const char* kind : {"below_claimed_minimum", "optimal_outside_set", "member_misses"})
      for (auto& cl : classes) {
        const BigInt twice = BigInt(cl.use) * 2;
        if (twice != lo && twice != hi) continue;
        json cex = {{"stage", stage}, {"kind", kind}, {"config", config_json(cl.configuration)}, {"use", cl.use}};
        out.push_back({"stage " + std::to_string(stage) + " " + kind + " " + cex["config"].dump() + ": use " +
                           std::to_string(cl.use) + ", 2 x claimed minimum " + M2.str(),
                       cex, cex == canonical, "exhaustive"});
      }
    json empty = {{"stage", stage}, {"kind", "set_empty"}, {"min_use", min_use}};
    out.push_back({"stage " + std::to_string(stage) + " set_empty, min use " + std::to_string(min_use), empty,
                   empty == canonical, "exhaustive"});
  }
  return out;
}

}  // namespace

std::vector<ConsistentCase> tswitch_cases(const std::string& property, const json& params) {
  if (property == "tswitch.optimal_config")
    return tswitch_optimal_cases(params.value("k", 0), params.value("n", 0),
                                 parse_connections(params.value("connections", "all")));
  if (property != "tswitch.destro_balanced") return {};
  return tswitch_balance_cases(params.value("k", 0), params.value("n", 0), params.value("reading", "") == "literal");
}

}  // namespace netcert::consistent_detail
