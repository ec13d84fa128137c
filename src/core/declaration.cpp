// declaration.cpp — the property table's parser (see declaration.hpp): the one
// place a ParamSet is read by name, each value checked against its spec again
// (a certificate's params reach verifiers through here too).
#include "core/declaration.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/every_size.hpp"

namespace netcert {

int64_t read_int_param(const ParamSet& ps, const ParamSpec& spec) {
  const int64_t v = ps.i(spec.name);
  if (v < spec.lo || v > spec.hi)
    throw InputError(spec.name, std::to_string(v) + " is outside the domain " + std::to_string(spec.lo) + ".." +
                                    std::to_string(spec.hi));
  return v;
}

const std::string& read_choice_param(const ParamSet& ps, const ParamSpec& spec) {
  const std::string& v = ps.s(spec.name);
  if (std::find(spec.choices.begin(), spec.choices.end(), v) == spec.choices.end())
    throw InputError(spec.name, "'" + v + "' is not one of its choices");  // certificates' params come here too
  return v;
}

std::string limit_refusal(const std::string& param, int64_t value, int64_t max, const std::string& why,
                          LimitWording wording) {
  if (value <= max) return "";
  if (wording == LimitWording::Over) return param + " > " + std::to_string(max) + ": " + why;
  if (wording == LimitWording::OverPhrase) return param + " > " + std::to_string(max) + " " + why;
  return param + "=" + std::to_string(value) + " is above this engine's limit " + param + "<=" + std::to_string(max) +
         " (" + why + ")";
}

bool range_value(const ParamSet& ps, const std::string& param, int64_t& lo, int64_t& hi) {
  if (!ps.has(param)) return false;
  for (auto& [name, v] : ps.items()) {
    if (name != param || !std::holds_alternative<std::string>(v)) continue;
    const std::string& text = std::get<std::string>(v);
    if (text == "all") {  // every size, by induction (every_size.hpp; the runner admits it per property)
      lo = 1, hi = kAllSizes;
      return true;
    }
    const size_t dots = text.find("..");
    if (dots == std::string::npos) return false;
    try {
      size_t a = 0, b = 0;
      lo = std::stoll(text.substr(0, dots), &a);
      hi = std::stoll(text.substr(dots + 2), &b);
      return a == dots && b == text.size() - dots - 2 && lo <= hi;
    } catch (const std::exception&) {
      return false;
    }
  }
  return false;
}

ParamSet at_size(const ParamSet& ps, const std::string& param, int64_t value) {
  ParamSet out = ps;
  out.set(param, value);
  return out;
}

std::string range_refusal(const RangeScope& range, const ParamSet& ps) {
  int64_t lo = 0, hi = 0;
  const std::string span = std::to_string(range.lo) + ".." + std::to_string(range.hi);
  if (!range_value(ps, range.param, lo, hi))
    return "this engine answers for a range at once: give " + range.param + "=LO..HI within " + span;
  if (hi == kAllSizes) return "";  // PARAM=all: make_check_request and verify-cert admit it per property
  if (lo < range.lo || hi > range.hi) return range.param + "=" + std::to_string(lo) + ".." + std::to_string(hi) +
                                             " is outside the range this engine covers, " + span;
  return "";
}

bool split_range_counterexample(const json& c, const std::string& param, int64_t lo, int64_t hi, int64_t& size,
                                json& inner, std::string& why) {
  if (!c.is_object() || c.size() != 2 || !c.contains(param) || !c.contains("at_size") || !c[param].is_number_integer())
    return why = "a range counterexample is exactly {\"" + param + "\": size, \"at_size\": {...}}", false;
  size = c[param].get<int64_t>();
  if (size < lo || size > hi)
    return why = param + "=" + std::to_string(size) + " lies outside " + std::to_string(lo) + ".." + std::to_string(hi), false;
  inner = c["at_size"];
  return true;
}

}  // namespace netcert
