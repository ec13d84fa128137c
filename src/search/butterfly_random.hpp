// butterfly_random.hpp — the random engines of seed 001: RapidCheck runs over
// random presentations (chip order, order of halves on a chip) of the
// constructed M and M'. Counts and the block isomorphism are derived from chip
// contents, so they must not move. A holds is a sample (no certificate).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

constexpr int kRandomMaxU = 10;  // each case lists every chip

Outcome chip_counts_random(int u, const RunContext& ctx);
Outcome mprime_isomorphism_random(int u, const RunContext& ctx);

}  // namespace netcert
