// fabric_failure.cpp — see fabric_failure.hpp.
#include "net/fabric_failure.hpp"

#include <regex>

#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

namespace {

// A description is a few hundred bytes; the error text the sweep keeps is five lines.
constexpr size_t kMaxFailureBytes = size_t{64} << 10;
constexpr int kMaxIbPort = 254;  // IB port numbers are 1..254 (0 is the switch's management port)

std::pair<std::string, int> failed_link_end(const json& end, const std::string& source, const std::string& path) {
  expect_keys(end, source, path, {"node", "port"}, {});
  std::string node = json_string(end["node"], source, json_key_path(path, "node"));
  if (node.empty()) throw InputError(json_where(source, json_key_path(path, "node")), "empty node description");
  return {node, static_cast<int>(json_int_in(end["port"], source, json_key_path(path, "port"), 1, kMaxIbPort))};
}

void read_failed_part(const json& doc, const std::string& source, FabricFailure& f) {
  if (f.failed == "link") {
    const json& link = doc["link"];
    if (!link.is_array() || link.size() != 2)
      throw InputError(json_where(source, "link"), "expected an array of the link's two ends");
    for (size_t i = 0; i < 2; ++i) f.link.push_back(failed_link_end(link[i], source, json_index_path("link", i)));
    if (f.link[0] == f.link[1]) throw InputError(json_where(source, "link"), "both ends are the same port");
  } else if (f.failed == "switch") {
    f.switch_name = json_string(doc["switch"], source, "switch");
    if (f.switch_name.empty()) throw InputError(json_where(source, "switch"), "empty node description");
  }
}

}  // namespace

std::string FabricFailure::label() const {
  if (failed == "link")
    return "link " + link[0].first + "[" + std::to_string(link[0].second) + "] - " + link[1].first + "[" +
           std::to_string(link[1].second) + "]";
  if (failed == "switch") return "switch " + switch_name;
  return "none (intact fabric)";
}

FabricFailure read_fabric_failure(const std::string& path) {
  JsonLimits limits;
  limits.max_bytes = kMaxFailureBytes;
  limits.max_depth = 4;
  const json doc = read_json_object_file(path, limits);
  FabricFailure f;
  if (!doc.contains("failed")) throw InputError(json_where(path, "failed"), "required key is missing");
  f.failed = json_choice(doc["failed"], path, "failed", {"none", "link", "switch"});
  std::vector<std::string> required = {"failed", "engine", "topology"};
  if (f.failed != "none") required.push_back(f.failed);
  expect_keys(doc, path, "", required, {"error"});
  f.engine = json_string(doc["engine"], path, "engine");
  if (f.engine.empty() || f.engine.find_first_of(" \t\n") != std::string::npos)
    throw InputError(json_where(path, "engine"), "expected one routing engine name");
  f.topology = json_string(doc["topology"], path, "topology");
  read_failed_part(doc, path, f);
  if (doc.contains("error")) {
    f.error = json_string(doc["error"], path, "error");
    if (f.error.empty()) throw InputError(json_where(path, "error"), "empty (leave the key out when the run gave tables)");
  }
  return f;
}

std::string read_configured_engine(const std::string& path) {
  const std::string text = read_text_file(path, path, kMaxFailureBytes);
  static const std::regex line(R"(^[A-Za-z_]+: ([A-Za-z0-9_-]+) tables configured on all switches\n?$)");
  std::smatch m;
  if (!std::regex_match(text, m, line))
    throw InputError(path + ":1", "expected OpenSM's one log line '<function>: ENGINE tables configured on all "
                                  "switches' (scripts/fabric-from-ibsim.sh writes it)");
  return m[1].str();
}

}  // namespace netcert
