// every_size.hpp — PARAM=all: a range engine's claim for every size at once, proved by
// induction on the size (docs/symbolic.md, "Every n by induction").
#pragma once
#include <cstdint>
#include <string>

namespace netcert {

// The upper end of PARAM=all as range_value reads it: all = 1..kAllSizes.
constexpr int64_t kAllSizes = INT64_MAX;

// Whether `property_id`'s range engine proves PARAM=all (its run_range takes hi ==
// kAllSizes to the induction). A table (every_size.cpp) rather than a field of
// RangeScope, so the range engines' declarations stay as they are.
bool takes_every_size(const std::string& property_id);

}  // namespace netcert
