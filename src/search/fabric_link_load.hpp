// fabric_link_load.hpp — engine of fabric.link_load: routes every
// traffic matrix of a pattern (route/fabric_traffic.hpp) through the
// forwarding tables and compares, stage by stage, the most loaded channel with
// the lower bound ceil(flow-hops on the stage / channels of the stage).
//
// Channel: a directed link, host-to-switch and switch-to-host included (the
// global port it leaves from). Level of a node: hop distance to the nearest
// host (hosts 0); channels of a component without hosts carry no flow and are
// left out. Stage of a channel: (level of its tail, level of its head).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

// "" when fabric.link_load can run `pattern` in `order` on this fabric, else why not.
std::string fabric_link_load_refusal(const FabricRouting& r, const std::string& pattern, const std::string& order);

// holds witness {"fabric", "pattern", "order", "matrices", "flows", "stages": [{"stage": [tail, head],
// "channels", "flow_hops" (summed over the matrices), "max_load", "bound" (largest over the matrices)}]};
// fails counterexample {"fabric", "pattern", "order", "matrix", "stage", "channel": {"node", "port"}, "load",
// "bound", "flows": [{"source", "destination"}]} for the first matrix and then the first stage (ordered by
// levels) whose most loaded channel (the first of them in port order) exceeds the bound; "flows" are all the
// matrix's flows that cross it, in the matrix's order (source rank, then destination rank). Unknown when a
// flow is not delivered (loads are then undefined: see fabric.routes_complete) or the time limit expires.
Outcome fabric_link_load_exhaustive(const FabricRouting& r, const std::string& pattern, const std::string& order,
                                    const RunContext& ctx);

}  // namespace netcert
