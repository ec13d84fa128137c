// fabric_next_hops.hpp — for every (switch, destination host) the port a packet
// for that host leaves the switch by, kept only where the packet is then
// delivered. Each switch is decided once per destination (as routes_complete
// does), so walking a delivered pair is a few array reads, with no table or
// link look-ups and no allocation: the engines that walk every pair (link load,
// DESTRO) use it and fall back to route/fabric_walk.hpp for a pair it does not
// deliver, which then says why.
#pragma once
#include <cstdint>
#include <vector>

#include "net/fabric.hpp"
#include "route/fabric_lft.hpp"

namespace netcert {

class FabricNextHops {
 public:
  // Destinations are decided in ranges on `jobs` threads (each writes only its own rows).
  FabricNextHops(const Fabric& f, const FabricLft& lft, int jobs = 1);

  // hosts()[src] -> hosts()[dst] as channels (Fabric::port_index): the source's
  // port, then each switch's output port. False (out unspecified) when this
  // table does not deliver the pair: walk it with walk_fabric to learn why.
  bool channels(uint32_t src, uint32_t dst, std::vector<uint32_t>& out) const;
  // The same route as walk_fabric's hops: (switch node, output IB port) each.
  bool hops(uint32_t src, uint32_t dst, std::vector<FabricPort>& out) const;
  FabricPort port_at(uint32_t channel) const { return port_at_[channel]; }

 private:
  static constexpr uint32_t kFailed = UINT32_MAX;    // out_: not delivered from here
  static constexpr uint32_t kNotSwitch = UINT32_MAX;  // far_switch_: a host, or no link
  void decide(const FabricLft& lft, uint32_t dst);  // writes destination dst's row of out_

  const Fabric& f_;
  uint32_t switch_count_;
  std::vector<uint32_t> out_;         // [dst * switch_count_ + switch index]: channel, or kFailed
  std::vector<uint32_t> far_switch_;  // per channel: switch index of its far end, or kNotSwitch
  std::vector<FabricPort> port_at_;   // per channel: (node, IB port)
};

}  // namespace netcert
