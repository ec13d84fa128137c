// fabric_routes.cpp — see fabric_routes.hpp.
#include "search/fabric_routes.hpp"

#include "route/fabric_walk.hpp"

namespace netcert {

json fabric_port_json(const Fabric& f, FabricPort p) {
  return json{{"node", f.node(p.node).id}, {"port", p.port}};
}

namespace {

json walk_counterexample(const FabricRouting& r, uint32_t src, uint32_t dst, const FabricWalk& w) {
  const Fabric& f = r.fabric;
  json walk = json::array();
  for (auto& h : w.hops) walk.push_back(json{{"switch", f.node(h.node).id}, {"port", h.port}});
  json c = json::object();
  c["fabric"] = fabric_blob(r.files);
  c["source"] = fabric_port_json(f, f.hosts()[src].at);
  c["destination"] = fabric_port_json(f, f.hosts()[dst].at);
  c["walk"] = walk;
  c["end"] = to_string(w.end);
  return c;
}

std::string walk_note(const Fabric& f, uint32_t src, uint32_t dst, const FabricWalk& w) {
  std::string s = f.node(f.hosts()[src].at.node).name + " -> " + f.node(f.hosts()[dst].at.node).name + ": " +
                  to_string(w.end) + " after";
  for (auto& h : w.hops) s += " " + f.node(h.node).name + ":" + std::to_string(h.port);
  return s;
}

}  // namespace

Outcome fabric_routes_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  uint64_t pairs = 0, hops = 0;
  for (uint32_t s = 0; s < hosts; ++s) {
    if (ctx.expired()) return Outcome::unknown("time limit after " + std::to_string(s) + " of " +
                                               std::to_string(hosts) + " sources");
    for (uint32_t d = 0; d < hosts; ++d) {
      if (d == s) continue;
      FabricWalk w = walk_fabric(f, *r.lft, s, d);
      if (w.end != FabricWalk::End::Delivered) {
        Outcome o = Outcome::fails(walk_counterexample(r, s, d, w), walk_note(f, s, d, w));
        o.stats = {{"pairs_checked", pairs + 1}};
        return o;
      }
      ++pairs;
      hops += w.hops.size();
    }
  }
  json witness = {{"fabric", fabric_blob(r.files)}, {"pairs", pairs}, {"hops", hops}};
  Outcome o = Outcome::holds(witness, std::to_string(pairs) + " host pairs delivered (" +
                                          std::to_string(f.switches().size()) + " switches, " +
                                          std::to_string(hosts) + " hosts)");
  o.stats = {{"pairs", pairs}, {"hops", hops}, {"switches", f.switches().size()}, {"hosts", hosts}};
  return o;
}

}  // namespace netcert
