// tswitch_loads.hpp — the engines of tswitch.destro_path_counts (Table 1) and
// tswitch.destro_balanced (Prop. 1.31): switch by switch (the sliced loop), count
// the loads of the DESTRO paths of all N^2-N ordered pairs crossing it
// (search/tswitch_switch_loads.hpp), then compare them with Table 1 / with the
// first switch of its stage (net/tswitch_claims.hpp).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

// Witness {"routed_pairs": N^2-N, "switches": n k^(n-1)}.
Outcome path_counts_exhaustive(int k, int n, const RunContext& ctx);
// Witness {"routed_pairs": N^2-N, "channels": channels compared}.
Outcome balanced_exhaustive(int k, int n, bool literal, const RunContext& ctx);

}  // namespace netcert
