// benes_self_routing.hpp — on-line self-routing of a permutation through the
// recursive Beneš network of 2x2 switches (net/benes.hpp with d = 2), as seed
// 004 Sec. 4.2 applies it to the unfolded CB-LCAN(N,2,2):
//  * lower_input (Nassimi & Sahni [21]): in each first-half switch the packet on
//    the lower-numbered input (port 0) takes the sub-network its destination
//    bit asks for, the other packet the other one;
//  * smaller_tag (Raghavendra & Boppana [22]): the packet with the smaller
//    destination tag decides instead.
// Recursion of net/benes.hpp: output j of first-stage switch s enters input s
// of sub-network B_j, output s of B_j enters input j of last-stage switch s, so
// a packet for line y of a block must leave B_(y mod 2)'s partner pair at
// output y div 2: at depth k the decision bit is bit k of the destination, and
// the second half is fixed by the destination alone. Two packets in one
// sub-network with the same remaining tag need the same output link of it (the
// link into last-stage switch tag): a conflict, the permutation does not pass.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

enum class BenesPriority { LowerInput, SmallerTag };

BenesPriority benes_priority_of(const std::string& name);  // "lower_input" | "smaller_tag"
const char* benes_priority_name(BenesPriority p);

struct BenesConflict {
  int depth = 0;         // recursion depth k: blocks of N / 2^k lines, first-stage switches in stage k
  uint64_t block = 0;    // which block of that depth (its lines start at block * N / 2^k)
  int subnetwork = 0;    // B_0 or B_1 of the block
  uint64_t output = 0;   // the shared output line of the sub-network (= the last-stage switch it enters)
  uint64_t sources[2] = {0, 0};  // the two packets (their source terminals), smaller first
  json to_json() const;
};

// Scratch space reused across calls (one per worker): a run routes millions of permutations, and allocating per
// call (a table per block and sub-network) cost more than the routing, on every thread's allocator at once.
struct BenesRouteScratch {
  std::vector<uint32_t> tag, source, next_tag, next_source;
  std::vector<uint32_t> first_source;  // per sub-network output: the first packet that took it
};

// Routes perm (perm[s] = destination of s, N = 2^n, n >= 1) by the rule:
// nullopt when every packet reaches its destination with no link shared, else
// the first conflict (smallest depth, then block, then sub-network and output).
std::optional<BenesConflict> benes_self_route(int n, const std::vector<uint32_t>& perm, BenesPriority rule,
                                              BenesRouteScratch& scratch);

}  // namespace netcert
