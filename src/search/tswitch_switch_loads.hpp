// tswitch_switch_loads.hpp — the uniform-traffic DESTRO loads of ONE switch of a
// k-ary n-tree, from the pairs whose path crosses it, so that an engine can slice
// over switches (core/sliced_loop.hpp) without routing every pair per shard.
//
// Read off destro_route (route/destro.hpp): the path h -> h' with turn t =
// FirstDifference(h,h') crosses <s,o>
//   climbing or turning (s <= t) iff h_(i+1) = o_i for i >= s and h'_i = o_i for
//     i < s; in-port h_s, out-port k + h'_s when s < t, h'_s when s = t;
//   descending (s < t) iff h'_i = o_i for i < s and h'_(i+1) = o_i for i >= s;
//     in-port k + h'_s, out-port h'_s.
// Every such pair is enumerated (2kN per switch: the same total work as routing
// all N^2 pairs); tests compare the result with destro_all_loads.
#pragma once
#include <cstdint>
#include <vector>

#include "net/kary_ntree.hpp"

namespace netcert {

// loads[(in)·2k + out] of switch sw: the number of ordered pairs h != h' whose DESTRO path uses (in, out) there.
void destro_uniform_switch_loads(const KaryNTree& t, uint64_t sw, std::vector<uint64_t>& loads);

}  // namespace netcert
