// fabric_check.cpp — see fabric_check.hpp.
#include "check/fabric_check.hpp"

#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "core/errors.hpp"
#include "core/evidence.hpp"
#include "net/fabric_files.hpp"
#include "net/fabric_lft_dump.hpp"
#include "net/fabric_topology.hpp"

namespace netcert {

namespace {

// The fabric of a blob and its forwarding, as this checker reads them.
struct CheckedFabric {
  Fabric fabric;
  std::unordered_map<uint64_t, int> forward;  // (node << 32 | lid) -> IB port
  std::map<std::pair<uint32_t, int>, uint32_t> channel;  // (switch, port) -> rank index, canonical order
};

bool load(const json& blob, CheckedFabric& out, std::string& why) {
  FabricFiles files;
  if (!fabric_from_blob(blob, files, why)) return false;
  try {
    out.fabric = parse_ibnetdiscover(files.topology, files.topology_name);
    LftDump dump = parse_lft_dump(files.lfts, files.lfts_name);
    for (auto& sec : dump.sections) {
      uint32_t v = out.fabric.node_by_guid(sec.guid);
      if (v == Fabric::kNone || !out.fabric.is_switch(v)) return why = "an LFT section names no switch", false;
      for (auto& e : sec.entries) {
        if (e.port > out.fabric.node(v).ports) return why = "an LFT entry names a port the switch lacks", false;
        if (!out.forward.emplace((uint64_t{v} << 32) | e.lid, e.port).second)
          return why = "an LFT names a destination twice", false;
      }
    }
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

// hops: (switch, port) with port 0 when the switch has no entry or forwards to itself.
struct Walked {
  std::vector<FabricPort> hops;
  std::string end;
};

Walked walk(const CheckedFabric& cf, uint32_t src, uint32_t dst) {
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

// The channels a walk uses, in order (switch-to-switch hops only).
std::vector<uint32_t> channels_of(const CheckedFabric& cf, const Walked& w) {
  std::vector<uint32_t> out;
  for (auto& h : w.hops) {
    auto it = cf.channel.find({h.node, h.port});
    if (it == cf.channel.end()) break;
    out.push_back(it->second);
  }
  return out;
}

}  // namespace

bool fabric_recheck_routes(const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "source", "destination", "walk", "end"}, why)) return false;
  CheckedFabric cf;
  if (!load(c["fabric"], cf, why)) return false;
  uint32_t s = host_of(cf.fabric, c["source"]), d = host_of(cf.fabric, c["destination"]);
  if (s == Fabric::kNone || d == Fabric::kNone) return why = "source or destination is not a host of the fabric", false;
  if (s == d) return why = "source and destination are the same host", false;
  Walked w = walk(cf, s, d);
  if (w.end == "delivered") return why = "the pair is delivered: not a counterexample", false;
  if (c["end"] != w.end) return why = "the walk ends in '" + w.end + "', not '" + c["end"].dump() + "'", false;
  if (c["walk"] != walk_json(cf.fabric, w)) return why = "the claimed walk is not the path the tables give", false;
  why = "re-walked over the tables: " + cf.fabric.node(cf.fabric.hosts()[s].at.node).name + " -> " +
        cf.fabric.node(cf.fabric.hosts()[d].at.node).name + " ends in " + w.end + " after " +
        std::to_string(w.hops.size()) + " switches";
  return true;
}

Verification fabric_verify_routes(const json& witness, std::string& why) {
  if (!has_exactly_keys(witness, {"fabric", "pairs", "hops"}, why)) return false;
  CheckedFabric cf;
  if (!load(witness["fabric"], cf, why)) return false;
  const auto n = static_cast<uint32_t>(cf.fabric.hosts().size());
  uint64_t pairs = 0, hops = 0;
  for (uint32_t s = 0; s < n; ++s)
    for (uint32_t d = 0; d < n; ++d) {
      if (s == d) continue;
      Walked w = walk(cf, s, d);
      if (w.end != "delivered") return why = "a pair is not delivered (" + w.end + ")", false;
      ++pairs, hops += w.hops.size();
    }
  if (witness["pairs"] != pairs || witness["hops"] != hops)
    return why = "pairs/hops differ from the re-walk (" + std::to_string(pairs) + ", " + std::to_string(hops) + ")",
           false;
  why = "every one of " + std::to_string(pairs) + " host pairs re-walked and delivered";
  return true;
}

namespace {

// The dependencies (a << 32 | b) of every routed pair, from this checker's walks.
std::set<uint64_t> dependencies(const CheckedFabric& cf) {
  std::set<uint64_t> deps;
  const auto n = static_cast<uint32_t>(cf.fabric.hosts().size());
  for (uint32_t s = 0; s < n; ++s)
    for (uint32_t d = 0; d < n; ++d) {
      if (s == d) continue;
      std::vector<uint32_t> ch = channels_of(cf, walk(cf, s, d));
      for (size_t i = 1; i < ch.size(); ++i) deps.insert((uint64_t{ch[i - 1]} << 32) | ch[i]);
    }
  return deps;
}

// The claimed cycle's channel ids (canonical order), or false with why.
bool cycle_channels(const CheckedFabric& cf, const json& cycle, std::vector<uint32_t>& ids, std::string& why) {
  if (!cycle.is_array() || cycle.empty()) return why = "the cycle is not a non-empty array", false;
  std::set<uint32_t> distinct;
  for (auto& e : cycle) {
    if (!has_exactly_keys(e, {"switch", "port", "flow"}, why)) return false;
    if (!e["switch"].is_string() || !e["port"].is_number_integer()) return why = "a cycle entry is malformed", false;
    uint32_t v = cf.fabric.node_by_id(e["switch"].get<std::string>());
    int p = e["port"].get<int>();
    auto it = cf.channel.find({v, p});
    if (v == Fabric::kNone || it == cf.channel.end()) return why = "a cycle entry is not a switch-to-switch link", false;
    if (!distinct.insert(it->second).second) return why = "a channel repeats in the cycle", false;
    ids.push_back(it->second);
  }
  if (ids.front() != *distinct.begin()) return why = "the cycle does not start at its smallest channel", false;
  return true;
}

}  // namespace

bool fabric_recheck_deadlock(const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "cycle"}, why)) return false;
  CheckedFabric cf;
  if (!load(c["fabric"], cf, why)) return false;
  std::vector<uint32_t> ids;
  if (!cycle_channels(cf, c["cycle"], ids, why)) return false;
  for (size_t i = 0; i < ids.size(); ++i) {
    const json& flow = c["cycle"][i]["flow"];
    if (!has_exactly_keys(flow, {"source", "destination"}, why)) return false;
    uint32_t s = host_of(cf.fabric, flow["source"]), d = host_of(cf.fabric, flow["destination"]);
    if (s == Fabric::kNone || d == Fabric::kNone || s == d) return why = "a flow does not name two hosts", false;
    std::vector<uint32_t> ch = channels_of(cf, walk(cf, s, d));
    bool uses = false;
    for (size_t j = 1; j < ch.size() && !uses; ++j) uses = ch[j - 1] == ids[i] && ch[j] == ids[(i + 1) % ids.size()];
    if (!uses) return why = "flow " + std::to_string(i) + " does not use its channel and then the next", false;
  }
  why = "cycle of " + std::to_string(ids.size()) + " channels confirmed: each flow re-walked over the tables uses "
        "its channel and then the next";
  return true;
}

Verification fabric_verify_deadlock(const json& witness, std::string& why) {
  if (!has_exactly_keys(witness, {"fabric", "channels", "dependencies", "ranks"}, why)) return false;
  CheckedFabric cf;
  if (!load(witness["fabric"], cf, why)) return false;
  std::set<uint64_t> deps = dependencies(cf);
  const size_t n = cf.channel.size();
  const json& ranks = witness["ranks"];
  if (witness["channels"] != n || witness["dependencies"] != deps.size() || !ranks.is_array() || ranks.size() != n)
    return why = "channel or dependency count differs from the re-walk", false;
  std::vector<std::vector<uint32_t>> preds(n);
  for (uint64_t e : deps) preds[e & 0xffffffffu].push_back(static_cast<uint32_t>(e >> 32));
  for (size_t b = 0; b < n; ++b) {
    if (!ranks[b].is_number_unsigned() && !ranks[b].is_number_integer()) return why = "a rank is not a number", false;
    uint64_t expect = 0;
    for (uint32_t a : preds[b]) {
      if (!(ranks[a] < ranks[b])) return why = "a dependency does not increase the ranking", false;
      expect = std::max(expect, ranks[a].get<uint64_t>() + 1);
    }
    if (ranks[b] != expect) return why = "ranks are not the longest-chain ranking", false;
  }
  why = std::to_string(deps.size()) + " dependencies rebuilt by re-walking every pair; each strictly increases the "
        "ranking, so the channel dependency graph is acyclic";
  return true;
}

}  // namespace netcert
