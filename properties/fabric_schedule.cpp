// fabric_schedule.cpp — check-schedule kind fabric/opensm: a fabric
// description file naming a real fabric's files, checked against every
// fabric.* property it lists (issue 13 item 7):
//
//   {"network": "fabric", "kind": "opensm", "params": {},
//    "topology": "topology.ibnd",          (ibnetdiscover output or opensm-subnet.lst)
//    "lfts": "opensm-lfts.dump",
//    "properties": ["fabric.routes_complete", "fabric.deadlock_free"]}   (optional; default: the four routing verdicts)
//
// "params" holds the params of listed properties that take any (fabric.link_load:
// pattern, order). Relative paths are relative to the description file (resolve_fabric_description_paths,
// called by check-schedule and the API before the check). Each property runs
// through the runner exactly as `netcert fabric check` runs it, so a
// counterexample is re-checked by the independent checker before it is reported.
#include <algorithm>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "net/fabric_text.hpp"
#include "core/runner.hpp"
#include "core/schedule_input.hpp"
#include "properties/fabric.hpp"

namespace netcert {

namespace {

// Every fabric property may be listed; without a list, the four that state a
// verdict about the routing itself run (fabric.tswitch_optimal states values,
// and fabric.link_load depends on a traffic pattern: list them to run them).
std::vector<std::string> fabric_property_ids() {
  std::vector<std::string> ids;
  for (auto& p : catalogue().properties())
    if (p.id.rfind("fabric.", 0) == 0) ids.push_back(p.id);
  return ids;
}

const std::vector<std::string> kDefaultProperties = {"fabric.routes_complete", "fabric.deadlock_free",
                                                     "fabric.kary_ntree", "fabric.destro_equivalent"};

std::vector<std::string> listed_properties(const json& doc) {
  const std::vector<std::string> known = fabric_property_ids();
  if (!doc.contains("properties")) return kDefaultProperties;
  const json& list = doc["properties"];
  if (!list.is_array() || list.empty()) throw InputError("properties", "a non-empty array of fabric property ids");
  std::vector<std::string> ids;
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string path = "properties[" + std::to_string(i) + "]";
    std::string id = json_string(list[i], "", path);
    if (std::find(known.begin(), known.end(), id) == known.end())
      throw InputError(path, "'" + readable_excerpt(id) + "' is not a fabric property (did you mean '" + nearest_name(id, known) + "'?)");
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) throw InputError(path, "'" + readable_excerpt(id) + "' is listed twice");
    ids.push_back(id);
  }
  return ids;
}

// The property's own params from the description's "params" (validated against
// the schedule's schema already), defaults for the rest.
ParamSet params_for(const Property& p, const json& doc) {
  ParamSet ps;
  for (auto& spec : p.params) {
    const json& given = doc["params"].contains(spec.name) ? doc["params"][spec.name] : json(spec.default_value);
    ps.set(spec.name, given.get<std::string>());
  }
  return ps;
}

ScheduleReport check_fabric_description(const json& doc, const RunContext& ctx) {
  const std::vector<std::string> ids = listed_properties(doc);
  FabricFiles files;  // read here rather than by read_fabric_files, so errors name this file's keys
  files.topology_name = json_string(doc["topology"], "", "topology");
  files.topology = read_text_file(files.topology_name, "topology", kMaxFabricFileBytes);
  files.lfts_name = json_string(doc["lfts"], "", "lfts");
  files.lfts = read_text_file(files.lfts_name, "lfts", kMaxFabricFileBytes);
  const std::string digest = fabric_digest(files);
  auto routing = load_fabric_routing(std::move(files));
  ScheduleReport rep;
  rep.details["sha256"] = digest;
  rep.details["properties"] = json::object();
  int holds = 0, fails = 0;
  for (auto& id : ids) {
    Property bound = bind_fabric(*catalogue().property(id), routing);
    CheckRequest req;
    req.property = &bound;
    req.param_sets = {params_for(bound, doc)};
    Result r = run_check(req, ctx).at(0);
    rep.details["properties"][id] = {{"verdict", to_string(r.verdict)}, {"note", r.note}, {"rechecked", r.rechecked}};
    rep.lines.push_back(id + ": " + to_string(r.verdict) + " — " + r.note +
                        (r.verdict == Verdict::Fails && r.rechecked ? " (counterexample re-checked)" : ""));
    holds += r.verdict == Verdict::Holds;
    if (r.verdict == Verdict::Fails && !fails++) {
      rep.counterexample = r.counterexample;
      if (rep.counterexample.is_object()) rep.counterexample.erase("fabric");  // the files are the user's own
      rep.counterexample["property"] = id;
    }
  }
  rep.verdict = fails ? Verdict::Fails : holds == static_cast<int>(ids.size()) ? Verdict::Holds : Verdict::Unknown;
  rep.lines.push_back("fabric sha256 " + digest);
  return rep;
}

}  // namespace

void resolve_fabric_description_paths(json& doc, const std::string& description_file) {
  if (!doc.is_object() || !doc.contains("network") || doc["network"] != "fabric") return;
  const size_t slash = description_file.rfind('/');
  if (slash == std::string::npos) return;
  const std::string dir = description_file.substr(0, slash + 1);
  for (const char* key : {"topology", "lfts"})
    if (doc.contains(key) && doc[key].is_string()) {
      const std::string path = doc[key].get<std::string>();
      if (!path.empty() && path[0] != '/') doc[key] = dir + path;
    }
}

void register_fabric_schedule(Catalogue& cat) {
  ScheduleSpec s;
  s.network = "fabric";
  s.kind = "opensm";
  s.description = "a real fabric's files (topology: ibnetdiscover output or opensm-subnet.lst; lfts: "
                  "opensm-lfts.dump; paths relative to this file) checked against the fabric.* properties listed "
                  "in \"properties\" (default: routes_complete, deadlock_free, kary_ntree, destro_equivalent), with their "
                  "params in \"params\"; fails when one fails, with its re-checked counterexample";
  s.check = check_fabric_description;
  s.required_keys = {"topology", "lfts"};
  s.optional_keys = {"properties"};
  // The params of the fabric properties that take any (choices with defaults; e.g. fabric.link_load's pattern).
  for (auto& p : cat.properties())
    if (p.id.rfind("fabric.", 0) == 0)
      for (auto& spec : p.params) {
        if (spec.is_int) throw std::logic_error("fabric schedule: integer param " + spec.name + " is not wired");
        s.params.push_back(spec);
      }
  declare_schedule_value_bound(s.network, s.kind, [](const json&) { return kScheduleHeadValues; });  // file names, a list
  cat.add(s);
}

}  // namespace netcert
