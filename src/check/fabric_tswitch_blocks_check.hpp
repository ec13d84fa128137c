// fabric_tswitch_blocks_check.hpp — the independent checker's half of
// fabric.tswitch_optimal for a switch stated by classes of interchangeable
// blocks instead of a list of minimisers (switches beyond 16 positions), from
// seed 002's definitions and the loads the checker recounted itself.
//
// It checks that the classes partition the positions into blocks (equal size
// per class), that W[x][y] = load[x][y] + load[y][x] depends only on the class
// and role of x and y and on whether they share a block (so permuting a
// class's blocks role by role is an automorphism of W, and every configuration
// with the same count vector has the same use), then walks every count vector
// with its own loop, evaluates one configuration of each over all P x P loads,
// and confirms the minimum, the set of minimising count vectors and the number
// of minimising configurations (sum of products of multinomials). It never
// enumerates configurations; it refuses more count vectors than its own limit.
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

// s: the switch's witness entry (min_use, classes, optimal_counts, minimiser_count); loads P x P, [in * P + out].
bool verify_tswitch_blocks(const std::vector<uint64_t>& loads, size_t P, const json& s, std::string& why);

}  // namespace netcert
