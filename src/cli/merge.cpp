// merge.cpp — `netcert merge SHARD.json...`: the unsharded result from its shards.
#include <iostream>

#include "cli/commands.hpp"
#include "core/merge.hpp"
#include "core/runner.hpp"

namespace netcert {

int cmd_merge(const std::vector<std::string>& files, const RunOptions& o) {
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  std::vector<ShardReport> shards;
  for (auto& f : files) shards.push_back({f, read_json_object_file(f, JsonLimits{std::size_t{256} << 20, 64})});
  MergedRun m = merge_shard_reports(shards, o.cert_dir);
  return report_check(*m.property, {m.result}, o, {});
}

}  // namespace netcert
