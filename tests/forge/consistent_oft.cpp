// consistent_oft.cpp — consistent forgeries for the OFT paper, every fact recomputed on
// the engine's model (net/oft: the explicit graph; route/oft_systolic: the prefer-one
// control, the routing tables and the packet walk):
//  - oft.diameter: every (source, destination) pair at the largest distance or one below,
//    stated with its true distance. True only for the first pair (source-major) at the
//    largest distance, and only when that distance is not r: a pair at distance r, a
//    later pair of the same distance (the tie) and a pair one below are forgeries.
//  - oft.conflict_free (misdelivery): packets in (injection, source) order with their
//    table row and true arrival. True only for the first misdelivered packet; a
//    delivered packet (arrival = row) and a later misdelivery are forgeries.
//  - oft.hrelation: one-packet relations (s, d) in order, leaving in the first row of
//    P_s's table naming d, with their true arrival; true only for the first misdelivered.
//  - oft.feasibility: every Sec. 2.3 quantity with its exact value, rounding and printed
//    number (search/oft_feasibility); true only for the first whose rounding differs.
// The misdelivery cases have no numeric boundary: the decisive fact is arrival != row.
// The feasibility rounding has one (stated - u/2 <= x < stated + u/2), but the paper's
// parameters are fixed, so no quantity can be placed on it: agreeing quantities stated
// as disagreeing are the forgeries there.
#include <deque>
#include <limits>

#include "net/oft.hpp"
#include "route/oft_systolic.hpp"
#include "search/oft_feasibility.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

namespace {

constexpr uint64_t kOftUnreached = std::numeric_limits<uint64_t>::max();
constexpr uint64_t kOftPacketCases = 48;  // packets stated per certificate (the first misdelivery is early)

// Links from node `from` to every node of the engine's explicit OFT graph (breadth first).
std::vector<uint64_t> oft_links_from(const OpticalFatTree::Csr& g, uint64_t from) {
  std::vector<uint64_t> dist(g.offset.size() - 1, kOftUnreached);
  std::deque<uint64_t> queue{from};
  dist[from] = 0;
  for (; !queue.empty(); queue.pop_front())
    for (uint64_t k = g.offset[queue.front()]; k < g.offset[queue.front() + 1]; ++k) {
      const uint64_t w = g.head[g.link_of[k]];
      if (dist[w] == kOftUnreached) dist[w] = dist[queue.front()] + 1, queue.push_back(w);
    }
  return dist;
}

std::vector<ConsistentCase> oft_diameter_cases(int r, const std::string& reading) {
  std::vector<ConsistentCase> out;
  if (r < 1 || r > 5) return out;
  OpticalFatTree net(r);
  const auto g = net.materialise();
  const uint64_t n = net.processors(), first_processor = n - 1;  // processor nodes are n-1 .. 2n-2
  std::vector<std::vector<uint64_t>> hops(n, std::vector<uint64_t>(n, 0));
  uint64_t largest = 0;
  for (uint64_t s = 0; s < n; ++s) {
    const auto dist = oft_links_from(g, first_processor + s);
    for (uint64_t d = 0; d < n; ++d) {
      if (d == s) continue;
      if (dist[first_processor + d] == kOftUnreached) return {};  // the unreachable form is another counterexample
      hops[s][d] = reading == "links" ? dist[first_processor + d] : dist[first_processor + d] - 1;
      largest = std::max(largest, hops[s][d]);
    }
  }
  bool canonical_seen = false;
  for (uint64_t s = 0; s < n; ++s)
    for (uint64_t d = 0; d < n; ++d) {
      if (d == s || hops[s][d] + 1 < largest) continue;
      const bool at_largest = hops[s][d] == largest, canonical = at_largest && !canonical_seen && largest != uint64_t(r);
      canonical_seen = canonical_seen || at_largest;
      json cex = {{"reading", reading}, {"diameter", hops[s][d]}, {"source", s}, {"destination", d}, {"r", r},
                  {"engine", "exhaustive"}};
      out.push_back({"P" + std::to_string(s) + " -> P" + std::to_string(d) + ": distance " +
                         std::to_string(hops[s][d]) + ", largest " + std::to_string(largest) + ", r " + std::to_string(r),
                     cex, canonical, "exhaustive"});
    }
  return out;
}

// The network the paper drives (prefer-one control) and its routing tables under a reading;
// built in place, since the tables refer to the schedule.
struct OftDrivenNetwork {
  OpticalFatTree net;
  ControlSchedule drive;
  RoutingTables tables;
  OftDrivenNetwork(int r, TableReading reading)
      : net(r), drive(ControlSchedule::prefer_one_schedule(r)), tables(drive, reading) {}
};

std::vector<ConsistentCase> oft_misdelivery_cases(int r, TableReading reading) {
  std::vector<ConsistentCase> out;
  if (r < 1 || r > 6) return out;
  const OftDrivenNetwork w(r, reading);
  const OpticalFatTree& net = w.net;
  const ControlSchedule& drive = w.drive;
  const RoutingTables& tables = w.tables;
  const uint64_t n = net.processors();
  bool first_seen = false;
  for (uint64_t i = 0; i < n && out.size() < kOftPacketCases; ++i)
    for (uint64_t s = 0; s < n && out.size() < kOftPacketCases; ++s) {
      const uint64_t row = tables.destination(s, i), arrival = systolic_arrival(net, drive, s, i);
      const bool canonical = arrival != row && !first_seen;
      first_seen = first_seen || arrival != row;
      json cex = {{"kind", "misdelivery"}, {"source", s}, {"injection", i}, {"table_destination", row},
                  {"arrival", arrival}, {"r", r}, {"engine", "exhaustive"}};
      out.push_back({"P" + std::to_string(s) + " slot " + std::to_string(i) + ": row P" + std::to_string(row) +
                         ", arrives at P" + std::to_string(arrival),
                     cex, canonical, "exhaustive"});
    }
  return out;
}

std::vector<ConsistentCase> oft_hrelation_cases(int r, TableReading reading) {
  std::vector<ConsistentCase> out;
  if (r < 1 || r > 6) return out;
  const OftDrivenNetwork w(r, reading);
  const OpticalFatTree& net = w.net;
  const ControlSchedule& drive = w.drive;
  const RoutingTables& tables = w.tables;
  const uint64_t n = net.processors();
  bool first_seen = false;
  for (uint64_t s = 0; s < n && out.size() < kOftPacketCases; ++s)
    for (uint64_t d = 0; d < n && out.size() < kOftPacketCases; ++d)
      for (uint64_t t = 0; t < tables.period(); ++t) {
        if (tables.destination(s, t) != d) continue;
        const uint64_t arrival = systolic_arrival(net, drive, s, t);  // b_(s,d)'s one packet leaves in row t
        const bool canonical = arrival != d && !first_seen;
        first_seen = first_seen || arrival != d;
        json cex = {{"kind", "misdelivery"}, {"source", s}, {"destination", d}, {"injection", t},
                    {"arrival", arrival}, {"r", r}, {"engine", "random"}};
        out.push_back({"b(" + std::to_string(s) + "," + std::to_string(d) + ") row " + std::to_string(t) +
                           ": arrives at P" + std::to_string(arrival),
                       cex, canonical, "random"});
        break;
      }
  return out;
}

std::vector<ConsistentCase> oft_feasibility_cases(const std::string& reading) {
  std::vector<ConsistentCase> out;
  const bool links = reading != "routers";
  bool first_seen = false;
  for (const FeasibilityQuantity& q : oft_feasibility_quantities(OftPhysical{}, links)) {
    if (!q.stated) continue;
    const bool differs = oft_round_half_up(q.exact, q.decimals) != *q.stated, canonical = differs && !first_seen;
    first_seen = first_seen || differs;
    json cex = {{"quantity", q.name}, {"exact", oft_rational_text(q.exact)},
                {"rounded", oft_decimal_text(q.exact, q.decimals)}, {"stated", oft_decimal_text(*q.stated, q.decimals)},
                {"hops", links ? 7 : 6}};
    out.push_back({q.name + " = " + oft_rational_text(q.exact) + " rounds to " + cex["rounded"].get<std::string>() +
                       ", printed " + cex["stated"].get<std::string>(),
                   cex, canonical, "exhaustive"});
  }
  return out;
}

}  // namespace

std::vector<ConsistentCase> oft_cases(const std::string& property, const json& params) {
  const int r = params.value("r", 0);
  const std::string reading = params.value("reading", "");
  const TableReading table = reading == "shared" ? TableReading::Shared : TableReading::PerProcessor;
  if (property == "oft.diameter") return oft_diameter_cases(r, reading.empty() ? "routers" : reading);
  if (property == "oft.conflict_free") return oft_misdelivery_cases(r, table);
  if (property == "oft.hrelation") return oft_hrelation_cases(r, table);
  if (property == "oft.feasibility") return oft_feasibility_cases(reading);
  return {};
}

}  // namespace netcert::consistent_detail
