// oft_check.hpp — the independent checker for seed 003 (optical fat tree).
//
// Written from the paper's definitions with its own data, sharing nothing with
// the engines (route/oft_*, search/oft_*, proofs/oft_smt):
//  - the control sequence is Fredricksen's "Prefer one" as printed (Sec. 3.2),
//    run here on its own;
//  - the wiring is built by the recursive construction of Sec. 2.2 as explicit
//    link objects (P_w -> root input i_w; output o_w of a level-lv router feeds
//    input i_w of the left sub-OFT for w < l/2, i_(w-l/2) of the right one;
//    level-1 outputs feed the processors); links are numbered in creation order;
//  - a router in drop state maps i_s -> o_s, in turn state i_s -> o_((s+l/2) mod l)
//    (Sec. 2.1); at slot t every router takes state ξ_(t mod T) (Sec. 3.2);
//  - a packet injected in slot i is on its processor link in slot i and is
//    switched by the router at hop k (root: k = 1) in slot i + k;
//  - routing table row i (Algorithm "Routing table"): τ_t = ξ_(i+t+1), root bit
//    first (most significant); per-processor row of P_s is s XOR τ, shared row τ.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"

namespace netcert::oftcheck {

using Bits = std::vector<uint8_t>;

// "Prefer one" as printed: r zeros, then per step a 1 if the new r-tuple is new,
// else a 0 if that is new, else stop. The whole linear output (r <= 26).
Bits prefer_one_linear(int r);
// Its first `count` bits only (any r <= 63; the seen r-tuples kept in a hash set).
Bits prefer_one_prefix(int r, uint64_t count);

// Every r-bit word and the cyclic positions it occurs at.
struct WindowCensus {
  std::vector<uint64_t> missing;                                     // never occur
  std::vector<std::pair<uint64_t, std::vector<uint64_t>>> repeated;  // word, positions (>= 2)
};
WindowCensus window_census(int r, const Bits& cyclic);

// τ for row `row` of the tables: ξ_(row+1) .. ξ_(row+r), root bit most significant.
// `xi` is read cyclically with period `period` (a prefix of length >= row + r + 1 suffices).
uint64_t table_window(const Bits& xi, uint64_t period, int r, uint64_t row);
inline uint64_t table_entry(bool shared, uint64_t source, uint64_t window) { return shared ? window : source ^ window; }

// The explicit wiring of OFT(r), r <= kMaxWired.
class Wiring {
 public:
  static constexpr int kMaxWired = 16;
  explicit Wiring(int r);
  int r() const { return r_; }
  uint64_t processors() const { return n_; }

  struct Head {  // what a link feeds
    bool processor = false;
    uint64_t node = 0;  // processor number, or router number
    uint64_t port = 0;  // router input port
  };
  struct Router {
    int level = 0;
    std::vector<uint64_t> in, out;  // link per input / output port
  };
  std::vector<Head> head;           // per link
  std::vector<int> hop;             // per link: links crossed before it (processor link: 0)
  std::vector<Router> routers;      // root first
  std::vector<uint64_t> injection;  // per processor: the link it sends on

 private:
  int r_;
  uint64_t n_;
  void build(int level, uint64_t first_processor, const std::vector<uint64_t>& inputs, int hop_in);
  uint64_t new_link(int hop_count);
};

// Router state map (Sec. 2.1): drop i_s -> o_s, turn i_s -> o_((s + l/2) mod l).
inline uint64_t router_output(uint64_t l, uint64_t in, bool turn) { return turn ? (in + l / 2) % l : in; }

// A packet walked link by link through the explicit wiring; `states` are the
// states met, root first. Returns the (slot, link) pairs and the arrival.
struct Walk {
  std::vector<std::pair<uint64_t, uint64_t>> link_slots;
  uint64_t arrival = 0;
  bool legal = true;  // false: the wiring ran out (no head, a loop), arrival meaningless
};
Walk walk(const Wiring& w, uint64_t source, uint64_t injection, const std::vector<int>& states);

// The same walk by the recursive definition alone (no arrays), for r up to 63:
// the arrival only.
uint64_t arrival_by_definition(int r, uint64_t source, const std::vector<int>& states);

// The states a packet injected in `injection` meets (root first): ξ_(injection+1..+r).
std::vector<int> states_met(const Bits& xi, uint64_t period, int r, uint64_t injection);

// The structural lemma behind Sec. 3.3, checked on the explicit wiring: every
// processor injects on its own link; every link feeds exactly one router port or
// processor; all inputs of a router are one hop count; and labelling each link
// by the address it carries (processor link of P_s: s; an output o of a router:
// the label of its drop-state input) the turn state maps label x to
// x XOR 2^(level-1) and the last links feed processor = label. Then a packet of
// P_s meeting states τ (root first, most significant) arrives at s XOR τ, packets
// of one slot occupy distinct links, and packets of different slots are on
// links of different hop counts: no collision, for every control sequence.
// Returns "" when it holds, else what breaks.
std::string xor_lemma_defect(const Wiring& w);

// Every packet of one control cycle walked with an occupancy map (small r):
// the first collision (by slot mod T) or misdelivery, as a json, or nullopt.
std::optional<json> cycle_defect_by_walking(const Wiring& w, const Bits& xi, bool shared);

// A path a simulator claims: P_source injects in `injection` for `destination`.
struct Claim {
  uint64_t source = 0, destination = 0, injection = 0;
};
// Walks every claimed packet through the explicit wiring with the states of `xi`
// (period = xi.size()): each must arrive at its destination, and no two may
// share a link in one slot. Returns the first violation, or nullopt.
std::optional<json> validate_claims(const Wiring& w, const Bits& xi, const std::vector<Claim>& claims);

// Sec. 2.2 counts taken from the explicit wiring.
struct Counts {
  uint64_t routers = 0, links = 0;
  std::vector<uint64_t> routers_per_level;  // index lv (0 unused)
  bool degrees_balanced = true;             // every router: in = out = 2^lv ports
};
Counts count_wiring(const Wiring& w);

// ---- The claims of Sec. 2-3, decided from r (and the table reading) alone.
// Canonical defects are the first in a fixed order; null when the claim holds.
Bits prefer_one_cycle(int r);             // first 2^r bits of Prefer one
std::string routing_lemma_defect(int r);  // xor_lemma_defect on Wiring(r)
// First repeated window {"kind":"repeated-window","first","second"} or {"kind":"linear-length",...}.
json first_debruijn_defect(int r);
// By the lemma P_s reaches s XOR τ(i): first {"source":0,"destination","times_reached"} != 1.
// `why` is set when the lemma itself fails (then null).
json first_all_to_all_defect(int r, std::string& why);
// Counts of the explicit wiring that differ from 2^r-1, 2^(r-s'), (r+1)2^r, balanced degrees.
json counts_defect(int r);
// Smallest (s, d) whose one-packet relation, sent in the first row of P_s's table
// naming d, misses d: {"kind":"misdelivery","source","destination","injection","arrival"}.
json first_hrelation_defect(int r, bool shared);
// {"kind":"misdelivery","source","injection","table_destination","arrival"}: the packet
// misses its row and every earlier packet in (injection, source) order is delivered
// (walked on the wiring for r <= 16, by the definition up to r = 62, first 2^20 packets).
bool confirm_misdelivery(int r, bool shared, const json& cex, std::string& why);
// {"kind":"collision","slot","packets":[[s,i],[s,i]]}: both walked, one link in that slot.
bool confirm_collision(int r, const json& cex, std::string& why);
// Every entry of a certified routing table (rows x n) is the checker's own per-processor entry.
bool table_rows_match(int r, const json& rows, std::string& why);

// ---- Re-walking a solver's model (proofs/oft_conflict_smt) under an explicit control cycle, so
// tests can feed a broken sequence or a broken table and have the model confirmed here.
struct ControlUnderTest {
  Bits xi;              // the cycle, period xi.size()
  bool shared = false;  // table reading
  int row_offset = 1;   // row i: τ_t = ξ_((i + t + row_offset) mod T); the paper's is 1
};
ControlUnderTest paper_control(int r, bool shared);  // the checker's own Prefer one, offset 1
// Layer-k link of P_s's packet by the recursive definition (any r <= 62), as
// (layer, first processor of the subtree it enters + port): equal keys = one link.
std::vector<std::pair<int, uint64_t>> links_by_definition(int r, uint64_t source, const std::vector<int>& states);
// {"kind":"collision","slot","packets":[[s,i],[s,i]]}: two distinct packets walked
// (explicit wiring for r <= 16, else the definition) on one link in that slot.
bool confirm_model_collision(int r, const ControlUnderTest& k, const json& cex, std::string& why);
// {"kind":"misdelivery","source","injection","table_destination","arrival"}: row
// `injection` of P_source names table_destination and the walked packet reaches arrival != it.
bool confirm_model_misdelivery(int r, const ControlUnderTest& k, const json& cex, std::string& why);
// {"kind":"unserved","source","destination"}: no row of P_source's table names
// destination and none of its T packets, walked, arrives there.
bool confirm_model_unserved(int r, const ControlUnderTest& k, const json& cex, std::string& why);
// Under the checker's Prefer one: the first (source, destination) pair no row of
// the source's table names, as {"kind":"unserved","source","destination"}, or null.
json first_unserved_pair(int r, bool shared);

}  // namespace netcert::oftcheck
