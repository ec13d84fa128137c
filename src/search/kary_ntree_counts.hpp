// kary_ntree_counts.hpp — the engine of tswitch.kary_counts (seed 002, Sec. 5
// and A.6.1): walk the model's k-ary n-tree from terminal 0 over its port table,
// count the terminals and switches reached, check every channel against the
// paper's link rule, and compare the counts with k^n and n k^(n-1) exactly.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/kary_ntree.hpp"
#include "net/kary_ntree_claims.hpp"

namespace netcert {

// Witness {"terminals", "switches", "terminal_links", "switch_links"} (the links
// are reported, not claimed: the paper states no link count). Counterexamples,
// first in this order: {"quantity": "channel", "switch", "port"} (a port whose far
// end breaks the link rule, in switch-id then port order), then
// {"quantity": "terminals"|"switches", "counted", "claimed"} (decimal strings).
// The switches are the sliced loop (core/sliced_loop.hpp); without a context, one unsliced run.
Outcome kary_counts_exhaustive(int k, int n, const KaryCountClaim& claim = kary_count_claim);
Outcome kary_counts_exhaustive(int k, int n, const RunContext& ctx, const KaryCountClaim& claim = kary_count_claim);
json kary_counts_witness(int k, int n);

}  // namespace netcert
