// tswitch_connections_check.hpp — the independent checker of
// tswitch.connection_counts (seed 002, Sec. 4.1, Props. 1.23–1.24). Where the
// engine classifies every ordered port pair, the checker tallies how many B
// and F ports each twin holds and multiplies (a connection crosses the link
// iff its ends are in different twins); it enumerates configurations with
// std::prev_permutation and restates R_b as |l − l'| = k.
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/tswitch_connections.hpp"

namespace netcert {

// The six Sec. 4.1 quantities of configuration alpha (k distinct ports of 0..2k-1), in kConnQuantities order.
std::vector<uint64_t> tallied_connections(int k, const std::vector<int>& alpha);

bool recheck_connections(int k, const json& cex, const ConnClaim& claim, std::string& why);
bool verify_connections(int k, const json& witness, std::string& why);

}  // namespace netcert
