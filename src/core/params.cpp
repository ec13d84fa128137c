// params.cpp — see params.hpp.
#include "core/params.hpp"

#include <climits>
#include <sstream>

#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

json ParamSpec::to_json() const {
  json j;
  j["help"] = help;
  if (is_int) {
    j["type"] = "int";
    j["min"] = lo;
    j["max"] = hi;
  } else {
    j["type"] = "choice";
    j["choices"] = choices;
  }
  j["default"] = default_value;
  return j;
}

void ParamSet::set(const std::string& name, ParamValue v) {
  for (auto& kv : items_)
    if (kv.first == name) {
      kv.second = std::move(v);
      return;
    }
  items_.emplace_back(name, std::move(v));
}

bool ParamSet::has(const std::string& name) const {
  for (auto& kv : items_)
    if (kv.first == name) return true;
  return false;
}

int64_t ParamSet::i(const std::string& name) const {
  for (auto& kv : items_)
    if (kv.first == name) {
      if (auto p = std::get_if<int64_t>(&kv.second)) return *p;
      throw InputError(name, "expected an integer");
    }
  throw InputError(name, "parameter missing");
}

const std::string& ParamSet::s(const std::string& name) const {
  for (auto& kv : items_)
    if (kv.first == name) {
      if (auto p = std::get_if<std::string>(&kv.second)) return *p;
      throw InputError(name, "expected a name");
    }
  throw InputError(name, "parameter missing");
}

json ParamSet::to_json() const {
  json j = json::object();
  for (auto& kv : items_) std::visit([&](auto&& v) { j[kv.first] = v; }, kv.second);
  return j;
}

std::string ParamSet::to_string() const {
  std::ostringstream os;
  bool first = true;
  for (auto& kv : items_) {
    os << (first ? "" : " ") << kv.first << '=';
    std::visit([&](auto&& v) { os << v; }, kv.second);
    first = false;
  }
  return os.str();
}

namespace {

const ParamSpec& find_spec(const std::string& name, const std::vector<ParamSpec>& specs) {
  for (auto& s : specs)
    if (s.name == name) return s;
  std::string known;
  std::vector<std::string> names;
  for (auto& s : specs) known += (known.empty() ? "" : ", ") + s.name, names.push_back(s.name);
  std::string guess = names.empty() ? "" : "did you mean '" + nearest_name(name, names) + "'? ";
  throw InputError(json_key_path("", name), "unknown parameter (" + guess + "this one takes: " + (known.empty() ? "none" : known) + ")");
}

int64_t parse_int(const std::string& name, const std::string& text) {
  try {
    size_t used = 0;
    long long v = std::stoll(text, &used);
    if (used != text.size()) throw std::invalid_argument("trailing");
    return v;
  } catch (const std::exception&) {
    throw InputError(name, "'" + readable_excerpt(text) + "' is not an integer");
  }
}

void check_int(const ParamSpec& spec, int64_t v) {
  if (v < spec.lo || v > spec.hi)
    throw InputError(spec.name, std::to_string(v) + " is outside the domain " + std::to_string(spec.lo) +
                                    ".." + std::to_string(spec.hi));
}

ParamArg parse_value_text(const ParamSpec& spec, const std::string& value) {
  ParamArg arg{spec.name, {}};
  if (value.empty()) throw InputError(spec.name, "empty value");
  std::vector<std::string> parts;
  std::stringstream ss(value);
  for (std::string part; std::getline(ss, part, ',');) parts.push_back(part);
  for (auto& part : parts) {
    if (spec.is_int) {
      auto dots = part.find("..");
      if (dots != std::string::npos) {
        int64_t lo = parse_int(spec.name, part.substr(0, dots));
        int64_t hi = parse_int(spec.name, part.substr(dots + 2));
        if (lo > hi) throw InputError(spec.name, "empty range " + readable_excerpt(part));
        check_int(spec, lo);
        check_int(spec, hi);
        if (hi - lo >= static_cast<int64_t>(kMaxParamSets) ||
            arg.values.size() + static_cast<size_t>(hi - lo) >= kMaxParamSets)
          throw InputError(spec.name, "range " + part + " has too many values (limit " +
                                          std::to_string(kMaxParamSets) + " values per parameter)");
        for (int64_t v = lo; v <= hi; ++v) arg.values.emplace_back(v);
      } else {
        int64_t v = parse_int(spec.name, part);
        check_int(spec, v);
        arg.values.emplace_back(v);
      }
    } else {
      bool ok = false;
      for (auto& c : spec.choices) ok = ok || c == part;
      if (arg.values.size() >= kMaxParamSets)
        throw InputError(spec.name, "too many values (limit " + std::to_string(kMaxParamSets) + ")");
      if (!ok) {
        std::string known;
        for (auto& c : spec.choices) known += (known.empty() ? "" : ", ") + c;
        throw InputError(spec.name, "'" + readable_excerpt(part) + "' is not one of " + known);
      }
      arg.values.emplace_back(part);
    }
  }
  return arg;
}

}  // namespace

ParamArg parse_param_arg(const std::string& text, const std::vector<ParamSpec>& specs) {
  auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0)
    throw InputError("--param", "'" + readable_excerpt(text) + "' is not NAME=VALUE or NAME=LO..HI");
  const ParamSpec& spec = find_spec(text.substr(0, eq), specs);
  return parse_value_text(spec, text.substr(eq + 1));
}

ParamArg parse_param_json(const std::string& name, const json& value, const std::vector<ParamSpec>& specs) {
  const ParamSpec& spec = find_spec(name, specs);
  if (value.is_number_unsigned() && value.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX))
    throw InputError(name, value.dump() + " is outside the domain " + std::to_string(spec.lo) + ".." +
                               std::to_string(spec.hi));
  if (value.is_number_integer()) return parse_value_text(spec, std::to_string(value.get<int64_t>()));
  if (value.is_string()) return parse_value_text(spec, value.get<std::string>());
  if (value.is_array()) {
    ParamArg all{name, {}};
    if (value.empty()) throw InputError(name, "empty list of values");
    for (auto& v : value) {
      if (v.is_array()) throw InputError(name, "a list of values may not contain lists");
      auto one = parse_param_json(name, v, specs);
      all.values.insert(all.values.end(), one.values.begin(), one.values.end());
      if (all.values.size() > kMaxParamSets)
        throw InputError(name, "too many values (limit " + std::to_string(kMaxParamSets) + ")");
    }
    return all;
  }
  throw InputError(name, "expected a number, \"LO..HI\", a name or a list");
}

std::vector<ParamSet> expand_params(const std::vector<ParamArg>& args, const std::vector<ParamSpec>& specs) {
  std::vector<ParamArg> axes;
  for (auto& spec : specs) {
    const ParamArg* given = nullptr;
    for (auto& a : args)
      if (a.name == spec.name) given = &a;  // the last --param for a name wins
    if (given)
      axes.push_back(*given);
    else
      axes.push_back(parse_value_text(spec, spec.default_value));
  }
  for (auto& a : args) find_spec(a.name, specs);
  // Cap the product before building it (saturating; an empty axis means no sets).
  size_t product = 1;
  std::string shape;
  for (auto& axis : axes) {
    size_t n = axis.values.size();
    product = (n != 0 && product > kMaxParamSets / n) ? kMaxParamSets + 1 : product * n;
    if (n > 1) shape += (shape.empty() ? "" : " x ") + axis.name + " (" + std::to_string(n) + " values)";
  }
  if (product > kMaxParamSets)
    throw InputError("--param", shape + " is more than " + std::to_string(kMaxParamSets) +
                                    " parameter sets; narrow the ranges or split the run");
  std::vector<ParamSet> out{ParamSet{}};
  for (auto& axis : axes) {
    std::vector<ParamSet> next;
    for (auto& base : out)
      for (auto& v : axis.values) {
        ParamSet ps = base;
        ps.set(axis.name, v);
        next.push_back(std::move(ps));
      }
    out = std::move(next);
  }
  return out;
}

ParamSpec int_param(std::string name, int64_t lo, int64_t hi, std::string default_value, std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.is_int = true;
  s.lo = lo;
  s.hi = hi;
  s.default_value = std::move(default_value);
  s.help = std::move(help);
  return s;
}

ParamSpec choice_param(std::string name, std::vector<std::string> choices, std::string default_value,
                       std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.is_int = false;
  s.choices = std::move(choices);
  s.default_value = std::move(default_value);
  s.help = std::move(help);
  return s;
}

}  // namespace netcert
