// Named after the checker, as FabricTswitchCheckTest is: the search's count vectors are tested
// with the check that must accept them and reject their edits.
// Tests for fabric.tswitch_optimal's count-vector search (src/search/tswitch_blocks.cpp)
// and its independent check (src/check/fabric_tswitch_blocks_check.cpp): on every
// switch of every committed real OpenSM fabric (up to 16 positions, where both run)
// the count vectors give the exhaustive enumeration's minimum, the same number of
// minimisers and the same minimiser set, and the checker accepts them; edited
// classes, minima, count vectors and counts are rejected.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "check/fabric_tswitch_blocks_check.hpp"
#include "search/fabric_tswitch.hpp"
#include "search/tswitch_blocks.hpp"

#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

namespace {

// The count vector a position mask falls in.
TswitchCountVector count_vector_of(const TswitchBlockClasses& classes, uint64_t mask) {
  TswitchCountVector v;
  for (auto& c : classes) {
    v.push_back(std::vector<uint64_t>(size_t{1} << c[0].size(), 0));
    for (auto& block : c) {
      size_t state = 0;
      for (size_t r = 0; r < block.size(); ++r) state |= ((mask >> block[r]) & 1) << r;
      ++v.back()[state];
    }
  }
  return v;
}

json block_entry(const TswitchBlockOptimum& b) {
  return json{{"min_use", b.min_use},
              {"classes", b.classes},
              {"optimal_counts", b.optimal_counts},
              {"minimiser_count", b.minimiser_count}};
}

}  // namespace

TEST_CASE("fabric tswitch blocks: equal to the exhaustive enumeration on every real fabric up to 16 positions",
          "[fabric]") {
  RunContext ctx;
  size_t solved = 0, switches = 0;
  for (const char* dir : {"k4n2-ftree", "k4n2-updn", "k4n2-minhop", "k2n3-ftree", "k2n3-dfsssp", "k4n3-ftree",
                          "k4n3-updn", "k4n3-minhop", "ring5-minhop", "ring5-updn", "torus5x5-minhop",
                          "torus5x5-dfsssp"}) {
    FabricTswitchRun run = fabric_tswitch_run(*fabric_fixture(dir), ctx);
    REQUIRE(run.outcome.verdict == Verdict::Holds);
    for (auto& sw : run.switches) {
      INFO(dir << " switch " << sw.node);
      REQUIRE_FALSE(sw.by_blocks);
      const size_t P = sw.ports.size();
      const TswitchBlockOptimum b = tswitch_block_optimum(P, sw.loads);
      ++switches;
      if (!b.unsolved.empty()) continue;
      ++solved;
      CHECK(b.min_use == sw.min_use);
      CHECK(b.minimiser_count == std::to_string(sw.minimisers.size()));
      for (uint64_t m : sw.minimisers)  // with equal counts: the same set of minimisers
        CHECK(std::binary_search(b.optimal_counts.begin(), b.optimal_counts.end(), count_vector_of(b.classes, m)));
      std::string why;
      CHECK(verify_tswitch_blocks(sw.loads, P, block_entry(b), why));
    }
  }
  CHECK(solved == switches);  // every real fabric here has regular enough traffic
}

TEST_CASE("fabric tswitch blocks check: edited classes, minima, count vectors and counts are rejected", "[fabric]") {
  RunContext ctx;
  FabricTswitchRun run = fabric_tswitch_run(*fabric_fixture("k4n3-updn"), ctx);
  REQUIRE(run.outcome.verdict == Verdict::Holds);
  const FabricTswitch& sw = run.switches.front();
  const size_t P = sw.ports.size();
  const TswitchBlockOptimum b = tswitch_block_optimum(P, sw.loads);
  REQUIRE(b.unsolved.empty());
  std::string why;
  const json good = block_entry(b);
  REQUIRE(verify_tswitch_blocks(sw.loads, P, good, why));
  json merged = good;  // every position in one class of singletons: not interchangeable
  json all = json::array();
  for (size_t x = 0; x < P; ++x) all.push_back(json::array({x}));
  merged["classes"] = json::array({all});
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, merged, why));
  CHECK(why.find("not interchangeable") != std::string::npos);
  json lower = good;
  lower["min_use"] = b.min_use - 1;
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, lower, why));
  json fewer = good;
  fewer["optimal_counts"].erase(0);
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, fewer, why));
  json count = good;
  count["minimiser_count"] = std::to_string(std::stoull(b.minimiser_count) + 1);
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, count, why));
  json twice = good;  // a position listed twice
  twice["classes"][0][0][0] = twice["classes"].back().back().back();
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, twice, why));
  json shape = good;
  shape["classes"] = "none";
  CHECK_FALSE(verify_tswitch_blocks(sw.loads, P, shape, why));
}

TEST_CASE("fabric tswitch blocks: a 64-position switch with irregular traffic is left unsolved, never guessed",
          "[fabric]") {
  const size_t P = 64;
  std::vector<uint64_t> loads(P * P, 0);
  std::mt19937_64 random(2026);  // fixed seed: no two positions alike, no heaviest partners
  for (size_t a = 0; a < P; ++a)
    for (size_t b = 0; b < P; ++b)
      if (a != b) loads[a * P + b] = random() % 1000;
  const TswitchBlockOptimum b = tswitch_block_optimum(P, loads);
  CHECK_FALSE(b.unsolved.empty());
}
