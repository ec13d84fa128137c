// fabric_node_names.hpp — node names (node descriptions) for a fabric
// counterexample. Counterexamples refer to nodes by the topology's node ids
// ("S-0002c90300a1b2c3"), which the checker resolves exactly (node
// descriptions need not be unique); a reader wants the names the notes use.
#pragma once
#include "core/json.hpp"
#include "net/fabric.hpp"

namespace netcert {

// {"S-...": "S1_12", ...} for every node id that occurs as a string in `counterexample`
// (outside its "fabric": the files).
json fabric_node_names(const json& counterexample, const Fabric& f);

// A copy of `counterexample` without its "fabric" (the files) and with every node id
// replaced by the node's name (for printing only).
json with_fabric_node_names(const json& counterexample, const Fabric& f);

}  // namespace netcert
