// lcan_downers_check.hpp — the independent re-check of lcan.downer_switches
// (seed 004, Sec. 2.1) on the checker's LcanWiring (the labels of Sec. 2, or a
// model's arrays read through from_model): a level-(i+1) switch's downers lead
// to d distinct level-i switches.
#pragma once
#include <optional>

#include "check/lcan_check.hpp"
#include "core/json.hpp"

namespace netcert {

// Distinct level-(level-1) switches reached by the downers of switch s at `level` >= 1.
uint64_t lcan_distinct_below(const LcanWiring& w, int level, uint64_t s);
// The first switch (level, then index) with fewer than d, as the engine reports it; nullopt when none.
std::optional<json> lcan_first_downer_defect(const LcanWiring& w);

}  // namespace netcert
