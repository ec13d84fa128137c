// schedule_input.hpp — reading a user's schedule file: the input layer
// (json_input.hpp) plus the schedule kind's declared schema, then its checker.
// check-schedule and the fuzz harness both go through here.
#pragma once
#include <string>

#include "core/catalogue.hpp"

namespace netcert {

// The checker for doc's network/kind (InputError naming the nearest known kind).
const ScheduleSpec& schedule_spec_for(const json& doc, const std::string& source);

// Enforces spec's schema: top-level keys (network, kind, params, comment and
// the kind's own), params keys and ranges. InputError names source, path, rule.
void validate_schedule(const ScheduleSpec& spec, const json& doc, const std::string& source);

// lookup + validate + check; every input problem becomes an InputError naming `source`.
ScheduleReport check_schedule_document(const json& doc, const std::string& source, const RunContext& ctx,
                                       const ScheduleSpec** spec_out = nullptr);

}  // namespace netcert
