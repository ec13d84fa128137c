// fabric_read.cpp — see fabric_read.hpp.
#include "check/fabric_read.hpp"

#include <algorithm>
#include <climits>
#include <unordered_set>

#include "check/fabric_blob_read.hpp"
#include "check/fabric_lft_read.hpp"
#include "check/fabric_tables_match.hpp"
#include "check/fabric_topology_read.hpp"
#include "core/errors.hpp"
#include "core/evidence.hpp"

namespace netcert {

void drop_dense_rows(CheckedFabric& cf) {
  cf.dense_row.clear();
  cf.dense_forward.clear();
  cf.dense_lids = 0;
}

// Fills the dense rows from cf.forward when they fit (ports fit in int16_t: IB has at most 255).
void index_forwarding(CheckedFabric& cf) {
  drop_dense_rows(cf);
  uint64_t max_lid = 0;
  uint32_t max_node = 0;
  for (auto& [key, port] : cf.forward) {
    max_lid = std::max<uint64_t>(max_lid, key & 0xffffffffu);
    max_node = std::max(max_node, static_cast<uint32_t>(key >> 32));
    if (port < 0 || port > INT16_MAX) return;
  }
  const uint64_t lids = max_lid + 1, switches = cf.fabric.switches().size();
  if (cf.forward.empty() || switches * lids > CheckedFabric::kDenseForwardEntries) return;
  cf.dense_row.assign(static_cast<size_t>(max_node) + 1, UINT32_MAX);
  uint32_t rows = 0;
  for (uint32_t s : cf.fabric.switches())
    if (s <= max_node) cf.dense_row[s] = rows++;
  cf.dense_lids = static_cast<uint32_t>(lids);
  cf.dense_forward.assign(static_cast<size_t>(rows) * lids, -1);
  for (auto& [key, port] : cf.forward) {
    const uint32_t row = cf.dense_row[key >> 32];
    if (row == UINT32_MAX) return drop_dense_rows(cf);  // an entry for a node that is not a switch: the hash map alone
    cf.dense_forward[static_cast<size_t>(row) * lids + (key & 0xffffffffu)] = static_cast<int16_t>(port);
  }
}

// The port node forwards LID lid to, or -1 when its table has no entry.
static int forward_port(const CheckedFabric& cf, uint32_t node, uint32_t lid) {
  if (!cf.dense_forward.empty()) {
    if (node >= cf.dense_row.size() || lid >= cf.dense_lids || cf.dense_row[node] == UINT32_MAX) return -1;
    return cf.dense_forward[static_cast<size_t>(cf.dense_row[node]) * cf.dense_lids + lid];
  }
  auto it = cf.forward.find((uint64_t{node} << 32) | lid);
  return it == cf.forward.end() ? -1 : it->second;
}

bool load_checked_fabric(const json& blob, CheckedFabric& out, std::string& why) {
  out = CheckedFabric{};  // nothing of an earlier fabric may stay in the maps
  CheckedFabricTexts texts;
  if (!read_fabric_blob(blob, texts, why)) return false;
  out.has_lanes = texts.has_lanes;
  out.sl2vl = texts.sl2vl;
  out.path_sl = texts.path_sl;
  try {
    out.fabric = read_checked_topology(*texts.topology, "fabric.topology");
    if (!checked_forwarding(out.fabric, read_checked_lfts(*texts.lfts, "fabric.lfts"), out.forward, why)) return false;
  } catch (const InputError& e) {
    return why = std::string("the certificate's fabric does not read: ") + e.what(), false;
  }
  index_forwarding(out);
  for (uint32_t s : out.fabric.switches())
    for (int p = 1; p <= out.fabric.node(s).ports; ++p) {
      FabricPort far;
      if (out.fabric.peer({s, p}, far) && out.fabric.is_switch(far.node))
        out.channel.emplace(std::make_pair(s, p), static_cast<uint32_t>(out.channel.size()));
    }
  return true;
}

Walked checked_walk(const CheckedFabric& cf, uint32_t src, uint32_t dst, size_t scan_hops) {
  const Fabric& f = cf.fabric;
  Walked w;
  FabricPort at;
  if (!f.peer(f.hosts()[src].at, at)) return w.end = "unconnected port", w;
  std::unordered_set<uint32_t> visited;
  auto seen_before = [&](uint32_t node) {  // node is the last hop's
    if (w.hops.size() <= scan_hops) {
      for (size_t i = 0; i + 1 < w.hops.size(); ++i)
        if (w.hops[i].node == node) return true;
      if (w.hops.size() == scan_hops)
        for (auto& h : w.hops) visited.insert(h.node);
      return false;
    }
    return !visited.insert(node).second;
  };
  const uint32_t lid = f.hosts()[dst].lid;
  while (f.is_switch(at.node)) {
    const int port = forward_port(cf, at.node, lid);
    const int out = port < 0 ? 0 : port;
    w.hops.push_back({at.node, out});
    if (seen_before(at.node)) return w.end = "loop", w;
    if (port < 0) return w.end = "no table entry", w;
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
