// oft_systolic.hpp — systolic routing in OFT(r) (Sec. 3): the control
// schedule, the per-processor routing tables, and the fast cycle simulation.
//
// Timing convention (docs/architecture.md): a packet injected at slot i crosses its
// processor link in slot i and the router at level lv in slot i + (r - lv) + 1,
// whose state that slot is the control bit for that level. So the root reads
// ξ_(i+1), ..., level 1 reads ξ_(i+r): the r-tuple of Algorithm "Routing table"
// (τ_t = ξ_(i+t+1)).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "net/oft.hpp"
#include "route/oft_debruijn.hpp"

namespace netcert {

// Control bits for every router level. per_level[k] drives the k-th level a
// packet meets (k = 0: the root, level r; k = r-1: level 1). A single global
// sequence (the paper's scheme) is stored once.
struct ControlSchedule {
  int r = 0;
  std::vector<BitSequence> per_level;  // size 1 (global) or r, all of one length
  std::string origin;                   // "prefer-one" or "supplied"

  static ControlSchedule global(int r, BitSequence seq, std::string origin = "supplied");
  static ControlSchedule prefer_one_schedule(int r);
  uint64_t period() const { return per_level.front().size(); }
  bool is_global() const { return per_level.size() == 1; }
  const BitSequence& level_bits(int lv) const { return per_level.size() == 1 ? per_level[0] : per_level[r - lv]; }
  RouterState state(int lv, uint64_t slot) const {  // a power-of-two period (prefer-one's) is masked, not divided
    const uint64_t p = period();
    return level_bits(lv)[(p & (p - 1)) == 0 ? slot & (p - 1) : slot % p] ? RouterState::Turn : RouterState::Drop;
  }
  // {"sequence": "..."} / {"per_level": [...]} (bits written out when the cycle
  // has at most 2^14 slots) or {"generator": "prefer-one", "r": r}.
  json to_json() const;
  // Inverse of to_json; throws InputError naming the field.
  static ControlSchedule from_json(int r, const json& j);
};

// Slot in which a packet injected at slot `injection` crosses its level-lv router.
inline uint64_t router_slot(int r, int lv, uint64_t injection) { return injection + static_cast<uint64_t>(r - lv) + 1; }

// The two readings of the paper's routing table (ERRATA.md):
//  per-processor: routing bits are s XOR d (the paper's P_011 -> P_111 example),
//                 so row i of P_s is s XOR (ξ_(i+1) ... ξ_(i+r));
//  shared:        τ is the destination address itself, one table for all:
//                 row i is ξ_(i+1) ... ξ_(i+r) for every processor.
enum class TableReading { PerProcessor, Shared };
const char* to_string(TableReading t);
TableReading parse_reading(const std::string& text);

// Algorithm "Routing table" for every processor. Stored as the per-row window
// (one number per slot) plus the reading, so OFT(12) needs 2^12 entries and
// not 2^24; destination(s, i) expands it.
class RoutingTables {
 public:
  RoutingTables(const ControlSchedule& control, TableReading reading);
  int r() const { return r_; }
  uint64_t period() const { return window_.size(); }
  TableReading reading() const { return reading_; }
  const ControlSchedule& control() const { return control_; }
  // The r-tuple of states row i is meant for, first (root) bit most significant.
  uint64_t window(uint64_t row) const { return window_[row % window_.size()]; }
  uint64_t destination(uint64_t source, uint64_t row) const {
    uint64_t w = window(row);
    return reading_ == TableReading::Shared ? w : source ^ w;
  }

 private:
  int r_;
  TableReading reading_;
  ControlSchedule control_;
  std::vector<uint64_t> window_;
};

// Where the packet of processor s injected at slot i ends up, stepping the
// model's routers link by link (fast path: positions only, no link ids).
uint64_t systolic_arrival(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                          uint64_t injection);

// Position of the packet on each link layer 0..r (layer k in slot injection + k).
std::vector<uint64_t> systolic_positions(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                                         uint64_t injection);

// Whole-cycle simulation, every processor injecting in every slot of the
// control cycle. A link of layer k in slot t only ever carries packets
// injected at t - k, so the simulation runs injection slot by injection slot
// (in parallel), each with one n-bit occupancy set per layer. Returns the
// first defect (smallest injection slot) as a counterexample.
struct SystolicCycleStats {
  uint64_t packets = 0, link_slots = 0;
};
std::optional<json> systolic_cycle_defect(const OpticalFatTree& net, const ControlSchedule& drive,
                                          const RoutingTables& tables, const RunContext& ctx,
                                          SystolicCycleStats* stats = nullptr, bool* timed_out = nullptr);

// Served (source, destination) pairs over one control cycle: count[s * n + d]
// (n^2 counters: for schedules of modest r).
std::vector<uint32_t> served_pair_counts(const OpticalFatTree& net, const ControlSchedule& drive);

// All-to-all over one cycle: the first source (smallest) that reaches some
// destination zero times or more than once, with the slots that reach it.
std::optional<json> all_to_all_defect(const OpticalFatTree& net, const ControlSchedule& drive,
                                      const RunContext& ctx, bool* timed_out = nullptr);

// One injection slot of the whole-cycle simulation: the slot's first defect
// (collision or misdelivery, without the instance header), or nullopt.
std::optional<json> systolic_slot_defect(const OpticalFatTree& net, const ControlSchedule& drive,
                                         const RoutingTables& tables, uint64_t injection);

// A packet followed link by link (model link ids), e.g. for pictures.
struct SystolicPath {
  std::vector<std::pair<uint64_t, uint64_t>> link_slots;  // (slot, link id)
  uint64_t arrival = 0;
};
SystolicPath walk_packet(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source, uint64_t injection);

// Counterexample header shared by the oft properties: r, reading, schedules, faults.
json oft_instance_json(const OpticalFatTree& net, const ControlSchedule& drive, const RoutingTables& tables);

}  // namespace netcert
