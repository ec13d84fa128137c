// min_self_routing.hpp — the self-routing algorithm of seed 002, A.4.1, on a unidirectional
// MIN (net/unidirectional_min.hpp): the routing tag T = t_(n−1)…t_1 t_0 has one digit per
// stage, and the switch of stage i forwards the packet by output port k + t_i.
//
// On the butterfly MIN stage i's digit ends at address digit n−1−i (C_(i+1) = β_(n−1−i)
// moves the digit the switch set there), so the tag for destination d is t_i = d_(n−1−i):
// d's digits reversed.
#pragma once
#include <cstdint>
#include <vector>

#include "net/unidirectional_min.hpp"

namespace netcert {

struct MinRoute {
  std::vector<int> ports;  // ports[i]: the output port used at stage i (k + t_i)
  int64_t arrives = -1;    // the output terminal reached
};

// t_0..t_(n−1) (index i = stage i) for destination dst on the butterfly MIN.
std::vector<int> butterfly_routing_tag(int k, int n, int64_t dst);

// Follows the tag (t_i at index i) from input terminal src through the wiring.
MinRoute self_route(const UnidirectionalMin& min, int64_t src, const std::vector<int>& tag);

}  // namespace netcert
