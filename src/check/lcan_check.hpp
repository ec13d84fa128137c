// lcan_check.hpp — the independent checker for seed 004.
//
// Everything here works from the definitions on the wiring arrays of the Lcan
// model (find a PE's switch by scanning, follow wires one at a time, keep
// ordered sets and maps) and shares no code with the engines, the router or
// the simulator.
#pragma once
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

#include "core/json.hpp"
#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"

namespace netcert {

// Level-0 switch PE `pe` hangs on, found by scanning the level-0 downers.
uint64_t checker_pe_switch(const Lcan& net, uint64_t pe);
// reachable[i] = switches of level i reachable from PE `pe` climbing uppers only.
std::vector<std::set<uint64_t>> upward_reachable_by_walk(const Lcan& net, uint64_t pe);

struct LcaByDefinition {
  int level = -1;                 // -1: no common ancestor
  std::set<uint64_t> switches;    // the LCA switches
};
LcaByDefinition lca_by_definition(const Lcan& net, uint64_t p, uint64_t q);

// Non-redundant switch paths from PE p to PE q (p != q) under the switch of
// Fig. 1a: a switch joins a downer to a downer or an upper, and an upper to a
// downer, never an upper to an upper. Paths are sequences of wires; a switch
// may appear once. Counting stops at `limit`.
uint64_t count_switch_paths_by_definition(const Lcan& net, uint64_t p, uint64_t q, uint64_t limit = 1u << 30);

// Walks every route and checks: one route per source, to perm[source], cycle
// below max_cycles, each wire direction and each switch input and output used
// by at most one circuit per cycle. nullopt when all is well, else the
// violation (route index, what, where). When settings is given it receives
// the verified switch settings: [{cycle, switch, level, in, out}], ports named
// "d<j>" (downer) or "u<k>" (upper).
std::optional<json> check_routes_by_walk(const Lcan& net, const Permutation& perm,
                                         const std::vector<LcaRoute>& routes, uint64_t max_cycles,
                                         json* settings = nullptr);

// Eqs. (2)-(3) iterated in the straightforward way (same reading as
// route/lcan_recurrence.hpp: exponent d at the top switch, cycles = i + x_i),
// written separately for rechecks.
double recurrence_cycles_by_definition(uint64_t N, uint64_t d, uint64_t u, int levels);

}  // namespace netcert
