// fabric_blob_read.cpp — see fabric_blob_read.hpp.
#include "check/fabric_blob_read.hpp"

#include <set>
#include <utility>
#include <vector>

#include "core/certificate.hpp"
#include "core/evidence.hpp"

namespace netcert {

bool read_fabric_blob(const json& blob, CheckedFabricTexts& out, std::string& why) {
  out.has_lanes = blob.is_object() && blob.contains("sl2vl");
  std::set<std::string> keys = {"topology", "lfts", "sha256", "topology_sha256", "lfts_sha256"};
  if (out.has_lanes) keys.insert({"sl2vl", "path_sl", "sl2vl_sha256", "path_sl_sha256"});
  if (!has_exactly_keys(blob, keys, why)) return why = "fabric: " + why, false;
  for (auto& k : keys)
    if (!blob[k].is_string()) return why = "fabric." + k + " is not a string", false;
  out.topology = blob["topology"].get<std::string>();
  out.lfts = blob["lfts"].get<std::string>();
  std::vector<std::pair<std::string, const std::string*>> texts = {{"topology", &out.topology}, {"lfts", &out.lfts}};
  const std::string nul(1, '\0');
  std::string all = out.topology + nul + out.lfts;
  if (out.has_lanes) {
    out.sl2vl = blob["sl2vl"].get<std::string>();
    out.path_sl = blob["path_sl"].get<std::string>();
    texts.insert(texts.end(), {{"sl2vl", &out.sl2vl}, {"path_sl", &out.path_sl}});
    all += nul + out.sl2vl + nul + out.path_sl;
  }
  for (auto& [name, text] : texts)
    if (sha256_hex(*text) != blob[name + "_sha256"].get<std::string>())
      return why = "fabric." + name + "_sha256 is not the sha256 of fabric." + name, false;
  if (sha256_hex(all) != blob["sha256"].get<std::string>())
    return why = "fabric.sha256 does not match the fabric's texts", false;
  return true;
}

}  // namespace netcert
