// fabric_deadlock.hpp — engine of fabric.deadlock_free: builds the channel
// dependency graph of the routed host-to-host paths (a channel is a directed
// switch-to-switch link; a path using channel a then b makes b depend on a)
// and decides acyclicity with Boost.Graph (depth-first search for a back edge;
// topological sort for the ranking that certifies a holds).
#pragma once
#include <cstdint>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

struct FabricDependencies {
  std::vector<FabricPort> channels;  // (switch, IB out port), switches in file order, ports ascending
  struct Edge {
    uint32_t from, to;  // channel ids
    uint32_t source, destination;  // the first host pair (hosts() indices) whose path makes it
  };
  std::vector<Edge> edges;
};

// Every dependency of every routed host pair (paths that end early contribute
// the channels they used).
FabricDependencies fabric_dependencies(const FabricRouting& r);

// holds witness {"fabric", "channels", "dependencies", "ranks"}: ranks[c] is the
// length of the longest dependency chain ending in channel c (0 for none), so
// every dependency a -> b has ranks[b] = 1 + max over its a. fails
// counterexample {"fabric", "cycle": [{"switch", "port", "flow": {"source",
// "destination"}}...]}: entry i's flow uses channel i and then channel i+1
// (cyclically); the cycle starts at its smallest channel.
Outcome fabric_deadlock_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
