// tlcan_online.hpp — Sec. 3's on-line algorithm simulated on a T-LCAN (
// the paper simulates CB-LCANs only). Each network cycle every pending pair tries
// to open a circuit. Up, level by level: a switch forwards at most u of the pairs
// that must climb through it, a uniformly random subset afresh each cycle ("up
// randomly per switch each network cycle"; which of its u uppers does not matter
// in a tree). Down, top level first: the pairs heading into one child compete for
// the bundle's u connectors (TlcanDown::Bundle) or for connector destination mod u
// (TlcanDown::Label); the pair with the lower LCA level wins, ties at random.
// Losers retry in the next cycle. Pairs on one level-0 switch use PE links only.
#pragma once
#include <cstdint>
#include <vector>

#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lcan_traffic.hpp"
#include "route/tlcan_down.hpp"

namespace netcert {

// Network cycles until every pair of `perm` is routed; cycle_of (when given)
// receives the 0-based cycle in which each source's circuit was opened.
uint32_t tlcan_online_cycles(const Lcan& net, const Permutation& perm, TlcanDown down, LcanRng& rng,
                             std::vector<uint32_t>* cycle_of = nullptr);

// A root permutation of a T-LCAN (every pair's LCA is the top switch: source and
// destination below different children of it), uniformly drawn then repaired by
// random transpositions.
Permutation random_tlcan_root_permutation(const Lcan& net, LcanRng& rng);

}  // namespace netcert
