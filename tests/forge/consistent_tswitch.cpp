// consistent_tswitch.cpp — consistent forgeries for tswitch.destro_balanced: channel
// loads from the engine's uniform-traffic DESTRO loads (search/tswitch_switch_loads),
// a channel's load restated as the sum of its port pairs. In the order the claim is
// read (switches by id, ports, in before out), each channel is paired with the first
// channel of its stage (and kind, unless reading=literal): true only for the first
// pair whose loads differ; a pair with equal loads (decisive fact false: balanced
// there) and a later unbalanced pair are forgeries.
#include <map>
#include <tuple>

#include "net/kary_ntree.hpp"
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

}  // namespace

std::vector<ConsistentCase> tswitch_cases(const std::string& property, const json& params) {
  if (property != "tswitch.destro_balanced") return {};
  return tswitch_balance_cases(params.value("k", 0), params.value("n", 0), params.value("reading", "") == "literal");
}

}  // namespace netcert::consistent_detail
