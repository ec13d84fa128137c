// consistent_papers.hpp — the per-paper builders behind consistent_counterexamples
// (consistent.hpp): one file per paper, each returning the cases of one
// certificate's property and params ({} when it does not cover the property).
#pragma once
#include <vector>

#include "tests/forge/consistent.hpp"

namespace netcert::consistent_detail {

// butterfly.chip_counts (consistent_butterfly.cpp).
std::vector<ConsistentCase> butterfly_cases(const std::string& property, const json& params);
// oft.diameter, oft.conflict_free (misdelivery), oft.hrelation, oft.feasibility (consistent_oft.cpp).
std::vector<ConsistentCase> oft_cases(const std::string& property, const json& params);
// tswitch.destro_balanced, tswitch.optimal_config (consistent_tswitch.cpp).
std::vector<ConsistentCase> tswitch_cases(const std::string& property, const json& params);
// lcan.theorem3_groups, lcan.online_classes, lcan.equivalences (consistent_lcan.cpp).
std::vector<ConsistentCase> lcan_cases(const std::string& property, const json& params);
// oft.max_load_light, oft.max_load_heavy, lcan.recurrence_vs_simulation (consistent_montecarlo.cpp).
std::vector<ConsistentCase> montecarlo_cases(const std::string& property, const json& params);

// At most `limit` false cases, every step-th so they span the whole range; every true case stays.
std::vector<ConsistentCase> cap_false_cases(std::vector<ConsistentCase> all, size_t limit);

}  // namespace netcert::consistent_detail
