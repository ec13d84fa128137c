// fabric_kary_ntree.cpp — see fabric_kary_ntree.hpp.
#include "search/fabric_kary_ntree.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/sliced_loop.hpp"
#include "net/kary_ntree.hpp"
#include "search/disjoint_sets.hpp"
#include "search/fabric_routes.hpp"

namespace netcert {

namespace {


struct Link {
  int port;       // IB port of this switch
  bool to_host;   // far end is a host (else a switch)
  uint32_t far;   // host index or switch index
  int far_port;   // IB port at the far end
};

// The switch-level view the recognition works on.
struct SwitchGraph {
  const Fabric& f;
  std::vector<std::vector<Link>> links;  // per switch index
  std::vector<uint32_t> host_switch;     // per host: switch index it hangs on
  std::vector<int> stage;                // per switch index
  int n = 0, k = 0;
};

json switch_ref(const Fabric& f, uint32_t sw) { return f.node(f.switches()[sw]).id; }

bool read_links(SwitchGraph& g, json& violation) {
  const Fabric& f = g.f;
  std::unordered_map<uint64_t, uint32_t> host_at;
  for (uint32_t h = 0; h < f.hosts().size(); ++h)
    host_at.emplace((uint64_t{f.hosts()[h].at.node} << 32) | static_cast<uint32_t>(f.hosts()[h].at.port), h);
  g.links.assign(f.switches().size(), {});
  for (uint32_t i = 0; i < f.switches().size(); ++i) {
    const uint32_t v = f.switches()[i];
    for (int p = 1; p <= f.node(v).ports; ++p) {
      FabricPort far;
      if (!f.peer({v, p}, far)) continue;
      if (f.is_switch(far.node)) {
        g.links[i].push_back({p, false, f.switch_index(far.node), far.port});
        continue;
      }
      auto it = host_at.find((uint64_t{far.node} << 32) | static_cast<uint32_t>(far.port));
      if (it == host_at.end()) {
        violation = {{"kind", "foreign_port"}, {"switch", switch_ref(f, i)}, {"port", p}};
        return false;  // a CA port without a LID is linked: not a terminal of the model
      }
      g.links[i].push_back({p, true, it->second, far.port});
    }
  }
  g.host_switch.assign(f.hosts().size(), Fabric::kNone);
  for (uint32_t h = 0; h < f.hosts().size(); ++h) {
    FabricPort far;
    if (!f.peer(f.hosts()[h].at, far) || !f.is_switch(far.node)) {
      violation = {{"kind", "host_link"}, {"host", fabric_port_json(f, f.hosts()[h].at)}};
      return false;
    }
    g.host_switch[h] = f.switch_index(far.node);
  }
  return true;
}

// Stage = hops from the nearest host's switch (breadth-first), then the size test.
bool read_stages(SwitchGraph& g, json& violation) {
  const size_t S = g.links.size(), H = g.f.hosts().size();
  g.stage.assign(S, -1);
  std::vector<uint32_t> queue;
  for (uint32_t sw : g.host_switch)
    if (g.stage[sw] < 0) g.stage[sw] = 0, queue.push_back(sw);
  for (size_t i = 0; i < queue.size(); ++i)
    for (auto& l : g.links[queue[i]])
      if (!l.to_host && g.stage[l.far] < 0) g.stage[l.far] = g.stage[queue[i]] + 1, queue.push_back(l.far);
  for (uint32_t i = 0; i < S; ++i)
    if (g.stage[i] < 0) return violation = {{"kind", "unreachable"}, {"switch", switch_ref(g.f, i)}}, false;
  g.n = S ? *std::max_element(g.stage.begin(), g.stage.end()) + 1 : 0;
  for (uint64_t k = 2, power = 1; g.n > 0; ++k, power = 1) {
    for (int i = 0; i < g.n && power <= H; ++i) power *= k;
    if (power > H) break;
    if (power == H && static_cast<uint64_t>(g.n) * (power / k) == S) {
      g.k = static_cast<int>(k);
      return true;
    }
  }
  violation = {{"kind", "size"}, {"hosts", H}, {"switches", S}, {"stages", g.n}};
  return false;
}

// No link inside a stage; k links down (hosts at stage 0) and k up (none at the top).
bool check_degrees(const SwitchGraph& g, json& violation) {
  for (uint32_t i = 0; i < g.links.size(); ++i) {
    int down = 0, up = 0;
    for (auto& l : g.links[i]) {
      int other = l.to_host ? -1 : g.stage[l.far];
      if (other == g.stage[i])
        return violation = {{"kind", "same_stage_link"}, {"switch", switch_ref(g.f, i)}, {"port", l.port},
                            {"stage", g.stage[i]}},
               false;
      (other < g.stage[i] ? down : up) += 1;
    }
    if (down != g.k || up != (g.stage[i] == g.n - 1 ? 0 : g.k))
      return violation = {{"kind", "degree"}, {"switch", switch_ref(g.f, i)}, {"stage", g.stage[i]},
                          {"down", down}, {"up", up}},
             false;
  }
  return true;
}

// Components per level and each one's index among its siblings (first appearance).
// Low level s: hosts (ids 0..H-1) and switches (H + i) of stages <= s.
// High level s: switches of stages >= s.
struct Levels {
  std::vector<std::vector<uint32_t>> low, high;        // [s][element] -> component root, Fabric::kNone if absent
  std::vector<std::vector<int>> low_index, high_index;  // [s][root] -> sibling index
  std::vector<int> host_index;                          // per host: index among its leaf's hosts
};

std::vector<uint32_t> components(const SwitchGraph& g, bool low, int s) {
  const uint32_t H = low ? static_cast<uint32_t>(g.f.hosts().size()) : 0, S = static_cast<uint32_t>(g.links.size());
  auto in = [&](uint32_t sw) { return low ? g.stage[sw] <= s : g.stage[sw] >= s; };
  DisjointSets d(H + S);
  for (uint32_t h = 0; h < H; ++h) d.join(h, H + g.host_switch[h]);
  for (uint32_t i = 0; i < S; ++i)
    for (auto& l : g.links[i])
      if (!l.to_host && in(i) && in(l.far)) d.join(H + i, H + l.far);
  std::vector<uint32_t> root(H + S, Fabric::kNone);
  for (uint32_t e = 0; e < H + S; ++e)
    if (e < H || in(e - H)) root[e] = d.find(e);
  return root;
}

// Numbers the children (level `child`) of every parent (level `parent`) by first
// appearance; false with a "children" violation when a parent has not exactly k.
bool number_children(const SwitchGraph& g, const std::vector<uint32_t>& parent, const std::vector<uint32_t>& child,
                     std::vector<int>& index, const char* side, int stage, json& violation) {
  const uint32_t H = static_cast<uint32_t>(parent.size() - g.links.size());
  std::unordered_map<uint32_t, int> count;
  index.assign(parent.size(), -1);
  for (uint32_t e = 0; e < parent.size(); ++e)
    if (child[e] != Fabric::kNone && index[child[e]] < 0) index[child[e]] = count[parent[e]]++;
  for (uint32_t e = H; e < parent.size(); ++e)
    if (parent[e] != Fabric::kNone && count[parent[e]] != g.k)
      return violation = {{"kind", "children"}, {"side", side}, {"stage", stage},
                          {"switch", switch_ref(g.f, e - H)}, {"children", count[parent[e]]}},
             false;
  return true;
}

bool build_levels(const SwitchGraph& g, Levels& lv, json& violation) {
  const uint32_t H = static_cast<uint32_t>(g.f.hosts().size());
  for (int s = 0; s < g.n; ++s) lv.low.push_back(components(g, true, s)), lv.high.push_back(components(g, false, s));
  std::vector<uint32_t> top = lv.low[g.n - 1];
  std::sort(top.begin(), top.end());
  if (auto c = std::unique(top.begin(), top.end()) - top.begin(); c != 1)
    return violation = {{"kind", "components"}, {"count", c}}, false;
  lv.low_index.resize(g.n), lv.high_index.resize(g.n);
  for (int s = 1; s < g.n; ++s)  // the blocks of stage s split into k blocks of stage s-1
    if (!number_children(g, lv.low[s], lv.low[s - 1], lv.low_index[s - 1], "down", s, violation)) return false;
  for (int s = 0; s + 1 < g.n; ++s) {  // the columns of stages >= s split into k of stages >= s+1
    std::vector<uint32_t> parent(H, Fabric::kNone), child(H, Fabric::kNone);
    parent.insert(parent.end(), lv.high[s].begin(), lv.high[s].end());
    child.insert(child.end(), lv.high[s + 1].begin(), lv.high[s + 1].end());
    for (auto& r : parent) r = r == Fabric::kNone ? r : r + H;  // roots are switch ids: shift to element ids
    for (auto& r : child) r = r == Fabric::kNone ? r : r + H;
    if (!number_children(g, parent, child, lv.high_index[s + 1], "up", s, violation)) return false;
  }
  std::vector<int> seen(g.links.size(), 0);
  for (uint32_t h = 0; h < H; ++h) lv.host_index.push_back(seen[g.host_switch[h]]++);
  return true;
}

// Model port maps of the labelled switches; false when two links claim one model port.
bool port_maps(const SwitchGraph& g, const KaryNTree& t, FabricNTreeMatch& m) {
  m.ib_port.assign(g.links.size(), std::vector<int>(t.ports(), 0));
  for (uint32_t i = 0; i < g.links.size(); ++i) {
    const int s = t.stage_of(m.model_switch[i]);
    for (auto& l : g.links[i]) {
      int x = 0;
      if (l.to_host) {
        x = t.digit(m.terminal[l.far], 0);
      } else {
        const int far_stage = t.stage_of(m.model_switch[l.far]);
        const uint64_t far = t.position_of(m.model_switch[l.far]);
        if (far_stage != s - 1 && far_stage != s + 1) return false;
        x = far_stage < s ? t.digit(far, s - 1) : t.k() + t.digit(far, s);
      }
      if (m.ib_port[i][x]) return false;
      m.ib_port[i][x] = l.port;
    }
  }
  return true;
}

// Digits -> model labels.
void label(const SwitchGraph& g, const Levels& lv, const KaryNTree& t, FabricNTreeMatch& m) {
  const uint32_t H = static_cast<uint32_t>(g.f.hosts().size());
  std::vector<uint64_t> position(g.links.size(), 0);
  for (uint32_t i = 0; i < g.links.size(); ++i) {
    const int s = g.stage[i];
    for (int d = 0; d + 1 < g.n; ++d) {
      int digit = d < s ? lv.high_index[d + 1][lv.high[d + 1][i] + H] : lv.low_index[d][lv.low[d][H + i]];
      position[i] += static_cast<uint64_t>(digit) * t.power(d);
    }
    m.model_switch.push_back(t.switch_id(s, position[i]));
  }
  for (uint32_t h = 0; h < H; ++h) {
    uint64_t term = static_cast<uint64_t>(lv.host_index[h]);
    for (int d = 0; d + 1 < g.n; ++d) term += static_cast<uint64_t>(lv.low_index[d][lv.low[d][h]]) * t.power(d + 1);
    m.terminal.push_back(term);
  }
}

// The labels are distinct (fabric_of: model switch -> fabric switch index).
bool ntree_labels_distinct(const KaryNTree& t, const FabricNTreeMatch& m, std::vector<uint32_t>& fabric_of) {
  fabric_of.assign(t.switch_count(), Fabric::kNone);
  for (uint32_t i = 0; i < m.model_switch.size(); ++i) {
    if (fabric_of[m.model_switch[i]] != Fabric::kNone) return false;
    fabric_of[m.model_switch[i]] = i;
  }
  std::vector<bool> terminal_used(t.terminals(), false);
  for (uint64_t term : m.terminal) {
    if (terminal_used[term]) return false;
    terminal_used[term] = true;
  }
  return true;
}

// Every model link of fabric switch i is the image of one of its fabric links.
bool ntree_switch_links_match(const SwitchGraph& g, const KaryNTree& t, const FabricNTreeMatch& m,
                        const std::vector<uint32_t>& fabric_of, uint32_t i) {
  for (int x = 0; x < t.ports(); ++x) {
    KaryNTree::End e = t.peer(m.model_switch[i], x);
    int p = m.ib_port[i][x];
    if ((e.kind == KaryNTree::End::None) != (p == 0)) return false;
    if (e.kind == KaryNTree::End::None) continue;
    auto l = std::find_if(g.links[i].begin(), g.links[i].end(), [p](const Link& q) { return q.port == p; });
    if (l == g.links[i].end()) return false;
    if (e.kind == KaryNTree::End::Terminal ? !l->to_host || m.terminal[l->far] != e.id
                                           : l->to_host || l->far != fabric_of[e.id] ||
                                                 m.ib_port[l->far][e.port] != l->far_port)
      return false;
  }
  return true;
}

// The match is an isomorphism: labels distinct, every model link is the image of a fabric link.
// With `ctx`, the per-switch link check is the engine's one sliced find-first loop (--shard, merge);
// `expired`: the time limit cut it.
bool is_isomorphism(const SwitchGraph& g, const KaryNTree& t, const FabricNTreeMatch& m,
                    const RunContext* ctx = nullptr, bool* expired = nullptr) {
  std::vector<uint32_t> fabric_of;
  if (!ntree_labels_distinct(t, m, fabric_of)) return false;
  if (ctx) {
    SearchResult r = sliced_find_first(static_cast<int64_t>(g.links.size()), *ctx, [&](int64_t i, int) {
      return !ntree_switch_links_match(g, t, m, fabric_of, static_cast<uint32_t>(i));
    });
    if (expired) *expired = r.timed_out;
    return r.first_failure < 0 && !r.timed_out;
  }
  for (uint32_t i = 0; i < g.links.size(); ++i)
    if (!ntree_switch_links_match(g, t, m, fabric_of, i)) return false;
  return true;
}

std::string describe(const Fabric& f, const json& v) {
  const std::string kind = v["kind"];
  auto name = [&](const char* key) { return f.label(f.node_by_id(v[key].get<std::string>())); };
  if (kind == "size")
    return std::to_string(v["hosts"].get<uint64_t>()) + " hosts, " + std::to_string(v["switches"].get<uint64_t>()) +
           " switches in " + std::to_string(v["stages"].get<int>()) + " stages: no k with N = k^n and n·k^(n-1) switches";
  if (kind == "degree")
    return name("switch") + " at stage " + v["stage"].dump() + " has " + v["down"].dump() + " links down and " +
           v["up"].dump() + " up";
  if (kind == "same_stage_link") return name("switch") + " port " + v["port"].dump() + " links two stage-" +
                                        v["stage"].dump() + " switches";
  if (kind == "children")
    return "the " + v["side"].get<std::string>() + "-component at stage " + v["stage"].dump() + " of " +
           name("switch") + " splits into " + v["children"].dump() + " parts, not k";
  if (kind == "unreachable") return name("switch") + " reaches no host";
  return kind;
}

}  // namespace

namespace {

FabricNTreeRecognition recognise_ntree_with(const Fabric& f, const RunContext* ctx) {
  FabricNTreeRecognition r;
  SwitchGraph g{f, {}, {}, {}};
  Levels lv;
  json& v = r.violation;
  if (!read_links(g, v) || !read_stages(g, v) || !check_degrees(g, v) || !build_levels(g, lv, v)) {
    r.result = FabricNTreeRecognition::Result::NotATree;
    r.note = "not a k-ary n-tree: " + describe(f, v);
    return r;
  }
  KaryNTree t(g.k, g.n);
  r.match.k = g.k, r.match.n = g.n;
  label(g, lv, t, r.match);
  bool expired = false;
  if (!port_maps(g, t, r.match) || !is_isomorphism(g, t, r.match, ctx, &expired)) {
    r.note = expired ? "time limit while checking the isomorphism link by link"
                     : "every local test passes, but the digit labelling is not an isomorphism (no verdict)";
    return r;
  }
  r.result = FabricNTreeRecognition::Result::Match;
  r.note = "a " + std::to_string(g.k) + "-ary " + std::to_string(g.n) + "-tree: isomorphism onto netcert's labelling";
  return r;
}

}  // namespace

FabricNTreeRecognition recognise_kary_ntree(const Fabric& f) { return recognise_ntree_with(f, nullptr); }

bool complete_match(const Fabric& f, FabricNTreeMatch& m) {
  SwitchGraph g{f, {}, {}, {}};
  json unused;
  if (!read_links(g, unused) || m.model_switch.size() != g.links.size() || m.terminal.size() != f.hosts().size())
    return false;
  KaryNTree t(m.k, m.n);
  return port_maps(g, t, m) && is_isomorphism(g, t, m);
}

json ntree_match_json(const Fabric& f, const FabricNTreeMatch& m) {
  KaryNTree t(m.k, m.n);
  json switches = json::array(), hosts = json::array();
  for (uint32_t i = 0; i < m.model_switch.size(); ++i)
    switches.push_back({{"node", f.node(f.switches()[i]).id}, {"stage", t.stage_of(m.model_switch[i])},
                        {"position", t.position_of(m.model_switch[i])}, {"ports", m.ib_port[i]}});
  for (uint32_t h = 0; h < m.terminal.size(); ++h) {
    json j = fabric_port_json(f, f.hosts()[h].at);
    j["terminal"] = m.terminal[h];
    hosts.push_back(j);
  }
  return {{"k", m.k}, {"n", m.n}, {"switches", switches}, {"hosts", hosts}};
}

// Stages, degrees, components and labels are built whole; the isomorphism's
// link-by-link check over the switches is the sliced loop.
Outcome fabric_kary_ntree_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  FabricNTreeRecognition rec = recognise_ntree_with(r.fabric, &ctx);
  if (rec.result == FabricNTreeRecognition::Result::Unknown) return Outcome::unknown(rec.note);
  if (rec.result == FabricNTreeRecognition::Result::NotATree)
    return Outcome::fails(fabric_evidence(r, {{"violation", rec.violation}}), rec.note);
  Outcome o = Outcome::holds(fabric_witness(r, {{"isomorphism", ntree_match_json(r.fabric, rec.match)}}, ctx), rec.note);
  o.stats = {{"k", rec.match.k}, {"n", rec.match.n}, {"switches", rec.match.model_switch.size()},
             {"hosts", rec.match.terminal.size()}};
  return o;
}

}  // namespace netcert
