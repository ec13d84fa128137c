// lcan.hpp — pieces of seed 004's registration shared by its three files.
#pragma once
#include "core/catalogue.hpp"
#include "net/lcan.hpp"
#include "route/lcan_claims.hpp"

namespace netcert {

extern const char* const kLcanPaper;
// The network of a parameter set (kind, N, d, u); InputError when malformed.
Lcan lcan_of(const ParamSet& ps);
// "" when the shape is well formed with at most max_N PEs, else why not.
std::string lcan_refusal(const ParamSet& ps, uint64_t max_N);
std::vector<ParamSpec> lcan_shape_params(const std::string& kind_default, const std::string& N_default,
                                         const std::string& d_default, const std::string& u_default);

// Theorem 3 sweeps with an explicit router (tests hand in broken routers).
Outcome lcan_offline_exhaustive(const Lcan& net, const OfflineRouter& router, const RunContext& ctx);
Outcome lcan_offline_random(const Lcan& net, const OfflineRouter& router, const RunContext& ctx);

void register_lcan_tables(Catalogue& cat);
void register_lcan_schedule(Catalogue& cat);

}  // namespace netcert
