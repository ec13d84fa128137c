// checkpoint.hpp — `--checkpoint FILE`: the slice journal of one run, written
// atomically every few seconds and at the end, and read back to resume.
//
// A checkpoint names everything the journal depends on (property, params,
// engine, shard, netcert version and commit); resuming from one that does not
// match the command is refused (exit 2) rather than mixed into a wrong result.
#pragma once
#include <chrono>
#include <optional>
#include <string>

#include "core/params.hpp"
#include "core/slices.hpp"

namespace netcert {

struct CheckpointKey {
  std::string property;
  ParamSet params;
  std::string engine;
  ShardSpec shard;
  // The SHA-256 of the files a property was bound to (fabric check), or empty:
  // a checkpoint of one fabric must not resume a run on another.
  std::string input_sha256;
  // `mpirun ... --shard I/M`: the job's shard, whose slices the ranks share
  // (`shard` then names the rank): a rank's checkpoint must not resume another shard.
  std::optional<ShardSpec> job_shard;
};

class Checkpoint {
 public:
  // Reads FILE when it exists (InputError naming "--checkpoint" and the field
  // when it is malformed or written for another run); otherwise starts empty.
  Checkpoint(std::string path, CheckpointKey key, double every_seconds);

  SliceJournal& journal() { return journal_; }
  bool resumed() const { return resumed_; }
  int64_t resumed_slices() const { return resumed_slices_; }
  // Writes when `every_seconds` passed since the last write (the sliced loop
  // calls it after each slice); write_now() at the end and on Ctrl-C.
  void maybe_write();
  void write_now();
  const std::string& path() const { return path_; }

 private:
  json to_json() const;
  std::string path_;
  CheckpointKey key_;
  double every_seconds_;
  SliceJournal journal_;
  bool resumed_ = false;
  int64_t resumed_slices_ = 0;
  std::chrono::steady_clock::time_point last_write_ = std::chrono::steady_clock::now();
};

}  // namespace netcert
