// checkpoint.cpp — see checkpoint.hpp.
#include "core/checkpoint.hpp"

#include <filesystem>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "core/version.hpp"

namespace netcert {

namespace {
// A field of the checkpoint that must equal what this run would write. An
// optional field (written by some runs only) that one side lacks reads "none".
void expect_same(const json& file, const json& mine, const std::string& key, const std::string& path,
                 bool optional = false) {
  if (!optional && !file.contains(key)) throw InputError("--checkpoint", path + ": field '" + key + "' is missing");
  const std::string theirs = file.contains(key) ? file[key].dump() : "none";
  const std::string ours = mine.contains(key) ? mine[key].dump() : "none";
  if (theirs != ours)
    throw InputError("--checkpoint", path + ": written for " + key + " " + theirs + ", but this run has " + ours +
                                         " (use another file, or delete this one to start over)");
}
}  // namespace

Checkpoint::Checkpoint(std::string path, CheckpointKey key, double every_seconds)
    : path_(std::move(path)), key_(std::move(key)), every_seconds_(every_seconds) {
  std::error_code ec;
  if (!std::filesystem::exists(path_, ec)) return;
  // A reduction's state (fat-tree loads: 2N entries) makes a checkpoint megabytes long.
  json file = read_json_object_file(path_, JsonLimits{std::size_t{256} << 20, 8});
  json mine = to_json();
  // What the run is first (the likeliest mix-up), then which build wrote it.
  for (const char* k : {"netcert_checkpoint", "property", "params", "engine", "shard", "netcert", "commit"})
    expect_same(file, mine, k, path_);
  for (const char* k : {"input_sha256", "job_shard"}) expect_same(file, mine, k, path_, /*optional=*/true);
  if (!file.contains("journal")) throw InputError("--checkpoint", path_ + ": field 'journal' is missing");
  journal_ = SliceJournal::from_json(file["journal"], "--checkpoint " + path_ + ": journal");
  resumed_ = true;
  resumed_slices_ = journal_.done_count();
}

json Checkpoint::to_json() const {
  json j{{"netcert_checkpoint", 1},     {"netcert", NETCERT_VERSION}, {"commit", build_commit()},
         {"property", key_.property},   {"params", key_.params.to_json()},
         {"engine", key_.engine},       {"shard", key_.shard.to_string()},
         {"journal", journal_.to_json()}};
  if (!key_.input_sha256.empty()) j["input_sha256"] = key_.input_sha256;
  if (key_.job_shard) j["job_shard"] = key_.job_shard->to_string();
  return j;
}

void Checkpoint::maybe_write() {
  auto now = std::chrono::steady_clock::now();
  if (std::chrono::duration<double>(now - last_write_).count() < every_seconds_) return;
  write_now();
}

void Checkpoint::write_now() {
  write_file_atomic(path_, to_json().dump(1) + "\n");  // temp + fsync + rename: a SIGKILL leaves the old or the new one
  last_write_ = std::chrono::steady_clock::now();
}

}  // namespace netcert
