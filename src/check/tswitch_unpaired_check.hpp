// tswitch_unpaired_check.hpp — the independent re-check of tswitch.unpaired_minimum
// (seed 002, proof of Prop. 1.29). Loads come from the checker's own DESTRO walk
// (walked_switch_loads); every k-subset of the 2k ports is tried in increasing
// bit-mask order, kept when k/2 of its ports are down ports and some port's partner
// (l ± k) is not in it, and its crossings are counted over every connection.
#pragma once
#include <functional>
#include <string>

#include "core/bigint.hpp"
#include "core/json.hpp"

namespace netcert {

// Per stage s < n-1: {"stage", "least_use", "minimisers", "example"}, the same fields as the engine's witness.
json walked_unpaired_minima(int k, int n);

// `claim` gives the claimed least use per stage (k, n, s).
bool recheck_unpaired_minimum(int k, int n, const json& cex, const std::function<BigInt(int, int, int)>& claim,
                              std::string& why);
bool verify_unpaired_minimum(int k, int n, const json& witness, const std::function<BigInt(int, int, int)>& claim,
                             std::string& why);

}  // namespace netcert
