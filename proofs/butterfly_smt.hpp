// butterfly_smt.hpp — Z3 encodings for seed 001 (butterfly chip mapping).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "net/simple_graph.hpp"
#include "proofs/smt.hpp"

namespace netcert {

// "An isomorphism from `graph` onto G_{2^k} exists": phi(c) = (stage, row) as
// bit-vectors, pairwise distinct, every edge onto an edge of G_{2^k}, and the
// edge counts equal (so edges also cover). SAT: phi is read from the model.
// UNSAT: no isomorphism exists (unnamed assertions, so the exported query re-solves alone).
struct SmtIsomorphism {
  SmtAnswer answer;
  std::vector<uint32_t> phi;  // chip -> node id s*2^k + row, when SAT
};
// solve = false: only answer.smt2 is filled (verify-cert regenerates the stored text).
SmtIsomorphism smt_butterfly_isomorphism(const SimpleGraph& graph, int k, const RunContext& ctx,
                                         const std::string& query_name, bool keep_smt2, bool solve = true);

// Lemma 1's halving step from the closed forms, for all integers n >= 1, u >= 1
// (n = 2^u is not needed): the negation of 2 chip(M') <= chip(M) and
// 2 link(M') <= link(M) is asserted; UNSAT proves both.
SmtAnswer smt_halving_inequalities(const RunContext& ctx, bool keep_smt2);

// butterfly.chip_counts at one u: the figures counted on the constructed M and
// M' are fixed constants; the query asserts u = U, n = 2^U and the negation of
// "chip(M) = n(u+1), link(M) = 2nu, 2 chip(M') = nu, link(M') = n(u-1), every
// M' chip has exactly 4 external links, 2 chip(M') <= chip(M), 2 link(M') <=
// link(M)". UNSAT proves Lemma 1 for these counts. With solve = false only the
// text is built (verify-cert regenerates it from the checker's own counts).
struct CountedFigures {
  uint64_t chips = 0, links = 0, min_pins = 0, max_pins = 0;
};
SmtAnswer smt_chip_counts(int u, const CountedFigures& m, const CountedFigures& mprime, const RunContext& ctx,
                          bool solve);
std::string chip_counts_query_name(int u);

}  // namespace netcert
