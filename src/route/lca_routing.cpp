// lca_routing.cpp — see lca_routing.hpp.
#include "route/lca_routing.hpp"

#include "core/errors.hpp"

namespace netcert {

uint64_t lca_route_links(const Lcan& net, const LcaRoute& r, std::vector<uint64_t>& links) {
  const uint64_t D = net.d(), U = net.u();
  if (r.source >= net.N() || r.dest >= net.N()) return Lcan::kNone;
  if (static_cast<int>(r.ups.size()) >= net.levels()) return Lcan::kNone;
  links.push_back(pe_link_id(net, r.source, false));
  uint64_t sw = net.pe_switch(r.source);
  for (uint32_t k : r.ups) {
    if (k >= U) return Lcan::kNone;
    uint64_t port = sw * U + k;
    uint64_t far = net.upper_link(port);
    if (far == Lcan::kNone) return Lcan::kNone;
    links.push_back(up_link_id(port));
    sw = far / D;
  }
  for (int level = static_cast<int>(r.ups.size()); level > 0; --level) {
    uint64_t port = net.downer_link(sw * D + net.digit(r.dest, level));
    links.push_back(down_link_id(port));
    sw = port / U;
  }
  uint64_t pe = net.downer_link(sw * D + net.digit(r.dest, 0));
  links.push_back(pe_link_id(net, pe, true));
  return pe;
}

json routes_to_json(const std::vector<LcaRoute>& routes) {
  json a = json::array();
  for (auto& r : routes) a.push_back({{"source", r.source}, {"dest", r.dest}, {"cycle", r.cycle}, {"ups", r.ups}});
  return a;
}

std::vector<LcaRoute> routes_from_json(const json& j, const std::string& field) {
  if (!j.is_array()) throw InputError(field, "expected an array of routes");
  std::vector<LcaRoute> out;
  for (size_t i = 0; i < j.size(); ++i) {
    const json& e = j[i];
    std::string f = field + "[" + std::to_string(i) + "]";
    if (!e.is_object()) throw InputError(f, "expected {source, dest, cycle, ups}");
    LcaRoute r;
    for (auto key : {"source", "dest", "cycle"})
      if (!e.contains(key) || !e[key].is_number_integer() || e[key].get<int64_t>() < 0) throw InputError(f + "." + key, "missing or not a non-negative integer");
    if (!e.contains("ups") || !e["ups"].is_array()) throw InputError(f + ".ups", "missing or not an array");
    r.source = e["source"].get<uint64_t>();
    r.dest = e["dest"].get<uint64_t>();
    uint64_t c = e["cycle"].get<uint64_t>();
    if (c > 1000000) throw InputError(f + ".cycle", "too large");
    r.cycle = static_cast<uint32_t>(c);
    for (auto& k : e["ups"]) {
      if (!k.is_number_integer() || k.get<int64_t>() < 0 || k.get<int64_t>() > 1000000) throw InputError(f + ".ups", "entries must be small non-negative integers");
      r.ups.push_back(k.get<uint32_t>());
    }
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace netcert
