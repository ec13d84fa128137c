// fabric_check.hpp — the independent checker of the fabric.* properties.
//
// Shares only the fabric model and its file parsers (net/) with the engines.
// Forwarding is restated here from the dump itself: a hash map from (switch,
// destination LID) to output port, checked against the topology, and a walk
// that stops at the first switch it visits twice. Routes complete: every
// claimed walk is re-walked; a holds is re-established by walking every pair.
// Deadlock freedom: every flow of a claimed cycle is walked and must use the
// two channels consecutively; a holds is re-established by rebuilding the
// dependencies from the walks and checking that the ranking is exactly the
// longest-chain ranking (so every dependency strictly increases it).
#pragma once
#include <string>

#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

bool fabric_recheck_routes(const json& counterexample, std::string& why);
Verification fabric_verify_routes(const json& witness, std::string& why);
bool fabric_recheck_deadlock(const json& counterexample, std::string& why);
Verification fabric_verify_deadlock(const json& witness, std::string& why);

}  // namespace netcert
