// lcan.hpp — pieces of seed 004's declarations shared by its files: every
// lcan.* property is a Declaration<LcanParams> (core/declaration.hpp).
#pragma once
#include <optional>

#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

extern const char* const kLcanPaper;
// The shape's fields kind, N, d, u with these defaults.
std::vector<Field<LcanParams>> lcan_shape_fields(const std::string& kind_default, const std::string& N_default,
                                                 const std::string& d_default, const std::string& u_default);
// The specs of a field table (a table's params: parsed by parse_params like a property's).
template <class P>
std::vector<ParamSpec> specs_of(const std::vector<Field<P>>& fields) {
  std::vector<ParamSpec> specs;
  for (auto& f : fields) specs.push_back(f.spec);
  return specs;
}

// Routes walked by the independent checker (check/lcan_check.hpp) through the
// wiring the paper's labels define for net's shape: nullopt when every pair is
// delivered to perm[source] within max_cycles with no wire or switch port
// shared in a cycle, else the violation. settings receives the verified
// switch settings [{cycle, level, switch, connections}].
std::optional<json> check_routes_by_walk(const Lcan& net, const Permutation& perm, const std::vector<LcaRoute>& routes,
                                         uint64_t max_cycles, json* settings = nullptr);

// Sec. 3 re-check shared by recheck, verify-cert and the lcan-cycles table:
// replays `perms` permutations of the class with `seed`, walks every circuit
// the simulator claims with the independent checker, and counts each
// permutation's cycles from the walked circuits. false (why says so) when a
// circuit is illegal or a count differs from `claimed_cycles` (when given).
// `digest` receives lcan_permutations_digest of the replayed permutations.
bool lcan_replay_and_walk(const LcanParams& p, uint64_t seed, const json* claimed_cycles,
                          std::vector<uint32_t>& cycles, std::string& digest, std::string& why);

void register_lcan_tables(Catalogue& cat);
void register_lcan_schedule(Catalogue& cat);
void register_lcan_equivalences(Catalogue& cat);  // lcan_equivalences.cpp
void register_lcan_downers(Catalogue& cat);       // lcan_downers.cpp
void register_lcan_online(Catalogue& cat);        // lcan_online.cpp
void register_lcan_partition(Catalogue& cat);     // lcan_partition.cpp
void register_lcan_theorem3_groups(Catalogue& cat);  // lcan_theorem3_groups.cpp
void register_lcan_tlcan(Catalogue& cat);           // lcan_tlcan.cpp
void register_lcan_tlcan_online(Catalogue& cat);    // lcan_tlcan_online.cpp (table)

}  // namespace netcert
