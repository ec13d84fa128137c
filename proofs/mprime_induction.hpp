// mprime_induction.hpp — butterfly.mprime_isomorphism for every u >= 1 by induction
// on u (seed 001, Lemma 2 with Fig. 3's M'), through the butterfly's recursive
// structure: the rows of G_{2n} with low bit b, stages 1.., form a copy of G_n (rows
// i = 2i' + b), and bit operations at a symbolic position are defined by their
// recursion over the low bit. Base: u = 1; step: the claim at u implies it at u + 1,
// u an unbounded integer (QF_UFLIA). The schema and what it trusts: docs/symbolic.md.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "proofs/induction_proof.hpp"

namespace netcert {

// Deliberately broken recursions (tests: the step must turn sat).
enum class MprimeInductionMutant {
  None,
  CrossEdgeSkipsLowBit,  // flip(2q + c, s) = 2 flip(q, s) + c for s >= 1: the flipped bit one place higher
};

constexpr int kMprimeInductionBase = 1;

// The base and step queries as portable SMT-LIB 2.6 with :status `status`.
std::vector<InductionQuery> mprime_induction_queries(MprimeInductionMutant m = MprimeInductionMutant::None,
                                                     const std::string& status = "unsat");

// flip(x, k), del(x, k) or ins(x, k) as the queries define them (their recursion over
// the low bit, solved by Z3): tests compare them with the bit operations.
enum class MprimeBitOp { Flip, Delete, Insert };
uint64_t mprime_bitop_value(MprimeBitOp op, uint64_t x, int k);

const char* mprime_induction_symbolic();
const char* mprime_induction_fixed();

}  // namespace netcert
