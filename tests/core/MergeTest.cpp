// Tests of src/core/merge.cpp: shard reports merge into the unsharded result,
// and every way of handing merge the wrong files is refused with the file named.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/merge.hpp"
#include "core/runner.hpp"

using namespace netcert;

namespace {
CheckRequest request(const std::string& reading, std::optional<ShardSpec> shard) {
  CheckRequest req = make_check_request("oft.conflict_free", {"r=6", "reading=" + reading}, "exhaustive", "");
  req.shard = shard;
  return req;
}

std::vector<ShardReport> shards(const std::string& reading, int M) {
  std::vector<ShardReport> out;
  RunContext ctx;
  ctx.jobs = 2;
  for (int i = 1; i <= M; ++i) {
    CheckRequest req = request(reading, ShardSpec{i, M});
    out.push_back({"s" + std::to_string(i) + ".json", check_json("oft.conflict_free", run_check(req, ctx))});
  }
  return out;
}

Result unsharded(const std::string& reading) {
  RunContext ctx;
  return run_check(request(reading, std::nullopt), ctx).front();
}
}  // namespace

TEST_CASE("merge: shards of a holds and of a fails give the unsharded result", "[merge]") {
  for (const char* reading : {"per-processor", "shared"}) {
    Result full = unsharded(reading);
    MergedRun m = merge_shard_reports(shards(reading, 3));
    INFO(reading);
    REQUIRE(m.result.verdict == full.verdict);
    REQUIRE(m.result.counterexample == full.counterexample);
    REQUIRE(m.result.note == full.note);
    REQUIRE(m.result.shard.is_null());
    if (full.verdict == Verdict::Holds) REQUIRE(m.result.merged["slices_done"] == m.result.merged["slices"]);
    if (full.verdict == Verdict::Fails) REQUIRE(m.result.rechecked);
  }
}

TEST_CASE("merge: missing, duplicated and foreign shards are refused, naming them", "[merge]") {
  auto three = shards("per-processor", 3);
  auto missing = three;
  missing.pop_back();
  REQUIRE_THROWS_WITH(merge_shard_reports(missing), Catch::Contains("missing shard(s) 3 of 3"));
  auto twice = three;
  twice[2] = twice[1];
  twice[2].source = "again.json";
  REQUIRE_THROWS_WITH(merge_shard_reports(twice), Catch::Contains("again.json") && Catch::Contains("given twice"));
  auto foreign = three;
  foreign[1] = shards("shared", 3)[1];
  REQUIRE_THROWS_WITH(merge_shard_reports(foreign), Catch::Contains("s2.json") && Catch::Contains("params"));
  auto other_m = three;
  other_m[0] = shards("per-processor", 2)[0];
  REQUIRE_THROWS_AS(merge_shard_reports(other_m), InputError);
  auto old = three;
  old[0].report["netcert"] = "0.0.1";
  REQUIRE_THROWS_WITH(merge_shard_reports(old), Catch::Contains("s1.json"));
}

TEST_CASE("merge: a slice no shard finished makes the verdict unknown, never holds", "[merge]") {
  auto three = shards("per-processor", 3);
  auto& done = three[1].report["results"][0]["shard"]["done"];
  REQUIRE(!done.empty());
  done.erase(done.begin());  // shard 2 "did not finish" its first slice range
  MergedRun m = merge_shard_reports(three);
  REQUIRE(m.result.verdict == Verdict::Unknown);
  REQUIRE_THAT(m.result.note, Catch::Contains("did not finish"));
}

TEST_CASE("merge: shard files' counterexamples are not trusted, the engine rebuilds it", "[merge]") {
  Result full = unsharded("shared");
  REQUIRE(full.verdict == Verdict::Fails);
  auto three = shards("shared", 3);
  for (auto& s : three) {
    auto& r = s.report["results"][0];
    if (r["verdict"] == "fails") r["counterexample"] = json{{"kind", "collision"}, {"source", 0}};  // forged text
  }
  MergedRun m = merge_shard_reports(three);
  REQUIRE(m.result.verdict == Verdict::Fails);
  REQUIRE(m.result.counterexample == full.counterexample);  // from the journal's smallest failing index
  REQUIRE(m.result.rechecked);
}

TEST_CASE("merge: a forged failing index never turns into holds", "[merge]") {
  auto three = shards("per-processor", 3);
  three[0].report["results"][0]["shard"]["first_failure_index"] = 5;  // slot 5 does not fail
  MergedRun m = merge_shard_reports(three);
  REQUIRE(m.result.verdict == Verdict::Unknown);
}

TEST_CASE("merge: shard files claiming the engine never sliced cannot make it hold", "[merge]") {
  auto three = shards("per-processor", 3);
  for (auto& s : three) s.report["results"][0]["shard"] = json{{"sliced", false}, {"index", s.report["results"][0]["shard"]["index"]}, {"count", 3}};
  MergedRun m = merge_shard_reports(three);
  REQUIRE(m.result.verdict == Verdict::Unknown);
  REQUIRE_THAT(m.result.note, Catch::Contains("never ran this engine's sliced loop"));
}
