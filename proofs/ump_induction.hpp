// ump_induction.hpp — fattree.ump for every n >= 1 by induction on n (seed 000,
// Lemma 4 with Def. 3 at every level): the slot family sigma_i(x) = (g_n(x) + i) mod 2^n
// with g_n given by its recursion over x = 2x' + b (bitreverse: g_{n+1}(2x'+b) =
// b 2^n + g_n(x')). Base: the claim at n = 1; step: the claim at n implies it at n + 1,
// n an unbounded integer (QF_UFLIA). The schema and what it trusts: docs/symbolic.md.
#pragma once
#include <string>
#include <vector>

#include "proofs/induction_proof.hpp"

namespace netcert {

// g's recursion. Identity is the rotator's g (g_{n+1}(2x'+b) = 2 g_n(x') + b): a
// genuine family whose claim fails at n = 2, so its step must come back sat.
// LowBitLost is a wrong recursion (g_{n+1}(2x'+b) = g_n(x'): two inputs share an image),
// for tests only.
enum class UmpRecursion { BitReverse, Identity, LowBitLost };

// The first size the induction starts from (the base case).
constexpr int kUmpInductionBase = 1;

// The base and step queries as portable SMT-LIB 2.6 with :status `status`.
std::vector<InductionQuery> ump_induction_queries(UmpRecursion r, const std::string& status = "unsat");

// g_n(x) as the queries define it (g_0(0) = 0 and the recursion's instances along x's
// bits, solved by Z3): tests compare it with the family's own code.
uint64_t ump_recursion_value(UmpRecursion r, int n, uint64_t x);

// What the queries quantify over and what they fix (list --json, the notes).
const char* ump_induction_symbolic();
const char* ump_induction_fixed();

}  // namespace netcert
