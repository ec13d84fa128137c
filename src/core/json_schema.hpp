// json_schema.hpp — the JSON Schemas (draft 2020-12) of what netcert reads and
// writes, printed by `netcert schema NAME`.
//
// They are data files under schemas/, compiled in (cmake/NetcertSchemas.cmake).
// A schedule kind's schema is built from the declaration check-schedule itself
// enforces (ScheduleSpec: required and optional keys, params and their domains)
// plus schemas/schedules/NETWORK-KIND.json, which must describe exactly the
// kind's own keys. A property id is an enum of the catalogue's ids. The rules a
// JSON Schema cannot state (N = 2^n entries, a port below 2k) stay in the
// parsers; each schema's "$comment" names them.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"

namespace netcert {

struct SchemaInfo {
  std::string name;         // "suite", "fattree/permutation-family", "check-report"
  std::string role;         // "input" (netcert reads it) or "output" (netcert writes it)
  std::string description;  // one line
};

// Every schema netcert prints, inputs first.
std::vector<SchemaInfo> schema_list();

// The schema called `name`; InputError naming the nearest name when there is none.
json schema_named(const std::string& name);

// schemas/**.json keyed by path under schemas/ (generated: schema_texts.cpp).
const std::vector<std::pair<std::string, std::string>>& embedded_schema_texts();

}  // namespace netcert
