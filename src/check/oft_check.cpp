// oft_check.cpp — see oft_check.hpp.
#include "check/oft_check.hpp"

#include <map>

#include "core/errors.hpp"

namespace netcert {

namespace {
int control_bit(const ControlSchedule& c, int lv, uint64_t slot) {
  const BitSequence& bits = c.per_level.size() == 1 ? c.per_level[0] : c.per_level[c.r - lv];
  return bits[slot % bits.size()];
}
uint64_t cycle_length(const ControlSchedule& c) { return c.per_level.front().size(); }
}  // namespace

WalkedPacket walk_packet(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                         uint64_t injection) {
  WalkedPacket w;
  w.source = source;
  w.injection = injection;
  uint64_t link = net.processor_link(source), slot = injection;
  for (;;) {
    w.link_slots.emplace_back(slot, link);
    OpticalFatTree::Endpoint head = net.link_head(link);
    if (head.processor) {
      w.arrival = head.index;
      return w;
    }
    ++slot;  // one slot per link: the router is crossed in the next slot
    int bit = control_bit(drive, head.level, slot);
    w.states.push_back(bit);
    uint64_t out = net.output_port(head.level, head.index, head.port, bit ? RouterState::Turn : RouterState::Drop);
    link = net.router_output_link(head.level, head.index, out);
  }
}

WalkedPacket walk_packet_with_states(const OpticalFatTree& net, uint64_t source, uint64_t injection,
                                     const std::vector<int>& states) {
  WalkedPacket w;
  w.source = source;
  w.injection = injection;
  w.states = states;
  uint64_t link = net.processor_link(source), slot = injection;
  size_t k = 0;
  for (;;) {
    w.link_slots.emplace_back(slot, link);
    OpticalFatTree::Endpoint head = net.link_head(link);
    if (head.processor) break;
    ++slot;
    int bit = k < states.size() ? states[k] : 0;
    ++k;
    uint64_t out = net.output_port(head.level, head.index, head.port, bit ? RouterState::Turn : RouterState::Drop);
    link = net.router_output_link(head.level, head.index, out);
  }
  w.arrival = net.link_head(link).index;
  return w;
}

uint64_t table_entry_by_definition(const ControlSchedule& table_control, TableReading reading, uint64_t source,
                                   uint64_t row) {
  // τ_t = ξ_(i+t+1) for t = 0..r-1; τ_0 is the root's bit, the address's top bit.
  int r = table_control.r;
  uint64_t tau = 0;
  for (int t = 0; t < r; ++t)
    if (control_bit(table_control, r - t, row + t + 1)) tau |= 1ULL << (r - 1 - t);
  return reading == TableReading::Shared ? tau : (source ^ tau);
}

std::optional<json> cycle_defect_by_walking(const OpticalFatTree& net, const ControlSchedule& drive,
                                            const ControlSchedule& table_control, TableReading reading) {
  const uint64_t n = net.processors(), period = cycle_length(drive);
  std::map<std::pair<uint64_t, uint64_t>, std::pair<uint64_t, uint64_t>> occupant;  // (slot mod T, link) -> (s, i)
  for (uint64_t i = 0; i < period; ++i)
    for (uint64_t s = 0; s < n; ++s) {
      WalkedPacket w = walk_packet(net, drive, s, i);
      for (auto& [slot, link] : w.link_slots) {
        auto key = std::make_pair(slot % period, link);
        auto it = occupant.find(key);
        if (it != occupant.end()) {
          json d;
          d["kind"] = "collision";
          d["slot"] = slot;
          d["link"] = link;
          d["packets"] = json::array({json::array({it->second.first, it->second.second}), json::array({s, i})});
          return d;
        }
        occupant[key] = {s, i};
      }
      uint64_t want = table_entry_by_definition(table_control, reading, s, i);
      if (w.arrival != want) {
        json d;
        d["kind"] = "misdelivery";
        d["source"] = s;
        d["injection"] = i;
        d["table_destination"] = want;
        d["arrival"] = w.arrival;
        return d;
      }
    }
  return std::nullopt;
}

WindowCensus window_census(int r, const BitSequence& cyclic) {
  std::map<uint64_t, std::vector<uint64_t>> at;
  for (uint64_t p = 0; p < cyclic.size(); ++p) {
    uint64_t w = 0;
    for (int k = 0; k < r; ++k) w = w * 2 + cyclic[(p + k) % cyclic.size()];
    at[w].push_back(p);
  }
  WindowCensus c;
  for (uint64_t w = 0; w < (1ULL << r); ++w) {
    auto it = at.find(w);
    if (it == at.end()) c.missing.push_back(w);
    else if (it->second.size() > 1) c.repeated.emplace_back(w, it->second);
  }
  return c;
}

OftInstance instance_from_json(const json& cex) {
  if (!cex.is_object() || !cex.contains("r") || !cex["r"].is_number_integer())
    throw InputError("counterexample", "missing r");
  int r = cex["r"].get<int>();
  OftInstance inst{OpticalFatTree(r), ControlSchedule{}, ControlSchedule{}, TableReading::PerProcessor};
  if (!cex.contains("control")) throw InputError("counterexample", "missing control");
  inst.drive = ControlSchedule::from_json(r, cex["control"]);
  inst.table_control = cex.contains("table_control") ? ControlSchedule::from_json(r, cex["table_control"]) : inst.drive;
  if (cex.contains("reading")) inst.reading = parse_reading(cex["reading"].get<std::string>());
  if (cex.contains("faults"))
    for (auto& f : cex["faults"])
      inst.net.miswire(f["level"].get<int>(), f["router"].get<uint64_t>(),
                       f["state"] == "turn" ? RouterState::Turn : RouterState::Drop, f["input"].get<uint64_t>(),
                       f["output"].get<uint64_t>());
  return inst;
}

bool confirm_debruijn_defect(int r, const json& cex, std::string& why) {
  BitSequence seq = cex.contains("sequence") ? parse_bit_string(cex["sequence"].get<std::string>(), "sequence")
                                             : prefer_one(r);
  if (seq.size() != (1ULL << r)) {
    why = "confirmed: the cycle has " + std::to_string(seq.size()) + " bits, not 2^r = " + std::to_string(1ULL << r);
    return true;
  }
  WindowCensus c = window_census(r, seq);
  if (c.missing.empty() && c.repeated.empty()) {
    why = "rejected: every r-bit window occurs exactly once";
    return false;
  }
  why = "confirmed: " + std::to_string(c.missing.size()) + " r-bit word(s) never occur, " +
        std::to_string(c.repeated.size()) + " occur more than once";
  return true;
}

namespace {
// Symbolic (SMT) counterexamples: only the states along the packets' paths are fixed.
bool confirm_symbolic_cycle_defect(const json& cex, std::string& why) {
  int r = cex["r"].get<int>();
  OpticalFatTree net(r);
  std::string kind = cex.value("kind", "");
  TableReading reading = parse_reading(cex.value("reading", "per-processor"));
  if (kind == "misdelivery") {
    std::vector<int> states = cex["path_states"].get<std::vector<int>>();
    if (states.size() != static_cast<size_t>(r)) {
      why = "rejected: path_states must list r states";
      return false;
    }
    uint64_t s = cex["source"].get<uint64_t>(), i = cex["injection"].get<uint64_t>();
    WalkedPacket w = walk_packet_with_states(net, s, i, states);
    // The table row is built from the same bits: τ_t is the state met at the t-th router.
    uint64_t tau = 0;
    for (int t = 0; t < r; ++t) tau = tau * 2 + static_cast<uint64_t>(states[t]);
    uint64_t want = reading == TableReading::Shared ? tau : (s ^ tau);
    if (w.arrival != want) {
      why = "confirmed: with the states met (root first) the packet of P" + std::to_string(s) + " reaches P" +
            std::to_string(w.arrival) + " but its " + to_string(reading) + " table row names P" + std::to_string(want);
      return true;
    }
    why = "rejected: the packet arrives where its table says";
    return false;
  }
  why = "rejected: a symbolic " + kind + " counterexample cannot be replayed without a control schedule";
  return false;
}
}  // namespace

bool confirm_cycle_defect(const json& cex, std::string& why) {
  if (cex.contains("path_states")) return confirm_symbolic_cycle_defect(cex, why);
  OftInstance inst = instance_from_json(cex);
  std::string kind = cex.value("kind", "");
  uint64_t period = cycle_length(inst.drive);
  if (kind == "collision") {
    auto a = cex["packets"][0], b = cex["packets"][1];
    if (a == b) {
      why = "rejected: the two packets are the same";
      return false;
    }
    WalkedPacket pa = walk_packet(inst.net, inst.drive, a[0].get<uint64_t>(), a[1].get<uint64_t>());
    WalkedPacket pb = walk_packet(inst.net, inst.drive, b[0].get<uint64_t>(), b[1].get<uint64_t>());
    for (auto& x : pa.link_slots)
      for (auto& y : pb.link_slots)
        if (x.second == y.second && x.first % period == y.first % period) {
          why = "confirmed: both packets use link " + std::to_string(x.second) + " in slot " +
                std::to_string(x.first % period) + " of the cycle";
          return true;
        }
    why = "rejected: the walked paths share no (slot, link)";
    return false;
  }
  if (kind == "misdelivery") {
    uint64_t s = cex["source"].get<uint64_t>(), i = cex["injection"].get<uint64_t>();
    WalkedPacket w = walk_packet(inst.net, inst.drive, s, i);
    uint64_t want = table_entry_by_definition(inst.table_control, inst.reading, s, i);
    if (w.arrival != want) {
      why = "confirmed: P" + std::to_string(s) + "'s row " + std::to_string(i) + " (" + to_string(inst.reading) +
            " reading) names P" + std::to_string(want) + " but the packet, walked link by link, reaches P" +
            std::to_string(w.arrival);
      return true;
    }
    why = "rejected: the packet arrives where its table says";
    return false;
  }
  why = "rejected: unknown counterexample kind '" + kind + "'";
  return false;
}

bool confirm_all_to_all_defect(const json& cex, std::string& why) {
  int r = cex["r"].get<int>();
  OpticalFatTree net(r);
  ControlSchedule drive = ControlSchedule::from_json(r, cex["control"]);
  uint64_t s = cex["source"].get<uint64_t>(), d = cex["destination"].get<uint64_t>();
  uint64_t reached = 0;
  for (uint64_t i = 0; i < cycle_length(drive); ++i) reached += walk_packet(net, drive, s, i).arrival == d;
  if (reached != 1) {
    why = "confirmed: P" + std::to_string(s) + " reaches P" + std::to_string(d) + " " + std::to_string(reached) +
          " time(s) in one control cycle of " + std::to_string(cycle_length(drive)) + " slots";
    return true;
  }
  why = "rejected: reached exactly once";
  return false;
}

OftCensus census_from_links(const OpticalFatTree& net) {
  auto g = net.materialise();
  return census_from_arrays(net, g.head, g.tail);
}

OftCensus census_from_arrays(const OpticalFatTree& net, const std::vector<uint64_t>& head,
                             const std::vector<uint64_t>& tail) {
  const uint64_t n = net.processors(), nodes = 2 * n - 1;
  OftCensus c;
  c.links = head.size();
  c.routers_per_level.assign(net.r() + 1, 0);
  std::vector<uint64_t> indeg(nodes, 0), outdeg(nodes, 0);
  for (uint64_t l = 0; l < head.size() && l < tail.size(); ++l) {
    if (head[l] < nodes) ++indeg[head[l]];
    if (tail[l] < nodes) ++outdeg[tail[l]];
  }
  for (uint64_t v = 0; v + 1 < n; ++v) {  // nodes below n-1 are routers
    ++c.routers;
    int lv = net.router_level(v);
    ++c.routers_per_level[lv];
    if (outdeg[v] != indeg[v] || outdeg[v] != OpticalFatTree::ports(lv)) c.degrees_balanced = false;
  }
  return c;
}

}  // namespace netcert
