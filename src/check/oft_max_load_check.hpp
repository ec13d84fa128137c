// oft_max_load_check.hpp — the checker's re-establishment of the Sec. 4
// balls-into-bins evidence of seed 003 (oft.max_load_light, oft.max_load_heavy):
// every trial is thrown again from the recorded seed by the checker's own
// sampler (the definition in search/oft_max_load.hpp, re-implemented), and the
// mean, the Student-t interval (Boost.Math quantile) and the band are
// recomputed from the params. A forged sample, mean, interval or band is rejected.
#pragma once
#include <string>

#include "core/json.hpp"
#include "core/oft_params.hpp"
#include "core/verdict.hpp"

namespace netcert::oftcheck {

// False (with `why`) when the evidence is not what the params and its seed
// give; otherwise true with `decided` = the interval-versus-band verdict
// (holds: inside, fails: wholly outside, unknown: across an edge or < 30 trials).
bool max_load_evidence(const OftMaxLoadParams& ps, bool heavy, const json& evidence, Verdict& decided, std::string& why);

// The checker's maximum load of one trial (r bins exponent, `balls` balls).
unsigned max_load_of_trial(int r, unsigned long long balls, unsigned long long seed, unsigned long long trial);

}  // namespace netcert::oftcheck
