// lcan_equivalence.cpp — see lcan_equivalence.hpp.
#include "search/lcan_equivalence.hpp"

#include <bliss/graph.hh>

#include <algorithm>
#include <map>
#include <memory>

#include "core/errors.hpp"
#include "net/baseline.hpp"
#include "net/butterfly_switch_graph.hpp"
#include "net/benes.hpp"
#include "net/lcan_graph.hpp"

namespace netcert {

EquivalencePair lcan_equivalence_pair(const std::string& claim, int64_t N, int64_t d, int64_t u) {
  LcanShape cb = parse_lcan_shape("cb", N, d, u);
  EquivalencePair p;
  if (claim == "tlcan_cblcan") {
    LcanShape t = parse_lcan_shape("t", N, d, u);
    p.a = lcan_folded_graph(Lcan(t)), p.a_name = t.name();
    p.b = lcan_folded_graph(Lcan(cb)), p.b_name = cb.name();
  } else if (claim == "cblcan_baseline" || claim == "cblcan_butterfly") {
    const bool butterfly = claim == "cblcan_butterfly";
    const std::string name = butterfly ? "butterfly" : "baseline";
    int n = 0;
    while ((int64_t(1) << n) < N) ++n;
    if ((int64_t(1) << n) != N || n < 1 || n > 20) throw InputError("N", "the " + name + " network needs N = 2^n, n in 1..20");
    p.a = lcan_folded_graph(Lcan(cb)), p.a_name = cb.name();
    p.b = butterfly ? butterfly_switch_graph(n) : baseline_graph(n), p.b_name = name + "(" + std::to_string(N) + ")";
  } else if (claim == "unfolded_benes") {
    p.a = lcan_unfolded_graph(Lcan(cb), false), p.a_name = "unfolded " + cb.name() + " without virtual links";
    try {
      p.b = benes_graph(static_cast<uint64_t>(N), static_cast<uint64_t>(d));
    } catch (const std::invalid_argument& e) {
      throw InputError("N", e.what());
    }
    p.b_name = "Beneš(" + std::to_string(N) + ", " + std::to_string(d) + "x" + std::to_string(d) + ")";
  } else {
    throw InputError("claim", "expected tlcan_cblcan, cblcan_baseline, cblcan_butterfly or unfolded_benes, got '" + claim + "'");
  }
  return p;
}

namespace {

// colour -> sorted degrees of its vertices (degree counts parallel edges).
std::map<uint32_t, std::vector<uint32_t>> degrees_by_colour(const ColouredGraph& g) {
  std::vector<uint32_t> deg(g.vertices(), 0);
  for (auto& e : g.edges) ++deg[e.first], ++deg[e.second];
  std::map<uint32_t, std::vector<uint32_t>> by;
  for (uint32_t v = 0; v < g.vertices(); ++v) by[g.colour[v]].push_back(deg[v]);
  for (auto& [c, list] : by) std::sort(list.begin(), list.end());
  return by;
}

// Every edge becomes a path through an edge vertex of a fresh colour: an
// isomorphism of the subdivided simple graphs is one of the multigraphs.
std::unique_ptr<bliss::Graph> subdivided(const ColouredGraph& g) {
  uint32_t edge_colour = 0;
  for (uint32_t c : g.colour) edge_colour = std::max(edge_colour, c + 1);
  auto bg = std::make_unique<bliss::Graph>(0);
  for (uint32_t c : g.colour) bg->add_vertex(c);
  for (auto& e : g.edges) {
    unsigned mid = bg->add_vertex(edge_colour);
    bg->add_edge(e.first, mid);
    bg->add_edge(mid, e.second);
  }
  return bg;
}

}  // namespace

std::optional<json> equivalence_invariant_difference(const ColouredGraph& a, const ColouredGraph& b) {
  auto da = degrees_by_colour(a), db = degrees_by_colour(b);
  std::map<uint32_t, size_t> sa, sb;
  for (auto& [c, list] : da) sa[c] = list.size();
  for (auto& [c, list] : db) sb[c] = list.size();
  if (sa != sb) {
    json ja = json::object(), jb = json::object();
    for (auto& [c, n] : sa) ja[std::to_string(c)] = n;
    for (auto& [c, n] : sb) jb[std::to_string(c)] = n;
    return json{{"invariant", "colour_class_sizes"}, {"a", ja}, {"b", jb}};
  }
  if (a.edges.size() != b.edges.size())
    return json{{"invariant", "edge_count"}, {"a", a.edges.size()}, {"b", b.edges.size()}};
  for (auto& [c, list] : da)
    if (list != db[c]) return json{{"invariant", "degrees"}, {"colour", c}, {"a", list}, {"b", db[c]}};
  return std::nullopt;
}

// Twins (one colour, one neighbour multiset, e.g. the PEs of one switch) can trade
// images and the map stays an isomorphism; the witness lists each class's images in
// increasing order, so that it is one map and not any of its twin swaps.
void normalise_twin_images(const ColouredGraph& a, std::vector<uint32_t>& phi) {
  std::vector<std::vector<uint32_t>> nbrs(a.vertices());
  for (auto& [x, y] : a.edges) nbrs[x].push_back(y), nbrs[y].push_back(x);
  std::map<std::pair<uint32_t, std::vector<uint32_t>>, std::vector<uint32_t>> classes;
  for (uint32_t v = 0; v < a.vertices(); ++v) {
    std::sort(nbrs[v].begin(), nbrs[v].end());
    classes[{a.colour[v], nbrs[v]}].push_back(v);
  }
  for (auto& [key, members] : classes) {
    std::vector<uint32_t> images;
    for (uint32_t v : members) images.push_back(phi[v]);
    std::sort(images.begin(), images.end());
    for (size_t i = 0; i < members.size(); ++i) phi[members[i]] = images[i];
  }
}

std::optional<std::vector<uint32_t>> coloured_isomorphism(const ColouredGraph& a, const ColouredGraph& b) {
  auto ga = subdivided(a), gb = subdivided(b);
  if (ga->get_nof_vertices() != gb->get_nof_vertices()) return std::nullopt;
  const unsigned n = ga->get_nof_vertices();
  bliss::Stats sa, sb;
  // lab[v] is v's position in the canonical form; copy before the next call.
  const unsigned* la = ga->canonical_form(sa, nullptr, nullptr);
  std::vector<unsigned> lab_a(la, la + n);
  const unsigned* lb = gb->canonical_form(sb, nullptr, nullptr);
  std::vector<unsigned> lab_b(lb, lb + n);
  std::unique_ptr<bliss::Graph> ca(ga->permute(lab_a.data())), cb(gb->permute(lab_b.data()));
  if (ca->cmp(*cb) != 0) return std::nullopt;
  std::vector<uint32_t> pos_to_b(n);
  for (unsigned w = 0; w < n; ++w) pos_to_b[lab_b[w]] = w;
  std::vector<uint32_t> phi(a.vertices());
  for (uint32_t v = 0; v < a.vertices(); ++v) phi[v] = pos_to_b[lab_a[v]];
  normalise_twin_images(a, phi);
  return phi;
}

Outcome lcan_equivalence_outcome(const EquivalencePair& pair) {
  const std::string what = pair.a_name + " vs " + pair.b_name;
  Outcome o;
  if (auto diff = equivalence_invariant_difference(pair.a, pair.b)) {
    o = Outcome::fails(*diff, what + ": not isomorphic (" + (*diff)["invariant"].get<std::string>() + " differ)");
  } else if (auto phi = coloured_isomorphism(pair.a, pair.b)) {
    o = Outcome::holds(json{{"map", *phi}}, what + ": colour-preserving isomorphism found (bliss)");
  } else {
    o = Outcome::unknown(what + ": canonical forms differ but no cheap invariant separates them, so no "
                         "counterexample the checker can confirm");
  }
  o.stats["vertices"] = pair.a.vertices();
  o.stats["edges"] = pair.a.edges.size();
  return o;
}

}  // namespace netcert
