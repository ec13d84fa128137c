// lcan_downers.hpp — the engine's side of lcan.downer_switches (seed 004,
// Sec. 2.1: "in a CB-LCAN, a switch in some level (i+1) connects to d distinct
// switches in level i via each and every one of its downers"), on the model's
// port arrays (Lcan::downer_link), so a mutated wiring is seen.
#pragma once
#include <optional>

#include "core/context.hpp"
#include "core/json.hpp"
#include "net/lcan.hpp"

namespace netcert {

// The first switch (level 1 up, then index in the level) whose d downers reach
// fewer than d distinct level-i switches: {"claim": "Sec. 2.1 downers", "level"
// (its level, i+1), "switch" (index in the level), "distinct", "expected": d}.
std::optional<json> downer_switches_defect(const Lcan& net, const RunContext& ctx, bool* timed_out);

}  // namespace netcert
