// oft_check.hpp — the independent checker for seed 003 (optical fat tree).
//
// Works from the definitions only: a packet is walked link by link through
// the model's routers (link_head -> router state -> output port -> output
// link), occupancy is an ordered map of (slot, link) -> packet, routing-table
// entries are re-derived from Algorithm "Routing table" (τ_t = ξ_(i+t+1)), and
// de Bruijn windows are assembled bit by bit and counted in a map. It shares
// nothing with the fast engines (route/oft_systolic, route/oft_debruijn) beyond
// the network model and the plain control-bit data.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "net/oft.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

struct WalkedPacket {
  uint64_t source = 0, injection = 0, arrival = 0;
  std::vector<std::pair<uint64_t, uint64_t>> link_slots;  // (slot, link id), in order
  std::vector<int> states;                                // 0 drop / 1 turn, root first
};
WalkedPacket walk_packet(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                         uint64_t injection);

// The same walk with the states given explicitly (root first), for symbolic
// counterexamples that only fix the states a packet meets.
WalkedPacket walk_packet_with_states(const OpticalFatTree& net, uint64_t source, uint64_t injection,
                                     const std::vector<int>& states);

// Row `row` of processor `source`'s table, by the paper's algorithm.
uint64_t table_entry_by_definition(const ControlSchedule& table_control, TableReading reading, uint64_t source,
                                   uint64_t row);

// Whole cycle by walking every packet (small r): first collision or misdelivery.
std::optional<json> cycle_defect_by_walking(const OpticalFatTree& net, const ControlSchedule& drive,
                                            const ControlSchedule& table_control, TableReading reading);

// Window census by definition: every r-bit word and the positions it occurs at.
struct WindowCensus {
  std::vector<uint64_t> missing;                               // words that never occur
  std::vector<std::pair<uint64_t, std::vector<uint64_t>>> repeated;  // word, positions (>= 2)
};
WindowCensus window_census(int r, const BitSequence& cyclic);

// Rebuilds an instance (network with faults, control, table control, reading)
// from an oft counterexample; throws InputError on malformed input.
struct OftInstance {
  OpticalFatTree net;
  ControlSchedule drive, table_control;
  TableReading reading = TableReading::PerProcessor;
};
OftInstance instance_from_json(const json& cex);

// Independent confirmation of the properties' counterexamples.
bool confirm_debruijn_defect(int r, const json& cex, std::string& why);
bool confirm_cycle_defect(const json& cex, std::string& why);
bool confirm_all_to_all_defect(const json& cex, std::string& why);

// Counts of Sec. 2.2 taken from the explicit link arrays.
struct OftCensus {
  uint64_t routers = 0, links = 0;
  std::vector<uint64_t> routers_per_level;  // index lv (0 unused)
  bool degrees_balanced = true;             // every router: in-degree == out-degree == 2^lv
};
OftCensus census_from_links(const OpticalFatTree& net);
// The same from explicit link arrays (head/tail node per link, nodes as in
// OpticalFatTree::Csr), so a mutated wiring can be counted.
OftCensus census_from_arrays(const OpticalFatTree& net, const std::vector<uint64_t>& head,
                             const std::vector<uint64_t>& tail);

}  // namespace netcert
