// FattreeSec2ExampleCheckTest.cpp — the checker of tables fattree-leaf-sets and fattree-any-sigma (seed 000
// Sec. II–III): S(j,k) by leading bits, and the shift family of any sigma summing to ones; a list that is
// not a permutation, or a wrong set, is refused.
#include <catch2/catch.hpp>

#include "check/fattree_sec2_example_check.hpp"

using namespace netcert;

TEST_CASE("fattree sec2 check: Fig. 2's S(3,2) = {4,5}, S(2,1) = {4,5,6,7}", "[fattree][examples]") {
  CHECK(checked_leaf_set(4, 3, 2) == std::vector<int64_t>{4, 5});
  CHECK(checked_leaf_set(4, 3, 3) == std::vector<int64_t>{6, 7});
  CHECK(checked_leaf_set(4, 2, 1) == std::vector<int64_t>{4, 5, 6, 7});
  CHECK(checked_leaf_set(4, 0, 0).size() == 16);
  CHECK_THROWS(checked_leaf_set(4, 3, 8));
}

TEST_CASE("fattree sec2 check: Eq. (13) is Eq. (5) at level n - j', and neither is the low-bit reading",
          "[fattree][examples]") {
  for (int j = 0; j <= 5; ++j) {
    CHECK(checked_level_leaf_sets(5, j, LeafSetForm::Eq13Bits) == checked_level_leaf_sets(5, j, LeafSetForm::Eq5Bits));
    CHECK(checked_level_leaf_sets(5, j, LeafSetForm::Eq2Interval) == checked_level_leaf_sets(5, j, LeafSetForm::Eq5Bits));
  }
  // S(1,1) of a 4-leaf tree is {2,3}; a low-bit reading of k would give {1,3}.
  CHECK(checked_leaf_set(2, 1, 1) == std::vector<int64_t>{2, 3});
}

TEST_CASE("fattree sec2 check: every sigma's shift family sums to ones - a non-permutation does not",
          "[fattree][examples]") {
  CHECK(checked_shift_family_sums_to_ones({3, 1, 0, 2}));
  CHECK_FALSE(checked_shift_family_sums_to_ones({0, 0, 1, 2}));  // inputs 0 and 1 share an output in every slot
  CHECK_FALSE(checked_shift_family_sums_to_ones({0, 4, 1, 2}));  // an output outside Z_4
  CHECK(checked_any_sigma_count(1) == 2);
  CHECK(checked_any_sigma_count(2) == 24);
  CHECK(checked_any_sigma_count(3) == 40320);
  CHECK_THROWS(checked_any_sigma_count(4));
}
