// lcan_partition_check.hpp — the independent re-check of lcan.partitionable
// (seed 004 Sec. 1) on the checker's LcanWiring: from every PE it climbs the
// uppers (lcan_reach_by_walk) and records which PEs reach each switch; each
// switch of level j must be reached by exactly the PEs of one block, the PEs
// p with the same p div B_j (B_j = d^(j+1) for CB-LCANs, d (d/u)^j for T-LCANs).
#pragma once
#include <optional>

#include "check/lcan_check.hpp"
#include "core/json.hpp"

namespace netcert {

// B_j: the PEs one level-j switch must serve.
uint64_t lcan_partition_block_size(const LcanWiring& w, int level);

// The first switch (level, then index) that is not reached by exactly one block,
// in the engine's report format; nullopt when every switch serves one block.
std::optional<json> lcan_first_partition_defect(const LcanWiring& w);

}  // namespace netcert
