// oft_systolic.cpp — see oft_systolic.hpp.
#include "route/oft_systolic.hpp"

#include "core/errors.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

namespace {
constexpr uint64_t kMaxWrittenPeriod = 1ULL << 14;  // longer cycles are named by generator
constexpr uint64_t kMaxPeriod = 1ULL << 24;
}  // namespace

ControlSchedule ControlSchedule::global(int r, BitSequence seq, std::string origin) {
  ControlSchedule c;
  c.r = r;
  c.per_level.push_back(std::move(seq));
  c.origin = std::move(origin);
  return c;
}

ControlSchedule ControlSchedule::prefer_one_schedule(int r) { return global(r, prefer_one(r), "prefer-one"); }

json ControlSchedule::to_json() const {
  json j = json::object();
  if (origin == "prefer-one" && is_global() && period() > kMaxWrittenPeriod) {
    j["generator"] = "prefer-one";
    j["r"] = r;
    return j;
  }
  if (is_global()) {
    j["sequence"] = to_bit_string(per_level[0]);
  } else {
    j["per_level"] = json::array();
    for (auto& s : per_level) j["per_level"].push_back(to_bit_string(s));
  }
  return j;
}

ControlSchedule ControlSchedule::from_json(int r, const json& j) {
  if (!j.is_object()) throw InputError("control", "expected an object");
  if (j.contains("generator")) {
    if (j["generator"] != "prefer-one") throw InputError("generator", "only \"prefer-one\" is known");
    return prefer_one_schedule(r);
  }
  bool has_seq = j.contains("sequence"), has_levels = j.contains("per_level");
  if (has_seq == has_levels) throw InputError("sequence", "give exactly one of \"sequence\" and \"per_level\"");
  ControlSchedule c;
  c.r = r;
  c.origin = "supplied";
  if (has_seq) {
    if (!j["sequence"].is_string()) throw InputError("sequence", "expected a string of 0s and 1s");
    c.per_level.push_back(parse_bit_string(j["sequence"].get<std::string>(), "sequence"));
  } else {
    const json& levels = j["per_level"];
    if (!levels.is_array() || levels.size() != static_cast<size_t>(r))
      throw InputError("per_level", "expected an array of r = " + std::to_string(r) + " strings (root level first)");
    for (size_t k = 0; k < levels.size(); ++k) {
      std::string field = "per_level[" + std::to_string(k) + "]";
      if (!levels[k].is_string()) throw InputError(field, "expected a string of 0s and 1s");
      c.per_level.push_back(parse_bit_string(levels[k].get<std::string>(), field));
      if (c.per_level.back().size() != c.per_level.front().size())
        throw InputError(field, "length " + std::to_string(c.per_level.back().size()) + " differs from per_level[0] (" +
                                    std::to_string(c.per_level.front().size()) + "): one control cycle for all levels");
    }
  }
  if (c.period() > kMaxPeriod) throw InputError(has_seq ? "sequence" : "per_level", "longer than 2^24 slots");
  return c;
}

const char* to_string(TableReading t) { return t == TableReading::Shared ? "shared" : "per-processor"; }

TableReading parse_reading(const std::string& text) {
  if (text == "per-processor") return TableReading::PerProcessor;
  if (text == "shared") return TableReading::Shared;
  throw InputError("reading", "'" + text + "' is not per-processor or shared");
}

RoutingTables::RoutingTables(const ControlSchedule& control, TableReading reading)
    : r_(control.r), reading_(reading), control_(control) {
  uint64_t period = control.period();
  window_.assign(period, 0);
  for (uint64_t i = 0; i < period; ++i) {
    uint64_t w = 0;
    // τ_t = ξ_(i+t+1), t = 0..r-1, τ_0 (root) most significant.
    for (int t = 0; t < r_; ++t) w = (w << 1) | control.level_bits(r_ - t)[(i + t + 1) % period];
    window_[i] = w;
  }
}

uint64_t systolic_arrival(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                          uint64_t injection) {
  const int r = net.r();
  uint64_t p = source;
  for (int lv = r; lv >= 1; --lv) {
    RouterState st = drive.state(lv, router_slot(r, lv, injection));
    uint64_t q = p >> lv, in = p & (OpticalFatTree::ports(lv) - 1);
    p = (q << lv) + net.output_port(lv, q, in, st);
  }
  return p;
}

std::vector<uint64_t> systolic_positions(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                                         uint64_t injection) {
  const int r = net.r();
  std::vector<uint64_t> pos{source};
  for (int lv = r; lv >= 1; --lv) {
    RouterState st = drive.state(lv, router_slot(r, lv, injection));
    uint64_t p = pos.back(), q = p >> lv, in = p & (OpticalFatTree::ports(lv) - 1);
    pos.push_back((q << lv) + net.output_port(lv, q, in, st));
  }
  return pos;
}

namespace {

// One injection slot: all n packets, layer by layer. Returns the defect or null.
json simulate_injection_slot(const OpticalFatTree& net, const ControlSchedule& drive, const RoutingTables& tables,
                             uint64_t i, std::vector<uint64_t>& pos, std::vector<uint64_t>& occupied) {
  const int r = net.r();
  const uint64_t n = net.processors();
  pos.resize(n);
  occupied.assign((n + 63) / 64, 0);
  for (uint64_t s = 0; s < n; ++s) pos[s] = s;  // layer 0: P_s on its own link
  for (int layer = 0; layer <= r; ++layer) {
    if (layer > 0) {
      int lv = r - layer + 1;
      RouterState st = drive.state(lv, router_slot(r, lv, i));
      uint64_t in_mask = OpticalFatTree::ports(lv) - 1;
      for (uint64_t s = 0; s < n; ++s) {
        uint64_t q = pos[s] >> lv;
        pos[s] = (q << lv) + net.output_port(lv, q, pos[s] & in_mask, st);
      }
      std::fill(occupied.begin(), occupied.end(), 0);
    }
    for (uint64_t s = 0; s < n; ++s) {
      uint64_t p = pos[s];
      uint64_t bit = 1ULL << (p & 63);
      if (occupied[p >> 6] & bit) {
        uint64_t other = 0;
        while (pos[other] != p) ++other;
        json d;
        d["kind"] = "collision";
        d["slot"] = i + static_cast<uint64_t>(layer);
        d["layer"] = layer;
        d["position"] = p;
        d["link"] = net.link_id(layer, p);
        d["packets"] = json::array({json::array({other, i}), json::array({s, i})});
        return d;
      }
      occupied[p >> 6] |= bit;
    }
  }
  for (uint64_t s = 0; s < n; ++s) {
    uint64_t want = tables.destination(s, i);
    if (pos[s] != want) {
      json d;
      d["kind"] = "misdelivery";
      d["source"] = s;
      d["injection"] = i;
      d["table_destination"] = want;
      d["arrival"] = pos[s];
      return d;
    }
  }
  return nullptr;
}

}  // namespace

std::optional<json> systolic_cycle_defect(const OpticalFatTree& net, const ControlSchedule& drive,
                                          const RoutingTables& tables, const RunContext& ctx, SystolicCycleStats* stats,
                                          bool* timed_out) {
  const uint64_t period = tables.period() > drive.period() ? tables.period() : drive.period();
  int workers = worker_count(ctx, static_cast<int64_t>(period));
  std::vector<std::vector<uint64_t>> pos(workers), occupied(workers);
  Progress progress("injection slots", period);
  auto res = sliced_find_first(static_cast<int64_t>(period), ctx, [&](int64_t i, int w) {
    return !simulate_injection_slot(net, drive, tables, static_cast<uint64_t>(i), pos[w], occupied[w]).is_null();
  }, &progress);
  if (timed_out) *timed_out = res.timed_out;
  // Deterministic counts (thread timing, shards and resumed runs must not change them): a
  // finished cycle counts every slot; a failure, the slots up to the first failing one.
  uint64_t slots_done = res.first_failure >= 0 ? static_cast<uint64_t>(res.first_failure) + 1
                        : res.timed_out        ? static_cast<uint64_t>(res.checked)
                                               : period;
  if (stats) {
    stats->packets = slots_done * net.processors();
    stats->link_slots = stats->packets * static_cast<uint64_t>(net.r() + 1);
  }
  if (res.first_failure < 0) return std::nullopt;
  json d = simulate_injection_slot(net, drive, tables, static_cast<uint64_t>(res.first_failure), pos[0], occupied[0]);
  json out = oft_instance_json(net, drive, tables);
  for (auto& [k, v] : d.items()) out[k] = v;
  return out;
}

std::vector<uint32_t> served_pair_counts(const OpticalFatTree& net, const ControlSchedule& drive) {
  const uint64_t n = net.processors();
  std::vector<uint32_t> count(n * n, 0);
  for (uint64_t s = 0; s < n; ++s)
    for (uint64_t i = 0; i < drive.period(); ++i) ++count[s * n + systolic_arrival(net, drive, s, i)];
  return count;
}

std::optional<json> all_to_all_defect(const OpticalFatTree& net, const ControlSchedule& drive, const RunContext& ctx,
                                      bool* timed_out) {
  const uint64_t n = net.processors(), period = drive.period();
  int workers = worker_count(ctx, static_cast<int64_t>(n));
  std::vector<std::vector<uint32_t>> hits(workers);
  // Returns the smallest destination reached != 1 times from s, or n.
  auto bad_destination = [&](uint64_t s, std::vector<uint32_t>& h) {
    h.assign(n, 0);
    for (uint64_t i = 0; i < period; ++i) ++h[systolic_arrival(net, drive, s, i)];
    for (uint64_t d = 0; d < n; ++d)
      if (h[d] != 1) return d;
    return n;
  };
  auto bad_source = [&](int64_t s, int w) { return bad_destination(static_cast<uint64_t>(s), hits[w]) < n; };
  // One source walks 2^r packets (tens of milliseconds at r = 16): outside a sliced run, blocks
  // of one source, so the limit is polled between sources and not only every few hundred.
  auto res = ctx.slices.source ? sliced_find_first(static_cast<int64_t>(n), ctx, bad_source)
                               : parallel_find_first(static_cast<int64_t>(n), ctx, bad_source, nullptr, 1);
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  uint64_t s = static_cast<uint64_t>(res.first_failure);
  uint64_t d = bad_destination(s, hits[0]);
  json out;
  out["r"] = net.r();
  out["control"] = drive.to_json();
  out["source"] = s;
  out["destination"] = d;
  out["times_reached"] = hits[0][d];
  json slots = json::array();
  for (uint64_t i = 0; i < period && slots.size() < 16; ++i)
    if (systolic_arrival(net, drive, s, i) == d) slots.push_back(i);
  out["slots"] = slots;
  return out;
}

std::optional<json> systolic_slot_defect(const OpticalFatTree& net, const ControlSchedule& drive,
                                         const RoutingTables& tables, uint64_t injection) {
  std::vector<uint64_t> pos, occupied;
  json d = simulate_injection_slot(net, drive, tables, injection, pos, occupied);
  if (d.is_null()) return std::nullopt;
  return d;
}

SystolicPath walk_packet(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source, uint64_t injection) {
  SystolicPath w;
  auto pos = systolic_positions(net, drive, source, injection);
  for (size_t k = 0; k < pos.size(); ++k)
    w.link_slots.emplace_back(injection + k, net.link_id(static_cast<int>(k), pos[k]));
  w.arrival = pos.back();
  return w;
}

json oft_instance_json(const OpticalFatTree& net, const ControlSchedule& drive, const RoutingTables& tables) {
  json j;
  j["r"] = net.r();
  j["reading"] = to_string(tables.reading());
  j["control"] = drive.to_json();
  json tc = tables.control().to_json();
  if (tc != j["control"]) j["table_control"] = tc;
  if (net.has_faults()) {
    j["faults"] = json::array();
    for (auto& f : net.faults())
      j["faults"].push_back({{"level", f.level},
                             {"router", f.router},
                             {"state", f.state == RouterState::Turn ? "turn" : "drop"},
                             {"input", f.input},
                             {"output", f.output}});
  }
  return j;
}

}  // namespace netcert
