// schedule_input.cpp — see schedule_input.hpp.
#include "core/schedule_input.hpp"

#include <map>
#include <utility>

#include "core/errors.hpp"
#include "core/json_head.hpp"
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
  throw InputError(json_where(source, "kind"), "no checker for network '" + readable_excerpt(network) + "' kind '" + readable_excerpt(kind) +
                                                   "' (did you mean '" + nearest_name(network + "/" + kind, names) +
                                                   "'? known: " + known + ")");
}

bool takes_size_range(const ParamSpec& p) { return p.is_int && p.default_value.find("..") != std::string::npos; }

std::pair<int64_t, int64_t> schedule_size_range(const json& v, const std::string& path, int64_t lo, int64_t hi) {
  const std::string domain = std::to_string(lo) + ".." + std::to_string(hi);
  if (!v.is_string()) {
    if (!v.is_number_integer()) throw InputError(path, "expected an integer in " + domain + " or a range \"LO..HI\" within it");
    const int64_t one = json_int_in(v, "", path, lo, hi);
    return {one, one};
  }
  const std::string text = v.get<std::string>();
  const std::size_t dots = text.find("..");
  auto digits = [](const std::string& s) { return !s.empty() && s.size() <= 18 && s.find_first_not_of("0123456789") == std::string::npos; };
  const std::string a = dots == std::string::npos ? "" : text.substr(0, dots), b = dots == std::string::npos ? "" : text.substr(dots + 2);
  if (!digits(a) || !digits(b))
    throw InputError(path, "'" + readable_excerpt(text) + "' is not a range \"LO..HI\" of sizes in " + domain);
  const int64_t from = std::stoll(a), to = std::stoll(b);
  if (from < lo || to > hi || from > to)
    throw InputError(path, "range " + std::to_string(from) + ".." + std::to_string(to) + " is not within " + domain +
                               (from > to ? " (LO > HI)" : ""));
  return {from, to};
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
    if (takes_size_range(p)) schedule_size_range(v, json_where(source, "params." + p.name), p.lo, p.hi);
    else if (p.is_int) json_int_in(v, source, "params." + p.name, p.lo, p.hi);
    else json_choice(v, source, "params." + p.name, p.choices);
  }
}

namespace {

std::map<std::pair<std::string, std::string>, ScheduleValueBound>& value_bounds() {
  static std::map<std::pair<std::string, std::string>, ScheduleValueBound> bounds;
  return bounds;
}

// The value bound for a schedule whose head (network, kind, params) is read;
// schedule_limits()'s own when the head does not name a kind with valid params.
JsonLimits schedule_limits_for(const json& head) {
  JsonLimits limits = schedule_limits();
  if (!head.contains("network") || !head.contains("kind") || !head.contains("params")) return limits;
  if (!head["network"].is_string() || !head["kind"].is_string()) return limits;
  const ScheduleSpec* spec = catalogue().schedule(head["network"].get<std::string>(), head["kind"].get<std::string>());
  if (!spec) return limits;
  auto bound = value_bounds().find({spec->network, spec->kind});
  if (bound == value_bounds().end()) return limits;
  try {
    json probe = head;  // the head alone passes the params schema, or the strict parse reports why
    for (auto& key : spec->required_keys) probe[key] = nullptr;
    validate_schedule(*spec, probe, "");
  } catch (const InputError&) {
    return limits;
  }
  std::uint64_t most = bound->second(head["params"]);
  if (most < limits.max_values) {
    limits.max_values = static_cast<std::size_t>(most);
    limits.values_rule = "the most a " + spec->network + "/" + spec->kind + " schedule with params " +
                         head["params"].dump() + " can hold";
  }
  return limits;
}

}  // namespace

void declare_schedule_value_bound(const std::string& network, const std::string& kind, ScheduleValueBound bound) {
  value_bounds()[{network, kind}] = std::move(bound);
}

json read_schedule_file(const std::string& path) {
  const JsonLimits generic = schedule_limits();
  std::string text = read_text_file(path, path, generic.max_bytes);
  json doc = parse_json_strict(text, path, schedule_limits_for(read_json_head(text, {"network", "kind", "params"})));
  if (!doc.is_object()) throw InputError(path, "expected a JSON object at the top level");
  return doc;
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
