// butterfly_symbolic.hpp — Lemma 2 (the chip graph of M' is G_{n/2}) for a
// whole range of butterfly sizes in two QF_BV queries (the `symbolic` engine
// of butterfly.mprime_isomorphism).
//
// Symbolic: u (n = 2^u rows, lo <= u <= hi), two chips of M' as (stage s, any
// row i of the chip's 2x2 block) and a node (t, r) of G_{n/2}, all 64-bit
// vectors. Fixed: M' (chip (s, i) holds the lower halves of (s, i), (s, i^2^s)
// and the upper halves of (s+1, i), (s+1, i^2^s)), the map
// phi(chip (s, i)) = (s, i with bit s deleted), and G_{n/2}'s edges.
//   bijection: two chip names have one image iff they name one chip; every
//              image is a node of G_{n/2}; every node (t, r) of G_{n/2} is the
//              image of the chip (t, r with a 0 inserted at bit t) (an explicit
//              inverse, so onto needs no quantifier);
//   edges:     two chips hold the two halves of one node iff their images are
//              joined by an edge of G_{n/2}.
// Both unsat: phi is an isomorphism for every u in the range.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken queries (tests: each must turn sat).
enum class SymbolicMprimeMutant {
  None,
  DroppedBit,             // phi drops the top bit of the row: two chips share an image (bijection)
  CrossEdgeOneBitHigher,  // G_{n/2}'s cross edge joins r to r ^ 2^(t+1) (edges)
  UpperHalvesWrongBlock,  // a chip holds the upper halves of rows i, i ^ 2^(s+1) of stage s+1 (edges)
};

enum class MprimeQuery { Bijection, Edges };
const char* mprime_query_name(MprimeQuery q);

struct SymbolicMprimeRange {
  int lo = 1, hi = 63;
  SymbolicMprimeMutant mutant = SymbolicMprimeMutant::None;
};

// A model of a query: the size, the two chips (stage, a row of the block), the
// node of G_{n/2} (bijection only) and which part of the claim it breaks.
struct SymbolicMprimeModel {
  MprimeQuery query = MprimeQuery::Bijection;
  int u = 0;
  uint64_t s1 = 0, i1 = 0, s2 = 0, i2 = 0, t = 0, r = 0;
  std::string violation;
  json to_json() const;
};

using SymbolicMprimeQueryResult = SymbolicQueryResult<MprimeQuery>;
// Holds: both unsat (bijection, edges); Fails: `model`, the smallest u a sat query was narrowed to.
using SymbolicMprimeAnswer = SymbolicQuerySetAnswer<MprimeQuery, SymbolicMprimeModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_mprime_query(MprimeQuery q, const SymbolicMprimeRange& r, const std::string& status = "unsat");

// Solves both range queries; a sat one is narrowed to its smallest u (re-solved
// with u below the one found until unsat), and the smallest over both is the model.
SymbolicMprimeAnswer solve_symbolic_mprime(const SymbolicMprimeRange& r, const RunContext& ctx);

// The query's terms evaluated by z3 on constants at one size u (tests compare
// them with the per-size code: mapping_mprime, chip_graph, butterfly_graph).
struct MprimeImage {
  uint64_t stage = 0, row = 0;
};
class SymbolicMprimeTerms {
 public:
  explicit SymbolicMprimeTerms(int u);
  ~SymbolicMprimeTerms();
  MprimeImage image(uint64_t s, uint64_t i) const;
  bool same_chip(uint64_t s1, uint64_t i1, uint64_t s2, uint64_t i2) const;
  bool chips_adjacent(uint64_t s1, uint64_t i1, uint64_t s2, uint64_t i2) const;
  bool target_adjacent(uint64_t t1, uint64_t r1, uint64_t t2, uint64_t r2) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// What the engine proves (list --json, notes, docs).
const char* symbolic_mprime_symbolic();
const char* symbolic_mprime_fixed();

}  // namespace netcert
