// oft_params.hpp — the typed params of seed 003's properties and tables
// (Honkanen, optical fat tree). properties/oft*.cpp declare their fields
// (core/declaration.hpp), which parse and range-check them once; the engines
// (src/search/oft_*.cpp) and the checker (src/check/oft_max_load_check.cpp)
// receive these structs. They live in src/core so the checker may see them.
#pragma once
#include <cstdint>
#include <string>

#include "core/params.hpp"

namespace netcert {

// oft.debruijn, oft.conflict_free, oft.all_to_all, oft.counts, oft.diameter,
// oft.hrelation and the oft-routing table.
struct OftParams {
  int r = 0;            // OFT dimension, n = 2^r processors
  std::string reading;  // per-processor|shared (tables), routers|links (oft.diameter); "" when the property has none
};

// oft.feasibility: what a hop of t_r counts, links or routers.
struct OftFeasibilityParams {
  std::string reading;
};

// oft.max_load_light (band_pct) and oft.max_load_heavy (k, ratio_pct).
struct OftMaxLoadParams {
  int r = 0;
  int64_t k = 0;
  int64_t trials = 0;
  int64_t ratio_pct = 0;
  int64_t band_pct = 0;
  int64_t alpha_pct = 0;
};

// The params as the property names them: a Monte-Carlo seed is derived from them (core/montecarlo_seed.hpp).
inline ParamSet oft_max_load_param_set(const OftMaxLoadParams& p, bool heavy) {
  ParamSet ps;
  ps.set("r", static_cast<int64_t>(p.r));
  if (heavy) ps.set("k", p.k);
  ps.set("trials", p.trials);
  ps.set(heavy ? "ratio_pct" : "band_pct", heavy ? p.ratio_pct : p.band_pct);
  ps.set("alpha_pct", p.alpha_pct);
  return ps;
}

// The oft-hrelation table: one row.
struct OftHrelationTableParams {
  int r = 0;
  int64_t h = 0;
  int64_t trials = 0;
  std::string traffic;  // permutations|uniform
  std::string reading;  // per-processor|shared
};

}  // namespace netcert
