// Tests for src/check/fattree_claims_check.cpp: the re-checks accept only the canonical
// counterexample that the definitions produce, and the verifiers reject broken witnesses.
#include <catch2/catch.hpp>

#include "check/fattree_claims_check.hpp"

using namespace netcert;

TEST_CASE("fattree claims checker: Eq. (22) equality recounted for pi_i, first rotator defect", "[fattree][check]") {
  for (int n = 1; n <= 8; ++n) CHECK_FALSE(first_load_equality_defect(n, checked_family_member(n, "bitreverse")));
  // rotator slot 1 at n = 4: x -> x+1 leaves S(1,0) only at x = 7, one path instead of 4.
  auto d = first_load_equality_defect(4, checked_family_member(4, "rotator"));
  REQUIRE(d);
  CHECK(*d == json{{"slot", 1}, {"node", {1, 0}}, {"link", "up"}, {"load", 1}, {"expected", 4}});
  std::string why;
  CHECK(recheck_load_equality(4, "rotator", *d, why));
  json later = *d;
  later["slot"] = 2;  // a real defect too, but not the first: not canonical
  CHECK_FALSE(recheck_load_equality(4, "rotator", later, why));
  CHECK_FALSE(recheck_load_equality(4, "bitreverse", *d, why));  // pi_i has no defect at all
}

TEST_CASE("fattree claims checker: load_equality witnesses are read completely", "[fattree][check]") {
  std::string why;
  json good = {{"base", "rev_n(x)"}, {"slots", 16}, {"levels", json::array({{{"level", 1}, {"load", 4}}, {{"level", 2}, {"load", 3}}})}};
  CHECK(verify_load_equality(4, "bitreverse", good, why).verified());
  CHECK_FALSE(verify_load_equality(4, "rotator", good, why).verified());
  json rotator = good;
  rotator["base"] = "x";  // names the rotator's base: the recount still finds its defect
  CHECK_FALSE(verify_load_equality(4, "rotator", rotator, why).verified());
  CHECK_THAT(why, Catch::Contains("recount finds"));
  json bad = good;
  bad["levels"][1]["load"] = 2;
  CHECK_FALSE(verify_load_equality(4, "bitreverse", bad, why).verified());
  bad = good;
  bad["extra"] = 1;
  CHECK_FALSE(verify_load_equality(4, "bitreverse", bad, why).verified());
}

TEST_CASE("fattree claims checker: the named element, Eq. (12) at slot N and Eq. (18)", "[fattree][check]") {
  // n = 4, j = 2, k = 1 (k' = rev_2(1) = 2), l = 3, slot N = 16: binary (I_2(l) I_1(l) I_1(k) I_2(k)) = 1110 = 14.
  CHECK(paper_named_element(4, 2, 1, 3, 16) == 14);
  // slot 3: alpha = (2 + 3) mod 4 = 1 -> 1101 = 13
  CHECK(paper_named_element(4, 2, 1, 3, 3) == 13);
  for (int n = 1; n <= 7; ++n) CHECK_FALSE(first_ump_element_defect(n, checked_family_member(n, "bitreverse")));
  auto d = first_ump_element_defect(3, checked_family_member(3, "tdm"));
  REQUIRE(d);
  std::string why;
  CHECK(recheck_ump_element(3, "tdm", *d, why));
  json moved = *d;
  moved["predicted"] = moved["image"];  // claims the image is not the named one, while equal
  CHECK_FALSE(recheck_ump_element(3, "tdm", moved, why));
  json w = {{"base", "rev_n(x)"}, {"slots", 8}, {"levels", 4}, {"element", "l*2^j + ((rev_j(k) + i) mod 2^j)"}};
  CHECK(verify_ump_element(3, "bitreverse", w, why).verified());
  CHECK_FALSE(verify_ump_element(3, "tdm", w, why).verified());
  w["levels"] = 3;
  CHECK_FALSE(verify_ump_element(3, "bitreverse", w, why).verified());
}

TEST_CASE("fattree claims checker: level-1 counts by masks, Vandermonde and factorials", "[fattree][check]") {
  CHECK(level1_count_checked(3, "splits") == 6);
  CHECK(level1_count_checked(5, "splits") == 12870);        // masks
  CHECK(level1_count_checked(6, "splits") == BigInt("601080390"));  // Vandermonde, C(32,16)
  CHECK(level1_formula_checked(6) == BigInt("601080390"));
  CHECK(level1_count_checked(4, "permutations") == 40320);
  std::string why;
  CHECK(recheck_level1_patterns(3, "permutations", {{"counted", "permutations"}, {"count", "24"}, {"formula", "6"}}, why));
  CHECK_FALSE(recheck_level1_patterns(3, "splits", {{"counted", "splits"}, {"count", "7"}, {"formula", "6"}}, why));
  CHECK(verify_level1_patterns(6, "splits", {{"counted", "splits"}, {"count", "601080390"}, {"method", "dp"}}, why).verified());
  CHECK_FALSE(verify_level1_patterns(6, "splits", {{"counted", "splits"}, {"count", "601080390"}, {"method", "enumeration"}}, why).verified());
  CHECK_FALSE(verify_level1_patterns(3, "permutations", {{"counted", "permutations"}, {"count", "24"}, {"method", "enumeration"}}, why).verified());
}
