// lcan_partition.hpp — seed 004 Sec. 1, "LCANs are partitionable": every
// switch of level j serves exactly one block of PEs, the PEs whose labels agree
// above digit j (CB-LCAN: d^(j+1) consecutive PEs; T-LCAN: d (d/u)^j), so LCA
// routes inside a block never touch a switch (or link) of another block's
// routes. Engine: per switch, the PEs below it, found by walking the model's
// downer ports; one sliced find-first loop over all switches.
#pragma once
#include <cstdint>
#include <optional>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "net/lcan.hpp"

namespace netcert {

// PEs in the block a level-j switch must serve.
uint64_t lcan_block_size(const Lcan& net, int level);
// The switch (dense id) whose PEs below are not one block, as
// {"claim", "level", "switch", "pes_below", "first", "last", "block_size"}; nullopt when it serves one block.
std::optional<json> partition_switch_defect(const Lcan& net, uint64_t sw);
Outcome lcan_partition_exhaustive(const Lcan& net, const RunContext& ctx);

}  // namespace netcert
