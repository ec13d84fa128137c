// json_head.hpp — a few small top-level members of a JSON object, read without
// building the rest: a schedule's network, kind and params decide how big its
// arrays may be before the whole document is parsed (schedule_input.hpp).
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

// The members of the top-level object named in `keys` whose value is a scalar or a
// flat object of at most 256 scalars, in an object; reading stops once all were seen.
// Anything else (not an object, bad JSON, a deeper value) is left out: the
// strict parse that follows reports it.
json read_json_head(const std::string& text, const std::vector<std::string>& keys);

}  // namespace netcert
