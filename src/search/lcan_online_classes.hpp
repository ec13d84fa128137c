// lcan_online_classes.hpp — seed 004 Sec. 4.2: do the "commonly-used" classes
// route on-line in one pass through the Beneš network (≅ unfolded CB-LCAN(N,2,2))
// under their self-routing rule (route/benes_self_routing.hpp)? Every member of
// the class is routed; the loop over members is sliced (core/sliced_loop.hpp).
//
// Classes on N = 2^n terminals, members enumerated by index:
//   bpc                y_i = x_(P(i)) xor c_i (bit permutation P, complement c): n! 2^n members
//   inverse_omega      inverses of the permutations an omega network of 2x2
//                      switches (perfect shuffle, then exchange) realizes: 2^(n N/2)
//   linear             y = A x over GF(2), A nonsingular: |GL(n,2)| members
//   linear_complement  y = A x xor c: |GL(n,2)| 2^n members
#pragma once
#include <cstdint>
#include <string>

#include "core/bigint.hpp"
#include "core/context.hpp"
#include "core/permutation.hpp"
#include "core/verdict.hpp"
#include "route/benes_self_routing.hpp"

namespace netcert {

enum class OnlineClass { Bpc, InverseOmega, Linear, LinearComplement };
OnlineClass online_class_of(const std::string& name);

// The index space of the class's enumeration (some indices are no member: a
// singular matrix), and the number of members (closed form).
uint64_t online_class_indices(OnlineClass c, int n);
BigInt online_class_members(OnlineClass c, int n);

// Member `index` of the class into perm (N = 2^n entries); false when the index
// names no member (linear classes: a singular A).
bool online_class_member(OnlineClass c, int n, uint64_t index, Permutation& perm);

// Every member routed by the rule: holds (with the member count) or fails with
// the smallest failing index's member and conflict.
Outcome lcan_online_exhaustive(OnlineClass c, int n, BenesPriority rule, const RunContext& ctx);

}  // namespace netcert
