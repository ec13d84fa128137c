// fabric_destro.cpp — see fabric_destro.hpp.
#include "search/fabric_destro.hpp"

#include <algorithm>
#include <map>

#include "net/kary_ntree.hpp"
#include "route/destro.hpp"
#include "route/fabric_walk.hpp"
#include "search/fabric_kary_ntree.hpp"
#include "search/fabric_next_hops.hpp"
#include "search/disjoint_sets.hpp"
#include "search/fabric_routes.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

namespace {


json walk_json(const Fabric& f, const FabricWalk& w) {
  json a = json::array();
  for (auto& h : w.hops) a.push_back(json{{"switch", f.node(h.node).id}, {"port", h.port}});
  return a;
}

json host_json(const Fabric& f, uint32_t h) { return fabric_port_json(f, f.hosts()[h].at); }

// The routing seen through the recognised labelling: per destination, the
// switch (model id) it descends through at each stage and a source that shows it.
struct Descents {
  std::vector<std::vector<uint64_t>> through;  // [destination][stage]
  std::vector<std::vector<uint32_t>> source;   // [destination][stage]
};

// Conditions (1) and (2) for destination d: false with the departure of its first source (in host order) that
// breaks one. Reads and writes only d's rows of `out`.
bool read_destination(const FabricRouting& r, const FabricNextHops& next, const FabricNTreeMatch& m,
                      const KaryNTree& t, uint32_t d, FabricWalk& w, Descents& out, json& departure) {
  const Fabric& f = r.fabric;
  const auto H = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t h = 0; h < H; ++h) {
    if (h == d) continue;
    if (next.hops(h, d, w.hops)) w.end = FabricWalk::End::Delivered;
    else w = walk_fabric(f, *r.lft, h, d);  // the walk says why
    if (w.end != FabricWalk::End::Delivered)
      return departure = {{"kind", "not_delivered"}, {"source", host_json(f, h)}, {"destination", host_json(f, d)},
                          {"walk", walk_json(f, w)}, {"end", to_string(w.end)}},
             false;
    const int turn = first_difference(t, m.terminal[h], m.terminal[d]);
    if (w.hops.size() != static_cast<size_t>(2 * turn + 1))
      return departure = {{"kind", "non_minimal"}, {"source", host_json(f, h)}, {"destination", host_json(f, d)},
                          {"walk", walk_json(f, w)}},
             false;
    for (int s = turn; s >= 0; --s) {  // hops[2*turn - s] is the descent's stage-s switch
      uint64_t sw = m.model_switch[f.switch_index(w.hops[2 * turn - s].node)];
      if (out.through[d][s] == ~0ULL) {
        out.through[d][s] = sw, out.source[d][s] = h;
      } else if (out.through[d][s] != sw) {
        uint32_t first = out.source[d][s];
        FabricWalk v = walk_fabric(f, *r.lft, first, d);
        return departure = {{"kind", "two_descents"}, {"destination", host_json(f, d)}, {"stage", s},
                            {"first", {{"source", host_json(f, first)}, {"walk", walk_json(f, v)}}},
                            {"second", {{"source", host_json(f, h)}, {"walk", walk_json(f, w)}}}},
               false;
      }
    }
  }
  return true;
}

// Conditions (1) and (2); false with the departure of the first destination (then source) that breaks one.
// Destinations are independent, so they are read on the threads by the find-first loop, each worker with a walk of
// its own; the departing destination is read once more here to name its departure.
bool read_descents(const FabricRouting& r, const FabricNextHops& next, const FabricNTreeMatch& m, const KaryNTree& t,
                   const RunContext& ctx, Descents& out, json& departure, bool& expired) {
  const auto H = static_cast<uint32_t>(r.fabric.hosts().size());
  out.through.assign(H, std::vector<uint64_t>(t.n(), ~0ULL));
  out.source.assign(H, std::vector<uint32_t>(t.n(), Fabric::kNone));
  struct alignas(64) Scratch {  // a line of its own per worker: the walks grow their vectors
    FabricWalk walk;
    json departure;
  };
  std::vector<Scratch> scratch(static_cast<size_t>(worker_count(ctx, H)));
  Progress progress("destinations read", H, ctx.progress);
  const SearchResult found = parallel_find_first(H, ctx, [&](int64_t d, int w) {
    Scratch& mine = scratch[static_cast<size_t>(w)];
    return !read_destination(r, next, m, t, static_cast<uint32_t>(d), mine.walk, out, mine.departure);
  }, &progress);
  if (found.timed_out) return expired = true, false;
  if (found.first_failure < 0) return true;
  const auto d = static_cast<uint32_t>(found.first_failure);
  std::fill(out.through[d].begin(), out.through[d].end(), ~0ULL);
  std::fill(out.source[d].begin(), out.source[d].end(), Fabric::kNone);
  FabricWalk w;
  read_destination(r, next, m, t, d, w, out, departure);
  return false;
}

// Level s of condition (3). Nodes: the destinations' stage-(s-1) blocks (key =
// terminal / k^s, parent = terminal / k^(s+1)) and the columns of T_{s+1}
// (key = position mod k^(s+1), parent = position mod k^s). Each destination
// ties its block to its column.
struct Level {
  uint64_t blocks = 0, columns = 0;
  std::vector<uint64_t> block_of, column_of;  // per destination
};

Level level_of(const FabricNTreeMatch& m, const KaryNTree& t, const Descents& ds, int s) {
  Level lv;
  lv.blocks = t.terminals() / t.power(s);
  lv.columns = t.power(s + 1);
  for (uint32_t d = 0; d < m.terminal.size(); ++d) {
    lv.block_of.push_back(m.terminal[d] / t.power(s));
    lv.column_of.push_back(t.position_of(ds.through[d][s + 1]) % t.power(s + 1));
  }
  return lv;
}

// The destinations on a shortest path of ties from node a to node b
// (breadth-first), cut down to its shortest stretch whose two ends are
// siblings (same side, same parent): the checker accepts only such a stretch.
std::vector<uint32_t> tie_path(const Level& lv, uint64_t a, uint64_t b, const KaryNTree& t, int s) {
  const uint64_t nodes = lv.blocks + lv.columns;
  std::vector<std::vector<std::pair<uint64_t, uint32_t>>> adj(nodes);
  for (uint32_t d = 0; d < lv.block_of.size(); ++d) {
    adj[lv.block_of[d]].push_back({lv.blocks + lv.column_of[d], d});
    adj[lv.blocks + lv.column_of[d]].push_back({lv.block_of[d], d});
  }
  std::vector<std::pair<uint64_t, uint32_t>> from(nodes, {~0ULL, Fabric::kNone});
  std::vector<uint64_t> queue{a};
  from[a] = {a, Fabric::kNone};
  for (size_t i = 0; i < queue.size() && from[b].first == ~0ULL; ++i)
    for (auto [next, d] : adj[queue[i]])
      if (from[next].first == ~0ULL) from[next] = {queue[i], d}, queue.push_back(next);
  std::vector<uint64_t> path{b};
  std::vector<uint32_t> dests;
  for (uint64_t x = b; x != a; x = from[x].first) dests.push_back(from[x].second), path.push_back(from[x].first);
  auto parent = [&](uint64_t x) { return x < lv.blocks ? x / t.k() : lv.blocks + (x - lv.blocks) % t.power(s); };
  size_t best_i = 0, best_j = path.size() - 1;
  for (size_t i = 0; i < path.size(); ++i)
    for (size_t j = i + 1; j < path.size(); ++j)
      if (j - i < best_j - best_i && parent(path[i]) == parent(path[j]) && (path[i] < lv.blocks) == (path[j] < lv.blocks))
        best_i = i, best_j = j;
  return std::vector<uint32_t>(dests.begin() + static_cast<long>(best_i), dests.begin() + static_cast<long>(best_j));
}

json pairs_json(const Fabric& f, const Descents& ds, const std::vector<uint32_t>& dests, int stage) {
  json a = json::array();
  for (uint32_t d : dests) a.push_back({{"source", host_json(f, ds.source[d][stage])}, {"destination", host_json(f, d)}});
  return a;
}

// Condition (3) at level s: labels (per block/column) into `label`, or a departure.
// Returns 1 labelled, 0 departure, -1 ties too sparse to label (unknown).
int label_level(const Fabric& f, const KaryNTree& t, const Descents& ds, const Level& lv, int s,
                std::vector<int>& label, json& departure) {
  const int k = t.k();
  DisjointSets sets(lv.blocks + lv.columns);
  std::map<std::pair<uint64_t, uint64_t>, uint32_t> tie;
  for (uint32_t d = 0; d < lv.block_of.size(); ++d) {
    auto [it, fresh] = tie.emplace(std::make_pair(lv.block_of[d], lv.column_of[d]), d);
    if (!fresh)
      return departure = {{"kind", "same_label"}, {"stage", s}, {"pairs", pairs_json(f, ds, {it->second, d}, s + 1)}},
             0;
    sets.parent[sets.find(lv.block_of[d])] = sets.find(lv.blocks + lv.column_of[d]);
  }
  // Two children of one parent in one component: a tie that no labelling keeps.
  std::map<std::pair<uint32_t, uint64_t>, uint64_t> seen;  // (component, parent node) -> child node
  for (uint64_t x = 0; x < lv.blocks + lv.columns; ++x) {
    uint64_t parent = x < lv.blocks ? x / k : lv.blocks + (x - lv.blocks) % t.power(s);
    auto [it, fresh] = seen.emplace(std::make_pair(sets.find(x), parent), x);
    if (!fresh)
      return departure = {{"kind", "tied_labels"}, {"stage", s},
                          {"pairs", pairs_json(f, ds, tie_path(lv, it->second, x, t, s), s + 1)}},
             0;
  }
  // Exactly k components, each with one child of every parent: number them.
  std::map<uint32_t, int> number;
  label.assign(lv.blocks + lv.columns, -1);
  for (uint64_t x = 0; x < lv.blocks + lv.columns; ++x) {
    auto [it, fresh] = number.emplace(sets.find(x), static_cast<int>(number.size()));
    label[x] = it->second;
  }
  return number.size() == static_cast<size_t>(k) ? 1 : -1;
}

// The relabelled isomorphism: digit s of terminals and block digits from the
// block labels of level s, column digits from the column labels.
FabricNTreeMatch relabel(const FabricNTreeMatch& m, const KaryNTree& t, const std::vector<Level>& levels,
                         const std::vector<std::vector<int>>& labels) {
  FabricNTreeMatch out = m;
  const int n = t.n();
  for (auto& term : out.terminal) {
    uint64_t v = static_cast<uint64_t>(t.digit(term, n - 1)) * t.power(n - 1);
    for (int s = 0; s + 1 < n; ++s) v += static_cast<uint64_t>(labels[s][term / t.power(s)]) * t.power(s);
    term = v;
  }
  for (auto& sw : out.model_switch) {
    const int st = t.stage_of(sw);
    const uint64_t o = t.position_of(sw);
    uint64_t v = 0;
    for (int i = 0; i + 1 < n; ++i) {
      int digit = i < st ? labels[i][levels[i].blocks + o % t.power(i + 1)]
                  : i + 2 < n ? labels[i + 1][o / t.power(i)]
                              : t.digit(o, i);
      v += static_cast<uint64_t>(digit) * t.power(i);
    }
    sw = t.switch_id(st, v);
  }
  return out;
}

// The first pair (destination-major) whose path is not the DESTRO path under
// m, or Fabric::kNone twice; `expired` when the time limit cut the search.
// Every pair is walked, over all cores (per-worker scratch): the engine's one
// sliced find-first loop (--shard, merge); what comes before it is built whole.
std::pair<uint32_t, uint32_t> first_difference_from_destro(const FabricRouting& r, const FabricNextHops& next,
                                                           const FabricNTreeMatch& m, const KaryNTree& t,
                                                           const RunContext& ctx, bool& expired) {
  const Fabric& f = r.fabric;
  std::vector<std::vector<int>> netcert_port(m.ib_port.size());
  for (uint32_t i = 0; i < m.ib_port.size(); ++i) {
    netcert_port[i].assign(f.node(f.switches()[i]).ports + 1, -1);
    for (int x = 0; x < t.ports(); ++x)
      if (m.ib_port[i][x]) netcert_port[i][m.ib_port[i][x]] = x;
  }
  const int64_t H = static_cast<int64_t>(f.hosts().size());
  const auto workers = static_cast<size_t>(worker_count(ctx, H * H));
  // Per worker on a cache line of its own: the walks grow their vectors, whose end
  // pointers side by side in one line would be written by both workers.
  struct alignas(64) Scratch {
    std::vector<Hop> hops;
    FabricWalk walk;
  };
  std::vector<Scratch> scratch(workers);
  Progress progress("pairs confirmed", static_cast<uint64_t>(H * H));
  SearchResult found = sliced_find_first(H * H, ctx, [&](int64_t i, int worker) {
    const auto d = static_cast<uint32_t>(i / H), h = static_cast<uint32_t>(i % H);
    if (h == d) return false;
    std::vector<Hop>& hops = scratch[static_cast<size_t>(worker)].hops;
    FabricWalk& w = scratch[static_cast<size_t>(worker)].walk;
    if (next.hops(h, d, w.hops)) w.end = FabricWalk::End::Delivered;
    else w = walk_fabric(f, *r.lft, h, d);
    destro_route(t, m.terminal[h], m.terminal[d], hops);
    bool same = w.end == FabricWalk::End::Delivered && w.hops.size() == hops.size();
    for (size_t j = 0; same && j < hops.size(); ++j) {
      uint32_t sw = f.switch_index(w.hops[j].node);
      same = m.model_switch[sw] == hops[j].sw && netcert_port[sw][w.hops[j].port] == hops[j].out;
    }
    return !same;
  }, &progress);
  expired = found.timed_out;
  if (found.first_failure < 0) return {Fabric::kNone, Fabric::kNone};
  return {static_cast<uint32_t>(found.first_failure % H), static_cast<uint32_t>(found.first_failure / H)};
}

// "H1 -> H5" for {"node", "port"} pairs.
std::string pair_name(const Fabric& f, const json& source, const json& destination) {
  auto name = [&](const json& j) { return f.node(f.node_by_id(j["node"].get<std::string>())).name; };
  return name(source) + " -> " + name(destination);
}

// The departing pair(s) named for humans.
std::string departure_note(const Fabric& f, const json& d) {
  const std::string kind = d["kind"];
  std::string note = "departs from DESTRO (" + kind + ")";
  if (d.contains("stage")) note += " at stage " + d["stage"].dump();
  if (kind == "two_descents")
    return note + ": " + pair_name(f, d["first"]["source"], d["destination"]) + " and " +
           pair_name(f, d["second"]["source"], d["destination"]) + " descend through different switches";
  if (d.contains("pairs")) {
    note += ":";
    for (auto& p : d["pairs"]) note += " " + pair_name(f, p["source"], p["destination"]) + ",";
    note.pop_back();
    return note + (kind == "same_label" ? " would share one DESTRO label" : " tie two siblings to one digit");
  }
  if (d.contains("source")) return note + ": " + pair_name(f, d["source"], d["destination"]);
  return note;
}

Outcome departure_outcome(const FabricRouting& r, json departure, const std::string& note) {
  return Outcome::fails(fabric_evidence(r, {{"departure", std::move(departure)}}), note);
}

}  // namespace

Outcome fabric_destro_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  FabricNTreeRecognition rec = recognise_kary_ntree(f);
  if (rec.result == FabricNTreeRecognition::Result::Unknown) return Outcome::unknown(rec.note);
  if (rec.result == FabricNTreeRecognition::Result::NotATree)
    return departure_outcome(r, {{"kind", "not_a_tree"}, {"violation", rec.violation}}, rec.note);
  const KaryNTree t(rec.match.k, rec.match.n);
  Descents ds;
  json departure;
  bool expired = false;
  const FabricNextHops next(f, *r.lft, ctx.jobs);
  if (!read_descents(r, next, rec.match, t, ctx, ds, departure, expired)) {
    if (expired) return Outcome::unknown("time limit while walking the pairs");
    return departure_outcome(r, departure, departure_note(f, departure));
  }
  std::vector<Level> levels;
  std::vector<std::vector<int>> labels(t.n());
  for (int s = 0; s + 1 < t.n(); ++s) {
    levels.push_back(level_of(rec.match, t, ds, s));
    int got = label_level(f, t, ds, levels[s], s, labels[s], departure);
    if (got == 0) return departure_outcome(r, departure, departure_note(f, departure));
    if (got < 0) return Outcome::unknown("the routing's ties at level " + std::to_string(s) +
                                         " leave more than k label classes (no verdict)");
  }
  FabricNTreeMatch m = relabel(rec.match, t, levels, labels);
  if (!complete_match(f, m)) return Outcome::unknown("internal: the relabelling is not an isomorphism (no verdict)");
  bool confirm_expired = false;
  auto [h, d] = first_difference_from_destro(r, next, m, t, ctx, confirm_expired);
  if (confirm_expired) return Outcome::unknown("time limit while confirming every path against DESTRO");
  if (h != Fabric::kNone)
    return Outcome::unknown("the relabelled isomorphism does not give DESTRO's path for " + f.label(f.hosts()[h].at.node) +
                            " -> " + f.label(f.hosts()[d].at.node) + " (no verdict)");
  const uint64_t pairs = static_cast<uint64_t>(f.hosts().size()) * (f.hosts().size() - 1);
  Outcome o = Outcome::holds(fabric_witness(r, {{"isomorphism", ntree_match_json(f, m)}, {"pairs", pairs}}, ctx),
                             "DESTRO on a " + std::to_string(t.k()) + "-ary " + std::to_string(t.n()) +
                                 "-tree under the relabelled isomorphism: all " + std::to_string(pairs) + " paths");
  o.stats = {{"k", t.k()}, {"n", t.n()}, {"pairs", pairs}};
  return o;
}

}  // namespace netcert
