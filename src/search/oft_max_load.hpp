// oft_max_load.hpp — seed 003, Sec. 4: the balls-into-bins claims behind the
// routing time of the buffer scheme, as Monte-Carlo properties (engine
// montecarlo). Each processor throws its packets into n = 2^r sending buffers;
// the largest buffer decides the routing time.
//   oft.max_load_light: n balls into n bins, maximum load ~ ln n / ln ln n [10];
//   oft.max_load_heavy: h = k n log2 n balls (h >= n log n), maximum load Θ(h/n) [11].
// Sampling (the definition the checker re-implements): trial t of seed S runs
// splitmix64 from state y + t, y the first splitmix64 output from state S (so
// that seeds S and S + 1 do not give streams shifted by one ball); ball j takes
// the j-th output x and lands in bin x >> (64 - r) (exactly uniform: n is a
// power of two).
#pragma once
#include <cstdint>
#include <vector>

#include "core/context.hpp"
#include "core/oft_params.hpp"
#include "core/verdict.hpp"

namespace netcert {

// The largest bin of one trial.
uint32_t oft_max_load_trial(int r, uint64_t balls, uint64_t seed, uint64_t trial);

// Balls per trial: n (light) or k * r * n (heavy); the statistic per trial is
// the maximum load (light) or the maximum load / (k r) = max load / (h/n) (heavy).
uint64_t oft_max_load_balls(const OftMaxLoadParams& ps, bool heavy);
std::string oft_max_load_refusal(const OftMaxLoadParams& ps, bool heavy);

// Evidence (holds witness, fails counterexample):
// {"seed","balls","max_loads":[per trial],"mean","ci":[low,high],"alpha","band":[low,high]}.
Outcome oft_max_load_light_montecarlo(const OftMaxLoadParams& ps, const RunContext& ctx);
Outcome oft_max_load_heavy_montecarlo(const OftMaxLoadParams& ps, const RunContext& ctx);

}  // namespace netcert
