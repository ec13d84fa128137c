// fabric_blob_read.cpp — see fabric_blob_read.hpp.
#include "check/fabric_blob_read.hpp"

#include <set>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "core/certificate.hpp"
#include "core/evidence.hpp"
#include "core/thread_ranges.hpp"

namespace netcert {

bool read_fabric_blob(const json& blob, CheckedFabricTexts& out, std::string& why) {
  out.has_lanes = blob.is_object() && blob.contains("sl2vl");
  std::set<std::string> keys = {"topology", "lfts", "sha256", "topology_sha256", "lfts_sha256"};
  if (out.has_lanes) keys.insert({"sl2vl", "path_sl", "sl2vl_sha256", "path_sl_sha256"});
  if (!has_exactly_keys(blob, keys, why)) return why = "fabric: " + why, false;
  for (auto& k : keys)
    if (!blob[k].is_string()) return why = "fabric." + k + " is not a string", false;
  out.topology = &blob["topology"].get_ref<const std::string&>();
  out.lfts = &blob["lfts"].get_ref<const std::string&>();
  std::vector<std::pair<std::string, const std::string*>> texts = {{"topology", out.topology}, {"lfts", out.lfts}};
  if (out.has_lanes) {
    out.sl2vl = blob["sl2vl"].get<std::string>();
    out.path_sl = blob["path_sl"].get<std::string>();
    texts.insert(texts.end(), {{"sl2vl", &out.sl2vl}, {"path_sl", &out.path_sl}});
  }
  const std::string_view nul("\0", 1);
  std::string all_digest;  // the whole fabric's, beside the files' own (two passes over the big table dump)
  std::vector<std::string> digests(texts.size());
  const int jobs = std::thread::hardware_concurrency() > 1 ? 2 : 1;
  run_side_by_side(
      jobs,
      [&] {
        all_digest = out.has_lanes ? sha256_hex_of({*out.topology, nul, *out.lfts, nul, out.sl2vl, nul, out.path_sl})
                                   : sha256_hex_of({*out.topology, nul, *out.lfts});
      },
      [&] {
        for (size_t i = 0; i < texts.size(); ++i) digests[i] = sha256_hex(*texts[i].second);
      });
  for (size_t i = 0; i < texts.size(); ++i)
    if (digests[i] != blob[texts[i].first + "_sha256"].get<std::string>())
      return why = "fabric." + texts[i].first + "_sha256 is not the sha256 of fabric." + texts[i].first, false;
  if (all_digest != blob["sha256"].get<std::string>())
    return why = "fabric.sha256 does not match the fabric's texts", false;
  return true;
}

}  // namespace netcert
