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

bool tswitch_recheck_reach(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_reach(p.k, p.n, p.sets, cex, reach_claim, why);
}

Verification tswitch_verify_reach(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  return verify_reach(p.k, p.n, p.sets, w, why);
}

bool tswitch_recheck_connections(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_connections(p.k, cex, conn_claim, why);
}

Verification tswitch_verify_connections(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  return verify_connections(p.k, w, why);
}

bool tswitch_recheck_turnaround(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_turnaround(p.k, p.n, cex, turnaround_claim, why);
}

Verification tswitch_verify_turnaround(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  return verify_turnaround(p.k, p.n, w, why);
}

}  // namespace netcert
