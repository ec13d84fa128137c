// fabric_files.cpp — see fabric_files.hpp.
#include "net/fabric_files.hpp"

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
  return j;
}

bool fabric_from_blob(const json& blob, FabricFiles& out, std::string& why) {
  if (!has_exactly_keys(blob, {"topology", "lfts", "sha256"}, why)) return why = "fabric: " + why, false;
  for (const char* k : {"topology", "lfts", "sha256"})
    if (!blob[k].is_string()) return why = std::string("fabric.") + k + " is not a string", false;
  out.topology_name = "fabric.topology";
  out.topology = blob["topology"].get<std::string>();
  out.lfts_name = "fabric.lfts";
  out.lfts = blob["lfts"].get<std::string>();
  if (fabric_digest(out) != blob["sha256"].get<std::string>())
    return why = "fabric.sha256 does not match the fabric's texts", false;
  return true;
}

}  // namespace netcert
