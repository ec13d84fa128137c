// Named after src/check/fabric_check.cpp, the checker every case holds the engines to: the
// fabric.routes_complete and fabric.deadlock_free engines (src/search/fabric_routes.cpp,
// fabric_deadlock.cpp) run on real OpenSM tables (tests/data/fabric, made by make_fabric.sh with
// ibsim + OpenSM) and on broken ones (tests/data/fabric/broken), and the independent checker
// confirms every counterexample and every holds, and rejects edited evidence.
#include <catch2/catch.hpp>

#include "check/fabric_check.hpp"
#include "search/fabric_deadlock.hpp"
#include "search/fabric_routes.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> fixture(const std::string& dir, const std::string& lfts = "") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd",
                                               lfts.empty() ? base + dir + "/opensm-lfts.dump" : base + lfts));
}

const char* kReal[] = {"k4n2-ftree", "k4n2-updn", "k4n2-minhop", "k2n3-ftree", "k2n3-dfsssp"};

}  // namespace

TEST_CASE("fabric: OpenSM's real tables route every pair and are deadlock free, and the checker agrees", "[fabric]") {
  RunContext ctx;
  for (const char* dir : kReal) {
    INFO(dir);
    auto r = fixture(dir);
    Outcome routes = fabric_routes_exhaustive(*r, ctx);
    REQUIRE(routes.verdict == Verdict::Holds);
    std::string why;
    CHECK(fabric_verify_routes(routes.witness, why).verified());
    Outcome dl = fabric_deadlock_exhaustive(*r, ctx);
    REQUIRE(dl.verdict == Verdict::Holds);
    CHECK(fabric_verify_deadlock(dl.witness, why).verified());
  }
}

TEST_CASE("fabric: one edited LFT entry makes a loop, another a dead end, both confirmed", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome loop = fabric_routes_exhaustive(*fixture("k4n2-ftree", "broken/loop.dump"), ctx);
  REQUIRE(loop.verdict == Verdict::Fails);
  CHECK(loop.counterexample["end"] == "loop");
  CHECK(fabric_recheck_routes(loop.counterexample, why));
  Outcome dead = fabric_routes_exhaustive(*fixture("k4n2-ftree", "broken/deadend.dump"), ctx);
  REQUIRE(dead.verdict == Verdict::Fails);
  CHECK(dead.counterexample["end"] == "no table entry");
  CHECK(fabric_recheck_routes(dead.counterexample, why));
  // A loop is also a channel dependency cycle.
  Outcome dl = fabric_deadlock_exhaustive(*fixture("k4n2-ftree", "broken/loop.dump"), ctx);
  REQUIRE(dl.verdict == Verdict::Fails);
  CHECK(fabric_recheck_deadlock(dl.counterexample, why));
}

TEST_CASE("fabric: OpenSM minhop on a 5-switch ring deadlocks, and the cycle is confirmed by walking", "[fabric]") {
  RunContext ctx;
  std::string why;
  auto r = fixture("ring5-minhop");
  CHECK(fabric_routes_exhaustive(*r, ctx).verdict == Verdict::Holds);
  Outcome dl = fabric_deadlock_exhaustive(*r, ctx);
  REQUIRE(dl.verdict == Verdict::Fails);
  CHECK(dl.counterexample["cycle"].size() == 5);
  CHECK(fabric_recheck_deadlock(dl.counterexample, why));
}

namespace {

std::shared_ptr<const FabricRouting> laned_fixture(const std::string& dir, const std::string& sl2vl = "") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  FabricFiles files = read_fabric_files(base + dir + "/topology.ibnd", base + dir + "/opensm-lfts.dump");
  read_lane_files(files, sl2vl.empty() ? base + dir + "/opensm-sl2vl.dump" : base + sl2vl,
                  base + dir + "/path-sl.txt");
  return load_fabric_routing(std::move(files));
}

}  // namespace

TEST_CASE("fabric: lash on the ring and dfsssp on the torus are deadlock free on their virtual lanes", "[fabric]") {
  RunContext ctx;
  std::string why;
  for (const char* dir : {"ring5-lash", "torus4x3-dfsssp"}) {
    INFO(dir);
    Outcome one_lane = fabric_deadlock_exhaustive(*fixture(dir), ctx);
    CHECK(one_lane.verdict == Verdict::Fails);
    CHECK(one_lane.note.find("one virtual lane assumed") != std::string::npos);
    Outcome laned = fabric_deadlock_exhaustive(*laned_fixture(dir), ctx);
    REQUIRE(laned.verdict == Verdict::Holds);
    CHECK(laned.witness["lanes"].get<int>() >= 2);
    CHECK(fabric_verify_deadlock(laned.witness, why).verified());
    json fewer = laned.witness;  // the ranks of lane 0 only, claimed as one lane
    fewer["lanes"] = 1;
    json ranks = json::array();
    for (size_t i = 0; i < fewer["ranks"].size(); i += laned.witness["lanes"].get<size_t>())
      ranks.push_back(fewer["ranks"][i]);
    fewer["ranks"] = ranks;
    fewer["channels"] = ranks.size();
    CHECK_FALSE(fabric_verify_deadlock(fewer, why).verified());
  }
}

TEST_CASE("fabric: lanes merged into VL 0 deadlock again, and the checker confirms the cycle's lanes", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome dl = fabric_deadlock_exhaustive(*laned_fixture("ring5-lash", "broken/ring5-lash-merged-sl2vl.dump"), ctx);
  REQUIRE(dl.verdict == Verdict::Fails);
  for (auto& e : dl.counterexample["cycle"]) CHECK(e["vl"] == 0);
  CHECK(fabric_recheck_deadlock(dl.counterexample, why));
  json other = dl.counterexample;
  for (auto& e : other["cycle"]) e["vl"] = 1;
  CHECK_FALSE(fabric_recheck_deadlock(other, why));
  json missing = dl.counterexample;
  missing["cycle"][0].erase("vl");
  CHECK_FALSE(fabric_recheck_deadlock(missing, why));
  // minhop sends every path on SL 0: the ring's cycle stays, on VL 0.
  Outcome minhop = fabric_deadlock_exhaustive(*laned_fixture("ring5-minhop-lanes"), ctx);
  REQUIRE(minhop.verdict == Verdict::Fails);
  CHECK(fabric_recheck_deadlock(minhop.counterexample, why));
}

TEST_CASE("fabric: the checker rejects edited evidence", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome loop = fabric_routes_exhaustive(*fixture("k4n2-ftree", "broken/loop.dump"), ctx);
  json walk = loop.counterexample;
  walk["walk"][0]["port"] = walk["walk"][0]["port"].get<int>() + 1;
  CHECK_FALSE(fabric_recheck_routes(walk, why));
  json text = loop.counterexample;
  text["fabric"]["lfts"] = text["fabric"]["lfts"].get<std::string>() + "x";
  CHECK_FALSE(fabric_recheck_routes(text, why));
  CHECK(why.find("sha256") != std::string::npos);
  // A genuine pair of the real routing is delivered: not a counterexample.
  json delivered = loop.counterexample;
  delivered["fabric"] = fabric_blob(fixture("k4n2-ftree")->files);
  CHECK_FALSE(fabric_recheck_routes(delivered, why));
  Outcome dl = fabric_deadlock_exhaustive(*fixture("ring5-minhop"), ctx);
  json rotated = dl.counterexample;
  std::swap(rotated["cycle"][0], rotated["cycle"][1]);
  CHECK_FALSE(fabric_recheck_deadlock(rotated, why));
  Outcome ok = fabric_deadlock_exhaustive(*fixture("k2n3-ftree"), ctx);
  json ranks = ok.witness;
  ranks["ranks"][0] = ranks["ranks"][0].get<uint64_t>() + 1;
  CHECK_FALSE(fabric_verify_deadlock(ranks, why).verified());
}
