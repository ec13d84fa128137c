// lcan_check.cpp — see lcan_check.hpp.
#include "check/lcan_check.hpp"

#include <cmath>
#include <map>
#include <string>
#include <tuple>

namespace netcert {

uint64_t checker_pe_switch(const Lcan& net, uint64_t pe) {
  for (uint64_t sw = net.level_offset(0); sw < net.level_offset(0) + net.switches_at(0); ++sw)
    for (uint64_t j = 0; j < net.d(); ++j)
      if (net.downer_link(sw * net.d() + j) == pe) return sw;
  return Lcan::kNone;
}

std::vector<std::set<uint64_t>> upward_reachable_by_walk(const Lcan& net, uint64_t pe) {
  std::vector<std::set<uint64_t>> reach(net.levels());
  uint64_t start = checker_pe_switch(net, pe);
  if (start == Lcan::kNone) return reach;
  reach[0].insert(start);
  for (int i = 0; i + 1 < net.levels(); ++i)
    for (uint64_t sw : reach[i])
      for (uint64_t k = 0; k < net.u(); ++k) {
        uint64_t far = net.upper_link(sw * net.u() + k);
        if (far != Lcan::kNone) reach[i + 1].insert(far / net.d());
      }
  return reach;
}

LcaByDefinition lca_by_definition(const Lcan& net, uint64_t p, uint64_t q) {
  auto a = upward_reachable_by_walk(net, p), b = upward_reachable_by_walk(net, q);
  LcaByDefinition r;
  for (int i = 0; i < net.levels(); ++i) {
    for (uint64_t sw : a[i])
      if (b[i].count(sw)) r.switches.insert(sw);
    if (!r.switches.empty()) {
      r.level = i;
      return r;
    }
  }
  return r;
}

namespace {
struct PathCounter {
  const Lcan& net;
  uint64_t target;
  uint64_t limit;
  uint64_t found = 0;
  std::set<uint64_t> on_path;

  // At switch `sw`, entered from below (may climb or turn) or from above (down only).
  void visit(uint64_t sw, bool from_below, uint64_t entry_downer) {
    if (found >= limit) return;
    on_path.insert(sw);
    bool level0 = net.level_of(sw) == 0;
    for (uint64_t j = 0; j < net.d(); ++j) {
      if (from_below && j == entry_downer) continue;  // the wire it came in on
      uint64_t far = net.downer_link(sw * net.d() + j);
      if (far == Lcan::kNone) continue;
      if (level0) {
        if (far == target) ++found;
        continue;
      }
      uint64_t below = far / net.u();
      if (!on_path.count(below)) visit(below, false, 0);
    }
    if (from_below)
      for (uint64_t k = 0; k < net.u(); ++k) {
        uint64_t far = net.upper_link(sw * net.u() + k);
        if (far == Lcan::kNone) continue;
        uint64_t above = far / net.d();
        if (!on_path.count(above)) visit(above, true, far % net.d());
      }
    on_path.erase(sw);
  }
};
}  // namespace

uint64_t count_switch_paths_by_definition(const Lcan& net, uint64_t p, uint64_t q, uint64_t limit) {
  uint64_t start = checker_pe_switch(net, p);
  if (start == Lcan::kNone) return 0;
  uint64_t entry = 0;
  for (uint64_t j = 0; j < net.d(); ++j)
    if (net.downer_link(start * net.d() + j) == p) entry = j;
  PathCounter c{net, q, limit, 0, {}};
  c.visit(start, true, entry);
  return c.found;
}

std::optional<json> check_routes_by_walk(const Lcan& net, const Permutation& perm,
                                         const std::vector<LcaRoute>& routes, uint64_t max_cycles,
                                         json* settings) {
  const uint64_t D = net.d(), U = net.u();
  auto violation = [](size_t i, const std::string& what, json where = nullptr) {
    return json{{"route", i}, {"what", what}, {"where", where}};
  };
  if (perm.size() != net.N() || !is_permutation(perm)) return violation(0, "not a permutation of the PEs");
  if (routes.size() != net.N()) return violation(0, "expected " + std::to_string(net.N()) + " routes, got " +
                                                        std::to_string(routes.size()));
  std::set<uint64_t> sources;
  // (cycle, switch, 'i'|'o', port name) -> route; (cycle, wire kind, wire id, direction) -> route.
  std::map<std::tuple<uint64_t, uint64_t, char, std::string>, size_t> switch_ports;
  std::map<std::tuple<uint64_t, char, uint64_t, char>, size_t> wires;
  std::map<std::pair<uint64_t, uint64_t>, json> per_switch;
  for (size_t i = 0; i < routes.size(); ++i) {
    const LcaRoute& r = routes[i];
    if (r.source >= net.N()) return violation(i, "source out of range");
    if (!sources.insert(r.source).second) return violation(i, "source routed twice", r.source);
    if (r.dest != perm[r.source]) return violation(i, "destination is not perm[source]", r.dest);
    if (r.cycle >= max_cycles) return violation(i, "cycle " + std::to_string(r.cycle) + " is beyond the bound " +
                                                       std::to_string(max_cycles));
    auto use_wire = [&](char kind, uint64_t id, char dir) -> std::optional<json> {
      auto key = std::make_tuple(uint64_t(r.cycle), kind, id, dir);
      auto it = wires.find(key);
      if (it != wires.end())
        return violation(i, "wire used by two circuits in one cycle",
                         {{"cycle", r.cycle}, {"wire", std::string(1, kind) + std::to_string(id)},
                          {"direction", dir == 'u' ? "up" : "down"}, {"other_route", it->second}});
      wires[key] = i;
      return std::nullopt;
    };
    auto use_switch = [&](uint64_t sw, const std::string& in, const std::string& out) -> std::optional<json> {
      for (auto side : {std::make_pair('i', in), std::make_pair('o', out)}) {
        auto key = std::make_tuple(uint64_t(r.cycle), sw, side.first, side.second);
        auto it = switch_ports.find(key);
        if (it != switch_ports.end())
          return violation(i, "switch port set twice in one cycle",
                           {{"cycle", r.cycle}, {"switch", net.switch_name(sw)}, {"port", side.second},
                            {"other_route", it->second}});
        switch_ports[key] = i;
      }
      if (in[0] == 'u' && out[0] == 'u')
        return violation(i, "upper-to-upper connection (no such crosspoint)", net.switch_name(sw));
      if (settings) per_switch[{r.cycle, sw}].push_back({in, out});
      return std::nullopt;
    };
    // PE -> level-0 switch.
    uint64_t sw = checker_pe_switch(net, r.source);
    std::string in;
    for (uint64_t j = 0; j < D; ++j)
      if (net.downer_link(sw * D + j) == r.source) in = "d" + std::to_string(j);
    if (auto v = use_wire('p', r.source, 'u')) return v;
    int level = 0;
    for (uint32_t k : r.ups) {
      if (k >= U) return violation(i, "upper index out of range", k);
      uint64_t far = net.upper_link(sw * U + k);
      if (far == Lcan::kNone) return violation(i, "climbs above the top level");
      if (auto v = use_switch(sw, in, "u" + std::to_string(k))) return v;
      if (auto v = use_wire('w', sw * U + k, 'u')) return v;
      sw = far / D;
      in = "d" + std::to_string(far % D);
      ++level;
    }
    // Down: the level-j switch takes downer digit_j(dest) = (dest / d^j) mod d.
    for (int j = level; j >= 0; --j) {
      uint64_t weight = 1;
      for (int t = 0; t < j; ++t) weight *= D;
      uint64_t downer = (r.dest / weight) % D;
      if (auto v = use_switch(sw, in, "d" + std::to_string(downer))) return v;
      uint64_t far = net.downer_link(sw * D + downer);
      if (j == 0) {
        if (far != r.dest) return violation(i, "circuit ends at PE " + std::to_string(far), r.dest);
        if (auto v = use_wire('p', far, 'd')) return v;
        break;
      }
      if (auto v = use_wire('w', far, 'd')) return v;
      sw = far / U;
      in = "u" + std::to_string(far % U);
    }
  }
  if (settings) {
    *settings = json::array();
    for (auto& [key, conns] : per_switch)
      settings->push_back({{"cycle", key.first}, {"level", net.level_of(key.second)},
                           {"switch", key.second - net.level_offset(net.level_of(key.second))},
                           {"connections", conns}});
  }
  return std::nullopt;
}

double recurrence_cycles_by_definition(uint64_t N, uint64_t d, uint64_t u, int levels) {
  double top = double(N), bottom = double(N);
  for (int t = 0; t < levels - 1; ++t) top *= double(u) / double(d);
  bottom *= double(u) / double(d);
  if (levels == 1) bottom = double(N);
  double x = double(N);
  int i = 0;
  while (x >= 1.0) {
    double p = x / top < 1.0 ? x / top : 1.0;
    // The top switch has d inputs (its downers), every other switch u (its uppers).
    for (int level = levels - 1; level >= 1; --level)
      p = 1.0 - std::pow(1.0 - p / double(d), level == levels - 1 ? double(d) : double(u));
    x -= bottom * p;
    if (x < 0) x = 0;
    ++i;
  }
  return i + x;  // cycles iterated plus the probability of one more pass
}

}  // namespace netcert
