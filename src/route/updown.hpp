// updown.hpp — shortest-path routing in the fat tree: up from leaf x to the
// least common ancestor of x and sigma(x), then down (seed 000, Lemma 5 proof).
#pragma once
#include <cstdint>
#include <vector>

#include "net/fat_tree.hpp"

namespace netcert {

// Link ids: the up-link group of node v (v -> parent) is 2v, the down-link
// group into v (parent -> v) is 2v+1. Dense in [0, 4N), so per-link loads are
// one flat array.
inline uint64_t up_link(uint64_t node) { return 2 * node; }
inline uint64_t down_link(uint64_t node) { return 2 * node + 1; }

// The links of the path x -> y, in order (empty when x == y).
void updown_path(const FatTree& t, uint64_t x, uint64_t y, std::vector<uint64_t>& links);

// Loads of every link group under one permutation, in O(N) (not O(N log N)):
// each x is counted once at its LCA, and "stays inside" counts are summed up
// the tree. up[v] = #paths on v's up-link group = #x in S(v) with sigma(x)
// outside S(v); down[v] likewise into S(v). For a permutation both equal
// |S(v)| - |sigma(S(v)) ∩ S(v)|; the independent checker counts them apart.
// Arrays are indexed by node id (size 2N); scratch is reused between calls.
void updown_loads(const FatTree& t, const uint32_t* sigma, std::vector<uint32_t>& up,
                  std::vector<uint32_t>& scratch);

}  // namespace netcert
