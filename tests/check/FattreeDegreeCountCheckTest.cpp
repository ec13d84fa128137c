// Tests for src/check/fattree_degree_count_check.cpp: the half-tree enumeration against every
// permutation walked (N <= 8), and its N = 16 count.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "check/fattree_claims_check.hpp"
#include "check/fattree_degree_count_check.hpp"

using namespace netcert;

TEST_CASE("fattree degree count checker: half-trees give the walked counts 2, 20, 30528", "[fattree][check]") {
  for (int n = 1; n <= 3; ++n) {
    INFO("n = " << n);
    CHECK(checked_degree_count(n) == BigInt(checked_permutation_census(n).within_lemma1));
  }
  CHECK(checked_degree_count(2) == 20);  // 4 of the 24 permutations overload a level-1 group
}

TEST_CASE("fattree degree count checker: N = 16 and its limit", "[fattree][check]") {
  CHECK(checked_degree_count(4) == BigInt("6140767997952"));
  CHECK_THROWS_AS(checked_degree_count(5), std::invalid_argument);
  CHECK_THROWS_AS(checked_degree_count(0), std::invalid_argument);
}
