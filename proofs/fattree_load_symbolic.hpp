// fattree_load_symbolic.hpp — Eq. (22) of seed 000 with equality (the load of every
// node (j,k), 1 <= j <= floor(n/2), in every slot) for a whole range of tree sizes in
// four QF_BV queries (the `symbolic` engine of fattree.load_equality). A count is a
// bijection onto a range, which the queries check.
//
// Symbolic: n (lo <= n <= hi), the level j, the slot i (i = 0 standing for slot N), the
// block S(j,k) (by its first leaf k 2^(n-j)), inputs x, x', an output y and a block index
// t, all 64-bit vectors. Fixed: the family's formula in top form and its inverse (as
// fattree.ump_element's queries), the element Eqs. (12)/(18) name, and the closed form.
// Under shortest up/down routing a path leaves S(j,k) through (j,k)'s up-links iff its
// destination is outside S(j,k); the queries count the paths that stay:
//   stay_named:  a staying input's image is the named element of its destination block
//                S(n-j,l) (its index t = l - k 2^(n-2j), below 2^(n-2j)); with permutation
//                the index is injective: one index, one image, one input;
//   stay_onto:   every t < 2^(n-2j) is the index of a staying input: the preimage of the
//                named element of block l = k 2^(n-2j) + t (explicit, so no quantifier);
//   permutation: sigma_i and the inverse undo each other on 0..N-1 (so as many paths enter
//                S(j,k) as leave it);
//   closed_form: 2^(n-j) - 2^(n-2j) = (2^j - 1) 2^(n-2j).
// All unsat: 2^(n-2j) paths stay, (2^j - 1) 2^(n-2j) leave and as many enter, every n in the range.
// (Stating injectivity directly, two staying inputs with one index, took z3 59 s and cvc5 68 s.)
#pragma once
#include <cstdint>
#include <string>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken queries (tests: each must turn sat for bitreverse).
enum class SymbolicLoadMutant {
  None,
  IndexNotShifted,       // an input's index from its destination's low bits, not its block: stay_named
  ClosedFormOneLevelUp,  // the closed form (2^j - 1) 2^(n-j): closed_form
};

enum class LoadQuery { StayNamed, StayOnto, Permutation, ClosedForm };
const char* load_query_name(LoadQuery q);

struct SymbolicLoadRange {
  FamilyKind kind = FamilyKind::BitReverse;
  int lo = 1, hi = 63;
  SymbolicLoadMutant mutant = SymbolicLoadMutant::None;
};

// A model: the query, size, level, slot (1..N) and the values named there (decimal strings).
struct SymbolicLoadModel {
  LoadQuery query = LoadQuery::StayNamed;
  int n = 0;
  json values;
  json to_json() const;
};

using SymbolicLoadAnswer = SymbolicQuerySetAnswer<LoadQuery, SymbolicLoadModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_load_query(LoadQuery q, const SymbolicLoadRange& r, const std::string& status = "unsat");

// Solves the four range queries (symbolic_query_set_solve.hpp: a sat one narrowed to its smallest n).
SymbolicLoadAnswer solve_symbolic_load(const SymbolicLoadRange& r, const RunContext& ctx);

// The query's index of a staying input, evaluated by z3 on constants at one n (tests
// compare it with the destination's block); ~0 when x does not stay in S(j, x's block).
uint64_t symbolic_load_stay_index(FamilyKind kind, int n, int j, uint64_t slot, uint64_t x);

// What the engine proves (list --json, notes, docs).
const char* symbolic_load_symbolic();
const char* symbolic_load_fixed();

}  // namespace netcert
