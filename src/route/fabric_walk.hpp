// fabric_walk.hpp — the route a packet takes through a real fabric: from the
// source host's link into its switch, then each switch forwards by its table
// (route/fabric_lft.hpp) on the destination's LID, until a host is reached or
// the walk cannot go on.
#pragma once
#include <string>
#include <vector>

#include "net/fabric.hpp"
#include "route/fabric_lft.hpp"

namespace netcert {

struct FabricWalk {
  enum class End {
    Delivered,      // reached the destination host
    NoEntry,        // a switch has no table entry for the destination's LID
    ToSwitchItself, // a switch's entry is port 0 (itself), but the destination is a host
    Unconnected,    // the output port (or the source's port) has no link
    WrongHost,      // delivered to another host
    Loop            // a switch repeats: the packet never arrives
  };
  End end = End::Delivered;
  std::vector<FabricPort> hops;  // (switch, output IB port) per switch visited; the last is the failing one
};

const char* to_string(FabricWalk::End e);

// Walks hosts()[src] -> hosts()[dst]. A loop is reported when the walk visits
// more switches than the fabric has (some switch then repeats).
FabricWalk walk_fabric(const Fabric& f, const FabricLft& lft, uint32_t src, uint32_t dst);

}  // namespace netcert
