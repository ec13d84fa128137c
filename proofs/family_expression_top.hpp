// family_expression_top.hpp — a family formula (net/family_expression.hpp) as a
// QF_BV term for every size at once: sigma_i(x) << (64 - n), the value kept in
// the top n bits of a 64-bit word ("top form"), with n, the slot and x symbolic.
// In top form sums, differences and products wrap mod N = 2^n by themselves, and
// rev(x) of the input is the 64-bit reversal of x, with no symbolic shift (shifts
// of data by symbolic amounts made the range queries time out; see the .cpp).
#pragma once
#include <z3++.h>

#include "net/family_expression.hpp"

namespace netcert {

// sigma_slot(x) << (64 - n) for the formula e; n, slot (i mod N) and x < N are 64-bit terms.
z3::expr family_expression_top(z3::context& c, const FamilyExpr& e, const z3::expr& n, const z3::expr& slot,
                               const z3::expr& x);

}  // namespace netcert
