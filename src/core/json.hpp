// json.hpp — the one JSON type netcert uses.
#pragma once
#include <nlohmann/json.hpp>

namespace netcert {
// ordered_json keeps fields in insertion order, so output (and the canonical
// form certificates hash) is stable and reads in the order docs/architecture.md documents.
using json = nlohmann::ordered_json;
}  // namespace netcert
