// butterfly_isomorphism.hpp — Lemma 2's chip graph and the fast, constructive
// isomorphism check "chip graph of M' ≅ G_{n/2}" (seed 001).
//
// The isomorphism is built from what each chip holds, not from chip numbers:
// a chip holding the lower halves of (s,i) and (s,i^2^s) and the upper halves
// of (s+1,i) and (s+1,i^2^s) goes to node (s, i with bit s deleted) of
// G_{n/2}. It is then checked edge by edge in O(nodes): every chip-graph edge
// (a node whose two halves sit on different chips) must map onto an edge of
// G_{n/2}, every edge of G_{n/2} must be hit, and the map must be a bijection.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "net/butterfly_chips.hpp"
#include "net/simple_graph.hpp"

namespace netcert {

// G_{2^k} with vertex ids s*2^k + i (the Butterfly model's node ids).
SimpleGraph butterfly_graph(int k);
// Lemma 2: chips adjacent iff they share an original node (its two halves sit on them).
SimpleGraph chip_graph(const Butterfly& g, const Placement& p, uint32_t chip_count);
// Theorem 1's interconnection: chips adjacent iff some inter-chip link joins them.
SimpleGraph interconnect_graph(const Butterfly& g, const Placement& p, uint32_t chip_count);
// k with 2^k (k+1) == vertices, or -1 (the order of a butterfly).
int butterfly_order_for(uint64_t vertices);

struct BlockIsomorphism {
  bool ok = false;
  bool timed_out = false;
  bool share = false;         // one shard's share of the edge census ran, without a defect (merge decides)
  std::vector<uint32_t> phi;  // chip -> node id of G_{n/2}
  uint64_t edges_checked = 0;
  json failure;               // first defect when !ok: names chips, halves, edges
};
// Needs p = place(g, m) without defects; u >= 1.
BlockIsomorphism mprime_block_isomorphism(const Butterfly& g, const Placement& p, const ChipMapping& m,
                                          const RunContext& ctx);

}  // namespace netcert
