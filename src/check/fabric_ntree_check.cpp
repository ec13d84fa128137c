// fabric_ntree_check.cpp — see fabric_ntree_check.hpp.
#include "check/fabric_ntree_check.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "check/fabric_check.hpp"
#include "check/fabric_tree_view.hpp"
#include "core/evidence.hpp"
#include "net/kary_ntree.hpp"

namespace netcert {

namespace {

constexpr uint32_t kNone = Fabric::kNone;

struct Iso {
  int k = 0, n = 0;
  std::map<uint32_t, uint64_t> model_of;           // fabric switch node -> model switch
  std::vector<uint32_t> node_of;                   // model switch -> fabric node
  std::map<uint32_t, std::vector<int>> ports;      // fabric switch node -> IB port per netcert port
  std::vector<uint64_t> terminal;                  // per host
};

bool small_int(const json& j, int64_t lo, int64_t hi) {
  return j.is_number_integer() && j.get<int64_t>() >= lo && j.get<int64_t>() <= hi;
}

bool read_switches(const Fabric& f, const KaryNTree& t, const json& list, Iso& iso, std::string& why) {
  if (!list.is_array() || list.size() != f.switches().size() || list.size() != t.switch_count())
    return why = "the isomorphism does not list every switch once", false;
  iso.node_of.assign(t.switch_count(), kNone);
  for (auto& e : list) {
    if (!has_exactly_keys(e, {"node", "stage", "position", "ports"}, why)) return false;
    uint32_t v = e["node"].is_string() ? f.node_by_id(e["node"].get<std::string>()) : kNone;
    if (v == kNone || !f.is_switch(v) || v != f.switches()[iso.model_of.size()])
      return why = "the switch entries are not the fabric's switches in file order", false;
    if (!small_int(e["stage"], 0, t.n() - 1) || !small_int(e["position"], 0, static_cast<int64_t>(t.switches_per_stage()) - 1))
      return why = "a switch label is out of range", false;
    uint64_t w = t.switch_id(e["stage"].get<int>(), e["position"].get<uint64_t>());
    if (iso.node_of[w] != kNone) return why = "two switches get one label", false;
    iso.node_of[w] = v, iso.model_of[v] = w;
    const json& p = e["ports"];
    if (!p.is_array() || p.size() != static_cast<size_t>(t.ports())) return why = "a port map has not 2k entries", false;
    std::set<int> used;
    for (auto& x : p) {
      if (!small_int(x, 0, f.node(v).ports)) return why = "a port map names a port the switch lacks", false;
      if (x != 0 && !used.insert(x.get<int>()).second) return why = "a port map repeats a port", false;
      iso.ports[v].push_back(x.get<int>());
    }
  }
  return true;
}

bool read_hosts(const Fabric& f, const KaryNTree& t, const json& list, Iso& iso, std::string& why) {
  if (!list.is_array() || list.size() != f.hosts().size() || list.size() != t.terminals())
    return why = "the isomorphism does not list every host once", false;
  iso.terminal.assign(f.hosts().size(), ~0ULL);
  std::vector<bool> used(t.terminals(), false);
  for (auto& e : list) {
    if (!e.is_object() || !e.contains("terminal")) return why = "a host entry has no terminal", false;
    json at = e;
    at.erase("terminal");
    uint32_t h = host_of(f, at);
    if (h == kNone || iso.terminal[h] != ~0ULL || (h > 0 && iso.terminal[h - 1] == ~0ULL))
      return why = "the host entries are not the fabric's hosts in file order", false;
    if (!small_int(e["terminal"], 0, static_cast<int64_t>(t.terminals()) - 1) || used[e["terminal"].get<uint64_t>()])
      return why = "a terminal is out of range or repeated", false;
    iso.terminal[h] = e["terminal"].get<uint64_t>();
    used[iso.terminal[h]] = true;
  }
  return true;
}

// Edge by edge: the model's far end of every (switch, netcert port) is the
// image of the fabric's far end, and no fabric link is left over.
bool check_edges(const TreeView& tv, const KaryNTree& t, const Iso& iso, std::string& why) {
  const Fabric& f = tv.fabric();
  for (auto& [v, w] : iso.model_of) {
    const std::vector<int>& p = iso.ports.at(v);
    for (int x = 0; x < t.ports(); ++x) {
      KaryNTree::End e = t.peer(w, x);
      const std::string at = f.label(v) + " netcert port " + std::to_string(x);
      if (e.kind == KaryNTree::End::None) {
        if (p[x] != 0) return why = at + ": the model has no link there", false;
        continue;
      }
      FabricPort far;
      if (p[x] == 0 || !f.peer({v, p[x]}, far)) return why = at + ": the fabric has no link there", false;
      if (e.kind == KaryNTree::End::Terminal) {
        uint32_t h = tv.host_at({v, p[x]});
        if (h == kNone || iso.terminal[h] != e.id) return why = at + ": not the model's terminal", false;
      } else if (far.node != iso.node_of[e.id] || iso.ports.at(far.node)[e.port] != far.port) {
        return why = at + ": not the model's far switch and port", false;
      }
    }
    for (int q = 1; q <= f.node(v).ports; ++q) {
      FabricPort far;
      if (f.peer({v, q}, far) && std::find(p.begin(), p.end(), q) == p.end())
        return why = f.label(v) + " IB port " + std::to_string(q) + " is linked but maps to no model port", false;
    }
  }
  return true;
}

bool read_isomorphism(const TreeView& tv, const json& j, Iso& iso, std::string& why) {
  if (!has_exactly_keys(j, {"k", "n", "switches", "hosts"}, why)) return false;
  if (!small_int(j["k"], 2, KaryNTree::kMaxArity) || !small_int(j["n"], 1, 8)) return why = "k or n out of range", false;
  iso.k = j["k"].get<int>(), iso.n = j["n"].get<int>();
  try {
    KaryNTree t(iso.k, iso.n);
    return read_switches(tv.fabric(), t, j["switches"], iso, why) && read_hosts(tv.fabric(), t, j["hosts"], iso, why) &&
           check_edges(tv, t, iso, why);
  } catch (const std::invalid_argument& e) {
    return why = e.what(), false;
  }
}

uint32_t switch_named(const Fabric& f, const json& j) {
  uint32_t v = j.is_string() ? f.node_by_id(j.get<std::string>()) : kNone;
  return v != kNone && f.is_switch(v) ? v : kNone;
}

// Links down and up of a switch, and whether one stays inside its stage.
void degrees(const TreeView& tv, uint32_t v, int& down, int& up, bool& flat) {
  const Fabric& f = tv.fabric();
  down = up = 0, flat = false;
  for (int p = 1; p <= f.node(v).ports; ++p) {
    FabricPort far;
    if (!f.peer({v, p}, far)) continue;
    int other = f.is_switch(far.node) ? tv.stage(far.node) : -1;
    flat = flat || other == tv.stage(v);
    (other < tv.stage(v) ? down : up) += 1;
  }
}

// Children (components of the next level) inside the component of `v`.
int children(const TreeView& tv, bool down, int s, uint32_t v) {
  const Fabric& f = tv.fabric();
  std::set<uint32_t> kids;
  uint32_t parent = down ? tv.low(s, v) : tv.high(s, v);
  for (uint32_t u = 0; u < f.nodes().size(); ++u) {
    uint32_t pu = down ? tv.low(s, u) : tv.high(s, u);
    uint32_t cu = down ? tv.low(s - 1, u) : tv.high(s + 1, u);
    if (pu == parent && cu != kNone) kids.insert(cu);
  }
  return static_cast<int>(kids.size());
}

bool confirm_staged(const TreeView& tv, const json& v, std::string& why) {
  const Fabric& f = tv.fabric();
  const std::string kind = v["kind"];
  if (!tv.all_staged() || tv.arity() == 0) return why = "the fabric has no stages or no size to test this against", false;
  const int k = tv.arity();
  uint32_t sw = switch_named(f, v["switch"]);
  if (sw == kNone) return why = "the violation names no switch", false;
  if (kind == "same_stage_link" || kind == "degree") {
    int down = 0, up = 0;
    bool flat = false;
    degrees(tv, sw, down, up, flat);
    if (kind == "same_stage_link") {
      FabricPort far;
      bool real = has_exactly_keys(v, {"kind", "switch", "port", "stage"}, why) && small_int(v["port"], 1, f.node(sw).ports) &&
                  f.peer({sw, v["port"].get<int>()}, far) && f.is_switch(far.node) &&
                  tv.stage(far.node) == tv.stage(sw) && v["stage"] == tv.stage(sw);
      return real ? (why = f.label(sw) + " links within stage " + std::to_string(tv.stage(sw)), true)
                  : (why = "no such link within a stage", false);
    }
    const int want_up = tv.stage(sw) == tv.stages() - 1 ? 0 : k;
    if (!has_exactly_keys(v, {"kind", "switch", "stage", "down", "up"}, why) || v["stage"] != tv.stage(sw) ||
        v["down"] != down || v["up"] != up || flat || (down == k && up == want_up))
      return why = "the degrees differ from the fabric's or are those of a k-ary n-tree", false;
    return why = f.label(sw) + " has " + std::to_string(down) + " links down and " + std::to_string(up) + " up, k = " +
                 std::to_string(k),
           true;
  }
  if (!has_exactly_keys(v, {"kind", "side", "stage", "switch", "children"}, why) || !small_int(v["stage"], 0, tv.stages() - 1))
    return why = "malformed children violation", false;
  const bool down = v["side"] == "down";
  const int s = v["stage"].get<int>();
  if ((down ? s < 1 : s + 1 >= tv.stages()) || (v["side"] != "down" && v["side"] != "up") ||
      (down ? tv.low(s, sw) : tv.high(s, sw)) == kNone)
    return why = "the named switch is not in such a component", false;
  int c = children(tv, down, s, sw);
  if (v["children"] != c || c == k) return why = "the component splits into k parts, or not as claimed", false;
  return why = "the component of " + f.label(sw) + " splits into " + std::to_string(c) + " parts, not k = " +
               std::to_string(k),
         true;
}

bool confirm_violation(const TreeView& tv, const json& v, std::string& why) {
  const Fabric& f = tv.fabric();
  if (!v.is_object() || !v.contains("kind") || !v["kind"].is_string()) return why = "the violation has no kind", false;
  const std::string kind = v["kind"];
  if (kind == "size") {
    bool real = has_exactly_keys(v, {"kind", "hosts", "switches", "stages"}, why) && tv.all_staged() &&
                v["hosts"] == f.hosts().size() && v["switches"] == f.switches().size() && v["stages"] == tv.stages() &&
                tv.arity() == 0;
    return real ? (why = "no k fits the host, switch and stage counts", true) : (why = "the counts are not as claimed", false);
  }
  if (kind == "unreachable") {
    uint32_t sw = switch_named(f, v["switch"]);
    return has_exactly_keys(v, {"kind", "switch"}, why) && sw != kNone && tv.stage(sw) < 0
               ? (why = f.label(sw) + " reaches no host", true)
               : (why = "the switch reaches a host", false);
  }
  if (kind == "host_link") {
    if (!has_exactly_keys(v, {"kind", "host"}, why)) return false;
    uint32_t h = host_of(f, v["host"]);
    return h != kNone && tv.host_switch(h) == kNone ? (why = "the host's port links no switch", true)
                                                    : (why = "the host hangs on a switch", false);
  }
  if (kind == "foreign_port") {
    uint32_t sw = switch_named(f, v["switch"]);
    FabricPort far;
    bool real = has_exactly_keys(v, {"kind", "switch", "port"}, why) && sw != kNone &&
                small_int(v["port"], 1, f.node(sw).ports) && f.peer({sw, v["port"].get<int>()}, far) &&
                !f.is_switch(far.node) && tv.host_at({sw, v["port"].get<int>()}) == kNone;
    return real ? (why = "a CA port without a LID is linked", true) : (why = "the port links a host or a switch", false);
  }
  if (kind == "components") {
    if (!has_exactly_keys(v, {"kind", "count"}, why) || !tv.all_staged() || tv.stages() == 0) return false;
    std::set<uint32_t> roots;
    for (uint32_t u = 0; u < f.nodes().size(); ++u)
      if (tv.low(tv.stages() - 1, u) != kNone) roots.insert(tv.low(tv.stages() - 1, u));
    return v["count"] == roots.size() && roots.size() != 1 ? (why = "the fabric is not connected", true)
                                                           : (why = "the fabric is connected", false);
  }
  if (kind == "same_stage_link" || kind == "degree" || kind == "children") return confirm_staged(tv, v, why);
  return why = "unknown violation kind '" + kind + "'", false;
}

}  // namespace

bool fabric_recheck_kary_ntree(const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "violation"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(c["fabric"], cf, why)) return false;
  TreeView tv(cf.fabric);
  if (!confirm_violation(tv, c["violation"], why)) return false;
  why = "not a k-ary n-tree, recomputed from the fabric: " + why;
  return true;
}

Verification fabric_verify_kary_ntree(const json& w, std::string& why) {
  if (!has_exactly_keys(w, {"fabric", "isomorphism"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(w["fabric"], cf, why)) return false;
  return checked_ntree_isomorphism(cf, w["isomorphism"], why);
}

bool checked_ntree_isomorphism(const CheckedFabric& cf, const json& isomorphism, std::string& why) {
  TreeView tv(cf.fabric);
  Iso iso;
  if (!read_isomorphism(tv, isomorphism, iso, why)) return false;
  why = "isomorphism onto the " + std::to_string(iso.k) + "-ary " + std::to_string(iso.n) +
        "-tree checked edge by edge (" + std::to_string(iso.model_of.size()) + " switches, " +
        std::to_string(iso.terminal.size()) + " hosts)";
  return true;
}

// ---- DESTRO ------------------------------------------------------------------

namespace {

// The model path h -> h' as this checker reads DESTRO: climb through up-port
// k + h'_s until the switch has h' below it, then down-port h'_s.
std::vector<std::pair<uint64_t, int>> destro_walk(const KaryNTree& t, uint64_t h, uint64_t hp) {
  std::vector<std::pair<uint64_t, int>> hops;
  KaryNTree::End at = t.attachment(h);
  while (at.kind == KaryNTree::End::Switch && hops.size() <= 2 * static_cast<size_t>(t.n())) {
    const int s = t.stage_of(at.id);
    const uint64_t o = t.position_of(at.id);
    bool above = true;
    for (int i = s; i + 1 < t.n(); ++i) above = above && t.digit(o, i) == t.digit(hp, i + 1);
    int out = above ? t.digit(hp, s) : t.k() + t.digit(hp, s);
    hops.push_back({at.id, out});
    at = t.peer(at.id, out);
  }
  return hops;
}

// Every ordered pair's walk is the DESTRO path under the isomorphism.
bool all_pairs_destro(const CheckedFabric& cf, const Iso& iso, uint64_t& pairs, std::string& why) {
  const Fabric& f = cf.fabric;
  KaryNTree t(iso.k, iso.n);
  pairs = 0;
  for (uint32_t d = 0; d < f.hosts().size(); ++d)
    for (uint32_t h = 0; h < f.hosts().size(); ++h) {
      if (h == d) continue;
      Walked w = checked_walk(cf, h, d);
      auto model = destro_walk(t, iso.terminal[h], iso.terminal[d]);
      bool same = w.end == "delivered" && w.hops.size() == model.size();
      for (size_t i = 0; same && i < model.size(); ++i)
        same = w.hops[i].node == iso.node_of[model[i].first] &&
               w.hops[i].port == iso.ports.at(w.hops[i].node)[model[i].second];
      if (!same)
        return why = f.label(f.hosts()[h].at.node) + " -> " + f.label(f.hosts()[d].at.node) +
                     " is not the DESTRO path under the isomorphism",
               false;
      ++pairs;
    }
  return true;
}

// A walk that is delivered and minimal; its turn stage.
bool minimal(const TreeView& tv, uint32_t h, uint32_t d, const Walked& w, int& turn) {
  const Fabric& f = tv.fabric();
  if (w.end != "delivered") return false;
  turn = 0;
  while (turn < tv.stages() && tv.low(turn, f.hosts()[h].at.node) != tv.low(turn, f.hosts()[d].at.node)) ++turn;
  return w.hops.size() == static_cast<size_t>(2 * turn + 1);
}

// Source and destination hosts of {"source", "destination"[, "walk"]}.
bool pair_of(const Fabric& f, const json& j, uint32_t& h, uint32_t& d) {
  if (!j.is_object() || !j.contains("source") || !j.contains("destination")) return false;
  h = host_of(f, j["source"]), d = host_of(f, j["destination"]);
  return h != kNone && d != kNone && h != d;
}

// The stage-s switch a minimal walk descends through (kNone when it turns below s).
uint32_t descent(const TreeView& tv, uint32_t h, uint32_t d, const Walked& w, int s) {
  int turn = 0;
  if (!minimal(tv, h, d, w, turn) || turn < s) return kNone;
  return w.hops[2 * turn - s].node;
}

bool confirm_two_descents(const CheckedFabric& cf, const TreeView& tv, const json& v, std::string& why) {
  const Fabric& f = cf.fabric;
  if (!has_exactly_keys(v, {"kind", "destination", "stage", "first", "second"}, why) || !small_int(v["stage"], 0, 64))
    return false;
  const uint32_t d = host_of(f, v["destination"]);
  const int s = v["stage"].get<int>();
  uint32_t through[2] = {kNone, kNone}, h[2] = {kNone, kNone};
  Walked w[2];
  const char* which[2] = {"first", "second"};
  for (int i = 0; i < 2; ++i) {
    const json& e = v[which[i]];
    if (!has_exactly_keys(e, {"source", "walk"}, why)) return false;
    h[i] = host_of(f, e["source"]);
    if (h[i] == kNone || d == kNone || h[i] == d) return why = "a path does not join two hosts", false;
    w[i] = checked_walk(cf, h[i], d);
    if (e["walk"] != walk_json(f, w[i])) return why = "a claimed walk is not the path the tables give", false;
    through[i] = descent(tv, h[i], d, w[i], s);
    if (through[i] == kNone) return why = "a path is not minimal or turns below the stage", false;
  }
  if (through[0] == through[1]) return why = "both paths descend through one switch", false;
  // Canonical: the highest stage at which both descend and differ.
  for (int up = s + 1; descent(tv, h[0], d, w[0], up) != kNone && descent(tv, h[1], d, w[1], up) != kNone; ++up)
    if (descent(tv, h[0], d, w[0], up) != descent(tv, h[1], d, w[1], up))
      return why = "the paths already differ at a higher stage", false;
  why = "two paths to " + f.label(f.hosts()[d].at.node) + " descend through " + f.label(through[0]) + " and " +
        f.label(through[1]) + " at stage " + std::to_string(s) + "; DESTRO uses one switch per stage and destination";
  return true;
}

// The node sequence v0..vm of edges e1..em that form a path (e_i joins v_{i-1}, v_i).
bool chain(const std::vector<std::pair<uint32_t, uint32_t>>& edges, std::vector<uint32_t>& path) {
  if (edges.size() < 2) return false;
  auto other = [](std::pair<uint32_t, uint32_t> e, uint32_t x) { return e.first == x ? e.second : e.first; };
  auto has = [](std::pair<uint32_t, uint32_t> e, uint32_t x) { return e.first == x || e.second == x; };
  uint32_t start = has(edges[1], edges[0].first) ? edges[0].second : edges[0].first;
  path = {start};
  for (auto& e : edges) {
    if (!has(e, path.back())) return false;
    path.push_back(other(e, path.back()));
  }
  return true;
}

// Whether two pairs' destinations share their block and descent column at level s.
bool same_block_and_column(const CheckedFabric& cf, const TreeView& tv,
                           const std::vector<std::pair<uint32_t, uint32_t>>& pairs, int s) {
  const Fabric& f = cf.fabric;
  uint32_t block[2], column[2];
  for (int i = 0; i < 2; ++i) {
    auto [h, d] = pairs[i];
    const uint32_t host = f.hosts()[d].at.node;
    uint32_t top = descent(tv, h, d, checked_walk(cf, h, d), s + 1);
    if (top == kNone) return false;
    block[i] = s == 0 ? host : tv.low(s - 1, host);
    column[i] = tv.high(s + 1, top);
  }
  return block[0] == block[1] && column[0] == column[1];
}

// Ties of level s: destination block (low component at s-1, the host itself at
// s = 0) to descent column (high component at s+1 of the stage-(s+1) descent).
bool confirm_ties(const CheckedFabric& cf, const TreeView& tv, const json& v, bool same_label, std::string& why) {
  const Fabric& f = cf.fabric;
  if (!has_exactly_keys(v, {"kind", "stage", "pairs"}, why) || !small_int(v["stage"], 0, tv.stages() - 2) ||
      !v["pairs"].is_array() || v["pairs"].empty())
    return why = "malformed ties", false;
  const int s = v["stage"].get<int>();
  // Nodes: ('b', block) and ('c', column); parents alongside.
  std::map<std::pair<char, uint32_t>, uint32_t> id, parent_of;
  auto node = [&](char side, uint32_t comp, uint32_t parent) {
    auto [it, fresh] = id.emplace(std::make_pair(side, comp), static_cast<uint32_t>(id.size()));
    if (fresh) parent_of[{side, comp}] = parent;
    return it->second;
  };
  std::set<uint32_t> destinations;
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  std::vector<std::pair<uint32_t, uint32_t>> pairs;
  for (auto& p : v["pairs"]) {
    uint32_t h = 0, d = 0;
    if (!has_exactly_keys(p, {"source", "destination"}, why) || !pair_of(f, p, h, d)) return why = "a pair names no two hosts", false;
    const uint32_t host = f.hosts()[d].at.node;
    uint32_t top = descent(tv, h, d, checked_walk(cf, h, d), s + 1);
    if (top == kNone) return why = "a path is not minimal or does not descend through stage " + std::to_string(s + 1), false;
    uint32_t block = s == 0 ? host : tv.low(s - 1, host);
    edges.push_back({node('b', block, tv.low(s, host)), node('c', tv.high(s + 1, top), tv.high(s, top))});
    destinations.insert(d);
    pairs.push_back({h, d});
  }
  if (same_label) {
    bool real = edges.size() == 2 && destinations.size() == 2 && edges[0] == edges[1];
    for (int lower = 0; real && lower < s; ++lower) real = !same_block_and_column(cf, tv, pairs, lower);
    return real ? (why = "two destinations share both their stage-" + std::to_string(s) +
                         " block and descent column: one DESTRO label for two hosts", true)
                : (why = "not two destinations with one block and one column (first at this stage)", false);
  }
  std::vector<std::pair<char, uint32_t>> key_of(id.size());
  for (auto& [key, x] : id) key_of[x] = key;
  auto siblings = [&](uint32_t a, uint32_t b) {
    return a != b && key_of[a].first == key_of[b].first && parent_of[key_of[a]] == parent_of[key_of[b]];
  };
  std::vector<uint32_t> path;
  if (!chain(edges, path)) return why = "the pairs do not form a path of ties", false;
  for (size_t i = 0; i < path.size(); ++i)
    for (size_t j = i + 1; j < path.size(); ++j)
      if ((i != 0 || j + 1 != path.size()) && (path[i] == path[j] || siblings(path[i], path[j])))
        return why = "the path of ties is not the shortest one joining its two ends", false;
  if (!siblings(path.front(), path.back())) return why = "the ties join no two siblings", false;
  return why = "the ties join two " + std::string(key_of[path.front()].first == 'b' ? "blocks" : "columns") +
               " with one parent at stage " + std::to_string(s) + ": no labelling gives both DESTRO's digit",
         true;
}

bool confirm_departure(const CheckedFabric& cf, const json& c, std::string& why) {
  const Fabric& f = cf.fabric;
  const json& v = c["departure"];
  if (!v.is_object() || !v.contains("kind") || !v["kind"].is_string()) return why = "the departure has no kind", false;
  const std::string kind = v["kind"];
  if (kind == "not_a_tree") {
    if (!has_exactly_keys(v, {"kind", "violation"}, why)) return false;
    return fabric_recheck_kary_ntree({{"fabric", c["fabric"]}, {"violation", v["violation"]}}, why);
  }
  if (kind == "not_delivered") {
    if (!has_exactly_keys(v, {"kind", "source", "destination", "walk", "end"}, why)) return false;
    json r = v;
    r.erase("kind");
    r["fabric"] = c["fabric"];
    return fabric_recheck_routes(r, why);
  }
  TreeView tv(f);
  if (!tv.all_staged() || tv.arity() == 0) return why = "the fabric is not staged like a k-ary n-tree", false;
  if (kind == "non_minimal") {
    uint32_t h = 0, d = 0;
    int turn = 0;
    if (!has_exactly_keys(v, {"kind", "source", "destination", "walk"}, why) || !pair_of(f, v, h, d)) return false;
    Walked w = checked_walk(cf, h, d);
    if (v["walk"] != walk_json(f, w) || w.end != "delivered" || minimal(tv, h, d, w, turn))
      return why = "the walk is not the tables' path, or is delivered minimally", false;
    return why = "the path takes " + std::to_string(w.hops.size()) + " switches; a minimal one takes " +
                 std::to_string(2 * turn + 1),
           true;
  }
  if (kind == "two_descents") return confirm_two_descents(cf, tv, v, why);
  if (kind == "tied_labels" || kind == "same_label") return confirm_ties(cf, tv, v, kind == "same_label", why);
  return why = "unknown departure kind '" + kind + "'", false;
}

}  // namespace

bool fabric_recheck_destro(const json& c, std::string& why) {
  if (!has_exactly_keys(c, {"fabric", "departure"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(c["fabric"], cf, why)) return false;
  if (!confirm_departure(cf, c, why)) return false;
  why = "no labelling makes this routing DESTRO: " + why;
  return true;
}

Verification fabric_verify_destro(const json& w, std::string& why) {
  if (!has_exactly_keys(w, {"fabric", "isomorphism", "pairs"}, why)) return false;
  CheckedFabric cf;
  if (!load_checked_fabric(w["fabric"], cf, why)) return false;
  TreeView tv(cf.fabric);
  Iso iso;
  uint64_t pairs = 0;
  if (!read_isomorphism(tv, w["isomorphism"], iso, why) || !all_pairs_destro(cf, iso, pairs, why)) return false;
  if (w["pairs"] != pairs) return why = "the pair count differs from the re-walk", false;
  why = "isomorphism checked edge by edge, and all " + std::to_string(pairs) +
        " host pairs re-walked over the tables are DESTRO paths under it";
  return true;
}

}  // namespace netcert
