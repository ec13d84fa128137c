// Tests for src/search/fattree_degree_count.cpp: the level recursion agrees with the census
// engine's enumeration (N <= 8) and with the checker's half-tree enumeration (N <= 16).
#include <catch2/catch.hpp>

#include <stdexcept>

#include "check/fattree_degree_count_check.hpp"
#include "core/context.hpp"
#include "search/fattree_claims.hpp"
#include "search/fattree_degree_count.hpp"

using namespace netcert;

TEST_CASE("fattree degree count: the recursion equals the census enumeration (N <= 8)", "[fattree]") {
  RunContext ctx;
  for (int n = 1; n <= 3; ++n) {
    INFO("n = " << n);
    CHECK(fattree_degree_count(n) == BigInt(fattree_permutation_census(n, ctx).within_lemma1));
  }
}

TEST_CASE("fattree degree count: the recursion and the checker's half-trees agree (N <= 16)", "[fattree]") {
  for (int n = 1; n <= kMaxCheckedDegreeCountLevels; ++n) {
    INFO("n = " << n);
    CHECK(fattree_degree_count(n) == checked_degree_count(n));
  }
}

TEST_CASE("fattree degree count: a leaf keeps or sends, the root closes, sizes are refused", "[fattree]") {
  CHECK(fattree_degree_count_level(3, 3) == std::vector<BigInt>{1, 1});
  // Level 1 of N = 4 (degree 1): two leaves with e = 0 (2 ways: keep both, swap) or e = 1 (4 ways).
  CHECK(fattree_degree_count_level(2, 1) == std::vector<BigInt>{2, 4});
  CHECK(fattree_degree_count(2) == 2 * 2 + 4 * 4);
  CHECK(fattree_degree_count(kMaxDegreeCountLevels) > 0);
  CHECK_THROWS_AS(fattree_degree_count(kMaxDegreeCountLevels + 1), std::invalid_argument);
}
