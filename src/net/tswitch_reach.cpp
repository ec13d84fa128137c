// tswitch_reach.cpp — see tswitch_reach.hpp.
#include "net/tswitch_reach.hpp"

#include <stdexcept>

#include "core/bits.hpp"

namespace netcert {

const char* reach_set_name(ReachSet r) {
  switch (r) {
    case ReachSet::TopDown: return "D_b^t(<s,o>)";
    case ReachSet::TopUp: return "D_f^t(<s,o>)";
    case ReachSet::TopDownPort: return "D_b^t(<s,o>,l)";
    case ReachSet::TopUpPort: return "D_f^t(<s,o>,l)";
    case ReachSet::DestroDown: return "D_b^R(<s,o>)";
    case ReachSet::DestroUp: return "D_f^R(<s,o>)";
    case ReachSet::DestroDownPort: return "D_b^R(<s,o>,l)";
    case ReachSet::DestroUpPort: return "D_f^R(<s,o>,l)";
  }
  return "?";
}

const char* reach_set_prop(ReachSet r) {
  static const char* props[] = {"Prop. 1.4", "Prop. 1.5", "Prop. 1.6", "Prop. 1.7",
                                "Prop. 1.8", "Prop. 1.9", "Prop. 1.10", "Prop. 1.11"};
  return props[static_cast<int>(r)];
}

bool parse_reach_set(const std::string& name, ReachSet& r) {
  for (ReachSet x : kReachSets)
    if (name == reach_set_name(x)) return r = x, true;
  return false;
}

bool reach_is_destro(ReachSet r) { return static_cast<int>(r) >= 4; }
bool reach_is_up(ReachSet r) { return static_cast<int>(r) % 2 == 1; }
bool reach_is_port(ReachSet r) { return static_cast<int>(r) % 4 >= 2; }
bool reach_stated(ReachSet r, int n, int s) { return !reach_is_up(r) || s < n - 1; }

bool reach_in_scope(ReachSet r, const std::string& sets) {
  return sets == "both" || (sets == "destro") == reach_is_destro(r);
}

uint64_t reach_claim(ReachSet r, int k, int n, int s) {
  const uint64_t K = static_cast<uint64_t>(k);
  switch (r) {
    case ReachSet::TopDown: return int_pow(K, s + 1);                       // Prop. 1.4
    case ReachSet::TopUp: return int_pow(K, n) - int_pow(K, s + 1);            // Prop. 1.5
    case ReachSet::TopDownPort: return int_pow(K, s);                       // Prop. 1.6
    case ReachSet::TopUpPort: return int_pow(K, n) - int_pow(K, s + 1);        // Prop. 1.7
    case ReachSet::DestroDown: return K;                                 // Prop. 1.8
    case ReachSet::DestroUp: return int_pow(K, n - s) - K;                  // Prop. 1.9
    case ReachSet::DestroDownPort: return 1;                             // Prop. 1.10
    case ReachSet::DestroUpPort: return int_pow(K, n - s - 1) - 1;          // Prop. 1.11
  }
  return 0;
}

uint64_t ReachCounts::count(ReachSet r, uint64_t sw, int l) const {
  const uint64_t P = 2 * static_cast<uint64_t>(k);
  switch (r) {
    case ReachSet::TopDown: return topo_down.at(sw);
    case ReachSet::TopUp: return topo_up.at(sw);
    case ReachSet::DestroDown: return destro_down.at(sw);
    case ReachSet::DestroUp: return destro_up.at(sw);
    case ReachSet::TopDownPort:
    case ReachSet::TopUpPort: return topo_port.at(sw * P + l);
    case ReachSet::DestroDownPort:
    case ReachSet::DestroUpPort: return destro_port.at(sw * P + l);
  }
  return 0;
}

uint64_t turnaround_claim(const std::string& q, int k, int t) {
  const uint64_t T = static_cast<uint64_t>(t);
  if (q == "turn_stage") return T;
  if (q == "distance") return 2 * T + 2;
  if (q == "shortest_paths" || q == "turn_switches") return int_pow(static_cast<uint64_t>(k), t);
  if (q == "destro_switches") return 2 * T + 1;
  throw std::invalid_argument("unknown A.5 quantity " + q);
}

std::optional<ReachMismatch> first_reach_mismatch_at(const ReachCounts& c, const std::string& sets,
                                                     const ReachClaim& claim, uint64_t sw, uint64_t& compared) {
  const uint64_t per_stage = int_pow(static_cast<uint64_t>(c.k), c.n - 1);
  const int s = static_cast<int>(sw / per_stage);
  for (ReachSet r : kReachSets) {
    if (!reach_in_scope(r, sets) || !reach_stated(r, c.n, s)) continue;
    const uint64_t want = claim(r, c.k, c.n, s);
    std::vector<int> ports{-1};
    if (reach_is_port(r)) {
      ports.clear();
      for (int j = 0; j < c.k; ++j) ports.push_back(reach_is_up(r) ? c.k + j : j);
    }
    for (int l : ports) {
      ++compared;
      uint64_t got = c.count(r, sw, l);
      if (got != want) return ReachMismatch{r, sw, l, got, want};
    }
  }
  return std::nullopt;
}

std::optional<ReachMismatch> first_reach_mismatch(const ReachCounts& c, const std::string& sets,
                                                  const ReachClaim& claim, uint64_t& compared) {
  compared = 0;
  const uint64_t per_stage = int_pow(static_cast<uint64_t>(c.k), c.n - 1);
  for (uint64_t sw = 0; sw < per_stage * static_cast<uint64_t>(c.n); ++sw)
    if (auto bad = first_reach_mismatch_at(c, sets, claim, sw, compared)) return bad;
  return std::nullopt;
}

}  // namespace netcert
