// tswitch_reach.cpp — seed 002: re-checks and witness verifiers of
// tswitch.reachable_sets (Props. 1.4–1.11) and tswitch.connection_counts
// (Sec. 4.1, Props. 1.23–1.24) and tswitch.turnaround_paths (A.5), on the
// independent checkers. k, n and sets
// come from the params only.
#include "check/tswitch_connections_check.hpp"
#include "check/tswitch_reach_check.hpp"
#include "check/tswitch_turnaround_check.hpp"
#include "properties/tswitch.hpp"

namespace netcert {

bool tswitch_recheck_reach(const ParamSet& ps, const json& cex, std::string& why) {
  return recheck_reach(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")), ps.s("sets"), cex, reach_claim, why);
}

Verification tswitch_verify_reach(const ParamSet& ps, const std::string&, const json& w, std::string& why) {
  return verify_reach(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")), ps.s("sets"), w, why);
}

bool tswitch_recheck_connections(const ParamSet& ps, const json& cex, std::string& why) {
  return recheck_connections(static_cast<int>(ps.i("k")), cex, conn_claim, why);
}

Verification tswitch_verify_connections(const ParamSet& ps, const std::string&, const json& w, std::string& why) {
  return verify_connections(static_cast<int>(ps.i("k")), w, why);
}

bool tswitch_recheck_turnaround(const ParamSet& ps, const json& cex, std::string& why) {
  return recheck_turnaround(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")), cex, turnaround_claim, why);
}

Verification tswitch_verify_turnaround(const ParamSet& ps, const std::string&, const json& w, std::string& why) {
  return verify_turnaround(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")), w, why);
}

}  // namespace netcert
