// fabric_routes.hpp — engine of fabric.routes_complete: walks every ordered
// host pair through the forwarding tables (route/fabric_walk.hpp).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

// {"node": id, "port": p} of a node port, and of a host.
json fabric_port_json(const Fabric& f, FabricPort p);

// holds witness {"fabric", "pairs", "hops"} (hops summed over all pairs);
// fails counterexample {"fabric", "source", "destination", "walk": [{"switch",
// "port"}...], "end"} for the first pair (source-major, file order) that is not
// delivered. Unknown when the time limit expires.
Outcome fabric_routes_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
