// MinSelfRoutingCheckTest.cpp — the checker of table tswitch-min-self-routing (seed 002 A.4, Fig. 19):
// it confirms the printed example, and a forged tag, forged ports or a wrong pair are refused.
#include <catch2/catch.hpp>

#include "check/min_self_routing_check.hpp"

using namespace netcert;

TEST_CASE("min self-routing check: Fig. 19's 0010 -> 1010, tag 0101, ports 3,2,3,2 is the one path",
          "[tswitch][min]") {
  const auto paths = checked_min_paths(2, 4, 0b0010, 0b1010);
  REQUIRE(paths.size() == 1);
  CHECK(paths[0] == std::vector<int>{3, 2, 3, 2});
  CHECK_FALSE(check_min_routing_example(2, 4, 0b0010, 0b1010, "0101", {3, 2, 3, 2}));
  CHECK_FALSE(check_min_routing_example(2, 4, 0b0111, 0b1101, "1011", {3, 3, 2, 3}));
}

TEST_CASE("min self-routing check: forged tags, ports and pairs are refused", "[tswitch][min]") {
  // The destination itself as the tag (not its digits reversed).
  CHECK(check_min_routing_example(2, 4, 0b0010, 0b1010, "1010", {3, 2, 3, 2}));
  // The right tag with the ports of the other phase.
  CHECK(check_min_routing_example(2, 4, 0b0010, 0b1010, "0101", {2, 3, 2, 3}));
  // The printed tag and ports, but for another destination.
  CHECK(check_min_routing_example(2, 4, 0b0010, 0b1011, "0101", {3, 2, 3, 2}));
  // One entry per stage.
  CHECK(check_min_routing_example(2, 4, 0b0010, 0b1010, "101", {3, 2, 3}));
}

TEST_CASE("min self-routing check: every pair of the butterfly MIN has exactly one path (banyan)", "[tswitch][min]") {
  CHECK(checked_min_pairs_with_one_path(2, 4) == 256);
  CHECK(checked_min_pairs_with_one_path(3, 3) == 729);
  CHECK(checked_min_pairs_with_one_path(4, 2) == 256);
  CHECK_THROWS(checked_min_pairs_with_one_path(4, 7));  // 4^7 terminals: above the checker's limit
}
