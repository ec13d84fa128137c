// lcan_equivalence.cpp — see lcan_equivalence.hpp.
#include "search/lcan_equivalence.hpp"

#include <bliss/graph.hh>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>

#include "core/errors.hpp"
#include "net/baseline.hpp"
#include "net/butterfly_switch_graph.hpp"
#include "net/benes.hpp"
#include "net/lcan_graph.hpp"
#include "core/sliced_loop.hpp"

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

namespace {

// The cheap invariants of a pair, in the order they are stated: check 0 the colour
// class sizes, 1 the edge count, 2 + c the degree multiset of a's c-th colour.
struct EquivalenceInvariants {
  const ColouredGraph &a, &b;
  std::map<uint32_t, std::vector<uint32_t>> da, db;
  std::vector<uint32_t> colours;  // a's colours, ascending

  EquivalenceInvariants(const ColouredGraph& ga, const ColouredGraph& gb)
      : a(ga), b(gb), da(degrees_by_colour(ga)), db(degrees_by_colour(gb)) {
    for (auto& [c, list] : da) colours.push_back(c);
  }
  size_t count() const { return 2 + colours.size(); }

  std::optional<json> difference(size_t check) const {
    if (check == 0) {
      json ja = json::object(), jb = json::object();
      bool same = da.size() == db.size();
      for (auto& [c, list] : da) ja[std::to_string(c)] = list.size();
      for (auto& [c, list] : db) {
        jb[std::to_string(c)] = list.size();
        auto it = da.find(c);
        same = same && it != da.end() && it->second.size() == list.size();
      }
      if (same) return std::nullopt;
      return json{{"invariant", "colour_class_sizes"}, {"a", ja}, {"b", jb}};
    }
    if (check == 1) {
      if (a.edges.size() == b.edges.size()) return std::nullopt;
      return json{{"invariant", "edge_count"}, {"a", a.edges.size()}, {"b", b.edges.size()}};
    }
    const uint32_t c = colours[check - 2];
    const std::vector<uint32_t>& list = da.at(c);
    auto it = db.find(c);
    const std::vector<uint32_t> none;
    const std::vector<uint32_t>& other = it == db.end() ? none : it->second;
    if (list == other) return std::nullopt;
    return json{{"invariant", "degrees"}, {"colour", c}, {"a", list}, {"b", other}};
  }
};

}  // namespace

std::optional<json> equivalence_invariant_difference(const ColouredGraph& a, const ColouredGraph& b) {
  EquivalenceInvariants inv(a, b);
  for (size_t k = 0; k < inv.count(); ++k)
    if (auto d = inv.difference(k)) return d;
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

// No natural loop (one canonical labelling), so the sliced find-first loop is over
// the checks themselves: the cheap invariants, then (last index) equal canonical
// forms. A failing invariant is the counterexample; a failing last index, no
// invariant failing, is unknown. The map of a holds comes from the last check's
// bliss run when this process ran it, else (netcert merge, whose journal shows
// every check passed) from running that one check again.
Outcome lcan_equivalence_outcome(const EquivalencePair& pair, const RunContext& ctx) {
  const std::string what = pair.a_name + " vs " + pair.b_name;
  const EquivalenceInvariants inv(pair.a, pair.b);
  const auto canonical_check = static_cast<int64_t>(inv.count());
  std::optional<std::vector<uint32_t>> phi;
  auto res = sliced_find_first(canonical_check + 1, ctx, [&](int64_t k, int) {
    if (k < canonical_check) return inv.difference(static_cast<size_t>(k)).has_value();
    for (size_t j = 0; j < inv.count(); ++j)  // bliss only once every invariant agrees
      if (inv.difference(j)) return true;
    phi = coloured_isomorphism(pair.a, pair.b);  // one index writes it
    return !phi.has_value();
  });
  Outcome o;
  if (res.first_failure >= 0 && res.first_failure < canonical_check) {
    json diff = *inv.difference(static_cast<size_t>(res.first_failure));
    o = Outcome::fails(diff, what + ": not isomorphic (" + diff["invariant"].get<std::string>() + " differ)");
  } else if (res.first_failure == canonical_check) {
    o = Outcome::unknown(what + ": canonical forms differ but no cheap invariant separates them, so no "
                         "counterexample the checker can confirm");
  } else if (res.timed_out) {
    o = Outcome::unknown(what + ": time limit before every check ran");
  } else {
    const SliceJournal* j = ctx.slices.journal;
    const bool whole = !ctx.slices.source || (j && j->covers_below(kNoFailure));
    if (whole && !phi) phi = coloured_isomorphism(pair.a, pair.b);
    if (whole && !phi) throw std::logic_error("the canonical forms differ, but the journal says that check passed");
    o = Outcome::holds(phi ? json{{"map", *phi}} : json::object(),
                       what + ": colour-preserving isomorphism found (bliss)");
  }
  o.stats["vertices"] = pair.a.vertices();
  o.stats["edges"] = pair.a.edges.size();
  return o;
}

}  // namespace netcert
