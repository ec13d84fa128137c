// Tests of src/core/checkpoint.cpp: a checkpoint resumes only the run it was
// written for, and names the field that differs (here the fields some runs
// write and others do not: job_shard, input_sha256).
#include <catch2/catch.hpp>

#include "core/checkpoint.hpp"
#include "core/errors.hpp"
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
