// params.hpp — parameter domains, parsing of NAME=V | NAME=LO..HI, expansion.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/json.hpp"

namespace netcert {

using ParamValue = std::variant<int64_t, std::string>;

// One parameter of a property or table: an integer range or a choice list.
struct ParamSpec {
  std::string name;
  std::string help;
  bool is_int = true;
  int64_t lo = 0, hi = 0;                 // integer domain (inclusive)
  std::vector<std::string> choices;       // string domain
  std::string default_value;              // as typed on the command line, e.g. "1..12"
  json to_json() const;
};

// A concrete parameter assignment, in the order of the specs.
class ParamSet {
 public:
  void set(const std::string& name, ParamValue v);
  bool has(const std::string& name) const;
  int64_t i(const std::string& name) const;
  const std::string& s(const std::string& name) const;
  json to_json() const;
  std::string to_string() const;  // "n=4 family=bitreverse"
  const std::vector<std::pair<std::string, ParamValue>>& items() const { return items_; }

 private:
  std::vector<std::pair<std::string, ParamValue>> items_;
};

// A parsed --param argument before expansion: a name and a list of values.
struct ParamArg {
  std::string name;
  std::vector<ParamValue> values;
};

// Parses "NAME=V", "NAME=LO..HI" or "NAME=A,B,C" against the specs; throws
// InputError naming the parameter when the name is unknown or a value lies
// outside the domain.
ParamArg parse_param_arg(const std::string& text, const std::vector<ParamSpec>& specs);
// Parses a JSON value (number, "LO..HI" string, list, or choice) for a suite entry.
ParamArg parse_param_json(const std::string& name, const json& value, const std::vector<ParamSpec>& specs);

// Most parameter sets one check/suite entry may expand to (exit 2 above it).
constexpr size_t kMaxParamSets = 100000;

// Cartesian product over the given arguments; parameters not given take the
// spec's default. Order: first spec varies slowest.
std::vector<ParamSet> expand_params(const std::vector<ParamArg>& args, const std::vector<ParamSpec>& specs);

// Convenience constructors for specs.
ParamSpec int_param(std::string name, int64_t lo, int64_t hi, std::string default_value, std::string help);
ParamSpec choice_param(std::string name, std::vector<std::string> choices, std::string default_value, std::string help);

}  // namespace netcert
