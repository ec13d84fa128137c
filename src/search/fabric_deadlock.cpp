// fabric_deadlock.cpp — see fabric_deadlock.hpp.
#include "search/fabric_deadlock.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/topological_sort.hpp>

#include <algorithm>
#include <unordered_map>

#include "search/fabric_routes.hpp"

namespace netcert {

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

// Channel id per global port (Fabric::kNone for ports that do not lead to a switch).
std::vector<uint32_t> number_channels(const Fabric& f, std::vector<FabricPort>& channels) {
  std::vector<uint32_t> id(f.port_count(), Fabric::kNone);
  for (uint32_t s : f.switches())
    for (int p = 1; p <= f.node(s).ports; ++p) {
      FabricPort far;
      if (f.peer({s, p}, far) && f.is_switch(far.node)) {
        id[f.port_index({s, p})] = static_cast<uint32_t>(channels.size());
        channels.push_back({s, p});
      }
    }
  return id;
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

json cycle_counterexample(const FabricRouting& r, const FabricDependencies& deps, const std::vector<uint32_t>& cycle) {
  const Fabric& f = r.fabric;
  std::unordered_map<uint64_t, const FabricDependencies::Edge*> by_pair;
  for (auto& e : deps.edges) by_pair.emplace((uint64_t{e.from} << 32) | e.to, &e);
  json entries = json::array();
  for (size_t i = 0; i < cycle.size(); ++i) {
    const auto* e = by_pair.at((uint64_t{cycle[i]} << 32) | cycle[(i + 1) % cycle.size()]);
    const FabricPort& c = deps.channels[cycle[i]];
    entries.push_back({{"switch", f.node(c.node).id}, {"port", c.port},
                       {"flow", {{"source", fabric_port_json(f, f.hosts()[e->source].at)},
                                 {"destination", fabric_port_json(f, f.hosts()[e->destination].at)}}}});
  }
  return json{{"fabric", fabric_blob(r.files)}, {"cycle", entries}};
}

}  // namespace

FabricDependencies fabric_dependencies(const FabricRouting& r) {
  const Fabric& f = r.fabric;
  FabricDependencies deps;
  const std::vector<uint32_t> channel = number_channels(f, deps.channels);
  std::unordered_map<uint64_t, size_t> seen;
  std::vector<uint32_t> stamp(f.switches().size(), Fabric::kNone);
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t d = 0; d < hosts; ++d) {
    const uint32_t lid = f.hosts()[d].lid;
    for (uint32_t s = 0; s < hosts; ++s) {
      FabricPort at;
      if (s == d || !f.peer(f.hosts()[s].at, at)) continue;
      uint32_t prev = Fabric::kNone;
      while (f.is_switch(at.node)) {  // each switch is walked once per destination (stamp)
        const uint32_t si = f.switch_index(at.node);
        const int out = r.lft->out_port(si, lid);
        FabricPort next;
        if (out <= 0 || !f.peer({at.node, out}, next)) break;
        const uint32_t c = f.is_switch(next.node) ? channel[f.port_index({at.node, out})] : Fabric::kNone;
        if (prev != Fabric::kNone && c != Fabric::kNone &&
            seen.emplace((uint64_t{prev} << 32) | c, deps.edges.size()).second)
          deps.edges.push_back({prev, c, s, d});
        if (stamp[si] == d || c == Fabric::kNone) break;
        stamp[si] = d;
        prev = c;
        at = next;
      }
    }
  }
  return deps;
}

Outcome fabric_deadlock_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  FabricDependencies deps = fabric_dependencies(r);
  if (ctx.expired()) return Outcome::unknown("time limit while building the channel dependency graph");
  Graph g(deps.channels.size());
  for (auto& e : deps.edges) boost::add_edge(e.from, e.to, g);
  json stats = {{"channels", deps.channels.size()}, {"dependencies", deps.edges.size()}};
  std::vector<uint32_t> cycle = find_cycle(g);
  if (!cycle.empty()) {
    std::string note = "channel dependency cycle of length " + std::to_string(cycle.size()) + ":";
    for (uint32_t c : cycle)
      note += " " + r.fabric.node(deps.channels[c].node).name + ":" + std::to_string(deps.channels[c].port);
    Outcome o = Outcome::fails(cycle_counterexample(r, deps, cycle), note);
    o.stats = stats;
    return o;
  }
  json witness = {{"fabric", fabric_blob(r.files)}, {"channels", deps.channels.size()},
                  {"dependencies", deps.edges.size()}, {"ranks", longest_chain_ranks(g)}};
  Outcome o = Outcome::holds(witness, std::to_string(deps.channels.size()) + " channels, " +
                                          std::to_string(deps.edges.size()) + " dependencies, acyclic");
  o.stats = stats;
  return o;
}

}  // namespace netcert
