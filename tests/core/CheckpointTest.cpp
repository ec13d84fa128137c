// Tests of src/core/checkpoint.cpp: a checkpoint resumes only the run it was
// written for, and names the field that differs (here the fields some runs
// write and others do not: job_shard, input_sha256).
#include <catch2/catch.hpp>

#include <functional>

#include "core/checkpoint.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "core/runner.hpp"
#include "tests/check/scratch_dir.hpp"

using namespace netcert;

namespace {
CheckpointKey rank_key(std::optional<ShardSpec> job) {
  ParamSet ps;
  ps.set("r", int64_t(6));
  return CheckpointKey{"oft.conflict_free", ps, "exhaustive", ShardSpec{1, 2}, "", job};
}

std::string written_with(const std::string& path, std::optional<ShardSpec> job) {
  Checkpoint cp(path, rank_key(job), 5);
  cp.journal().start(64);
  cp.journal().done[3] = true;
  cp.write_now();
  return path;
}

std::string refusal(const std::string& path, std::optional<ShardSpec> job) {
  try {
    Checkpoint again(path, rank_key(job), 5);
  } catch (const InputError& e) {
    return e.message();
  }
  return "";
}
}  // namespace

TEST_CASE("checkpoint: a rank of mpirun --shard I/M resumes only its own job's shard", "[checkpoint]") {
  testing::ScratchDir dir("checkpoint-test");
  const std::string one = written_with((dir.path() / "one.rank0").string(), ShardSpec{1, 2});
  Checkpoint same(one, rank_key(ShardSpec{1, 2}), 5);
  REQUIRE(same.resumed());
  REQUIRE(same.resumed_slices() == 1);
  CHECK_THAT(refusal(one, ShardSpec{2, 2}), Catch::Contains("written for job_shard \"1/2\", but this run has \"2/2\""));
  CHECK_THAT(refusal(one, std::nullopt), Catch::Contains("written for job_shard \"1/2\", but this run has none"));
  const std::string plain = written_with((dir.path() / "plain.rank0").string(), std::nullopt);
  CHECK_THAT(refusal(plain, ShardSpec{1, 2}), Catch::Contains("written for job_shard none, but this run has \"1/2\""));
  CHECK(refusal(plain, std::nullopt).empty());
}

namespace {
// `check oft.conflict_free r=4 reading=READING --checkpoint PATH`, run to its end.
Result run_with_checkpoint(const std::string& reading, const std::string& path) {
  CheckRequest req = make_check_request("oft.conflict_free", {"r=4", "reading=" + reading}, "exhaustive", "");
  req.checkpoint = path;
  RunContext ctx;
  ctx.jobs = 1;
  return run_check(req, ctx).front();
}

void edit_journal(const std::string& path, const std::function<void(json&)>& edit) {
  json cp = read_json_object_file(path, JsonLimits{});
  edit(cp["journal"]);
  write_file_atomic(path, cp.dump(1));
}
}  // namespace

TEST_CASE("checkpoint: a journal edited to say every slice passed never makes a refuted claim hold", "[checkpoint]") {
  testing::ScratchDir dir("checkpoint-forged");
  const std::string path = (dir.path() / "cp.json").string();
  REQUIRE(run_with_checkpoint("shared", path).verdict == Verdict::Fails);
  edit_journal(path, [](json& j) {
    j["done"] = json::array({json::array({0, j["slices"]})});
    j["first_failure_index"] = nullptr;
  });
  Result r = run_with_checkpoint("shared", path);
  REQUIRE(r.verdict == Verdict::Unknown);
  REQUIRE_THAT(r.note, Catch::Contains("--checkpoint " + path + " give holds, but the independent verifier does not re-establish it"));
  REQUIRE(exit_code_for({r}) == 3);
}

TEST_CASE("checkpoint: a genuine resumed holds is re-established by the independent verifier", "[checkpoint]") {
  testing::ScratchDir dir("checkpoint-genuine");
  const std::string path = (dir.path() / "cp.json").string();
  REQUIRE(run_with_checkpoint("per-processor", path).verdict == Verdict::Holds);
  Result r = run_with_checkpoint("per-processor", path);  // every slice from the file
  REQUIRE(r.verdict == Verdict::Holds);
  REQUIRE(r.checkpoint["reestablished"].value("verified", false));
  REQUIRE_THAT(r.checkpoint["reestablished"].value("why", std::string()), Catch::StartsWith("VERIFIED"));
}

TEST_CASE("checkpoint: a failure index or loop size that does not fit the loop is an input error naming the path", "[checkpoint]") {
  testing::ScratchDir dir("checkpoint-misfit");
  const std::string path = (dir.path() / "cp.json").string();
  REQUIRE(run_with_checkpoint("per-processor", path).verdict == Verdict::Holds);
  const std::string genuine = read_text_file(path, "--checkpoint", 1 << 20);
  edit_journal(path, [](json& j) { j["first_failure_index"] = 0; });
  REQUIRE_THROWS_WITH(run_with_checkpoint("per-processor", path),
                      Catch::Contains("--checkpoint " + path + ": journal.first_failure_index: 0 is not an index that fails"));
  write_file_atomic(path, genuine);
  edit_journal(path, [](json& j) { j["indices"] = j["indices"].get<int64_t>() + 1; });
  REQUIRE_THROWS_WITH(run_with_checkpoint("per-processor", path), Catch::Contains("--checkpoint " + path + ": journal."));
}
