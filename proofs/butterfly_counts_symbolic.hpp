// butterfly_counts_symbolic.hpp — Lemma 1's counts (chip(M) = n(u+1), link(M) = 2nu,
// chip(M') = (n/2)u, link(M') = n(u-1), 4 pins on every M' chip) for a whole range
// of butterfly sizes in five QF_BV queries (the `symbolic` engine of
// butterfly.chip_counts). A count is a bijection onto a range, which the query checks.
//
// Symbolic: u (n = 2^u rows, lo <= u <= hi), node halves (stage, row, side), links
// (butterfly edge (s, i, c) or cut link (s, i): the two halves of an inner node) and a
// chip or link index c, all bit-vectors (indices 128 bits wide: n(u+1) needs 69 bits at
// u = 63). Fixed: M (a node per chip, chip s n + i), M' (Fig. 3: the lower halves of
// (s, i), (s, i^2^s) and the upper halves of (s+1, i), (s+1, i^2^s) on chip
// s (n/2) + (i with bit s deleted)), the butterfly's half graph as count_links walks it,
// an index of the counted links with its inverse, and the paper's closed forms.
//   chips_M, chips_M':  the chips of the needed halves are exactly [0, R): every needed
//                       half's chip is below R and every c < R is the chip of a half
//                       (an explicit preimage, so no quantifier);
//   links_M, links_M':  the index is a bijection from the inter-chip links onto [0, R)
//                       (in range, injective, onto by an explicit preimage);
//   pins_M':            every chip c < (n/2)u holds exactly the four halves Fig. 3 names,
//                       and 4 of their 12 link and port ends leave the chip.
// All unsat: Lemma 1's counts for every u in the range; halving follows from them.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken variants (tests: each must turn sat).
enum class SymbolicCountsMutant {
  None,
  ChipsMClosedForm,     // the closed form chip(M) = n u (one stage short): chips_M
  UpperOnOwnStageChip,  // M' puts the upper half of (s, i) on its lower half's chip: chips_M' (and links_M')
  PinsPortForgotten,    // the pin count leaves out the network ports: pins_M'
};

enum class CountsQuery { ChipsM, ChipsMprime, LinksM, LinksMprime, PinsMprime };
const char* counts_query_name(CountsQuery q);

struct SymbolicCountsRange {
  int lo = 1, hi = 63;
  SymbolicCountsMutant mutant = SymbolicCountsMutant::None;
};

// A model: the size, the query it breaks, which part, and the values named there.
struct SymbolicCountsModel {
  CountsQuery query = CountsQuery::ChipsM;
  int u = 0;
  std::string violation;
  json values;  // the model's half, links and index (bit-vectors as decimal strings: the index is 128 bits)
  json to_json() const;
};

using SymbolicCountsAnswer = SymbolicQuerySetAnswer<CountsQuery, SymbolicCountsModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_counts_query(CountsQuery q, const SymbolicCountsRange& r, const std::string& status = "unsat");

// Solves the five range queries (symbolic_query_set_solve.hpp: a sat one narrowed to its smallest u).
SymbolicCountsAnswer solve_symbolic_counts(const SymbolicCountsRange& r, const RunContext& ctx);

// The query's chip of a half, evaluated by z3 on constants at one u (tests compare it
// with mapping_m / mapping_mprime placed by place()).
class SymbolicCountsTerms {
 public:
  explicit SymbolicCountsTerms(int u);
  ~SymbolicCountsTerms();
  uint64_t chip_m(uint64_t s, uint64_t i, bool upper) const;
  uint64_t chip_mprime(uint64_t s, uint64_t i, bool upper) const;
  // External link and port ends on M' chip c, as the pins query counts them.
  uint64_t pins_mprime(uint64_t c) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// What the engine proves (list --json, notes, docs).
const char* symbolic_counts_symbolic();
const char* symbolic_counts_fixed();

}  // namespace netcert
