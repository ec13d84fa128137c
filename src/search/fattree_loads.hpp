// fattree_loads.hpp — every link group's max load over all N slots of a family
// (the engine half of bound_tight, rotator_no_reduction and the degree tables).
// Exposed for the test that compares it, node by node, with the checker's carry
// decomposition and with a plain per-slot walk (tests/search/FattreeLoadsTest.cpp).
#pragma once
#include <cstdint>
#include <vector>

#include "core/sliced_loop.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

// By heap node id (2 .. 2N-1; ids 0 and 1 unused): the max load over all slots
// (up- and down-loads coincide for permutations) and the smallest slot (1..N)
// reaching it. Whole: every slot counted; Share: one shard's slots; Stopped: cut.
struct NodeMaxLoads {
  std::vector<uint64_t> load, slot;
  Coverage coverage = Coverage::Whole;
};

NodeMaxLoads fattree_node_max_loads(const Family& f, const RunContext& ctx);

}  // namespace netcert
