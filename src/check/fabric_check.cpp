// fabric_check.cpp — see fabric_check.hpp.
#include "check/fabric_check.hpp"

#include <map>
#include <set>

#include "check/fabric_lanes_read.hpp"
#include "check/fabric_read.hpp"
#include "core/evidence.hpp"

namespace netcert {

namespace {

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
  if (!load_checked_fabric(c["fabric"], cf, why)) return false;
  uint32_t s = host_of(cf.fabric, c["source"]), d = host_of(cf.fabric, c["destination"]);
  if (s == Fabric::kNone || d == Fabric::kNone) return why = "source or destination is not a host of the fabric", false;
  if (s == d) return why = "source and destination are the same host", false;
  Walked w = checked_walk(cf, s, d);
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
  if (!load_checked_fabric(witness["fabric"], cf, why)) return false;
  const auto n = static_cast<uint32_t>(cf.fabric.hosts().size());
  uint64_t pairs = 0, hops = 0;
  for (uint32_t s = 0; s < n; ++s)
    for (uint32_t d = 0; d < n; ++d) {
      if (s == d) continue;
      Walked w = checked_walk(cf, s, d);
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

using LaneChannel = std::pair<uint32_t, int>;  // (channel rank, VL); VL 0 without lane data

// The lane channels of the path from s to d, from this checker's walk (and its own reading of the lanes).
bool flow_channels(const CheckedFabric& cf, const CheckedLanes* lanes, uint32_t s, uint32_t d,
                   std::vector<LaneChannel>& out, std::string& why) {
  if (lanes) return laned_channels(cf, *lanes, s, d, out, why);
  for (uint32_t c : channels_of(cf, checked_walk(cf, s, d))) out.emplace_back(c, 0);
  return true;
}

// The dependencies of every routed pair, from this checker's walks.
bool dependencies(const CheckedFabric& cf, const CheckedLanes* lanes,
                  std::set<std::pair<LaneChannel, LaneChannel>>& deps, std::string& why) {
  const auto n = static_cast<uint32_t>(cf.fabric.hosts().size());
  for (uint32_t s = 0; s < n; ++s)
    for (uint32_t d = 0; d < n; ++d) {
      std::vector<LaneChannel> ch;
      if (s == d) continue;
      if (!flow_channels(cf, lanes, s, d, ch, why)) return false;
      for (size_t i = 1; i < ch.size(); ++i) deps.insert({ch[i - 1], ch[i]});
    }
  return true;
}

// The claimed cycle's lane channels (canonical order: starts at its smallest), or false with why.
bool cycle_channels(const CheckedFabric& cf, const json& cycle, std::vector<LaneChannel>& ids, std::string& why) {
  if (!cycle.is_array() || cycle.empty()) return why = "the cycle is not a non-empty array", false;
  std::set<LaneChannel> distinct;
  for (auto& e : cycle) {
    if (cf.has_lanes ? !has_exactly_keys(e, {"switch", "port", "vl", "flow"}, why)
                     : !has_exactly_keys(e, {"switch", "port", "flow"}, why))
      return false;
    if (!e["switch"].is_string() || !e["port"].is_number_integer()) return why = "a cycle entry is malformed", false;
    if (cf.has_lanes && (!e["vl"].is_number_integer() || e["vl"] < 0 || e["vl"] > 15))
      return why = "a cycle entry's vl is not a lane 0..15", false;
    uint32_t v = cf.fabric.node_by_id(e["switch"].get<std::string>());
    int p = e["port"].get<int>();
    auto it = cf.channel.find({v, p});
    if (v == Fabric::kNone || it == cf.channel.end()) return why = "a cycle entry is not a switch-to-switch link", false;
    const LaneChannel c{it->second, cf.has_lanes ? e["vl"].get<int>() : 0};
    if (!distinct.insert(c).second) return why = "a channel repeats in the cycle", false;
    ids.push_back(c);
  }
  if (ids.front() != *distinct.begin()) return why = "the cycle does not start at its smallest channel", false;
  return true;
}

// The lanes of a certificate's fabric as this checker reads them; null without lane data.
bool checked_lanes(const CheckedFabric& cf, CheckedLanes& lanes, const CheckedLanes*& use, std::string& why) {
  use = nullptr;
  if (!cf.has_lanes) return true;
  if (!load_checked_lanes(cf, cf.sl2vl, cf.path_sl, lanes, why)) return false;
  use = &lanes;
  return true;
}

}  // namespace

bool fabric_recheck_deadlock(const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "cycle"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(c["fabric"], cf, why)) return false;
  CheckedLanes lanes_read;
  const CheckedLanes* lanes = nullptr;
  if (!checked_lanes(cf, lanes_read, lanes, why)) return false;
  std::vector<LaneChannel> ids;
  if (!cycle_channels(cf, c["cycle"], ids, why)) return false;
  for (size_t i = 0; i < ids.size(); ++i) {
    const json& flow = c["cycle"][i]["flow"];
    if (!has_exactly_keys(flow, {"source", "destination"}, why)) return false;
    uint32_t s = host_of(cf.fabric, flow["source"]), d = host_of(cf.fabric, flow["destination"]);
    if (s == Fabric::kNone || d == Fabric::kNone || s == d) return why = "a flow does not name two hosts", false;
    std::vector<LaneChannel> ch;
    if (!flow_channels(cf, lanes, s, d, ch, why)) return false;
    bool uses = false;
    for (size_t j = 1; j < ch.size() && !uses; ++j) uses = ch[j - 1] == ids[i] && ch[j] == ids[(i + 1) % ids.size()];
    if (!uses)
      return why = "flow " + std::to_string(i) + " does not use its channel and then the next" +
                   (lanes ? " on the lanes its path SL and the SL2VL tables give" : ""),
             false;
  }
  why = "cycle of " + std::to_string(ids.size()) + " channels confirmed: each flow re-walked over the tables uses "
        "its channel and then the next" + std::string(lanes ? ", on the virtual lanes named" : "");
  return true;
}

Verification fabric_verify_deadlock(const json& witness, std::string& why) {
  const json& fabric = witness.is_object() && witness.contains("fabric") ? witness["fabric"] : json();
  const bool laned = fabric.is_object() && fabric.contains("sl2vl");
  if (laned ? !has_exactly_keys(witness, {"fabric", "channels", "dependencies", "ranks", "lanes"}, why)
            : !has_exactly_keys(witness, {"fabric", "channels", "dependencies", "ranks"}, why))
    return false;
  CheckedFabric cf;
  if (!load_checked_fabric(witness["fabric"], cf, why)) return false;
  CheckedLanes lanes_read;
  const CheckedLanes* lanes = nullptr;
  if (!checked_lanes(cf, lanes_read, lanes, why)) return false;
  std::set<std::pair<LaneChannel, LaneChannel>> deps;
  if (!dependencies(cf, lanes, deps, why)) return false;
  const json lanes_claim = laned ? witness["lanes"] : json(1);
  if (!lanes_claim.is_number_integer() || lanes_claim < 1 || lanes_claim > 16) return why = "lanes is not 1..16", false;
  const auto per_link = lanes_claim.get<uint32_t>();
  auto index = [&](const LaneChannel& c) { return size_t{c.first} * per_link + static_cast<size_t>(c.second); };
  const size_t n = cf.channel.size() * per_link;
  const json& ranks = witness["ranks"];
  if (witness["channels"] != n || witness["dependencies"] != deps.size() || !ranks.is_array() || ranks.size() != n)
    return why = "channel or dependency count differs from the re-walk", false;
  std::vector<std::vector<size_t>> preds(n);
  for (auto& [a, b] : deps) {
    if (static_cast<uint32_t>(a.second) >= per_link || static_cast<uint32_t>(b.second) >= per_link)
      return why = "a path uses a virtual lane beyond the claimed lane count", false;
    preds[index(b)].push_back(index(a));
  }
  for (size_t b = 0; b < n; ++b) {
    if (!ranks[b].is_number_unsigned() && !ranks[b].is_number_integer()) return why = "a rank is not a number", false;
    uint64_t expect = 0;
    for (size_t a : preds[b]) {
      if (!(ranks[a] < ranks[b])) return why = "a dependency does not increase the ranking", false;
      expect = std::max(expect, ranks[a].get<uint64_t>() + 1);
    }
    if (ranks[b] != expect) return why = "ranks are not the longest-chain ranking", false;
  }
  why = std::to_string(deps.size()) + " dependencies rebuilt by re-walking every pair" +
        (lanes ? " on its virtual lanes" : "") + "; each strictly increases the ranking, so the channel dependency "
        "graph is acyclic";
  return true;
}

}  // namespace netcert
