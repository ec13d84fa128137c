// Tests for proofs/fattree_symbolic.cpp: the range query's sigma equals the
// per-size family code (z3 evaluates the query's term on constants), the
// bitreverse range query is unsat, rotator and tdm are sat at their smallest
// failing size, and broken variants of the query turn sat.
#include <catch2/catch.hpp>

#include "net/bvn_families.hpp"
#include "proofs/fattree_symbolic.hpp"
#include "proofs/smt.hpp"

using namespace netcert;

TEST_CASE("symbolic UMP: the query's sigma is family_member for n <= 10", "[fattree][symbolic]") {
  for (FamilyKind kind : {FamilyKind::BitReverse, FamilyKind::Rotator, FamilyKind::Tdm})
    for (int n = 1; n <= 10; ++n) {
      const uint64_t N = 1ULL << n;
      // every slot and input for n <= 4, a spread of slots above (z3 evaluation costs ~1 ms a term)
      const uint64_t step = n <= 4 ? 1 : N / 8 + 1;
      for (uint64_t i = 1; i <= N; i += step) {
        const Permutation p = family_member(kind, n, i);
        for (uint64_t x = 0; x < N; x += (n <= 4 ? 1 : N / 16 + 1)) {
          INFO(family_name(kind) << " n=" << n << " i=" << i << " x=" << x);
          REQUIRE(symbolic_family_value(kind, n, i % N, x) == p[x]);
        }
      }
    }
}

TEST_CASE("symbolic UMP: bitreverse holds for every n in 1..63, rotator and tdm fail at a small n",
          "[fattree][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  SymbolicUmpAnswer br = solve_symbolic_ump({FamilyKind::BitReverse, 1, 63}, ctx);
  REQUIRE(br.verdict == Verdict::Holds);
  for (FamilyKind kind : {FamilyKind::Rotator, FamilyKind::Tdm}) {
    SymbolicUmpAnswer a = solve_symbolic_ump({kind, 1, 63}, ctx);
    REQUIRE(a.verdict == Verdict::Fails);
    CHECK(a.model.n == 2);  // n = 1 has no level 1..n-1; both fail already at N = 4
    CHECK(a.model.x < a.model.y);
  }
}

TEST_CASE("symbolic UMP: broken queries turn sat", "[fattree][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  for (SymbolicUmpMutant m : {SymbolicUmpMutant::NotPermutation, SymbolicUmpMutant::WeakCell}) {
    SymbolicUmpAnswer a = solve_symbolic_ump({FamilyKind::BitReverse, 1, 63, m}, ctx);
    CHECK(a.verdict == Verdict::Fails);
  }
}

TEST_CASE("symbolic UMP: the exported query is portable with its :status", "[fattree][symbolic]") {
  const std::string q = symbolic_ump_query({FamilyKind::BitReverse, 1, 63});
  CHECK(q.find("(set-logic QF_BV)") != std::string::npos);
  CHECK(q.find("(set-info :status unsat)") != std::string::npos);
  CHECK(nonportable_construct(q).empty());
}
