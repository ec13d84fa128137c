// fabric_read.cpp — see fabric_read.hpp.
#include "check/fabric_read.hpp"

#include <unordered_set>

#include "check/fabric_blob_read.hpp"
#include "check/fabric_lft_read.hpp"
#include "check/fabric_tables_match.hpp"
#include "check/fabric_topology_read.hpp"
#include "core/errors.hpp"
#include "core/evidence.hpp"

namespace netcert {

bool load_checked_fabric(const json& blob, CheckedFabric& out, std::string& why) {
  out = CheckedFabric{};  // nothing of an earlier fabric may stay in the maps
  CheckedFabricTexts texts;
  if (!read_fabric_blob(blob, texts, why)) return false;
  out.has_lanes = texts.has_lanes;
  out.sl2vl = texts.sl2vl;
  out.path_sl = texts.path_sl;
  try {
    out.fabric = read_checked_topology(texts.topology, "fabric.topology");
    if (!checked_forwarding(out.fabric, read_checked_lfts(texts.lfts, "fabric.lfts"), out.forward, why)) return false;
  } catch (const InputError& e) {
    return why = std::string("the certificate's fabric does not read: ") + e.what(), false;
  }
  for (uint32_t s : out.fabric.switches())
    for (int p = 1; p <= out.fabric.node(s).ports; ++p) {
      FabricPort far;
      if (out.fabric.peer({s, p}, far) && out.fabric.is_switch(far.node))
        out.channel.emplace(std::make_pair(s, p), static_cast<uint32_t>(out.channel.size()));
    }
  return true;
}

Walked checked_walk(const CheckedFabric& cf, uint32_t src, uint32_t dst) {
  const Fabric& f = cf.fabric;
  Walked w;
  FabricPort at;
  if (!f.peer(f.hosts()[src].at, at)) return w.end = "unconnected port", w;
  std::unordered_set<uint32_t> visited;
  while (f.is_switch(at.node)) {
    auto it = cf.forward.find((uint64_t{at.node} << 32) | f.hosts()[dst].lid);
    int out = it == cf.forward.end() ? 0 : it->second;
    w.hops.push_back({at.node, out});
    if (!visited.insert(at.node).second) return w.end = "loop", w;
    if (it == cf.forward.end()) return w.end = "no table entry", w;
    if (out == 0) return w.end = "forwarded to the switch itself", w;
    FabricPort next;
    if (!f.peer({at.node, out}, next)) return w.end = "unconnected port", w;
    at = next;
  }
  w.end = at == f.hosts()[dst].at ? "delivered" : "delivered to another host";
  return w;
}

// The host index of {"node": id, "port": p}, Fabric::kNone when it names none.
uint32_t host_of(const Fabric& f, const json& j) {
  std::string why;
  if (!has_exactly_keys(j, {"node", "port"}, why) || !j["node"].is_string() || !j["port"].is_number_integer())
    return Fabric::kNone;
  uint32_t v = f.node_by_id(j["node"].get<std::string>());
  for (uint32_t h = 0; v != Fabric::kNone && h < f.hosts().size(); ++h)
    if (f.hosts()[h].at.node == v && j["port"] == f.hosts()[h].at.port) return h;
  return Fabric::kNone;
}

json walk_json(const Fabric& f, const Walked& w) {
  json a = json::array();
  for (auto& h : w.hops) a.push_back(json{{"switch", f.node(h.node).id}, {"port", h.port}});
  return a;
}

}  // namespace netcert
