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

// The channels (directed switch-to-switch links) and the dense numbering of the
// dependencies that can exist: channel c entering switch x can only be followed
// by a channel leaving x, so dependency (c, j) -- j-th channel leaving x -- is
// reduction entry slot_base[c] + j.
struct DeadlockChannels {
  std::vector<FabricPort> channels;       // switches in file order, ports ascending
  std::vector<uint32_t> id;               // per global port: its channel, or Fabric::kNone
  std::vector<uint32_t> first_leaving;    // per switch index (+1 sentinel): first channel leaving it
  std::vector<uint32_t> enters;           // per channel: the switch index it enters
  std::vector<uint64_t> slot_base;        // per channel (+1 sentinel): its first dependency entry

  explicit DeadlockChannels(const Fabric& f) : id(f.port_count(), Fabric::kNone) {
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
  uint64_t width() const { return slot_base.back(); }
  uint64_t entry(uint32_t from, uint32_t to) const { return slot_base[from] + (to - first_leaving[enters[from]]); }
};

// Walks every routed source towards destination host d, calling on_dependency(a, b, source) for each
// channel a followed by channel b (paths that end early contribute the channels they used). Each switch is
// walked once per destination (stamp: a per-worker buffer), so a dependency is reported first by the
// smallest source whose path makes it.
template <class OnDependency>
void walk_deadlock_destination(const FabricRouting& r, const DeadlockChannels& ch, uint32_t d,
                               std::vector<uint32_t>& stamp, OnDependency on_dependency) {
  const Fabric& f = r.fabric;
  const uint32_t lid = f.hosts()[d].lid;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t s = 0; s < hosts; ++s) {
    FabricPort at;
    if (s == d || !f.peer(f.hosts()[s].at, at)) continue;
    uint32_t prev = Fabric::kNone;
    while (f.is_switch(at.node)) {
      const uint32_t si = f.switch_index(at.node);
      const int out = r.lft->out_port(si, lid);
      FabricPort next;
      if (out <= 0 || !f.peer({at.node, out}, next)) break;
      const uint32_t c = f.is_switch(next.node) ? ch.id[f.port_index({at.node, out})] : Fabric::kNone;
      if (prev != Fabric::kNone && c != Fabric::kNone) on_dependency(prev, c, s);
      if (stamp[si] == d || c == Fabric::kNone) break;
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
  for (uint32_t c = 0; c < ch.channels.size(); ++c) {
    const size_t first = edges.size();
    for (uint64_t e = ch.slot_base[c]; e < ch.slot_base[c + 1]; ++e)
      if (found.value[e] == 1)
        edges.push_back({c, ch.first_leaving[ch.enters[c]] + static_cast<uint32_t>(e - ch.slot_base[c]),
                         static_cast<uint32_t>(found.tag[e] - 1)});
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
    const FabricPort& c = ch.channels[a];
    entries.push_back({{"switch", f.node(c.node).id}, {"port", c.port},
                       {"flow", {{"source", fabric_port_json(f, f.hosts()[source].at)},
                                 {"destination", fabric_port_json(f, f.hosts()[e->destination].at)}}}});
  }
  return json{{"fabric", fabric_blob(r.files)}, {"cycle", entries}};
}

}  // namespace

// One sliced reduction over destinations: entry (channel, successor) holds 1, tagged with the first
// destination whose routes make that dependency; the graph, its cycle or its ranks come from the journal.
Outcome fabric_deadlock_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  const DeadlockChannels ch(f);
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
  Graph g(ch.channels.size());
  for (auto& e : edges) boost::add_edge(e.from, e.to, g);
  json stats = {{"channels", ch.channels.size()}, {"dependencies", edges.size()}};
  std::vector<uint32_t> cycle = find_cycle(g);
  if (!cycle.empty()) {
    std::string note = "channel dependency cycle of length " + std::to_string(cycle.size()) + ":";
    for (uint32_t c : cycle)
      note += " " + f.node(ch.channels[c].node).name + ":" + std::to_string(ch.channels[c].port);
    Outcome o = Outcome::fails(cycle_counterexample(r, ch, edges, cycle), note);
    o.stats = stats;
    return o;
  }
  json witness = {{"fabric", fabric_blob(r.files)}, {"channels", ch.channels.size()},
                  {"dependencies", edges.size()}, {"ranks", longest_chain_ranks(g)}};
  Outcome o = Outcome::holds(witness, std::to_string(ch.channels.size()) + " channels, " +
                                          std::to_string(edges.size()) + " dependencies, acyclic");
  o.stats = stats;
  return o;
}

}  // namespace netcert
