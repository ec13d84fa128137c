// Tests for src/search/fabric_tswitch_counts.cpp: the connection counts by destination (a
// tree of next hops per host) equal the walk of every pair by source on real OpenSM tables,
// on one job and several; where a pair is not delivered the count by destination declines
// and the walk by source names the pair.
#include <catch2/catch.hpp>

#include "search/fabric_tswitch_counts.hpp"

#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> with_lfts(const std::string& dir, const std::string& lfts) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd", base + lfts));
}

// Every switch with its connected IB ports as positions (as the engine does on a fabric that is no k-ary n-tree).
std::vector<FabricTswitch> connected_positions(const Fabric& f, bool drop_first = false) {
  std::vector<FabricTswitch> sw(f.switches().size());
  for (uint32_t i = 0; i < sw.size(); ++i) {
    sw[i].node = f.switches()[i];
    FabricPort far;
    for (int p = 1; p <= f.node(sw[i].node).ports; ++p)
      if (f.peer({sw[i].node, p}, far)) sw[i].ports.push_back(p);
    if (drop_first && !sw[i].ports.empty()) sw[i].ports.erase(sw[i].ports.begin());
    sw[i].loads.assign(sw[i].ports.size() * sw[i].ports.size(), 0);
  }
  return sw;
}

RunContext with_jobs(int jobs) {
  RunContext ctx;
  ctx.jobs = jobs;
  return ctx;
}

}  // namespace

TEST_CASE("fabric tswitch counts: by destination equal the walk of every pair, on any job count", "[fabric]") {
  for (const char* dir : {"k4n3-ftree", "k4n3-updn", "k4n3-minhop", "k2n3-dfsssp", "torus4x3-dfsssp",
                          "torus5x5-minhop", "ring5-minhop", "ring5-lash"}) {
    auto r = fabric_fixture(dir);
    const auto sw = connected_positions(r->fabric);
    TswitchLoads by_source;
    REQUIRE(count_tswitch_connections_by_source(*r, sw, with_jobs(1), by_source) == "");
    uint64_t paths = 0;
    for (auto& l : by_source)
      for (uint64_t x : l) paths += x;
    CHECK(paths > r->fabric.hosts().size() * (r->fabric.hosts().size() - 1));  // every pair, one count per switch
    for (int jobs : {1, 2, 3}) {
      INFO(dir << ", jobs " << jobs);
      TswitchLoads by_destination;
      REQUIRE(count_tswitch_connections_by_destination(*r, sw, with_jobs(jobs), by_destination));
      CHECK(by_destination == by_source);
    }
  }
}

TEST_CASE("fabric tswitch counts: a pair not delivered, or a port outside the positions, is left to the walk",
          "[fabric]") {
  for (const char* lfts : {"broken/deadend.dump", "broken/loop.dump"}) {
    auto r = with_lfts("k4n2-ftree", lfts);
    const auto sw = connected_positions(r->fabric);
    TswitchLoads loads;
    INFO(lfts);
    CHECK_FALSE(count_tswitch_connections_by_destination(*r, sw, with_jobs(2), loads));
    CHECK_THAT(count_tswitch_connections_by_source(*r, sw, with_jobs(2), loads), Catch::Contains("is not delivered"));
  }
  auto r = fabric_fixture("k4n3-ftree");
  const auto narrow = connected_positions(r->fabric, true);  // each switch's first port is no position
  TswitchLoads loads;
  CHECK_FALSE(count_tswitch_connections_by_destination(*r, narrow, with_jobs(2), loads));
  CHECK_THAT(count_tswitch_connections_by_source(*r, narrow, with_jobs(1), loads), Catch::Contains("outside its positions"));
}
