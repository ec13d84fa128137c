// json_schema.cpp — see json_schema.hpp.
#include "core/json_schema.hpp"

#include <set>
#include <stdexcept>

#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

namespace {

const char* const kDialect = "https://json-schema.org/draft/2020-12/schema";

// The data files other than the schedule fragments: name, role, one line.
const std::vector<SchemaInfo>& file_schemas() {
  static const std::vector<SchemaInfo> list{
      {"suite", "input", "a proof suite (netcert suite)"},
      {"certificate", "input", "a result's certificate (--cert, --certify; netcert verify-cert)"},
      {"checkpoint", "input", "a --checkpoint file (read back when a run resumes)"},
      {"shard-report", "input", "check --shard I/M --json (read back by netcert merge)"},
      {"fabric-failure", "input", "failure.json of a failure sweep run (netcert fabric table fabric-failures)"},
      {"check-report", "output", "check, fabric check and merge --json"},
      {"schedule-report", "output", "check-schedule --json"},
      {"table-report", "output", "table and fabric table --format json"},
      {"suite-report", "output", "suite --json"},
      {"list-report", "output", "list --json"},
  };
  return list;
}

json embedded(const std::string& path) {
  for (auto& [file, text] : embedded_schema_texts())
    if (file == path) return json::parse(text);
  throw std::logic_error("schema file schemas/" + path + " is not compiled in");
}

// Objects merge key by key; any other value in `patch` replaces the base's.
void merge_into(json& base, const json& patch) {
  for (auto& [key, value] : patch.items()) {
    if (value.is_object() && base.contains(key) && base[key].is_object()) merge_into(base[key], value);
    else base[key] = value;
  }
}

// {"$netcert_enum": "property-ids", "prefix": P} becomes an enum of the
// catalogue's property ids starting with P: the list the parsers look ids up in.
void expand_enums(json& node) {
  if (node.is_object() && node.contains("$netcert_enum")) {
    if (node["$netcert_enum"] != "property-ids") throw std::logic_error("unknown $netcert_enum " + node.dump());
    const std::string prefix = node.value("prefix", "");
    json ids = json::array();
    for (auto& p : catalogue().properties())
      if (p.id.rfind(prefix, 0) == 0) ids.push_back(p.id);
    node.erase("$netcert_enum");
    node.erase("prefix");
    node["enum"] = ids;
    return;
  }
  if (node.is_structured())
    for (auto& child : node) expand_enums(child);
}

// A data file, on top of the schema it names in "$netcert_base" (if any).
json file_schema(const std::string& name) {
  json patch = embedded(name + ".schema.json");
  json schema = json::object();
  if (patch.contains("$netcert_base")) {
    schema = file_schema(patch["$netcert_base"].get<std::string>());
    patch.erase("$netcert_base");
  }
  merge_into(schema, patch);
  return schema;
}

// params of a schedule kind: its ParamSpecs as check-schedule checks them
// (an integer in lo..hi, a choice by name; required unless it has a default).
json params_schema(const std::vector<ParamSpec>& params) {
  json properties = json::object(), required = json::array();
  for (auto& p : params) {
    json s = {{"description", p.help}};
    if (p.is_int && p.default_value.find("..") != std::string::npos) {  // a size or a range of sizes
      s["oneOf"] = {{{"type", "integer"}, {"minimum", p.lo}, {"maximum", p.hi}},
                    {{"type", "string"}, {"pattern", "^[0-9]+[.][.][0-9]+$"}}};
      s["default"] = p.default_value;
    } else if (p.is_int) {
      s["type"] = "integer";
      s["minimum"] = p.lo;
      s["maximum"] = p.hi;
    } else {
      s["enum"] = p.choices;
    }
    const bool plain_integer = p.default_value.find_first_not_of("0123456789") == std::string::npos;
    if (p.default_value.empty()) required.push_back(p.name);
    else if (!p.is_int) s["default"] = p.default_value;
    else if (plain_integer && p.default_value.size() < 19) s["default"] = std::stoll(p.default_value);
    properties[p.name] = s;
  }
  return {{"type", "object"}, {"additionalProperties", false}, {"required", required}, {"properties", properties}};
}

json schedule_schema(const ScheduleSpec& spec) {
  const std::string name = spec.network + "/" + spec.kind;
  json fragment = embedded("schedules/" + spec.network + "-" + spec.kind + ".json");
  // The fragment describes the kind's own keys: exactly those the parser knows.
  std::set<std::string> own(spec.required_keys.begin(), spec.required_keys.end()), described;
  own.insert(spec.optional_keys.begin(), spec.optional_keys.end());
  const json described_keys = fragment.value("properties", json::object());
  for (auto& [key, value] : described_keys.items()) described.insert(key);
  if (own != described)
    throw std::logic_error("schemas/schedules/" + spec.network + "-" + spec.kind +
                           ".json does not describe exactly the keys check-schedule accepts for " + name);
  json required = {"network", "kind", "params"};
  for (auto& key : spec.required_keys) required.push_back(key);
  json s = {{"title", name}, {"description", spec.description}, {"type", "object"},
            {"additionalProperties", false}, {"required", required}};
  s["properties"] = {{"network", {{"const", spec.network}}},
                     {"kind", {{"const", spec.kind}}},
                     {"params", params_schema(spec.params)},
                     {"comment", {{"type", "string"}}}};
  merge_into(s, fragment);
  return s;
}

}  // namespace

std::vector<SchemaInfo> schema_list() {
  std::vector<SchemaInfo> list;
  for (auto& s : catalogue().schedules())
    list.push_back({s.network + "/" + s.kind, "input", "schedule file (netcert check-schedule)"});
  for (auto& info : file_schemas()) list.push_back(info);
  return list;
}

json schema_named(const std::string& name) {
  json body;
  for (auto& s : catalogue().schedules())
    if (s.network + "/" + s.kind == name) body = schedule_schema(s);
  for (auto& info : file_schemas())
    if (info.name == name) body = file_schema(name);
  if (body.is_null()) {
    std::vector<std::string> names;
    for (auto& info : schema_list()) names.push_back(info.name);
    throw InputError("schema", "'" + name + "' is not a schema name (did you mean '" + nearest_name(name, names) +
                               "'? `netcert schema` lists them)");
  }
  expand_enums(body);
  json out = {{"$schema", kDialect}};
  merge_into(out, body);
  return out;
}

}  // namespace netcert
