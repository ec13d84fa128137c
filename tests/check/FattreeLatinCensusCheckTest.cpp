// Tests for src/check/fattree_latin_census_check.cpp: the ordered Latin squares of order 2 and 4,
// divided by N!, and the families meeting the Lemma 1 bound at every node.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "check/fattree_latin_census_check.hpp"

using namespace netcert;

TEST_CASE("fattree Latin census checker: 2 and 576 squares, 1 and 24 families, 1 and 12 meet the bound", "[fattree][check]") {
  CheckedLatinCensus one = checked_latin_census(1);
  CHECK(one.ordered_squares == 2);
  CHECK(one.families == 1);
  CHECK(one.meet_bound == 1);
  CheckedLatinCensus two = checked_latin_census(2);
  CHECK(two.ordered_squares == 576);  // the number of Latin squares of order 4
  CHECK(two.divisible);
  CHECK(two.families == 24);
  CHECK(two.within_bound == 12);
  CHECK(two.meet_bound == 12);
  CHECK_THROWS_AS(checked_latin_census(3), std::invalid_argument);
}
