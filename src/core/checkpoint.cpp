// checkpoint.cpp — see checkpoint.hpp.
#include "core/checkpoint.hpp"

#include <filesystem>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "core/version.hpp"

namespace netcert {

namespace {
// A field of the checkpoint that must equal what this run would write.
void expect_same(const json& file, const json& mine, const std::string& key, const std::string& path) {
  if (!file.contains(key)) throw InputError("--checkpoint", path + ": field '" + key + "' is missing");
  if (file[key] != mine[key])
    throw InputError("--checkpoint", path + ": written for " + key + " " + file[key].dump() + ", but this run has " +
                                         mine[key].dump() + " (use another file, or delete this one to start over)");
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
  if (file.contains("input_sha256") || mine.contains("input_sha256")) expect_same(file, mine, "input_sha256", path_);
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
