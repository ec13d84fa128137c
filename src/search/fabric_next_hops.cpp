// fabric_next_hops.cpp — see fabric_next_hops.hpp.
#include "search/fabric_next_hops.hpp"

#include "core/thread_ranges.hpp"

namespace netcert {

FabricNextHops::FabricNextHops(const Fabric& f, const FabricLft& lft, int jobs)
    : f_(f), switch_count_(static_cast<uint32_t>(f.switches().size())) {
  far_switch_.assign(f.port_count(), kNotSwitch);
  port_at_.resize(f.port_count());
  for (uint32_t v = 0; v < f.nodes().size(); ++v)
    for (int p = 1; p <= f.node(v).ports; ++p) {
      const uint32_t c = f.port_index({v, p});
      port_at_[c] = {v, p};
      FabricPort far;
      if (f.peer({v, p}, far) && f.is_switch(far.node)) far_switch_[c] = f.switch_index(far.node);
    }
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  out_.assign(static_cast<size_t>(hosts) * switch_count_, kFailed);
  run_in_ranges(hosts, jobs, [&](uint64_t lo, uint64_t hi) {
    for (auto d = static_cast<uint32_t>(lo); d < hi; ++d) decide(lft, d);
  });
}

// Follows the tables from each undecided switch until a decided switch, the
// destination, or a failure (no entry, port 0, no link, another host, a switch
// already on this walk: a loop); every switch on the walk shares the outcome.
void FabricNextHops::decide(const FabricLft& lft, uint32_t dst) {
  enum State : uint8_t { kUndecided, kOnPath, kDelivers, kFails };
  std::vector<uint8_t> state(switch_count_, kUndecided);
  std::vector<uint32_t> path, channel(switch_count_, kFailed);
  const FabricHost& to = f_.hosts()[dst];
  for (uint32_t x = 0; x < switch_count_; ++x) {
    path.clear();
    uint32_t at = x;
    State outcome = kUndecided;
    while (state[at] == kUndecided) {
      state[at] = kOnPath;
      path.push_back(at);
      const uint32_t node = f_.switches()[at];
      const int out = lft.out_port(at, to.lid);
      FabricPort next;
      if (out <= 0 || !f_.peer({node, out}, next)) { outcome = kFails; break; }
      channel[at] = f_.port_index({node, out});
      if (!f_.is_switch(next.node)) { outcome = next == to.at ? kDelivers : kFails; break; }
      at = f_.switch_index(next.node);
    }
    if (outcome == kUndecided) outcome = state[at] == kOnPath ? kFails : static_cast<State>(state[at]);
    for (uint32_t s : path) state[s] = outcome;
  }
  uint32_t* row = &out_[static_cast<size_t>(dst) * switch_count_];
  for (uint32_t x = 0; x < switch_count_; ++x) row[x] = state[x] == kDelivers ? channel[x] : kFailed;
}

bool FabricNextHops::channels(uint32_t src, uint32_t dst, std::vector<uint32_t>& out) const {
  out.clear();
  uint32_t c = f_.port_index(f_.hosts()[src].at);
  out.push_back(c);
  const uint32_t* row = &out_[static_cast<size_t>(dst) * switch_count_];
  for (uint32_t x = far_switch_[c]; x != kNotSwitch; x = far_switch_[c]) {
    c = row[x];
    if (c == kFailed) return false;
    out.push_back(c);
  }
  // Only a delivering switch has an entry, so the walk ended at the destination
  // unless it never entered a switch (a host linked to a host, or no link).
  return out.size() > 1;
}

bool FabricNextHops::hops(uint32_t src, uint32_t dst, std::vector<FabricPort>& out) const {
  thread_local std::vector<uint32_t> route;
  if (!channels(src, dst, route)) return false;
  out.clear();
  for (size_t i = 1; i < route.size(); ++i) out.push_back(port_at_[route[i]]);
  return true;
}

}  // namespace netcert
