// fattree_symbolic.hpp — the symbolic engine of fattree.ump: one query for a
// range of tree sizes (proofs/fattree_symbolic.hpp); a sat answer is reported
// only after the exhaustive engine fails at that size.
#pragma once
#include "properties/fattree.hpp"

namespace netcert {

// The sizes the symbolic engine of fattree.ump covers, what is symbolic and fixed (list --json).
RangeScope fattree_ump_symbolic_scope();

// holds: the range query is unsat (witness: the query); fails: {"n": size, "at_size":
// the exhaustive engine's counterexample at the smallest failing size the solver found}.
Outcome fattree_symbolic_ump(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx);

// The range query a holds certificate stores (:status unsat), regenerated for verify-cert.
std::string fattree_symbolic_ump_query(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi);

}  // namespace netcert
