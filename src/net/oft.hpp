// oft.hpp — the r-dimensional optical fat tree OFT(r) of seed 003 (Honkanen),
// at link level.
//
// Routers: level lv = 1..r, 2^(r-lv) routers per level, each with l = 2^lv
// input and l output links. Router (lv,q) has dense id 2^(r-lv) - 1 + q (heap
// order, root = 0), so a level is a contiguous id range.
//
// Links are grouped in r+1 *layers* of n = 2^r links each: layer 0 carries
// processor P_s into root input i_s; layer k >= 1 carries the outputs of the
// routers at level r-k+1. Link id = layer * n + position, where the position of
// output o_j of router (lv,q) is q * 2^lv + j. That single numbering makes the
// child wiring fall out (o_j, j < l/2, is input i_j of the left child; o_j,
// j >= l/2, is input i_(j-l/2) of the right child; the level-1 outputs are the
// processors), and it lets a whole layer in one time slot be one flat bitset.
//
// A router in *drop* state maps i_s -> o_s, in *turn* state
// i_s -> o_((s + l/2) mod l) (Sec. 2.1). For fault-injection ("a mis-wired
// router") a model may carry explicit port overrides; both the fast engines and
// the independent checker see them because they are part of the network.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/bigint.hpp"

namespace netcert {

enum class RouterState : uint8_t { Drop = 0, Turn = 1 };

class OpticalFatTree {
 public:
  static constexpr int kMaxR = 62;            // positions and n = 2^r in 64 bits
  static constexpr int kMaxMaterialised = 16;  // explicit link arrays (CSR)

  explicit OpticalFatTree(int r);
  int r() const { return r_; }
  uint64_t processors() const { return n_; }

  // Routers.
  uint64_t routers_at_level(int lv) const { return 1ULL << (r_ - lv); }
  uint64_t router_count() const { return n_ - 1; }
  uint64_t router_id(int lv, uint64_t q) const { return (1ULL << (r_ - lv)) - 1 + q; }
  int router_level(uint64_t id) const;
  uint64_t router_index(uint64_t id) const { return id + 1 - (1ULL << (r_ - router_level(id))); }
  static uint64_t ports(int lv) { return 1ULL << lv; }  // l = 2^lv inputs and outputs

  // The state map of router (lv,q): output port reached from input port `in`.
  // Inline, and mod l = 2^lv as a mask: this runs once per packet per layer in
  // the whole-cycle simulations (a division there cost most of their time).
  uint64_t output_port(int lv, uint64_t q, uint64_t in, RouterState st) const {
    if (!faults_.empty()) return miswired_output_port(lv, q, in, st);
    return state_map(lv, in, st);
  }
  // The state map of a correctly wired router: Drop keeps the port, Turn adds l/2 (mod l).
  static uint64_t state_map(int lv, uint64_t in, RouterState st) {
    return st == RouterState::Drop ? in : (in + ports(lv) / 2) & (ports(lv) - 1);
  }

  // Links.
  uint64_t link_count() const { return static_cast<uint64_t>(r_ + 1) * n_; }
  uint64_t link_id(int layer, uint64_t position) const { return static_cast<uint64_t>(layer) * n_ + position; }
  int link_layer(uint64_t link) const { return static_cast<int>(link / n_); }
  uint64_t link_position(uint64_t link) const { return link % n_; }
  uint64_t processor_link(uint64_t s) const { return link_id(0, s); }
  uint64_t router_input_link(int lv, uint64_t q, uint64_t in) const { return link_id(r_ - lv, (q << lv) + in); }
  uint64_t router_output_link(int lv, uint64_t q, uint64_t out) const {
    return link_id(r_ - lv + 1, (q << lv) + out);
  }

  // What a link feeds: a router input port, or (last layer) a processor.
  struct Endpoint {
    bool processor = false;
    uint64_t index = 0;  // processor number, or router index q within its level
    int level = 0;       // router level (0 for a processor)
    uint64_t port = 0;   // router input port
  };
  Endpoint link_head(uint64_t link) const;

  // Fault injection: router (lv,q) in state st sends input `in` to output `out`.
  void miswire(int lv, uint64_t q, RouterState st, uint64_t in, uint64_t out);
  bool has_faults() const { return !faults_.empty(); }
  // output_port of a network with faults: the miswired entry, else the state map.
  uint64_t miswired_output_port(int lv, uint64_t q, uint64_t in, RouterState st) const;
  struct Fault {
    int level;
    uint64_t router, input, output;
    RouterState state;
  };
  std::vector<Fault> faults() const;

  // Explicit graph (r <= kMaxMaterialised): nodes 0..n-2 are routers (ids
  // above), nodes n-1..2n-2 processors; out-links of node v are
  // link_of[offset[v] .. offset[v+1]), each going to node head[link].
  struct Csr {
    std::vector<uint64_t> offset;   // size nodes+1
    std::vector<uint64_t> link_of;  // link ids, grouped by tail node
    std::vector<uint64_t> head;     // per link id: node it feeds
    std::vector<uint64_t> tail;     // per link id: node it leaves
  };
  Csr materialise() const;

  // The paper's closed forms (Sec. 2.2), exact for any r.
  static BigInt routers_closed_form(int r) { return pow2(r) - 1; }
  static BigInt routers_at_level_closed_form(int r, int lv) { return pow2(r - lv); }
  static BigInt links_closed_form(int r) { return BigInt(r + 1) * pow2(r); }

  std::string router_name(int lv, uint64_t q) const;  // "R(lv,q)"

 private:
  int r_;
  uint64_t n_;
  std::map<std::tuple<int, uint64_t, uint8_t, uint64_t>, uint64_t> faults_;
};

}  // namespace netcert
