// fabric_files.cpp — see fabric_files.hpp.
#include "net/fabric_files.hpp"

#include <set>

#include "core/certificate.hpp"
#include "core/evidence.hpp"
#include "core/json_input.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

FabricFiles read_fabric_files(const std::string& topology_path, const std::string& lfts_path) {
  FabricFiles f;
  f.topology_name = topology_path;
  f.topology = read_text_file(topology_path, "--topology", kMaxFabricFileBytes);
  f.lfts_name = lfts_path;
  f.lfts = read_text_file(lfts_path, "--lfts", kMaxFabricFileBytes);
  return f;
}

std::string fabric_digest(const FabricFiles& f) {
  return sha256_hex(f.topology + std::string(1, '\0') + f.lfts);
}

json fabric_blob(const FabricFiles& f) {
  json j = json::object();
  j["topology"] = f.topology;
  j["lfts"] = f.lfts;
  j["sha256"] = fabric_digest(f);
  j["topology_sha256"] = sha256_hex(f.topology);
  j["lfts_sha256"] = sha256_hex(f.lfts);
  return j;
}

bool fabric_from_blob(const json& blob, FabricFiles& out, std::string& why) {
  static const std::set<std::string> keys = {"topology", "lfts", "sha256", "topology_sha256", "lfts_sha256"};
  if (!has_exactly_keys(blob, keys, why)) return why = "fabric: " + why, false;
  for (auto& k : keys)
    if (!blob[k].is_string()) return why = "fabric." + k + " is not a string", false;
  out.topology_name = "fabric.topology";
  out.topology = blob["topology"].get<std::string>();
  out.lfts_name = "fabric.lfts";
  out.lfts = blob["lfts"].get<std::string>();
  if (fabric_digest(out) != blob["sha256"].get<std::string>())
    return why = "fabric.sha256 does not match the fabric's texts", false;
  if (sha256_hex(out.topology) != blob["topology_sha256"].get<std::string>())
    return why = "fabric.topology_sha256 is not the sha256 of fabric.topology", false;
  if (sha256_hex(out.lfts) != blob["lfts_sha256"].get<std::string>())
    return why = "fabric.lfts_sha256 is not the sha256 of fabric.lfts", false;
  return true;
}

}  // namespace netcert
