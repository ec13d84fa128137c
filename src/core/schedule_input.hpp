// schedule_input.hpp — reading a user's schedule file: the input layer
// (json_input.hpp) plus the schedule kind's declared schema, then its checker.
// check-schedule and the fuzz harness both go through here.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

#include "core/catalogue.hpp"

namespace netcert {

// The checker for doc's network/kind (InputError naming the nearest known kind).
const ScheduleSpec& schedule_spec_for(const json& doc, const std::string& source);

// Enforces spec's schema: top-level keys (network, kind, params, comment and
// the kind's own), params keys and ranges. InputError names source, path, rule.
void validate_schedule(const ScheduleSpec& spec, const json& doc, const std::string& source);

// An integer param that also takes a range of sizes (its default is "LO..HI"):
// v is an integer in lo..hi or a string "A..B" with lo <= A <= B <= hi; returns
// {A, B} ({v, v} for an integer). InputError names `path` on anything else.
std::pair<int64_t, int64_t> schedule_size_range(const json& v, const std::string& path, int64_t lo, int64_t hi);
bool takes_size_range(const ParamSpec& p);

// The most JSON values a network/kind schedule with these (already validated)
// params can hold: read_schedule_file stops the parse there, before a flat array
// bigger than the network is built. A kind registers its bound beside its
// ScheduleSpec; a kind without one gets schedule_limits()'s.
using ScheduleValueBound = std::function<std::uint64_t(const json& params)>;
void declare_schedule_value_bound(const std::string& network, const std::string& kind, ScheduleValueBound bound);

// Values of a schedule besides its arrays: network, kind, params, comment, small options.
constexpr std::uint64_t kScheduleHeadValues = 1024;

// Reads and strictly parses a schedule file within schedule_limits(), with the
// number of JSON values bounded by its kind's declared bound for its params (read
// first, without building the rest), so a huge array is refused before it is built.
json read_schedule_file(const std::string& path);

// lookup + validate + check; every input problem becomes an InputError naming `source`.
ScheduleReport check_schedule_document(const json& doc, const std::string& source, const RunContext& ctx,
                                       const ScheduleSpec** spec_out = nullptr);

}  // namespace netcert
