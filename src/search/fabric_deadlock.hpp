// fabric_deadlock.hpp — engine of fabric.deadlock_free: builds the channel
// dependency graph of the routed host-to-host paths (a channel is a directed
// switch-to-switch link and, with lane data, a virtual lane: the path's SL
// through the switch's SL2VL table; a path using channel a then b makes b
// depend on a; without lane data every path is on one lane and the note says so)
// in one sliced reduction over destinations (core/sliced_loop.hpp:
// sliced_max_at; a shard's share is unknown, netcert merge decides) and
// decides acyclicity with Boost.Graph (depth-first search for a back edge;
// topological sort for the ranking that certifies a holds).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

// holds witness {"fabric", "channels", "dependencies", "ranks"}: ranks[c] is the
// length of the longest dependency chain ending in channel c (0 for none), so
// every dependency a -> b has ranks[b] = 1 + max over its a; with lane data
// channel link * lanes + vl and "lanes": their count. fails
// counterexample {"fabric", "cycle": [{"switch", "port", ["vl",] "flow": {"source",
// "destination"}}...]} ("vl" with lane data): entry i's flow uses channel i and then channel i+1
// (cyclically); the cycle starts at its smallest channel; each flow is the
// first (destination-major, then source) host pair whose path makes it.
Outcome fabric_deadlock_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
