// fattree_family_expression.hpp — check-schedule for
// {"network":"fattree","kind":"family-expression"}: a family sigma_i(x) given as
// a formula, checked for UMP at every level and slot for every n in a range.
#pragma once
#include "core/catalogue.hpp"

namespace netcert {

ScheduleSpec fattree_family_expression_schedule();

}  // namespace netcert
