// fabric_tswitch_counts.hpp — how many host pairs' paths cross each switch of a
// real fabric from one position to another: the connection counts the T-switch
// optimum is computed from (fabric_tswitch.hpp).
//
// Two ways, equal wherever both answer: by destination, each switch's next hop
// towards one host is looked up once and the paths to it form a tree, so a
// switch's count is its hosts plus the counts flowing into it (switches x
// hosts work instead of hosts^2 x hops); and by source, every pair's path walked
// hop by hop, which also names the first pair that is not delivered.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "route/fabric_routing.hpp"
#include "search/fabric_tswitch.hpp"

namespace netcert {

// Per switch (Fabric::switches() order), P x P: [a * P + b] paths entering at position a, leaving at b.
using TswitchLoads = std::vector<std::vector<uint64_t>>;

// By destination, on the cores. False (loads unspecified) when some pair is not delivered, or a
// path uses a port that is not one of its switch's positions, or the deadline passed: then
// count_tswitch_connections_by_source says which.
bool count_tswitch_connections_by_destination(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                                              const RunContext& ctx, TswitchLoads& loads);

// By source, on the cores: "" with the loads, or the smallest failing source's message
// (a pair not delivered, a port outside the positions, the time limit).
std::string count_tswitch_connections_by_source(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                                                const RunContext& ctx, TswitchLoads& loads);

}  // namespace netcert
