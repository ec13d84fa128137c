// merge.cpp — `netcert merge SHARD.json...`: the unsharded result from its shards.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/merge.hpp"
#include "core/runner.hpp"
#include "net/fabric_files.hpp"
#include "properties/fabric.hpp"

namespace netcert {

namespace {

// Shards of `netcert fabric check` name their fabric's files and SHA-256: every shard
// must name the same fabric, and the files must still have that digest.
std::optional<Property> fabric_of_shards(const std::vector<ShardReport>& shards) {
  const std::string id = shards.front().report.value("property", "");
  if (id.rfind("fabric.", 0) != 0) return std::nullopt;
  const Property* p = find_property(id);
  if (!p) return std::nullopt;  // merge_shard_reports names the unknown property
  json first;  // the first shard's {topology, lfts, sha256}
  for (auto& s : shards) {
    const json f = s.report.contains("fabric") ? s.report["fabric"] : json();
    if (!f.is_object() || !f.value("sha256", json()).is_string() || !f.value("topology", json()).is_string() ||
        !f.value("lfts", json()).is_string())
      throw InputError(s.source + ": fabric", "missing: a fabric shard names its files (netcert fabric check --shard)");
    if (first.is_null()) first = f;
    if (f["sha256"] != first["sha256"])
      throw InputError(s.source + ": fabric", "another fabric than " + shards.front().source + " (not the same run)");
  }
  FabricFiles files = read_fabric_files(first["topology"].get<std::string>(), first["lfts"].get<std::string>());
  const json sl2vl = first.value("sl2vl", json("")), path_sl = first.value("path_sl", json(""));
  if (!sl2vl.is_string() || !path_sl.is_string())
    throw InputError(shards.front().source + ": fabric.sl2vl", "the lane files are named by strings");
  read_lane_files(files, sl2vl.get<std::string>(), path_sl.get<std::string>());
  if (fabric_digest(files) != first["sha256"].get<std::string>())
    throw InputError(shards.front().source + ": fabric", "the files it names have changed since the shards ran");
  return bind_fabric(*p, load_fabric_routing(std::move(files)));
}

}  // namespace

int cmd_merge(const std::vector<std::string>& files, const RunOptions& o) {
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  std::vector<ShardReport> shards;
  for (auto& f : files) shards.push_back({f, read_json_object_file(f, JsonLimits{std::size_t{256} << 20, 64})});
  if (shards.empty()) throw InputError("SHARD", "no shard reports given");
  std::optional<Property> bound = fabric_of_shards(shards);
  MergedRun m = merge_shard_reports(shards, o.cert_dir, bound ? &*bound : nullptr);
  return report_check(*m.property, {m.result}, o, {});
}

}  // namespace netcert
