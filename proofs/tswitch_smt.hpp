// tswitch_smt.hpp — Z3 encodings for T-switch configurations (seed 002).
//
// Encoding craft: a generic cut objective Σ w_ij [x_i != x_j] over 2k Boolean
// ports is hard for Z3 at k = 64. The load matrix of a switch is therefore split
// exactly into a block part (one weight a on every down/up pair, t on every
// down/down pair, u on every up/up pair) plus a residual. The block part's cut
// depends only on p = |C ∩ B| (then |C ∩ F| = k - p), so it becomes a
// (k+1)-way ite over p — linear; only the residual pairs need a per-pair
// |x_i - x_j| variable. For DESTRO under uniform traffic the residual is just
// the k backward pairs (l+k -> l), so the queries stay small; for an arbitrary
// traffic matrix the encoding is still exact, only larger.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/smt.hpp"
#include "net/tswitch_config.hpp"

namespace netcert {

// Exact split of the symmetrised loads into block weights and residual pairs.
struct BlockSplit {
  int k = 0;
  int64_t a = 0, t = 0, u = 0;
  struct Pair {
    int i, j;
    int64_t w;
  };
  std::vector<Pair> residual;  // i < j, w != 0
};
BlockSplit split_loads(const std::vector<uint64_t>& loads, int k);

struct SmtOptimum {
  SmtAnswer answer;         // sat: optimum found and pinned by the two decision queries
  uint64_t min_use = 0;
  Sides argmin;
  SmtAnswer at_most_min;    // "some configuration has use <= m" (sat), text kept
  SmtAnswer below_min;      // "some configuration has use <= m - 1" (unsat), text kept
};
// Z3 Optimize: the minimum internal-link use m and one minimiser. The optimum
// is then pinned by two plain decision queries, <query_name>.at_most_min (sat)
// and <query_name>.below_min (unsat); those are what --emit-smt2 writes and
// certificates store (Optimize's (minimize ...) is Z3 dialect). If they do not
// pin m, answer is unknown.
SmtOptimum smt_minimise(const std::vector<uint64_t>& loads, int k, const RunContext& ctx,
                        const std::string& query_name);

// The three queries of the optimality claim ("the minimisers are exactly S, at
// 2·use = min_twice"). Each answer comes with a model when sat.
struct SmtClaimCheck {
  SmtAnswer below_or_outside;  // ∃C: 2use < M2, or 2use <= M2 and C ∉ S   (unsat = holds)
  Sides below_or_outside_model;
  SmtAnswer member_misses;     // ∃C ∈ S: 2use != M2                      (unsat = holds)
  Sides member_misses_model;
  SmtAnswer member_exists;     // ∃C ∈ S                                  (sat = holds)
  Sides member_model;
};
SmtClaimCheck smt_check_claim(const std::vector<uint64_t>& loads, int k, ClaimedSet set, const BigInt& min_twice,
                              const RunContext& ctx, const std::string& query_prefix, bool keep_smt2);

// The queries of smt_check_claim for tswitch.optimal_config at one stage, then
// the two that pin the optimum m = M2 / 2 (prefix.minimise.at_most_min,
// prefix.minimise.below_min), as stored in an smt holds certificate:
// [{name, query, answer}] with the answers that prove the claim (unsat, unsat,
// sat, sat, unsat). Not solved here: verify-cert
// regenerates them from independently walked loads and compares the text.
json tswitch_optimal_queries(const std::vector<uint64_t>& loads, int k, int n, int stage, Connections c);
std::string tswitch_optimal_query_prefix(int k, int n, int stage, Connections c);

// Is `sides` optimal? ∃C: use(C) < use(sides) (unsat = optimal; sat model = better).
struct SmtBetter {
  SmtAnswer answer;
  Sides better;
};
SmtBetter smt_find_better(const std::vector<uint64_t>& loads, int k, uint64_t use, const RunContext& ctx,
                          const std::string& query_name);

}  // namespace netcert
