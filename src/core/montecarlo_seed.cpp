// montecarlo_seed.cpp — see montecarlo_seed.hpp.
#include "core/montecarlo_seed.hpp"

#include "core/certificate.hpp"

namespace netcert {

uint64_t derived_montecarlo_seed(const std::string& property, const ParamSet& ps) {
  // The params' JSON has sorted keys and one value per parameter: the same run always hashes alike.
  const std::string digest = sha256_hex("netcert montecarlo seed\n" + property + '\0' + ps.to_json().dump());
  return std::stoull(digest.substr(0, 16), nullptr, 16);
}

std::string montecarlo_seed_source(const std::string& property, const ParamSet& ps, uint64_t seed) {
  return seed == derived_montecarlo_seed(property, ps) ? "derived" : "author";
}

std::string montecarlo_seed_phrase(const std::string& property, const ParamSet& ps, uint64_t seed) {
  const uint64_t derived = derived_montecarlo_seed(property, ps);
  if (seed == derived) return "seed " + std::to_string(seed) + " (derived from the params)";
  return "seed " + std::to_string(seed) + " (the author's choice, --seed; the params derive " + std::to_string(derived) +
         ")";
}

RunContext montecarlo_context(const RunContext& ctx, const std::string& property, const ParamSet& ps) {
  RunContext mc = ctx;
  if (!ctx.seed_named) mc.seed = derived_montecarlo_seed(property, ps);
  return mc;
}

}  // namespace netcert
