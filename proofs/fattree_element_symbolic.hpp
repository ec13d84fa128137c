// fattree_element_symbolic.hpp — Eqs. (12) and (18) of seed 000 (the element of
// sigma_i(S(j,k)) ∩ S(n-j,l) the proof of Lemma 4 names) for a whole range of tree
// sizes in two QF_BV queries (the `symbolic` engine of fattree.ump_element).
//
// Symbolic: n (lo <= n <= hi), the level j (0 <= j <= n), the slot i (0 <= i < N,
// i = 0 standing for slot N), an input x or a block (by its first leaf k 2^(n-j)) and an output y, all
// 64-bit vectors. Fixed: the family's formula (rev(x) + i, x + i, i - x) and its
// inverse, and the paper's element l 2^j + alpha, alpha = (rev_j(k) + i) mod 2^j.
//   element: every input x, in S(j,k) with k = x >> (n-j), is mapped to the element
//            named for its cell (l = sigma_i(x) >> j);
//   onto:    for every block k and every output y whose low j bits are alpha (the
//            named element of some cell (k, l)), the family's inverse image of y lies
//            in S(j,k) and sigma_i maps it to y (an explicit preimage, so no quantifier).
// Both unsat: sigma_i(S(j,k)) ∩ S(n-j,l) is exactly the named element, every n in the range.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "net/bvn_families.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken queries (tests: each must turn sat for bitreverse).
enum class SymbolicElementMutant {
  None,
  UnreversedBlock,  // alpha = (k + i) mod 2^j, k not reversed (element)
  PreimageNoSlot,   // the preimage of y forgets the slot: b^-1(y) instead of b^-1(y - i) (onto)
};

enum class ElementQuery { Element, Onto };
const char* element_query_name(ElementQuery q);

struct SymbolicElementRange {
  FamilyKind kind = FamilyKind::BitReverse;
  int lo = 1, hi = 63;
  SymbolicElementMutant mutant = SymbolicElementMutant::None;
};

// A model: size, level, slot (1..N) and, for element, the input x; for onto, the block k and output y.
struct SymbolicElementModel {
  ElementQuery query = ElementQuery::Element;
  int n = 0, level = 0;
  uint64_t slot = 0, x = 0, k = 0, y = 0;
  json to_json() const;
};

using SymbolicElementQueryResult = SymbolicQueryResult<ElementQuery>;
// Holds: both unsat (element, onto); Fails: `model`, the smallest n a sat query was narrowed to.
using SymbolicElementAnswer = SymbolicQuerySetAnswer<ElementQuery, SymbolicElementModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_element_query(ElementQuery q, const SymbolicElementRange& r, const std::string& status = "unsat");

// Solves both range queries; a sat one is narrowed to its smallest n (re-solved with
// n below the one found until unsat), and the smallest over both is the model.
SymbolicElementAnswer solve_symbolic_element(const SymbolicElementRange& r, const RunContext& ctx);

// The query's terms evaluated by z3 on constants at one size n (tests compare them
// with eq18_element and family_apply).
class SymbolicElementTerms {
 public:
  SymbolicElementTerms(FamilyKind kind, int n);
  ~SymbolicElementTerms();
  // The element the query names for x's cell at level j in slot i (1..N).
  uint64_t named_element(int j, uint64_t slot, uint64_t x) const;
  // The query's inverse image of output y in slot i.
  uint64_t preimage(uint64_t slot, uint64_t y) const;
  // sigma_i(x) as the query computes it.
  uint64_t image(uint64_t slot, uint64_t x) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// What the engine proves (list --json, notes, docs).
const char* symbolic_element_symbolic();
const char* symbolic_element_fixed();

}  // namespace netcert
