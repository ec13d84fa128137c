// schedule_input.cpp — see schedule_input.hpp.
#include "core/schedule_input.hpp"

#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

const ScheduleSpec& schedule_spec_for(const json& doc, const std::string& source) {
  if (!doc.is_object()) throw InputError(source, "expected a JSON object at the top level");
  std::string network = json_string(doc.contains("network") ? doc["network"] : json(), source, "network");
  if (!doc.contains("kind") || !doc["kind"].is_string()) {
    // Name the kinds this network takes, rather than only the JSON type that is wrong.
    std::string kinds;
    for (auto& s : catalogue().schedules())
      if (s.network == network) kinds += (kinds.empty() ? "'" : ", '") + s.kind + "'";
    throw InputError(json_where(source, "kind"),
                     std::string(doc.contains("kind") ? "expected a string" : "missing") +
                         (kinds.empty() ? "" : ": network '" + network + "' takes kind " + kinds));
  }
  std::string kind = doc["kind"].get<std::string>();
  if (const ScheduleSpec* spec = catalogue().schedule(network, kind)) return *spec;
  std::string known;
  std::vector<std::string> names;
  for (auto& s : catalogue().schedules()) {
    known += (known.empty() ? "" : ", ") + s.network + "/" + s.kind;
    names.push_back(s.network + "/" + s.kind);
  }
  throw InputError(json_where(source, "kind"), "no checker for network '" + network + "' kind '" + kind +
                                                   "' (did you mean '" + nearest_name(network + "/" + kind, names) +
                                                   "'? known: " + known + ")");
}

void validate_schedule(const ScheduleSpec& spec, const json& doc, const std::string& source) {
  std::vector<std::string> required{"network", "kind", "params"};
  required.insert(required.end(), spec.required_keys.begin(), spec.required_keys.end());
  std::vector<std::string> optional{"comment"};
  optional.insert(optional.end(), spec.optional_keys.begin(), spec.optional_keys.end());
  expect_keys(doc, source, "", required, optional);
  if (doc.contains("comment")) json_string(doc["comment"], source, "comment");
  std::vector<std::string> req_params, opt_params;
  for (auto& p : spec.params) (p.default_value.empty() ? req_params : opt_params).push_back(p.name);
  expect_keys(doc["params"], source, "params", req_params, opt_params);
  for (auto& p : spec.params) {
    if (!doc["params"].contains(p.name)) continue;
    const json& v = doc["params"][p.name];
    if (p.is_int) json_int_in(v, source, "params." + p.name, p.lo, p.hi);
    else json_choice(v, source, "params." + p.name, p.choices);
  }
}

ScheduleReport check_schedule_document(const json& doc, const std::string& source, const RunContext& ctx,
                                       const ScheduleSpec** spec_out) {
  const ScheduleSpec& spec = schedule_spec_for(doc, source);
  if (spec_out) *spec_out = &spec;
  try {
    validate_schedule(spec, doc, source);
    return spec.check(doc, ctx);
  } catch (const InputError&) {
    rethrow_in_file(source);
  } catch (const json::exception& e) {
    // Safety net: a checker that read a field of the wrong type is still an input error.
    throw InputError(source, std::string("malformed schedule: ") + e.what());
  }
}

}  // namespace netcert
