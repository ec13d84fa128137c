// fattree_symbolic.hpp — UMP of a built-in family for a whole range of tree
// sizes in one QF_BV query (the `symbolic` engine of fattree.ump).
//
// The query is ump_range_query.hpp's with the family written as a formula
// (bitreverse: rev(x) + i, rotator: x + i, tdm: i - x); a model is confirmed with
// the family's own code. Symbolic: n in the range, the level, the slot, both inputs.
#pragma once
#include <cstdint>
#include <string>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"
#include "proofs/ump_range_query.hpp"

namespace netcert {

// Deliberately broken queries (tests: each must turn sat for bitreverse).
enum class SymbolicUmpMutant {
  None,
  NotPermutation,  // sigma_i(x) = rev_n(x >> 1 << 1) + i: two inputs share an image
  WeakCell,        // the images need only share S(n-j+1, .): one level coarser
};

struct SymbolicUmpRange {
  FamilyKind kind = FamilyKind::BitReverse;
  int lo = 1, hi = 63;
  SymbolicUmpMutant mutant = SymbolicUmpMutant::None;
};

struct SymbolicUmpAnswer {
  Verdict verdict = Verdict::Unknown;  // Holds: unsat; Fails: `model` (the smallest n the solver found)
  SymbolicUmpModel model;
  std::string smt2;     // the portable query (:status the answer obtained)
  std::string reason;   // unknown: the solver's reason
  double seconds = 0;
  int queries = 0;      // the range query plus the narrowing ones after a sat
};

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_ump_query(const SymbolicUmpRange& r, const std::string& status = "unsat");

// Solves the range query. On sat, narrows to the smallest failing n (n < found,
// re-solved until unsat); every model is checked by direct evaluation of the family.
SymbolicUmpAnswer solve_symbolic_ump(const SymbolicUmpRange& r, const RunContext& ctx);

// sigma_i(x) at size n as the query computes it (z3 evaluation of the term on
// constants): tests compare it with family_member.
uint64_t symbolic_family_value(FamilyKind kind, int n, uint64_t i, uint64_t x);

// What the engine proves (list --json, notes, docs).
const char* symbolic_ump_symbolic();
const char* symbolic_ump_fixed();

}  // namespace netcert
