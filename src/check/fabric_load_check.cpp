// fabric_load_check.cpp — see fabric_load_check.hpp.
#include "check/fabric_load_check.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "check/fabric_read.hpp"
#include "core/evidence.hpp"

namespace netcert {

namespace {

using Flow = std::pair<uint32_t, uint32_t>;  // (source host, destination host)
using StageKey = std::pair<uint32_t, uint32_t>;

// Every linked port that some host reaches, numbered, with its stage.
struct LinkTable {
  std::map<std::pair<uint32_t, int>, size_t> index;  // (node, IB port) -> link number
  std::vector<StageKey> stage;                       // per link number
};

LinkTable link_table(const Fabric& f) {
  const uint32_t far_away = Fabric::kNone;
  std::vector<uint32_t> level(f.nodes().size(), far_away);
  std::vector<uint32_t> frontier;
  for (auto& h : f.hosts()) level[h.at.node] = 0;
  for (uint32_t v = 0; v < level.size(); ++v)
    if (level[v] == 0) frontier.push_back(v);
  for (uint32_t d = 1; !frontier.empty(); ++d) {
    std::vector<uint32_t> next;
    for (uint32_t v : frontier)
      for (int p = 1; p <= f.node(v).ports; ++p) {
        FabricPort w;
        if (f.peer({v, p}, w) && level[w.node] == far_away) level[w.node] = d, next.push_back(w.node);
      }
    frontier.swap(next);
  }
  LinkTable t;
  for (uint32_t v = 0; v < level.size(); ++v)
    for (int p = 1; p <= f.node(v).ports && level[v] != far_away; ++p) {
      FabricPort w;
      if (!f.peer({v, p}, w)) continue;
      t.index.emplace(std::make_pair(v, p), t.stage.size());
      t.stage.emplace_back(level[v], level[w.node]);
    }
  return t;
}

// The pattern's matrix count and matrix m's flows, restated from the statement.
struct Traffic {
  std::string pattern;
  std::vector<uint32_t> ranked;  // host of rank r
  int bits = 0;                  // bvn: N = 2^bits

  uint64_t count() const {
    return pattern == "all-to-all" ? 1 : pattern == "shift" ? ranked.size() - 1 : ranked.size();
  }
  uint64_t reversed(uint64_t x) const {
    uint64_t r = 0;
    for (int b = 0; b < bits; ++b) r |= ((x >> b) & 1u) << (bits - 1 - b);
    return r;
  }
  std::vector<Flow> flows(uint64_t m) const {
    const uint64_t n = ranked.size();
    std::vector<Flow> out;
    for (uint64_t a = 0; a < n; ++a) {
      if (pattern == "all-to-all") {
        for (uint64_t b = 0; b < n; ++b)
          if (b != a) out.emplace_back(ranked[a], ranked[b]);
      } else if (uint64_t b = (pattern == "shift" ? a : reversed(a)) + m; b % n != a) {
        out.emplace_back(ranked[a], ranked[b % n]);
      }
    }
    return out;
  }
};

bool traffic_of(const Fabric& f, const FabricTraffic& ps, Traffic& t, std::string& why) {
  t.pattern = ps.pattern;
  const size_t n = f.hosts().size();
  if (n < 2) return why = "fewer than two hosts: no traffic", false;
  for (uint32_t h = 0; h < n; ++h) t.ranked.push_back(h);
  if (ps.order == "lid")
    std::sort(t.ranked.begin(), t.ranked.end(), [&](uint32_t a, uint32_t b) { return f.hosts()[a].lid < f.hosts()[b].lid; });
  while ((size_t{1} << t.bits) < n) ++t.bits;
  if (t.pattern == "bvn" && (size_t{1} << t.bits) != n) return why = "bvn needs a power-of-two number of hosts", false;
  return true;
}

// Per-link loads of a matrix from this checker's walks; false when a flow is not delivered.
bool route(const CheckedFabric& cf, const LinkTable& lt, const std::vector<Flow>& flows, std::vector<uint64_t>& load,
           std::string& why) {
  load.assign(lt.stage.size(), 0);
  for (auto [s, d] : flows) {
    Walked w = checked_walk(cf, s, d);
    if (w.end != "delivered") return why = "a flow of the matrix is not delivered (" + w.end + ")", false;
    const FabricPort first = cf.fabric.hosts()[s].at;
    ++load[lt.index.at({first.node, first.port})];
    for (auto& h : w.hops) ++load[lt.index.at({h.node, h.port})];
  }
  return true;
}

struct StageSum {
  uint64_t links = 0, hops = 0, max = 0;
  uint64_t bound() const { return (hops + links - 1) / links; }
};

std::map<StageKey, StageSum> per_stage(const LinkTable& lt, const std::vector<uint64_t>& load) {
  std::map<StageKey, StageSum> out;
  for (size_t i = 0; i < load.size(); ++i) {
    StageSum& s = out[lt.stage[i]];
    ++s.links, s.hops += load[i], s.max = std::max(s.max, load[i]);
  }
  return out;
}

bool same_pattern(const FabricTraffic& ps, const json& j, std::string& why) {
  if (j["pattern"] != ps.pattern || j["order"] != ps.order)
    return why = "the evidence is for another pattern or order than the params", false;
  return true;
}

}  // namespace

bool fabric_recheck_link_load(const FabricTraffic& ps, const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "pattern", "order", "matrix", "stage", "channel", "load", "bound", "flows"}, why))
    return false;
  CheckedFabric cf;
  Traffic t;
  if (!same_pattern(ps, c, why) || !load_checked_fabric(c["fabric"], cf, why) || !traffic_of(cf.fabric, ps, t, why))
    return false;
  if (!c["matrix"].is_number_unsigned() || c["matrix"] < 1 || c["matrix"] > t.count())
    return why = "matrix is not one of the pattern's 1.." + std::to_string(t.count()), false;
  const uint64_t m = c["matrix"].get<uint64_t>();
  const LinkTable lt = link_table(cf.fabric);
  const json& ch = c["channel"];
  if (!has_exactly_keys(ch, {"node", "port"}, why) || !ch["node"].is_string() || !ch["port"].is_number_integer())
    return why = "channel is not {\"node\", \"port\"}", false;
  auto link = lt.index.find({cf.fabric.node_by_id(ch["node"].get<std::string>()), ch["port"].get<int>()});
  if (link == lt.index.end()) return why = "channel is not a link some host reaches", false;
  const StageKey stage = lt.stage[link->second];
  if (c["stage"] != json{stage.first, stage.second}) return why = "the channel is not of the stated stage", false;
  const std::vector<Flow> flows = t.flows(m);
  std::map<Flow, size_t> position;  // flows are listed in the matrix's order (source rank, then destination rank)
  for (size_t i = 0; i < flows.size(); ++i) position.emplace(flows[i], i);
  std::set<Flow> listed;
  size_t next = 0;
  if (!c["flows"].is_array()) return why = "flows is not an array", false;
  for (auto& fl : c["flows"]) {
    if (!has_exactly_keys(fl, {"source", "destination"}, why)) return false;
    Flow f{host_of(cf.fabric, fl["source"]), host_of(cf.fabric, fl["destination"])};
    auto at = position.find(f);
    if (at == position.end()) return why = "a listed flow is not a flow of matrix " + std::to_string(m), false;
    if (at->second < next) return why = "flows are not listed once each in the matrix's order", false;
    next = at->second + 1;
    listed.insert(f);
    Walked w = checked_walk(cf, f.first, f.second);
    bool crosses = cf.fabric.hosts()[f.first].at == FabricPort{link->first.first, link->first.second};
    for (auto& h : w.hops) crosses = crosses || (h.node == link->first.first && h.port == link->first.second);
    if (w.end != "delivered" || !crosses) return why = "a listed flow does not cross the channel", false;
  }
  std::vector<uint64_t> load;
  if (!route(cf, lt, flows, load, why)) return false;
  const StageSum sum = per_stage(lt, load).at(stage);
  if (load[link->second] != listed.size() || c["load"] != listed.size())
    return why = "load is not the number of the matrix's flows crossing the channel (" +
                 std::to_string(load[link->second]) + ")", false;
  if (c["bound"] != sum.bound()) return why = "bound differs from the recomputed " + std::to_string(sum.bound()), false;
  if (listed.size() <= sum.bound()) return why = "the load does not exceed the bound", false;
  why = std::to_string(listed.size()) + " flows of matrix " + std::to_string(m) + " re-walked over the tables cross " +
        cf.fabric.node(link->first.first).name + ":" + std::to_string(link->first.second) + ", above the bound " +
        std::to_string(sum.bound()) + " = ceil(" + std::to_string(sum.hops) + " flow-hops / " +
        std::to_string(sum.links) + " links) recomputed over the stage";
  return true;
}

Verification fabric_verify_link_load(const FabricTraffic& ps, const json& w, std::string& why) {
  if (!has_exactly_keys(w, {"fabric", "pattern", "order", "matrices", "flows", "stages"}, why)) return false;
  CheckedFabric cf;
  Traffic t;
  if (!same_pattern(ps, w, why) || !load_checked_fabric(w["fabric"], cf, why) || !traffic_of(cf.fabric, ps, t, why))
    return false;
  const LinkTable lt = link_table(cf.fabric);
  std::map<StageKey, StageSum> total;
  std::map<StageKey, uint64_t> top_bound;
  uint64_t flow_count = 0;
  std::vector<uint64_t> load;
  for (uint64_t m = 1; m <= t.count(); ++m) {
    const std::vector<Flow> flows = t.flows(m);
    if (!route(cf, lt, flows, load, why)) return false;
    flow_count += flows.size();
    for (auto& [key, s] : per_stage(lt, load)) {
      if (s.max != s.bound())
        return why = "matrix " + std::to_string(m) + " loads a link of stage " + std::to_string(key.first) + "->" +
                     std::to_string(key.second) + " with " + std::to_string(s.max) + " flows, above the bound " +
                     std::to_string(s.bound()), false;
      StageSum& tot = total[key];
      tot.links = s.links, tot.hops += s.hops, tot.max = std::max(tot.max, s.max);
      top_bound[key] = std::max(top_bound[key], s.bound());
    }
  }
  json stages = json::array();
  for (auto& [key, s] : total)
    stages.push_back({{"stage", {key.first, key.second}}, {"channels", s.links}, {"flow_hops", s.hops},
                      {"max_load", s.max}, {"bound", top_bound[key]}});
  if (w["matrices"] != t.count() || w["flows"] != flow_count || w["stages"] != stages)
    return why = "the per-stage summary differs from the recomputed loads", false;
  why = "every load of " + std::to_string(t.count()) + " matrices (" + std::to_string(flow_count) +
        " flows) recomputed by re-walking the tables: every stage's most loaded link is at its bound";
  return true;
}

}  // namespace netcert
