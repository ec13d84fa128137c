// FabricLanesReadTest.cpp — tests for src/check/fabric_lanes_read.cpp: the
// checker files each row of OpenSM's SL2VL dump under its own (in, out) port
// pair. OpenSM's tables give every pair of a switch the same VLs, so one row of
// the real ring5-lash dump is given other VLs to tell the two orders apart.
#include <catch2/catch.hpp>

#include <array>
#include <string>

#include "check/fabric_lanes_read.hpp"
#include "check/fabric_read.hpp"
#include "net/fabric_files.hpp"

using namespace netcert;

TEST_CASE("fabric lanes: an SL2VL row is filed under its in port and then its out port", "[fabric][lanes]") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/ring5-lash";
  FabricFiles files = read_fabric_files(base + "/topology.ibnd", base + "/opensm-lfts.dump");
  read_lane_files(files, base + "/opensm-sl2vl.dump", base + "/path-sl.txt");
  CheckedFabric cf;
  std::string why;
  REQUIRE(load_checked_fabric(fabric_blob(files), cf, why));
  REQUIRE(cf.has_lanes);
  // Switch S0 (GUID 0x200000) comes first in the dump; its row "1 2" (in port 1, out port 2) gets VL 7 for every SL.
  std::string sl2vl = cf.sl2vl;
  const std::string row = "\n1   2   : 0  1  2  3  4  5  6  7  0  1  2  3  4  5  6  7 ";
  const size_t at = sl2vl.find(row);
  REQUIRE(at != std::string::npos);
  REQUIRE(sl2vl.find("\"S0\"") < at);
  sl2vl.replace(at, row.size(), "\n1   2   : 7  7  7  7  7  7  7  7  7  7  7  7  7  7  7  7 ");
  CheckedLanes lanes;
  REQUIRE(load_checked_lanes(cf, sl2vl, cf.path_sl, lanes, why));
  const uint32_t s0 = cf.fabric.node_by_guid(0x200000);
  REQUIRE(lanes.sl2vl.count(s0) == 1);
  const std::array<int, 16> sevens{7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7},
      printed{0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7};
  CHECK(lanes.sl2vl.at(s0).at({1, 2}) == sevens);
  CHECK(lanes.sl2vl.at(s0).at({2, 1}) == printed);
}
