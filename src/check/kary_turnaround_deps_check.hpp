// kary_turnaround_deps_check.hpp — the checker's side of table tswitch-turnaround-deadlock (seed 002,
// A.5.1: turnaround routing is deadlock free), for every minimal path, not DESTRO's one.
//
// Not the turnaround rule: a path between two terminals is minimal when it is a shortest path in the
// switch graph of the model's wiring, so a channel dependency (c1 → c2, c2 leaving the switch c1 enters)
// lies on a minimal h → h' path exactly when dist(src switch, c1's tail) + 2 + dist(c2's head, dst switch)
// equals dist(src switch, dst switch), each distance by breadth-first search. Channels are the directed
// switch-to-switch links: id 2k·w + p for the link leaving switch w by port p.
#pragma once
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "net/kary_ntree.hpp"

namespace netcert {

constexpr uint64_t kMaxCheckedTurnaroundTerminals = 256;

using ChannelEdges = std::set<std::pair<uint64_t, uint64_t>>;

// Every dependency some minimal path between two distinct terminals creates (terminals <= 256).
ChannelEdges checked_minimal_dependencies(const KaryNTree& t);

// A cycle of the dependency graph (its channels in order), or empty when it is acyclic (depth-first search).
std::vector<uint64_t> checked_dependency_cycle(const ChannelEdges& edges);

}  // namespace netcert
