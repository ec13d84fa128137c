// Tests for the T-switch engine on real fabrics (src/search/fabric_tswitch.cpp):
// its connection counts are split over the cores, so one job and several must give
// the same switches, and a route that is not delivered the same message.
#include <catch2/catch.hpp>

#include "search/fabric_tswitch.hpp"

#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

namespace {
std::shared_ptr<const FabricRouting> with_lfts(const std::string& dir, const std::string& lfts) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd", base + lfts));
}
}  // namespace

TEST_CASE("fabric tswitch engine: one job and three count the same connections", "[fabric]") {
  for (const char* dir : {"k4n3-ftree", "k4n3-updn", "torus4x3-dfsssp"}) {
    RunContext one, three;
    one.jobs = 1;
    three.jobs = 3;
    Outcome a = fabric_tswitch_exhaustive(*fabric_fixture(dir), one);
    Outcome b = fabric_tswitch_exhaustive(*fabric_fixture(dir), three);
    INFO(dir << ": " << a.note);
    CHECK(a.verdict == b.verdict);
    CHECK(a.witness == b.witness);
    CHECK(a.note == b.note);
  }
}

TEST_CASE("fabric tswitch engine: an undelivered route stops it with the first source's message on any job count",
          "[fabric]") {
  std::string first;
  for (int jobs : {1, 2, 4}) {
    RunContext ctx;
    ctx.jobs = jobs;
    Outcome o = fabric_tswitch_exhaustive(*with_lfts("k4n2-ftree", "broken/deadend.dump"), ctx);
    REQUIRE(o.verdict == Verdict::Unknown);
    CHECK(o.note.find("is not delivered") != std::string::npos);
    if (first.empty()) first = o.note;
    CHECK(o.note == first);
  }
}
