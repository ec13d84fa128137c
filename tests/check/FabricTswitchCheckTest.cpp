// Tests for the independent checker of fabric.tswitch_optimal
// (src/check/fabric_tswitch_check.cpp) and its engine
// (src/search/fabric_tswitch.cpp): genuine witnesses verify, every edited value
// is rejected, and on OpenSM's ftree tables of the 4-ary 3-tree the engine
// agrees with tswitch.optimal_config's exhaustive engine (DESTRO) stage by stage.
#include <catch2/catch.hpp>

#include "check/fabric_tswitch_check.hpp"
#include "search/fabric_tswitch.hpp"
#include "search/tswitch_optimal.hpp"

#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

TEST_CASE("fabric tswitch check: edited minima, minimiser sets, connections and stages are rejected", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome o = fabric_tswitch_exhaustive(*fabric_fixture("k4n2-ftree"), ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  REQUIRE(fabric_verify_tswitch(o.witness, why).verified());
  json& first = o.witness["switches"][0];
  json min = o.witness;
  min["switches"][0]["min_use"] = first["min_use"].get<uint64_t>() + 1;
  CHECK_FALSE(fabric_verify_tswitch(min, why).verified());
  json dropped = o.witness;  // one optimal configuration left out
  dropped["switches"][0]["minimisers"].erase(0);
  CHECK_FALSE(fabric_verify_tswitch(dropped, why).verified());
  json added = o.witness;  // a non-optimal configuration claimed optimal
  added["switches"][0]["minimisers"].push_back(uint64_t{0x0f} ^ 0xff);
  CHECK_FALSE(fabric_verify_tswitch(added, why).verified());
  json count = o.witness;
  count["switches"][1]["connections"][0][2] = count["switches"][1]["connections"][0][2].get<uint64_t>() + 1;
  CHECK_FALSE(fabric_verify_tswitch(count, why).verified());
  json stage = o.witness;
  stage["switches"][2]["stage"] = stage["switches"][2]["stage"].get<int>() + 1;
  CHECK_FALSE(fabric_verify_tswitch(stage, why).verified());
  json ports = o.witness;
  std::swap(ports["switches"][3]["ports"][0], ports["switches"][3]["ports"][1]);
  CHECK_FALSE(fabric_verify_tswitch(ports, why).verified());
  json gone = o.witness;
  gone["switches"].erase(0);
  CHECK_FALSE(fabric_verify_tswitch(gone, why).verified());
}

TEST_CASE("fabric tswitch check: ftree's witness moved onto updn's tables of the same tree is rejected", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome o = fabric_tswitch_exhaustive(*fabric_fixture("k4n3-ftree"), ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  json moved = o.witness;
  moved["fabric"] = fabric_blob(fabric_fixture("k4n3-updn")->files);
  CHECK_FALSE(fabric_verify_tswitch(moved, why).verified());
  Outcome updn = fabric_tswitch_exhaustive(*fabric_fixture("k4n3-updn"), ctx);
  REQUIRE(updn.verdict == Verdict::Holds);
  CHECK(fabric_verify_tswitch(updn.witness, why).verified());
}

TEST_CASE("fabric tswitch: a fabric that is no k-ary n-tree is tabled per switch on its IB ports", "[fabric]") {
  RunContext ctx;
  std::string why;
  FabricTswitchRun run = fabric_tswitch_run(*fabric_fixture("ring5-minhop"), ctx);
  REQUIRE(run.outcome.verdict == Verdict::Holds);
  CHECK(run.k == 0);
  CHECK(run.outcome.witness["isomorphism"].is_null());
  CHECK(fabric_verify_tswitch(run.outcome.witness, why).verified());
}

TEST_CASE("fabric tswitch: ftree on the 4-ary 3-tree agrees with tswitch.optimal_config's exhaustive engine",
          "[fabric]") {
  RunContext ctx;
  FabricTswitchRun run = fabric_tswitch_run(*fabric_fixture("k4n3-ftree"), ctx);
  REQUIRE(run.outcome.verdict == Verdict::Holds);
  REQUIRE((run.k == 4 && run.n == 3));
  OptimalRun destro = optimal_exhaustive_run(4, 3, Connections::All, ctx);
  REQUIRE(destro.stages.size() == 3);
  for (auto& sw : run.switches) {
    const StageResult& st = destro.stages.at(static_cast<size_t>(sw.stage));
    CHECK(sw.min_use == st.min_use);
    CHECK(std::to_string(sw.minimisers.size()) == st.minimisers);
  }
  CHECK(destro.stages[0].min_use == 128);
  CHECK(destro.stages[2].minimisers == "2");
}
