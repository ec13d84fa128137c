// fattree_smt_engines.cpp — the fattree smt engines whose SAT answers name a
// violation: the encodings (proofs/) find one, and the exhaustive code here
// turns it into the canonical counterexample the certificate states. The
// encodings sit below the engines and cannot call them themselves.
#include "proofs/fattree_smt.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

Outcome smt_bound_tight(FamilyKind kind, int n, const RunContext& ctx) {
  return smt_bound_tight_solve(kind, n, ctx, [kind, n] {
    RunContext one;
    one.jobs = 1;
    return fattree_exhaustive_bound_tight(Family{n, kind, nullptr}, one);
  });
}

Outcome smt_ump_realizable(int n, const RunContext& ctx, bool upper_half) {
  return smt_ump_realizable_solve(n, ctx, upper_half,
                                  [n](const Permutation& sigma) { return fattree_realizable_counterexample(n, sigma, 0); });
}

}  // namespace netcert
