// lcan_theorem3_groups.hpp — seed 004, proof of Theorem 3, case 3 (d > u, u | d):
// "each set g_i of consecutive u^(l-1) [level l-1] switches contains the level
// l-1 switches of one embedding" of CB-LCAN(N,d,u) in CB-LCAN(N,d,d).
//
// A necessary condition, per group: the d uppers of PE 0's level-0 switch lead
// to d distinct level-1 switches whose upward-reachable top switches form d
// disjoint parts R_0..R_(d-1) of the top level. An embedding (PEs fixed, links
// to links, one-to-one) sends the u uppers of PE 0's switch to u distinct uppers,
// and by Lemma 1 PE 0 reaches every one of the embedding's u^(l-1) top switches,
// u^(l-2) through each of them: its top level meets exactly u parts. A group
// meeting another number cannot be an embedding's top level.
// Numbering of the top level: order=msd reads the Sec. 2 label (the first upper
// choice most significant) as the number, order=lsd the digits reversed. Where every group passes,
// netcert builds the embedding (l <= 2: upper c -> upper i u + c; u = 1: the path
// to top switch i) and the checker verifies it link by link.
#pragma once
#include <cstdint>

#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

// One sliced find-first loop over the (d/u)^(l-1) groups.
Outcome lcan_theorem3_groups(uint64_t N, uint64_t d, uint64_t u, bool reversed_digits, const RunContext& ctx);

}  // namespace netcert
