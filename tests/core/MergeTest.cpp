// Tests of src/core/merge.cpp: shard reports merge into the unsharded result,
// and every way of handing merge the wrong files is refused with the file named.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
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

TEST_CASE("merge: a forged failing index is refused, naming the file and JSON path", "[merge]") {
  auto three = shards("per-processor", 3);
  three[0].report["results"][0]["shard"]["first_failure_index"] = 5;  // slot 5 does not fail
  REQUIRE_THROWS_WITH(merge_shard_reports(three),
                      Catch::Contains("s1.json: results[0].shard.first_failure_index: 5 is not an index that fails"));
}

TEST_CASE("merge: shard files claiming the engine never sliced cannot make it hold", "[merge]") {
  auto three = shards("per-processor", 3);
  for (auto& s : three) s.report["results"][0]["shard"] = json{{"sliced", false}, {"index", s.report["results"][0]["shard"]["index"]}, {"count", 3}, {"commit", s.report["results"][0]["shard"]["commit"]}};
  REQUIRE_THROWS_WITH(merge_shard_reports(three), Catch::Contains("s1.json: results[0].shard.sliced: false, but this engine runs a sliced loop"));
}

namespace {
// Every shard of a refuted run edited to say each of its slices passed (holds, no failure).
std::vector<ShardReport> forged_all_pass(std::vector<ShardReport> parts) {
  for (auto& s : parts) {
    json& r = s.report["results"][0];
    const int64_t index = r["shard"]["index"], count = r["shard"]["count"], slices = r["shard"]["slices"];
    r["verdict"] = "holds";
    r["shard"]["done"] = json::array();
    for (int64_t slice = index - 1; slice < slices; slice += count) r["shard"]["done"].push_back({slice, slice + 1});
    r["shard"]["first_failure_index"] = nullptr;
  }
  return parts;
}
}  // namespace

TEST_CASE("merge: shards forged to say every slice passed never make a refuted claim hold", "[merge]") {
  REQUIRE(unsharded("shared").verdict == Verdict::Fails);
  MergedRun m = merge_shard_reports(forged_all_pass(shards("shared", 3)));
  REQUIRE(m.result.verdict == Verdict::Unknown);
  REQUIRE_THAT(m.result.note, Catch::Contains("shard reports s1.json, s2.json, s3.json give holds, but the independent "
                                              "verifier does not re-establish it"));
  auto alone = shards("shared", 2);  // one shard relabelled 1/1 and merged alone
  alone.pop_back();
  alone[0].report["results"][0]["shard"]["count"] = 1;
  alone = forged_all_pass(alone);
  REQUIRE(merge_shard_reports(alone).result.verdict == Verdict::Unknown);
  auto relabelled = forged_all_pass(shards("per-processor", 2));  // a holding run's shards given the refuted params
  for (auto& s : relabelled) s.report["results"][0]["params"]["reading"] = "shared";
  REQUIRE(merge_shard_reports(relabelled).result.verdict == Verdict::Unknown);
}

TEST_CASE("merge: a genuine merged holds is re-established by the independent verifier", "[merge]") {
  MergedRun m = merge_shard_reports(shards("per-processor", 3));
  REQUIRE(m.result.verdict == Verdict::Holds);
  REQUIRE(m.result.merged["reestablished"].value("verified", false));
  REQUIRE_THAT(m.result.merged["reestablished"].value("why", std::string()), Catch::StartsWith("VERIFIED"));
}

TEST_CASE("merge: a shard claiming slices of another shard is refused", "[merge]") {
  auto two = shards("per-processor", 2);
  two[0].report["results"][0]["shard"]["done"].push_back({1, 2});  // slice 1 is shard 2/2's
  REQUIRE_THROWS_WITH(merge_shard_reports(two), Catch::Contains("s1.json: results[0].shard.done: slice 1 is not one of shard 1/2's"));
}

TEST_CASE("merge: shards of another build are refused, naming the file and JSON path", "[merge]") {
  auto two = shards("per-processor", 2);
  for (auto& s : two) s.report["results"][0]["shard"]["commit"] = "0123456789ab";
  REQUIRE_THROWS_WITH(merge_shard_reports(two), Catch::Contains("s1.json: results[0].shard.commit: written by build 0123456789ab"));
}

TEST_CASE("merge: a wrong type in a shard report is an input error naming the file and JSON path", "[merge]") {
  const std::vector<std::pair<std::string, std::string>> edits{
      {"/netcert", "netcert"},         {"/property", "property"},
      {"/results/0/engine", "results[0].engine"}, {"/results/0/seconds", "results[0].seconds"},
      {"/results/0/note", "results[0].note"},     {"/results/0/verdict", "results[0].verdict"},
      {"/results/0/shard/commit", "results[0].shard.commit"}, {"/results/0/params/r", "results[0].params.r"},
      {"/results/0/shard/first_failure_index", "results[0].shard.first_failure_index"}};
  for (auto& [pointer, path] : edits) {
    for (const json& bad : {json("x"), json(1), json::array()}) {
      auto two = shards("per-processor", 2);
      json& target = two[1].report[json::json_pointer(pointer)];
      if (target.type() == bad.type() || (target.is_number() && bad.is_number())) continue;
      target = bad;
      INFO(pointer << " = " << bad.dump());
      REQUIRE_THROWS_WITH(merge_shard_reports(two), Catch::Contains("s2.json: " + path));
    }
  }
  auto two = shards("per-processor", 2);
  two[1].report["results"][0]["params"]["r"] = 99;
  REQUIRE_THROWS_WITH(merge_shard_reports(two), Catch::Contains("s2.json: results[0].params.r"));
}

namespace {
// Rank `rank` of `mpirun -np ranks ... --shard job` without MPI: it runs the
// job's k-th slices for k = rank, rank + ranks, ... (the MPI counter hands them
// out first come, first served; any split of the job's slices must merge the
// same), and stops after `limit` slices when limit >= 0 (a rank cut short).
class RankShare : public SliceSource {
 public:
  RankShare(ShardSpec job, int rank, int ranks, int64_t limit) : job_(job), rank_(rank), ranks_(ranks), limit_(limit) {}
  int64_t next(int64_t slices) override {
    k_ = k_ < 0 ? rank_ : k_ + ranks_;
    const int64_t s = (job_.index - 1) + k_ * job_.count;
    if (s >= slices || (limit_ >= 0 && handed_ >= limit_)) return -1;
    ++handed_;
    return s;
  }

 private:
  ShardSpec job_;
  int rank_, ranks_;
  int64_t limit_, k_ = -1, handed_ = 0;
};

std::vector<ShardReport> rank_reports(const std::string& reading, ShardSpec job, int ranks, int64_t rank0_limit = -1) {
  std::vector<ShardReport> out;
  RunContext ctx;
  ctx.jobs = 1;
  for (int r = 0; r < ranks; ++r) {
    CheckRequest req = request(reading, ShardSpec{r + 1, ranks});
    req.job_shard = job;
    RankShare source(job, r, ranks, r == 0 ? rank0_limit : -1);
    req.slice_source = &source;
    out.push_back({"rank " + std::to_string(r), check_json("oft.conflict_free", run_check(req, ctx))});
  }
  return out;
}

const Property& conflict_free() { return *catalogue().property("oft.conflict_free"); }
}  // namespace

TEST_CASE("merge: mpirun --shard I/M: the ranks' shares give the shard's own report, and its shards merge", "[merge]") {
  for (const char* reading : {"per-processor", "shared"}) {
    std::vector<ShardReport> job_reports;
    for (int i = 1; i <= 3; ++i) {
      RunContext ctx;
      Result alone = run_check(request(reading, ShardSpec{i, 3}), ctx).front();
      Result shared = merge_rank_shares(rank_reports(reading, ShardSpec{i, 3}, 2), ShardSpec{i, 3}, "", conflict_free());
      INFO(reading << " shard " << i << "/3");
      REQUIRE(shared.verdict == alone.verdict);
      REQUIRE(shared.counterexample == alone.counterexample);
      REQUIRE(shared.note == alone.note);
      for (const char* k : {"index", "count", "finished", "scope"}) REQUIRE(shared.shard.value(k, json()) == alone.shard.value(k, json()));
      if (alone.shard["first_failure_index"].is_null())  // above a failure, ranks may run slices the shard alone skips
        REQUIRE(shared.merged["slices_done"] == alone.shard["slices_done"]);
      job_reports.push_back({"job" + std::to_string(i) + ".json", check_json("oft.conflict_free", {shared})});
    }
    Result full = unsharded(reading);
    MergedRun m = merge_shard_reports(job_reports);
    REQUIRE(m.result.verdict == full.verdict);
    REQUIRE(m.result.counterexample == full.counterexample);
    REQUIRE(m.result.note == full.note);
  }
}

TEST_CASE("merge: mpirun --shard I/M: a slice no rank finished makes the shard unknown, never holds", "[merge]") {
  Result r = merge_rank_shares(rank_reports("per-processor", ShardSpec{2, 3}, 2, /*rank0_limit=*/1), ShardSpec{2, 3}, "",
                               conflict_free());
  REQUIRE(r.verdict == Verdict::Unknown);
  REQUIRE_THAT(r.note, Catch::Contains("shard 2/3: some of its slices did not finish on any rank"));
  REQUIRE(r.shard["finished"] == false);
  REQUIRE(exit_code_for({r}) == 3);
}

TEST_CASE("merge: mpirun --shard I/M: a missing or foreign rank report is refused", "[merge]") {
  auto ranks = rank_reports("per-processor", ShardSpec{1, 2}, 3);
  auto missing = ranks;
  missing.pop_back();
  REQUIRE_THROWS_WITH(merge_rank_shares(missing, ShardSpec{1, 2}, "", conflict_free()), Catch::Contains("missing shard(s) 3 of 3"));
  auto foreign = ranks;
  foreign[1] = rank_reports("shared", ShardSpec{1, 2}, 3)[1];
  REQUIRE_THROWS_WITH(merge_rank_shares(foreign, ShardSpec{1, 2}, "", conflict_free()),
                      Catch::Contains("rank 1") && Catch::Contains("params"));
}
