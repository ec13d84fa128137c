// fabric_walk.cpp — see fabric_walk.hpp.
#include "route/fabric_walk.hpp"

#include <unordered_set>

namespace netcert {

namespace {
// A loop's walk up to the first switch that repeats (its second visit kept last).
void trim_to_first_repeat(std::vector<FabricPort>& hops) {
  std::unordered_set<uint32_t> seen;
  for (size_t i = 0; i < hops.size(); ++i)
    if (!seen.insert(hops[i].node).second) {
      hops.resize(i + 1);
      return;
    }
}
}  // namespace

const char* to_string(FabricWalk::End e) {
  switch (e) {
    case FabricWalk::End::Delivered: return "delivered";
    case FabricWalk::End::NoEntry: return "no table entry";
    case FabricWalk::End::ToSwitchItself: return "forwarded to the switch itself";
    case FabricWalk::End::Unconnected: return "unconnected port";
    case FabricWalk::End::WrongHost: return "delivered to another host";
    default: return "loop";
  }
}

FabricWalk walk_fabric(const Fabric& f, const FabricLft& lft, uint32_t src, uint32_t dst) {
  FabricWalk w;
  const FabricHost& to = f.hosts()[dst];
  FabricPort at;
  if (!f.peer(f.hosts()[src].at, at)) return w.end = FabricWalk::End::Unconnected, w;
  const size_t limit = f.switches().size();
  while (f.is_switch(at.node)) {
    if (w.hops.size() > limit) {
      trim_to_first_repeat(w.hops);
      return w.end = FabricWalk::End::Loop, w;
    }
    int out = lft.out_port(f.switch_index(at.node), to.lid);
    w.hops.push_back({at.node, out < 0 ? 0 : out});
    if (out == FabricLft::kNoEntry) return w.end = FabricWalk::End::NoEntry, w;
    if (out == 0) return w.end = FabricWalk::End::ToSwitchItself, w;
    FabricPort next;
    if (!f.peer({at.node, out}, next)) return w.end = FabricWalk::End::Unconnected, w;
    at = next;
  }
  w.end = at == to.at ? FabricWalk::End::Delivered : FabricWalk::End::WrongHost;
  return w;
}

}  // namespace netcert
