// tswitch.hpp — seed 002's params struct, re-checks and witness verifiers
// (tswitch_verify.cpp, tswitch_reach.cpp) and the tswitch-oscp table
// (tswitch_table.cpp), declared by tswitch.cpp (core/declaration.hpp).
// Everything that decides a verdict is rebuilt from the params; the checker
// (src/check/tswitch_check.hpp) walks every path itself.
#pragma once
#include <cstdint>
#include <string>

#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "net/tswitch_config.hpp"

namespace netcert {

// The paper every tswitch.* declaration cites (one definition: the sanitizer trees compile in unity batches).
inline constexpr const char* kTswitchPaper = "seed 002: twin switches (T-switches) in k-ary n-trees with DESTRO";

// The params of every tswitch.* property; each declaration lists the fields it has.
struct TswitchParams {
  int k = 0;  // switch arity (2k ports per T-switch)
  int n = 0;  // stages (N = k^n terminals)
  std::string reading;      // destro_balanced: per-kind | literal (Def. 1.26 as printed)
  std::string connections;  // optimal_config: all | ft | b
  std::string sets;         // reachable_sets: both | topological | destro
  std::string claimed;      // unpaired_minimum: corrected | printed (the proof of Prop. 1.29)
  bool literal_balance() const { return reading == "literal"; }
  Connections counted() const { return parse_connections(connections); }
};

bool tswitch_recheck_path_counts(const TswitchParams&, const json& cex, std::string& why);
bool tswitch_recheck_balanced(const TswitchParams&, const json& cex, std::string& why);
bool tswitch_recheck_optimal(const TswitchParams&, const json& cex, std::string& why);
bool tswitch_recheck_deadlock(const TswitchParams&, const json& cex, std::string& why);

Verification tswitch_verify_path_counts(const TswitchParams&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_balanced(const TswitchParams&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_optimal(const TswitchParams&, const std::string& engine, const json& w, std::string& why);
Verification tswitch_verify_deadlock(const TswitchParams&, const std::string& engine, const json& w, std::string& why);

// tswitch_reach.cpp: tswitch.reachable_sets, tswitch.connection_counts, tswitch.turnaround_paths.
bool tswitch_recheck_reach(const TswitchParams&, const json& cex, std::string& why);
Verification tswitch_verify_reach(const TswitchParams&, const std::string& engine, const json& w, std::string& why);
bool tswitch_recheck_connections(const TswitchParams&, const json& cex, std::string& why);
Verification tswitch_verify_connections(const TswitchParams&, const std::string& engine, const json& w, std::string& why);
bool tswitch_recheck_turnaround(const TswitchParams&, const json& cex, std::string& why);
Verification tswitch_verify_turnaround(const TswitchParams&, const std::string& engine, const json& w, std::string& why);

// tswitch_counts.cpp: tswitch.kary_counts, tswitch.ft_polynomial.
void register_tswitch_counts(Catalogue& cat);
// tswitch_unpaired.cpp: tswitch.unpaired_minimum.
void register_tswitch_unpaired(Catalogue& cat);

TableData tswitch_oscp_table(const TswitchParams& p, const RunContext& ctx);

// tswitch_nem_table.cpp: the Sun Blade 6048 NEM's port budget (Sec. 6) and Sec. 1's m − n/2 arithmetic; the
// printed numbers are a parameter so that a test can show a wrong one fails its row.
struct NemPrinted {
  int64_t chip_ports = 36, blade_connections = 24, external_ports = 30;
};
TableData tswitch_nem_budget_rows(const NemPrinted& printed);
TableData tswitch_nem_budget_table(const ParamSet& ps, const RunContext& ctx);

}  // namespace netcert
