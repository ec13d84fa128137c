// butterfly.hpp — seed 001's re-checks and witness verifiers
// (butterfly_verify.cpp) and the butterfly-chips table (butterfly_table.cpp),
// registered by butterfly.cpp. Everything that decides a verdict is rebuilt
// from u alone: the constructed M and M', their counts by definition
// (src/check/butterfly_check.hpp), the block isomorphism of Lemma 2.
#pragma once
#include <string>

#include "core/catalogue.hpp"

namespace netcert {

constexpr int kButterflyMaterialMaxU = 20;  // u = 20 is 10.5 M chips, 44 M halves

// The params of the butterfly.* properties: G_n with n = 2^u inputs.
struct ButterflyParams {
  int u = 0;
};

bool butterfly_recheck_counts(const ButterflyParams&, const json& cex, std::string& why);
bool butterfly_recheck_isomorphism(const ButterflyParams&, const json& cex, std::string& why);
Verification butterfly_verify_counts(const ButterflyParams&, const std::string& engine, const json& w, std::string& why);
Verification butterfly_verify_isomorphism(const ButterflyParams&, const std::string& engine, const json& w,
                                          std::string& why);

// Table butterfly-chips: one row per u; rows with u <= certify_max are certified.
struct ButterflyChipsTableParams {
  int u = 0;
  int certify_max = 0;
};
TableData butterfly_chips_table(const ButterflyChipsTableParams& p, const RunContext& ctx);
// butterfly_table1.cpp: Sec. 2's pin arithmetic and Table 1 (nodes, pins, gates per chip).
struct ButterflyTable1Params {
  int m = 0;  // rows n' = 2^1 .. 2^m
};
TableData butterfly_table1(const ButterflyTable1Params& p, const RunContext& ctx);
TableData butterfly_pin_budget_table(const ParamSet& ps, const RunContext& ctx);

}  // namespace netcert
