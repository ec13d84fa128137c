// montecarlo_seed.hpp — where a Monte-Carlo run's seed comes from.
//
// A Monte-Carlo verdict depends on its seed, so the author of a run must not
// be able to shop for one silently. Without --seed the seed is derived from
// what the run is about: the first 8 bytes of SHA-256 over the property id and
// the canonical params. A seed the user names is used, and recorded and
// printed as the author's choice. The source is a function of (property,
// params, seed): "derived" exactly when the seed equals the derived one, so a
// certificate cannot claim a derived seed it does not have.
#pragma once
#include <cstdint>
#include <string>

#include "core/context.hpp"
#include "core/params.hpp"

namespace netcert {

uint64_t derived_montecarlo_seed(const std::string& property, const ParamSet& ps);

// "derived" or "author".
std::string montecarlo_seed_source(const std::string& property, const ParamSet& ps, uint64_t seed);

// One phrase for notes and verify-cert: "seed S (derived from the params)" or
// "seed S (the author's choice, --seed; the params derive D)".
std::string montecarlo_seed_phrase(const std::string& property, const ParamSet& ps, uint64_t seed);

// The context a Monte-Carlo engine runs with: the named seed, else the derived one.
RunContext montecarlo_context(const RunContext& ctx, const std::string& property, const ParamSet& ps);

}  // namespace netcert
