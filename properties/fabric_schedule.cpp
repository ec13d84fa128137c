// fabric_schedule.cpp — check-schedule kind fabric/opensm: a fabric
// description file naming a real fabric's files, checked against every
// fabric.* property it lists:
//
//   {"network": "fabric", "kind": "opensm", "params": {},
//    "topology": "topology.ibnd",          (ibnetdiscover output or opensm-subnet.lst)
//    "lfts": "opensm-lfts.dump",
//    "properties": ["fabric.routes_complete", "fabric.deadlock_free"],   (optional: these decide the verdict)
//    "information": ["fabric.link_load"]}   (optional: run and reported, never fail the check)
//
// Without "properties" the default set runs (properties/fabric_set.hpp). "params" holds the params
// of selected properties that take any (fabric.link_load: pattern, order); one no selected property
// reads is refused. Relative paths are relative to the description file (resolve_fabric_description_paths,
// called by check-schedule and the API before the check). Each property runs
// through the runner exactly as `netcert fabric check` runs it, so a
// counterexample is re-checked by the independent checker before it is reported.
#include <algorithm>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "net/fabric_node_names.hpp"
#include "net/fabric_text.hpp"
#include "core/runner.hpp"
#include "core/schedule_input.hpp"
#include "properties/fabric.hpp"
#include "properties/fabric_set.hpp"

namespace netcert {

namespace {

std::vector<std::string> fabric_property_ids() {
  std::vector<std::string> ids;
  for (auto& p : catalogue().properties())
    if (p.id.rfind("fabric.", 0) == 0) ids.push_back(p.id);
  return ids;
}

// The ids of list `key` (each a fabric property, none twice, none in `taken`).
std::vector<std::string> listed(const json& doc, const char* key, const std::vector<std::string>& taken) {
  const std::vector<std::string> known = fabric_property_ids();
  const json& list = doc[key];
  if (!list.is_array()) throw InputError(key, "an array of fabric property ids");
  std::vector<std::string> ids;
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string path = std::string(key) + "[" + std::to_string(i) + "]";
    std::string id = json_string(list[i], "", path);
    if (std::find(known.begin(), known.end(), id) == known.end())
      throw InputError(path, "'" + readable_excerpt(id) + "' is not a fabric property (did you mean '" + nearest_name(id, known) + "'?)");
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) throw InputError(path, "'" + readable_excerpt(id) + "' is listed twice");
    if (std::find(taken.begin(), taken.end(), id) != taken.end())
      throw InputError(path, "'" + readable_excerpt(id) + "' is also in \"properties\"");
    ids.push_back(id);
  }
  return ids;
}

// "properties" decide the verdict (default: routes complete, deadlock free), "information" is run and
// reported only (default: fabric.link_load when "properties" is absent, else nothing).
FabricSelection selection_of(const json& doc) {
  FabricSelection s = default_fabric_selection();
  if (doc.contains("properties")) {
    s.decide = listed(doc, "properties", {});
    if (s.decide.empty()) throw InputError("properties", "a non-empty array of fabric property ids");
    s.inform.clear();
  }
  if (doc.contains("information")) s.inform = listed(doc, "information", s.decide);
  return s;
}

// A param that no selected property reads is refused rather than ignored.
void check_params_read(const json& params, const FabricSelection& s) {
  const std::vector<ParamSpec> read = fabric_selection_params(s);
  for (auto& item : params.items()) {
    const std::string name = item.key();  // not a structured binding: clang refuses those in lambda captures
    if (std::any_of(read.begin(), read.end(), [&](const ParamSpec& p) { return p.name == name; })) continue;
    std::string readers;
    for (auto& p : catalogue().properties())
      for (auto& spec : p.params)
        if (p.id.rfind("fabric.", 0) == 0 && spec.name == name) readers += (readers.empty() ? "" : ", ") + p.id;
    if (readers.empty()) throw InputError("params." + name, "no fabric property reads it");
    throw InputError("params." + name, "no selected property reads it (" + readers +
                                           " does: list it in \"properties\" or \"information\")");
  }
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

json result_json(const Result& r) { return {{"verdict", to_string(r.verdict)}, {"note", r.note}, {"rechecked", r.rechecked}}; }

std::string result_line(const Result& r, const char* role) {
  return r.property + role + ": " + to_string(r.verdict) + " — " + r.note +
         (r.verdict == Verdict::Fails && r.rechecked ? " (counterexample re-checked)" : "");
}

ScheduleReport check_fabric_description(const json& doc, const RunContext& ctx) {
  const FabricSelection selection = selection_of(doc);
  check_params_read(doc["params"], selection);
  FabricFiles files;  // read here rather than by read_fabric_files, so errors name this file's keys
  files.topology_name = json_string(doc["topology"], "", "topology");
  files.topology = read_text_file(files.topology_name, "topology", kMaxFabricFileBytes);
  files.lfts_name = json_string(doc["lfts"], "", "lfts");
  files.lfts = read_text_file(files.lfts_name, "lfts", kMaxFabricFileBytes);
  const std::string digest = fabric_digest(files);
  auto routing = load_fabric_routing(std::move(files));
  FabricSetResults run = run_fabric_selection(
      selection, routing, [&](const Property& p) { return std::vector<ParamSet>{params_for(p, doc)}; }, "", ctx);
  ScheduleReport rep;
  rep.details["sha256"] = digest;
  rep.details["properties"] = json::object();
  rep.details["information"] = json::object();
  for (auto& r : run.decide) {
    rep.details["properties"][r.property] = result_json(r);
    rep.lines.push_back(result_line(r, ""));
    if (r.verdict == Verdict::Fails && rep.counterexample.is_null()) {
      rep.counterexample = r.counterexample;
      if (rep.counterexample.is_object()) rep.counterexample.erase("fabric");  // the files are the user's own
      rep.counterexample["property"] = r.property;
      rep.counterexample["node_names"] = fabric_node_names(r.counterexample, routing->fabric);
    }
  }
  for (auto& r : run.inform) {
    rep.details["information"][r.property] = result_json(r);
    rep.lines.push_back(result_line(r, " (information, does not decide the verdict)"));
  }
  rep.verdict = run.verdict;
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
                  "opensm-lfts.dump or dump_fts output; paths relative to this file) checked against the fabric.* "
                  "properties listed in \"properties\" (default: routes_complete, deadlock_free) and reported "
                  "for those in \"information\" (default: link_load, pattern shift), with their params in "
                  "\"params\"; fails when a listed property fails, with its re-checked counterexample";
  s.check = check_fabric_description;
  s.required_keys = {"topology", "lfts"};
  s.optional_keys = {"properties", "information"};
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
