// declaration.cpp — the property table's parser (see declaration.hpp): the one
// place a ParamSet is read by name, each value checked against its spec again
// (a certificate's params reach verifiers through here too).
#include "core/declaration.hpp"

#include <algorithm>

#include "core/errors.hpp"

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

}  // namespace netcert
