// destro.hpp — DESTRO deterministic routing on a k-ary n-tree (seed 002, A.7.1).
//
// A packet from h to h' climbs from stage 0 through up-port k + h'_s at each
// stage s, turns around at stage t = FirstDifference(h, h') (leftmost differing
// digit) from down-port h_t to down-port h'_t, and descends through down-port
// h'_s. This is the fast engine's router: pure digit arithmetic, no link table
// (the independent checker walks the model's links instead).
#pragma once
#include <cstdint>
#include <vector>

#include "core/context.hpp"
#include "net/kary_ntree.hpp"

namespace netcert {

// Path weights of source-destination pairs; empty = uniform (1 for h != h').
struct Traffic {
  uint64_t N = 0;
  std::vector<uint64_t> weight;  // row-major N×N, diagonal zero
  bool uniform() const { return weight.empty(); }
  uint64_t at(uint64_t h, uint64_t hp) const { return h == hp ? 0 : uniform() ? 1 : weight[h * N + hp]; }
};

struct Hop {
  uint64_t sw = 0;  // switch id
  int in = 0, out = 0;
};

int first_difference(const KaryNTree& t, uint64_t h, uint64_t hp);
// The hops of the DESTRO path h -> h' (h != h'), in order.
void destro_route(const KaryNTree& t, uint64_t h, uint64_t hp, std::vector<Hop>& hops);

// Loads of every switch: flat [switch][in port][out port], (2k)^2 per switch,
// the number (or traffic weight) of paths using each connection. All cores.
// Returns false when the context expired before every source was routed.
bool destro_all_loads(const KaryNTree& t, const Traffic& traffic, const RunContext& ctx,
                      std::vector<uint64_t>& loads);

// Loads of one switch ((2k)^2 entries), routing only the pairs that can touch
// it (source or destination below it).
std::vector<uint64_t> destro_switch_loads(const KaryNTree& t, const Traffic& traffic, uint64_t sw);

}  // namespace netcert
