// engine_kinds.hpp — what each engine name means, in one place (`list --json`:
// engine_descriptions; a property may state its engine more precisely).
#pragma once
#include <string>

namespace netcert {

// What a result of the engine `name` establishes; "" for a name that is no engine.
std::string engine_kind_description(const std::string& name);

}  // namespace netcert
