// TwinPortPartitionCheckTest.cpp — the checker of table tswitch-port-partitions (seed 002, Props. 1.1–1.2):
// splits meeting Def. 1.7 satisfy both propositions; an unequal split or a port outside U is refused, named.
#include <catch2/catch.hpp>

#include "check/twin_port_partition_check.hpp"

using namespace netcert;

TEST_CASE("port partition check: Example 1.5's C^alpha = {0,1,2,3,8,9,12,13} of an 8x8 T-switch", "[tswitch][partition]") {
  CHECK_FALSE(check_port_partition(8, 2, {0, 1, 2, 3, 8, 9, 12, 13}));
  CHECK_FALSE(check_port_partition(2, 1, {0, 1}));  // all of B on alpha: p = 2, q = 0
}

TEST_CASE("port partition check: splits that break Def. 1.7 break Prop. 1.1", "[tswitch][partition]") {
  const auto unequal = check_port_partition(2, 1, {0, 1, 2});  // alpha carries 3 T-switch ports, beta 1
  REQUIRE(unequal);
  CHECK(unequal->find("Def. 1.7") != std::string::npos);
  CHECK(check_port_partition(2, 1, {0, 7}));  // port 7 is not a port of a 2x2 T-switch
  CHECK(check_port_partition(2, 0, {0, 1}));  // no joining port
}

TEST_CASE("port partition check: census over every split", "[tswitch][partition]") {
  const auto c = checked_partition_census(4);
  CHECK(c.splits == 256);
  CHECK(c.meeting_def == 70);
  CHECK(c.props_hold == 70);
  CHECK(c.unequal_where_prop11_fails == 256 - 70);
  CHECK_THROWS(checked_partition_census(9));
}
