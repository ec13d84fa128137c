// tswitch.hpp — seed 002's re-checks and witness verifiers (tswitch_verify.cpp)
// and the tswitch-oscp table (tswitch_table.cpp), registered by tswitch.cpp.
// Everything that decides a verdict is rebuilt from the params; the checker
// (src/check/tswitch_check.hpp) walks every path itself.
#pragma once
#include <string>

#include "core/catalogue.hpp"

namespace netcert {

bool tswitch_recheck_path_counts(const ParamSet&, const json& cex, std::string& why);
// Prop. 1.31 read as Def. 1.26 prints it (reading=literal); per kind otherwise or when unset.
inline bool literal_balance_reading(const ParamSet& ps) { return ps.has("reading") && ps.s("reading") == "literal"; }
bool tswitch_recheck_balanced(const ParamSet&, const json& cex, std::string& why);
bool tswitch_recheck_optimal(const ParamSet&, const json& cex, std::string& why);
bool tswitch_recheck_deadlock(const ParamSet&, const json& cex, std::string& why);

Verification tswitch_verify_path_counts(const ParamSet&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_balanced(const ParamSet&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_optimal(const ParamSet&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_deadlock(const ParamSet&, const std::string& engine, const json& w, std::string& why);

// tswitch_reach.cpp: tswitch.reachable_sets, tswitch.connection_counts, tswitch.turnaround_paths.
bool tswitch_recheck_reach(const ParamSet&, const json& cex, std::string& why);
Verification tswitch_verify_reach(const ParamSet&, const std::string& engine, const json& w, std::string& why);
bool tswitch_recheck_connections(const ParamSet&, const json& cex, std::string& why);
Verification tswitch_verify_connections(const ParamSet&, const std::string& engine, const json& w, std::string& why);
bool tswitch_recheck_turnaround(const ParamSet&, const json& cex, std::string& why);
Verification tswitch_verify_turnaround(const ParamSet&, const std::string& engine, const json& w, std::string& why);

// tswitch_counts.cpp: tswitch.kary_counts, tswitch.ft_polynomial.
void register_tswitch_counts(Catalogue& cat);

TableData tswitch_oscp_table(const ParamSet& ps, const RunContext& ctx);

}  // namespace netcert
