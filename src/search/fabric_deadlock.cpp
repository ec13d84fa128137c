// fabric_deadlock.cpp — see fabric_deadlock.hpp.
#include "search/fabric_deadlock.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/topological_sort.hpp>

#include <algorithm>
#include <stdexcept>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "search/fabric_routes.hpp"

namespace netcert {

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

// The channels and the dense numbering of the dependencies that can exist. A link is a directed
// switch-to-switch link; a channel is a link and a virtual lane, numbered link * lanes + vl (one lane
// without lane data). Link c entering switch x can only be followed by a link leaving x, so dependency
// (c on lane u, j-th link leaving x on lane v) is reduction entry ((slot_base[c] + j) * lanes + u) * lanes + v.
struct DeadlockChannels {
  std::vector<FabricPort> channels;       // links: switches in file order, ports ascending
  std::vector<uint32_t> id;               // per global port: its link, or Fabric::kNone
  std::vector<uint32_t> first_leaving;    // per switch index (+1 sentinel): first link leaving it
  std::vector<uint32_t> enters;           // per link: the switch index it enters
  std::vector<uint64_t> slot_base;        // per link (+1 sentinel): its first (link, successor) slot
  uint32_t lanes = 1;

  DeadlockChannels(const Fabric& f, uint32_t lane_count) : id(f.port_count(), Fabric::kNone), lanes(lane_count) {
    for (uint32_t s : f.switches()) {
      first_leaving.push_back(static_cast<uint32_t>(channels.size()));
      for (int p = 1; p <= f.node(s).ports; ++p) {
        FabricPort far;
        if (f.peer({s, p}, far) && f.is_switch(far.node)) {
          id[f.port_index({s, p})] = static_cast<uint32_t>(channels.size());
          channels.push_back({s, p});
          enters.push_back(f.switch_index(far.node));
        }
      }
    }
    first_leaving.push_back(static_cast<uint32_t>(channels.size()));
    slot_base.push_back(0);
    for (uint32_t x : enters) slot_base.push_back(slot_base.back() + first_leaving[x + 1] - first_leaving[x]);
  }
  uint64_t count() const { return uint64_t{channels.size()} * lanes; }
  uint64_t width() const { return slot_base.back() * lanes * lanes; }
  uint64_t entry(uint32_t from, uint32_t to) const {
    const uint32_t a = from / lanes, b = to / lanes;
    return ((slot_base[a] + (b - first_leaving[enters[a]])) * lanes + from % lanes) * lanes + to % lanes;
  }
  // "S2:2" (one lane) or "S2:2/VL1".
  std::string label(const Fabric& f, uint32_t c) const {
    const FabricPort& l = channels[c / lanes];
    return f.node(l.node).name + ":" + std::to_string(l.port) + (laned ? "/VL" + std::to_string(c % lanes) : "");
  }
  bool laned = false;  // lane data given (even when every path uses one lane)
};

// Walks every routed source towards destination host d, calling on_dependency(a, b, source) for each
// channel a followed by channel b (paths that end early contribute the channels they used). Without lanes
// each switch is walked once per destination (stamp: a per-worker buffer); with lanes a switch reached on
// another lane goes on differently, so every path is walked whole (at most one hop per switch: a routing
// loop is fabric.routes_complete's to report). Either way a dependency is reported first by the smallest
// source whose path makes it.
template <class OnDependency>
void walk_deadlock_destination(const FabricRouting& r, const DeadlockChannels& ch, uint32_t d,
                               std::vector<uint32_t>& stamp, OnDependency on_dependency) {
  const Fabric& f = r.fabric;
  const FabricLanes* lanes = r.lanes.get();
  const uint32_t lid = f.hosts()[d].lid;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t s = 0; s < hosts; ++s) {
    FabricPort at;
    if (s == d || !f.peer(f.hosts()[s].at, at)) continue;
    const uint8_t sl = lanes ? lanes->path_sl(s, d) : 0;
    uint32_t prev = Fabric::kNone;
    size_t hops = 0;
    while (f.is_switch(at.node)) {
      const uint32_t si = f.switch_index(at.node);
      const int out = r.lft->out_port(si, lid);
      FabricPort next;
      if (out <= 0 || !f.peer({at.node, out}, next)) break;
      uint32_t c = f.is_switch(next.node) ? ch.id[f.port_index({at.node, out})] : Fabric::kNone;
      if (c != Fabric::kNone && lanes) c = c * ch.lanes + lanes->vl(si, at.port, out, sl);
      if (prev != Fabric::kNone && c != Fabric::kNone) on_dependency(prev, c, s);
      if (c == Fabric::kNone || (lanes ? ++hops > f.switches().size() : stamp[si] == d)) break;
      stamp[si] = d;
      prev = c;
      at = next;
    }
  }
}

struct DeadlockEdge {
  uint32_t from, to, destination;  // destination: the first host (hosts() index) whose routes make it
};

// The dependencies the reduction found, ordered by source channel and then by first destination
// (a destination routes a channel to one successor): the order the unsliced walk discovered them in
// per channel, which is all the depth-first search depends on.
std::vector<DeadlockEdge> deadlock_edges(const DeadlockChannels& ch, const MaxAt& found) {
  std::vector<DeadlockEdge> edges;
  const uint32_t n = ch.lanes;
  for (uint32_t c = 0; c < ch.count(); ++c) {
    const size_t first = edges.size();
    const uint32_t link = c / n, u = c % n;
    for (uint64_t e = ch.slot_base[link]; e < ch.slot_base[link + 1]; ++e)
      for (uint32_t v = 0; v < n; ++v) {
        const uint64_t k = (e * n + u) * n + v;
        if (found.value[k] != 1) continue;
        const uint32_t successor = ch.first_leaving[ch.enters[link]] + static_cast<uint32_t>(e - ch.slot_base[link]);
        edges.push_back({c, successor * n + v, static_cast<uint32_t>(found.tag[k] - 1)});
      }
    std::sort(edges.begin() + static_cast<std::ptrdiff_t>(first), edges.end(),
              [](const DeadlockEdge& a, const DeadlockEdge& b) { return a.destination < b.destination; });
  }
  return edges;
}

// Records the first tree-edge parent of each vertex and the first back edge.
struct CycleFinder : boost::default_dfs_visitor {
  std::vector<Vertex>* parent;
  std::pair<Vertex, Vertex>* back;
  bool* found;
  void tree_edge(boost::graph_traits<Graph>::edge_descriptor e, const Graph& g) const {
    (*parent)[boost::target(e, g)] = boost::source(e, g);
  }
  void back_edge(boost::graph_traits<Graph>::edge_descriptor e, const Graph& g) const {
    if (!*found) *back = {boost::source(e, g), boost::target(e, g)}, *found = true;
  }
};

// A cycle of channels (not closed), rotated to start at its smallest channel; empty when acyclic.
std::vector<uint32_t> find_cycle(const Graph& g) {
  std::vector<Vertex> parent(boost::num_vertices(g));
  std::pair<Vertex, Vertex> back;
  bool found = false;
  CycleFinder vis;
  vis.parent = &parent, vis.back = &back, vis.found = &found;
  boost::depth_first_search(g, boost::visitor(vis));
  if (!found) return {};
  std::vector<uint32_t> cycle;  // back edge u -> v: v is an ancestor of u on the DFS tree
  for (Vertex x = back.first; x != back.second; x = parent[x]) cycle.push_back(static_cast<uint32_t>(x));
  cycle.push_back(static_cast<uint32_t>(back.second));
  std::reverse(cycle.begin(), cycle.end());
  std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
  return cycle;
}

std::vector<uint64_t> longest_chain_ranks(const Graph& g) {
  std::vector<Vertex> order;
  boost::topological_sort(g, std::back_inserter(order));  // reverse topological order
  std::vector<uint64_t> rank(boost::num_vertices(g), 0);
  for (auto it = order.rbegin(); it != order.rend(); ++it)
    for (auto [e, end] = boost::out_edges(*it, g); e != end; ++e)
      rank[boost::target(*e, g)] = std::max(rank[boost::target(*e, g)], rank[*it] + 1);
  return rank;
}

// The first source (hosts() index) whose path to destination d makes channel a depend on channel b:
// the one destination's walk re-run, as the unsliced engine attributed it.
uint32_t first_deadlock_source(const FabricRouting& r, const DeadlockChannels& ch, uint32_t d, uint32_t a,
                               uint32_t b) {
  std::vector<uint32_t> stamp(r.fabric.switches().size(), Fabric::kNone);
  uint32_t first = Fabric::kNone;
  walk_deadlock_destination(r, ch, d, stamp, [&](uint32_t from, uint32_t to, uint32_t s) {
    if (from == a && to == b) first = std::min(first, s);
  });
  if (first == Fabric::kNone)
    throw std::logic_error("fabric.deadlock_free: a journal dependency its destination does not make");
  return first;
}

json cycle_counterexample(const FabricRouting& r, const DeadlockChannels& ch, const std::vector<DeadlockEdge>& edges,
                          const std::vector<uint32_t>& cycle) {
  const Fabric& f = r.fabric;
  json entries = json::array();
  for (size_t i = 0; i < cycle.size(); ++i) {
    const uint32_t a = cycle[i], b = cycle[(i + 1) % cycle.size()];
    const auto e =
        std::find_if(edges.begin(), edges.end(), [&](const DeadlockEdge& x) { return x.from == a && x.to == b; });
    const uint32_t source = first_deadlock_source(r, ch, e->destination, a, b);
    const FabricPort& c = ch.channels[a / ch.lanes];
    json entry = {{"switch", f.node(c.node).id}, {"port", c.port},
                  {"flow", {{"source", fabric_port_json(f, f.hosts()[source].at)},
                            {"destination", fabric_port_json(f, f.hosts()[e->destination].at)}}}};
    if (r.lanes) entry["vl"] = a % ch.lanes;  // the lane the flow holds the channel on
    entries.push_back(entry);
  }
  return fabric_evidence(r, {{"cycle", std::move(entries)}});
}

// What the verdict assumed about virtual lanes, for the note.
std::string lanes_note(const FabricRouting& r, const DeadlockChannels& ch) {
  if (!r.lanes)
    return "one virtual lane assumed (no lane data: --sl2vl and --path-sl give the SL2VL tables and path SLs)";
  return "with virtual lanes: " + std::to_string(ch.lanes) + " lane(s) used by the path SLs through the SL2VL tables";
}

}  // namespace

// One sliced reduction over destinations: entry (channel, successor) holds 1, tagged with the first
// destination whose routes make that dependency; the graph, its cycle or its ranks come from the journal.
Outcome fabric_deadlock_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  DeadlockChannels ch(f, r.lanes ? static_cast<uint32_t>(r.lanes->lanes()) : 1);
  ch.laned = r.lanes != nullptr;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  std::vector<std::vector<uint32_t>> stamps(static_cast<size_t>(worker_count(ctx, hosts)),
                                            std::vector<uint32_t>(f.switches().size(), Fabric::kNone));
  Progress progress("destinations", hosts);
  MaxAt found;
  const Coverage coverage = sliced_max_at(hosts, ch.width(), ctx, [&](int64_t d, int w, MaxAt& mine) {
    walk_deadlock_destination(r, ch, static_cast<uint32_t>(d), stamps[static_cast<size_t>(w)],
                              [&](uint32_t a, uint32_t b, uint32_t) {
                                mine.offer(ch.entry(a, b), 1, static_cast<uint64_t>(d) + 1);
                              });
  }, found, &progress);
  if (coverage == Coverage::Stopped) return Outcome::unknown("time limit while building the channel dependency graph");
  if (coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the destinations (netcert merge combines the shards and decides)");
  const std::vector<DeadlockEdge> edges = deadlock_edges(ch, found);
  Graph g(ch.count());
  for (auto& e : edges) boost::add_edge(e.from, e.to, g);
  json stats = {{"channels", ch.count()}, {"dependencies", edges.size()}, {"lanes", ch.lanes}};
  std::vector<uint32_t> cycle = find_cycle(g);
  if (!cycle.empty()) {
    std::string note = "channel dependency cycle of length " + std::to_string(cycle.size()) + ":";
    for (uint32_t c : cycle) note += " " + ch.label(f, c);
    Outcome o = Outcome::fails(cycle_counterexample(r, ch, edges, cycle), note + "; " + lanes_note(r, ch));
    o.stats = stats;
    return o;
  }
  json fields = {{"channels", ch.count()}, {"dependencies", edges.size()}, {"ranks", longest_chain_ranks(g)}};
  if (r.lanes) fields["lanes"] = ch.lanes;
  Outcome o = Outcome::holds(fabric_witness(r, std::move(fields), ctx), std::to_string(ch.count()) + " channels, " + std::to_string(edges.size()) +
                                          " dependencies, acyclic; " + lanes_note(r, ch));
  o.stats = stats;
  return o;
}

}  // namespace netcert
