// min_self_routing_check.hpp — the checker's own reading of seed 002's butterfly MIN (A.3–A.4)
// and its self-routing example (Fig. 19), for table tswitch-min-self-routing.
//
// Not the engine's wiring tables or tag formula: an address is kept as its list of n base-k
// digits, β_i swaps two entries of that list, and a path is any choice of one output port per
// stage. Every one of the k^n port choices from a source is followed, so "exactly one path per
// pair" (a banyan, A.4) and "the path the tag names" are both read off the full enumeration.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netcert {

constexpr int64_t kMaxCheckedMinTerminals = 4096;

// The output-port sequences (stage 0 first, ports k..2k−1) of every path from input terminal
// src to output terminal dst of the butterfly MIN with k^n terminals (k^n <= kMaxCheckedMinTerminals).
std::vector<std::vector<int>> checked_min_paths(int k, int n, int64_t src, int64_t dst);

// How many ordered (source, destination) pairs have exactly one path.
int64_t checked_min_pairs_with_one_path(int k, int n);

// A printed example: from src to dst "the routing tag is" tag_printed (t_(n−1) … t_0, one base-k
// digit per character) and the packet leaves stage i by ports[i]. nullopt when the pair has exactly
// one path, it uses ports[i] at every stage i, and t_i = ports[i] − k; otherwise what differs.
std::optional<std::string> check_min_routing_example(int k, int n, int64_t src, int64_t dst,
                                                     const std::string& tag_printed, const std::vector<int>& ports);

}  // namespace netcert
