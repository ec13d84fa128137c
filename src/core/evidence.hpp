// evidence.hpp — shape checks shared by the witness verifiers: evidence has
// exactly the fields netcert writes, so an added or dropped field is a forgery.
#pragma once
#include <set>
#include <string>

#include "core/json.hpp"

namespace netcert {

inline bool has_exactly_keys(const json& j, std::set<std::string> keys, std::string& why) {
  if (!j.is_object()) return why = "evidence is not an object", false;
  for (auto& [k, v] : j.items())
    if (!keys.erase(k)) return why = "unexpected field '" + k + "'", false;
  if (!keys.empty()) return why = "missing field '" + *keys.begin() + "'", false;
  return true;
}

}  // namespace netcert
