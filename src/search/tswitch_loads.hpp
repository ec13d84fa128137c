// tswitch_loads.hpp — the engines of tswitch.destro_path_counts (Table 1) and
// tswitch.destro_balanced (Prop. 1.31): route all N^2-N ordered pairs with the
// arithmetic DESTRO router on all cores, then compare every switch's loads
// with Table 1 / within each stage (net/tswitch_claims.hpp).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

// Witness {"routed_pairs": N^2-N, "switches": n k^(n-1)}.
Outcome path_counts_exhaustive(int k, int n, const RunContext& ctx);
// Witness {"routed_pairs": N^2-N, "channels": channels compared}.
Outcome balanced_exhaustive(int k, int n, bool literal, const RunContext& ctx);

}  // namespace netcert
