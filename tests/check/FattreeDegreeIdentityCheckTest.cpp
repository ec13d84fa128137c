// Tests for src/check/fattree_degree_identity_check.cpp: Eq. (23) recomputed over 4^j-scaled
// integers; a broken witness is rejected, only the canonical counterexample is confirmed.
#include <catch2/catch.hpp>

#include "check/fattree_degree_identity_check.hpp"

using namespace netcert;

TEST_CASE("fattree degree identity checker: terms of Eq. (23)", "[fattree][check]") {
  CheckedEq23 c = checked_eq23(6, 2);  // (4-1) 2^2 = 12 = 2^4 (1 - 1/4)
  CHECK(c.product == "12/1");
  CHECK(c.middle == "12/1");
  CHECK(c.ceiling == "12");
  CHECK(c.equal);
  c = checked_eq23(3, 2);  // (4-1) 2^-1 = 3/2, ceiling 2
  CHECK(c.product == "3/2");
  CHECK(c.ceiling == "2");
  CHECK_FALSE(c.equal);
  CHECK(checked_eq23(200, 100).equal);
  CHECK(checked_eq23(200, 100).ceiling == "1267650600228229401496703205375");  // 2^100 - 1
}

TEST_CASE("fattree degree identity checker: broken witness rejected, forged counterexamples rejected", "[fattree][check]") {
  std::string why;
  json good = {{"levels", json::array({{{"level", 1}, {"value", "8"}}, {{"level", 2}, {"value", "6"}}})}};
  CHECK(verify_degree_identity(5, "upper-half", good, why).verified());
  json broken = good;
  broken["levels"][1]["value"] = "7";
  CHECK_FALSE(verify_degree_identity(5, "upper-half", broken, why).verified());
  CHECK_THAT(why, Catch::Contains("value 6"));
  CHECK_FALSE(verify_degree_identity(5, "all", good, why).verified());  // 5 levels claimed
  broken = good;
  broken["extra"] = 1;
  CHECK_FALSE(verify_degree_identity(5, "upper-half", broken, why).verified());

  // The genuine refutation of levels=all at n = 5 is j = 3; a later level is not canonical.
  json cex = {{"level", 3}, {"product", "7/2"}, {"middle", "7/2"}, {"ceiling", "4"}};
  CHECK(recheck_degree_identity(5, "all", cex, why));
  json later = {{"level", 4}, {"product", "15/8"}, {"middle", "15/8"}, {"ceiling", "2"}};
  CHECK_FALSE(recheck_degree_identity(5, "all", later, why));
  CHECK_THAT(why, Catch::Contains("first failing"));
  json holding = {{"level", 2}, {"product", "6/1"}, {"middle", "6/1"}, {"ceiling", "6"}};
  CHECK_FALSE(recheck_degree_identity(5, "all", holding, why));
  json wrong_terms = cex;
  wrong_terms["middle"] = "4/1";
  CHECK_FALSE(recheck_degree_identity(5, "all", wrong_terms, why));
}
