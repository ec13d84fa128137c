// fabric_files.cpp — see fabric_files.hpp.
#include "net/fabric_files.hpp"

#include <set>

#include "core/certificate.hpp"
#include "core/evidence.hpp"
#include "core/json_input.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

FabricFiles read_fabric_files(const std::string& topology_path, const std::string& lfts_path, int jobs) {
  FabricFiles f;
  f.topology_name = topology_path;
  f.topology = read_text_file(topology_path, "--topology", kMaxFabricFileBytes, jobs);
  f.lfts_name = lfts_path;
  f.lfts = read_text_file(lfts_path, "--lfts", kMaxFabricFileBytes, jobs);
  return f;
}

void read_lane_files(FabricFiles& f, const std::string& sl2vl_path, const std::string& path_sl_path) {
  if (sl2vl_path.empty() && path_sl_path.empty()) return;
  if (sl2vl_path.empty() || path_sl_path.empty())
    throw InputError(sl2vl_path.empty() ? "--path-sl" : "--sl2vl", "--sl2vl and --path-sl go together");
  f.sl2vl_name = sl2vl_path;
  f.sl2vl = read_text_file(sl2vl_path, "--sl2vl", kMaxFabricFileBytes);
  f.path_sl_name = path_sl_path;
  f.path_sl = read_text_file(path_sl_path, "--path-sl", kMaxFabricFileBytes);
}

std::string fabric_digest(const FabricFiles& f) {
  const std::string_view nul("\0", 1);
  if (!f.has_lanes()) return sha256_hex_of({f.topology, nul, f.lfts});
  return sha256_hex_of({f.topology, nul, f.lfts, nul, f.sl2vl, nul, f.path_sl});
}

FabricDigests file_digests(const FabricFiles& f) {
  FabricDigests d;
  d.topology = sha256_hex(f.topology);
  d.lfts = sha256_hex(f.lfts);
  if (f.has_lanes()) {
    d.sl2vl = sha256_hex(f.sl2vl);
    d.path_sl = sha256_hex(f.path_sl);
  }
  return d;
}

FabricDigests digest_fabric_files(const FabricFiles& f) {
  FabricDigests d = file_digests(f);
  d.fabric = fabric_digest(f);
  return d;
}

json fabric_blob(const FabricFiles& f, const FabricDigests& d) {
  json j = json::object();
  j.get_ref<json::object_t&>().reserve(9);  // an ordered object that grows copies its fields, the texts too
  j["topology"] = f.topology;
  j["lfts"] = f.lfts;
  j["sha256"] = d.fabric;
  j["topology_sha256"] = d.topology;
  j["lfts_sha256"] = d.lfts;
  if (f.has_lanes()) {
    j["sl2vl"] = f.sl2vl;
    j["path_sl"] = f.path_sl;
    j["sl2vl_sha256"] = d.sl2vl;
    j["path_sl_sha256"] = d.path_sl;
  }
  return j;
}

json with_fabric_first(json blob, json fields) {
  json out = json::object();
  auto& into = out.get_ref<json::object_t&>();
  auto& from = fields.get_ref<json::object_t&>();
  into.reserve(1 + from.size());
  into.emplace_back("fabric", std::move(blob));
  for (auto& field : from) into.emplace_back(field.first, std::move(field.second));
  return out;
}

bool fabric_from_blob(const json& blob, FabricFiles& out, std::string& why) {
  static const std::set<std::string> one_lane = {"topology", "lfts", "sha256", "topology_sha256", "lfts_sha256"};
  static const std::set<std::string> lanes = {"topology", "lfts",  "sha256", "topology_sha256", "lfts_sha256",
                                              "sl2vl",    "path_sl", "sl2vl_sha256", "path_sl_sha256"};
  const bool with_lanes = blob.is_object() && blob.contains("sl2vl");
  const std::set<std::string>& keys = with_lanes ? lanes : one_lane;
  if (!has_exactly_keys(blob, keys, why)) return why = "fabric: " + why, false;
  for (auto& k : keys)
    if (!blob[k].is_string()) return why = "fabric." + k + " is not a string", false;
  out.topology_name = "fabric.topology";
  out.topology = blob["topology"].get<std::string>();
  out.lfts_name = "fabric.lfts";
  out.lfts = blob["lfts"].get<std::string>();
  if (with_lanes) {
    out.sl2vl_name = "fabric.sl2vl";
    out.sl2vl = blob["sl2vl"].get<std::string>();
    out.path_sl_name = "fabric.path_sl";
    out.path_sl = blob["path_sl"].get<std::string>();
  }
  const FabricDigests d = digest_fabric_files(out);
  if (with_lanes) {
    if (d.sl2vl != blob["sl2vl_sha256"].get<std::string>())
      return why = "fabric.sl2vl_sha256 is not the sha256 of fabric.sl2vl", false;
    if (d.path_sl != blob["path_sl_sha256"].get<std::string>())
      return why = "fabric.path_sl_sha256 is not the sha256 of fabric.path_sl", false;
  }
  if (d.fabric != blob["sha256"].get<std::string>())
    return why = "fabric.sha256 does not match the fabric's texts", false;
  if (d.topology != blob["topology_sha256"].get<std::string>())
    return why = "fabric.topology_sha256 is not the sha256 of fabric.topology", false;
  if (d.lfts != blob["lfts_sha256"].get<std::string>())
    return why = "fabric.lfts_sha256 is not the sha256 of fabric.lfts", false;
  return true;
}

}  // namespace netcert
