// fabric_tswitch_check.cpp — see fabric_tswitch_check.hpp.
#include "check/fabric_tswitch_check.hpp"

#include <algorithm>
#include <map>
#include <thread>
#include <tuple>

#include "check/fabric_ntree_check.hpp"
#include "check/fabric_tswitch_blocks_check.hpp"
#include "check/fabric_read.hpp"
#include "check/fabric_tree_view.hpp"
#include "core/evidence.hpp"

namespace netcert {

namespace {

constexpr size_t kMostPositions = 16;  // the engine's stated enumeration limit

// Paths per (switch, IB in port, IB out port): each node a dense (ports+1)^2 block (a map
// of 16.7 M x 5 increments was most of the re-check's time at 4096 hosts).
struct Carried {
  std::vector<size_t> base;  // per node: where its block starts
  std::vector<uint64_t> paths;
  explicit Carried(const Fabric& f) {
    size_t at = 0;
    for (uint32_t v = 0; v < f.nodes().size(); ++v) {
      base.push_back(at);
      at += f.is_switch(v) ? size_t(f.node(v).ports + 1) * size_t(f.node(v).ports + 1) : 0;
    }
    paths.assign(at, 0);
  }
};

// The pairs of sources [from, to) re-walked into `carried`; "" or the first one's end that is not delivered.
std::string rewalk_sources(const CheckedFabric& cf, uint32_t from, uint32_t to, Carried& carried) {
  const Fabric& f = cf.fabric;
  const auto n = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t s = from; s < to; ++s)
    for (uint32_t d = 0; d < n; ++d) {
      if (s == d) continue;
      Walked w = checked_walk(cf, s, d);
      if (w.end != "delivered") return w.end;
      FabricPort entry;
      f.peer(f.hosts()[s].at, entry);
      for (auto& hop : w.hops) {
        const auto width = static_cast<size_t>(f.node(hop.node).ports + 1);
        ++carried.paths[carried.base[hop.node] + static_cast<size_t>(entry.port) * width + static_cast<size_t>(hop.port)];
        f.peer(hop, entry);
      }
    }
  return "";
}

// Every ordered pair re-walked, sources split over the machine's cores (each thread
// its own counts, summed once); false when one is not delivered, the first in order.
bool recount(const CheckedFabric& cf, Carried& carried, std::string& why) {
  const auto n = static_cast<uint32_t>(cf.fabric.hosts().size());
  const uint32_t threads = std::max(1u, std::min({8u, std::thread::hardware_concurrency(), n}));
  std::vector<Carried> part(threads, carried);
  std::vector<std::string> ends(threads);
  std::vector<std::thread> pool;
  for (uint32_t t = 0; t < threads; ++t)
    pool.emplace_back([&, t] { ends[t] = rewalk_sources(cf, uint32_t(uint64_t(n) * t / threads), uint32_t(uint64_t(n) * (t + 1) / threads), part[t]); });
  for (auto& th : pool) th.join();
  for (auto& end : ends)
    if (!end.empty()) return why = "a host pair is not delivered (" + end + ")", false;
  for (auto& p : part)
    for (size_t i = 0; i < carried.paths.size(); ++i) carried.paths[i] += p.paths[i];
  return true;
}

// The positions a switch must have: the isomorphism's ports, else its connected ports.
json expected_ports(const Fabric& f, uint32_t v, const json& iso) {
  if (!iso.is_null()) {
    for (auto& s : iso["switches"])
      if (s["node"] == f.node(v).id) return s["ports"];
    return nullptr;
  }
  json ports = json::array();
  FabricPort far;
  for (int p = 1; p <= f.node(v).ports; ++p)
    if (f.peer({v, p}, far)) ports.push_back(p);
  return ports;
}

// This switch's P x P loads from the recount; false when a carried port is no position.
bool loads_of(const Fabric& f, const Carried& carried, uint32_t v, const std::vector<int>& ports,
              std::vector<uint64_t>& loads) {
  const size_t P = ports.size();
  const auto width = static_cast<size_t>(f.node(v).ports + 1);
  std::vector<size_t> position(width, P);  // IB port -> position, P for none
  for (size_t x = 0; x < P; ++x)
    if (ports[x] >= 0 && static_cast<size_t>(ports[x]) < width) position[static_cast<size_t>(ports[x])] = x;
  loads.assign(P * P, 0);
  for (size_t in = 0; in < width; ++in)
    for (size_t out = 0; out < width; ++out) {
      const uint64_t paths = carried.paths[carried.base[v] + in * width + out];
      if (paths == 0) continue;
      if (position[in] == P || position[out] == P) return false;
      loads[position[in] * P + position[out]] += paths;
    }
  return true;
}

// Every configuration enumerated: the minimum and the ascending list of its masks.
void optimum(const std::vector<uint64_t>& loads, size_t P, uint64_t& best, json& minimisers) {
  best = UINT64_MAX;
  minimisers = json::array();
  for (uint64_t alpha = 0; alpha >> P == 0; ++alpha) {
    size_t members = 0;
    for (size_t x = 0; x < P; ++x) members += (alpha >> x) & 1;
    if (members != P / 2 && members != (P + 1) / 2) continue;
    uint64_t crossing = 0;
    for (size_t a = 0; a < P; ++a)
      for (size_t b = 0; b < P; ++b)
        if (((alpha >> a) & 1) != ((alpha >> b) & 1)) crossing += loads[a * P + b];
    if (crossing < best) best = crossing, minimisers = json::array();
    if (crossing == best) minimisers.push_back(alpha);
  }
}

bool check_switch(const CheckedFabric& cf, const TreeView& tv, const Carried& carried, uint32_t v, const json& iso,
                  const json& s, std::string& why) {
  const std::string name = cf.fabric.node(v).name;
  const bool by_blocks = s.is_object() && s.contains("classes");
  if (!has_exactly_keys(s, by_blocks ? std::set<std::string>{"switch", "stage", "ports", "connections", "min_use",
                                                                  "classes", "optimal_counts", "minimiser_count"}
                                     : std::set<std::string>{"switch", "stage", "ports", "connections", "min_use",
                                                                  "minimisers"},
                        why))
    return false;
  if (s["switch"] != cf.fabric.node(v).id) return why = "switches are not listed once each in file order", false;
  if (s["stage"] != tv.stage(v)) return why = name + ": stage is not its distance to the hosts", false;
  const json expected = expected_ports(cf.fabric, v, iso);
  if (!expected.is_array() || s["ports"] != expected)
    return why = name + ": positions are not " + (iso.is_null() ? "its connected ports" : "the isomorphism's ports"),
           false;
  std::vector<int> ports = s["ports"].get<std::vector<int>>();
  if (!by_blocks && ports.size() > kMostPositions)
    return why = name + ": more positions than the enumeration limit", false;
  std::vector<uint64_t> loads;
  if (!loads_of(cf.fabric, carried, v, ports, loads)) return why = name + ": a path uses a port outside its positions", false;
  json connections = json::array();
  const size_t P = ports.size();
  for (size_t a = 0; a < P; ++a)
    for (size_t b = 0; b < P; ++b)
      if (loads[a * P + b]) connections.push_back(json::array({a, b, loads[a * P + b]}));
  if (s["connections"] != connections) return why = name + ": connections differ from the re-walk", false;
  if (by_blocks) return verify_tswitch_blocks(loads, P, s, why) || (why = name + ": " + why, false);
  uint64_t best = 0;
  json minimisers;
  optimum(loads, P, best, minimisers);
  if (s["min_use"] != best) return why = name + ": minimum internal-link use is " + std::to_string(best), false;
  if (s["minimisers"] != minimisers)
    return why = name + ": the optimal configurations are not the " + std::to_string(minimisers.size()) + " stated",
           false;
  return true;
}

}  // namespace

Verification fabric_verify_tswitch(const json& w, std::string& why) {
  if (!has_exactly_keys(w, {"fabric", "isomorphism", "switches"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(w["fabric"], cf, why)) return false;
  const json& iso = w["isomorphism"];
  if (!iso.is_null() && !checked_ntree_isomorphism(cf, iso, why))
    return why = "the isomorphism does not check: " + why, false;
  TreeView tv(cf.fabric);
  Carried carried(cf.fabric);
  if (!recount(cf, carried, why)) return false;
  const json& list = w["switches"];
  const auto& switches = cf.fabric.switches();
  if (!list.is_array() || list.size() != switches.size()) return why = "not every switch is listed once", false;
  for (size_t i = 0; i < switches.size(); ++i)
    if (!check_switch(cf, tv, carried, switches[i], iso, list[i], why)) return false;
  why = "every host pair re-walked, the connections of " + std::to_string(switches.size()) +
        " switches recounted and every configuration re-enumerated (by count vectors over classes of "
        "interchangeable positions where the witness states classes)" +
        (iso.is_null() ? std::string() : ", positions in netcert's ports under the isomorphism checked edge by edge");
  return true;
}

}  // namespace netcert
