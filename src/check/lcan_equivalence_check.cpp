// lcan_equivalence_check.cpp — see lcan_equivalence_check.hpp.
#include "check/lcan_equivalence_check.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "check/lcan_check.hpp"
#include "check/lcan_reference_networks.hpp"

namespace netcert {

namespace {

// Folded (and, when unfolded, mirrored) graph of the label wiring; numbering of net/lcan_graph.hpp.
ColouredGraph graph_of_wiring(const LcanWiring& w, bool unfolded) {
  const int l = w.levels();
  std::vector<uint64_t> offset(static_cast<size_t>(l) + 1, 0);
  for (int i = 0; i < l; ++i) offset[i + 1] = offset[i] + w.switches(i);
  const uint64_t N = w.N(), T = offset[l], below_top = offset[l - 1];
  if (N + T + below_top + N >= (1ULL << 31)) throw std::invalid_argument("graph too large");
  ColouredGraph g;
  for (uint64_t p = 0; p < N; ++p) g.add_vertex(0);
  for (int i = 0; i < l; ++i)
    for (uint64_t s = 0; s < w.switches(i); ++s) g.add_vertex(static_cast<uint32_t>(1 + i));
  auto id = [&](int level, uint64_t s) { return static_cast<uint32_t>(N + offset[level] + s); };
  auto mirror = [&](int level, uint64_t s) {
    return static_cast<uint32_t>(level == l - 1 ? N + offset[level] + s : N + T + offset[level] + s);
  };
  if (unfolded) {
    for (int i = 0; i + 1 < l; ++i)
      for (uint64_t s = 0; s < w.switches(i); ++s) g.add_vertex(static_cast<uint32_t>(1 + (2 * l - 2 - i)));
    for (uint64_t p = 0; p < N; ++p) g.add_vertex(static_cast<uint32_t>(2 * l));
  }
  for (uint64_t p = 0; p < N; ++p) {
    LcanWiring::End at = w.pe(p);
    g.edges.emplace_back(static_cast<uint32_t>(p), id(0, at.sw));
    if (unfolded) g.edges.emplace_back(mirror(0, at.sw), static_cast<uint32_t>(N + T + below_top + p));
  }
  for (int i = 0; i + 1 < l; ++i)
    for (uint64_t s = 0; s < w.switches(i); ++s)
      for (uint64_t k = 0; k < w.u(); ++k) {
        LcanWiring::End up = w.up(i, s, k);
        g.edges.emplace_back(id(i, s), id(i + 1, up.sw));
        if (unfolded) g.edges.emplace_back(mirror(i + 1, up.sw), mirror(i, s));
      }
  return g;
}

std::vector<std::pair<uint32_t, uint32_t>> sorted_edges(std::vector<std::pair<uint32_t, uint32_t>> e) {
  for (auto& x : e)
    if (x.first > x.second) std::swap(x.first, x.second);
  std::sort(e.begin(), e.end());
  return e;
}

// The invariant a counterexample names, recomputed: colour -> count, the edge
// count, or the sorted degrees (parallel edges counted) of one colour.
json recompute(const ColouredGraph& g, const std::string& invariant, uint32_t colour) {
  if (invariant == "edge_count") return g.edges.size();
  if (invariant == "colour_class_sizes") {
    std::map<uint32_t, uint64_t> size;
    for (uint32_t c : g.colour) ++size[c];
    json j = json::object();
    for (auto& [c, n] : size) j[std::to_string(c)] = n;
    return j;
  }
  std::vector<uint32_t> deg(g.vertices(), 0);
  for (auto& e : g.edges) ++deg[e.first], ++deg[e.second];
  std::vector<uint32_t> list;
  for (uint32_t v = 0; v < g.vertices(); ++v)
    if (g.colour[v] == colour) list.push_back(deg[v]);
  std::sort(list.begin(), list.end());
  return list;
}

}  // namespace

EquivalenceSides lcan_equivalence_sides(const std::string& claim, uint64_t N, uint64_t d, uint64_t u) {
  EquivalenceSides s;
  if (claim == "tlcan_cblcan") {
    s.a = graph_of_wiring(LcanWiring::from_labels(false, N, d, u), false);
    s.b = graph_of_wiring(LcanWiring::from_labels(true, N, d, u), false);
  } else if (claim == "cblcan_baseline" || claim == "cblcan_butterfly") {
    const bool butterfly = claim == "cblcan_butterfly";
    int n = 0;
    while ((1ULL << n) < N && n < 63) ++n;
    if ((1ULL << n) != N) throw std::invalid_argument(std::string("the ") + (butterfly ? "butterfly" : "baseline") +
                                                      " network needs N = 2^n");
    s.a = graph_of_wiring(LcanWiring::from_labels(true, N, d, u), false);
    s.b = butterfly ? checked_butterfly_network(n) : checked_baseline_network(n);
  } else if (claim == "unfolded_benes") {
    s.a = graph_of_wiring(LcanWiring::from_labels(true, N, d, u), true);
    s.b = checked_benes_network(N, d);
  } else {
    throw std::invalid_argument("unknown claim '" + claim + "'");
  }
  return s;
}

// The witness is one map, not any of its twin swaps: vertices of one colour with one
// neighbour multiset (twins, which can trade images) must have increasing images.
std::optional<std::string> twin_order_violation(const ColouredGraph& a, const std::vector<uint32_t>& map) {
  std::vector<std::multiset<uint32_t>> around(a.vertices());
  for (auto& e : a.edges) around[e.first].insert(e.second), around[e.second].insert(e.first);
  std::map<std::pair<uint32_t, std::multiset<uint32_t>>, uint32_t> last;  // class -> its latest vertex so far
  for (uint32_t v = 0; v < a.vertices(); ++v) {
    auto [it, fresh] = last.try_emplace({a.colour[v], around[v]}, v);
    if (!fresh) {
      if (map[it->second] > map[v])
        return "twins " + std::to_string(it->second) + " and " + std::to_string(v) +
               " (same colour and neighbours) are not listed with increasing images";
      it->second = v;
    }
  }
  return std::nullopt;
}

std::optional<std::string> coloured_isomorphism_violation(const ColouredGraph& a, const ColouredGraph& b,
                                                          const std::vector<uint32_t>& map) {
  if (a.vertices() != b.vertices()) return "the graphs have " + std::to_string(a.vertices()) + " and " +
                                           std::to_string(b.vertices()) + " vertices";
  if (map.size() != a.vertices()) return "the map has " + std::to_string(map.size()) + " images, not one per vertex";
  std::vector<bool> hit(b.vertices(), false);
  for (uint32_t v = 0; v < map.size(); ++v) {
    if (map[v] >= b.vertices() || hit[map[v]]) return "the map is not a bijection (vertex " + std::to_string(v) + ")";
    hit[map[v]] = true;
    if (a.colour[v] != b.colour[map[v]])
      return "vertex " + std::to_string(v) + " (colour " + std::to_string(a.colour[v]) + ") maps to colour " +
             std::to_string(b.colour[map[v]]);
  }
  if (a.edges.size() != b.edges.size()) return "edge counts differ";
  std::vector<std::pair<uint32_t, uint32_t>> image;
  for (auto& e : a.edges) image.emplace_back(map[e.first], map[e.second]);
  auto mapped = sorted_edges(image), target = sorted_edges(b.edges);
  auto bad = std::mismatch(mapped.begin(), mapped.end(), target.begin());
  if (bad.first != mapped.end())
    return "the image edge {" + std::to_string(bad.first->first) + "," + std::to_string(bad.first->second) +
           "} is not matched by an edge of the target (multiset comparison)";
  return twin_order_violation(a, map);
}

bool confirms_non_isomorphism(const ColouredGraph& a, const ColouredGraph& b, const json& cx, std::string& why) {
  if (!cx.is_object() || !cx.contains("invariant") || !cx["invariant"].is_string() || !cx.contains("a") ||
      !cx.contains("b") || cx.size() != (cx.contains("colour") ? 4u : 3u))
    return why = "expected exactly {invariant, colour?, a, b}", false;
  const std::string inv = cx["invariant"].get<std::string>();
  if (inv != "edge_count" && inv != "colour_class_sizes" && inv != "degrees")
    return why = "unknown invariant '" + inv + "'", false;
  uint32_t colour = 0;
  if (inv != "degrees" && cx.contains("colour")) return why = "only a degrees counterexample names a colour", false;
  if (inv == "degrees") {
    if (!cx.contains("colour") || !cx["colour"].is_number_unsigned()) return why = "degrees needs a colour", false;
    colour = cx["colour"].get<uint32_t>();
  }
  json ra = recompute(a, inv, colour), rb = recompute(b, inv, colour);
  if (ra != cx["a"] || rb != cx["b"]) return why = "the stated " + inv + " are not the recomputed ones", false;
  if (ra == rb) return why = "the recomputed " + inv + " agree: no evidence of non-isomorphism", false;
  why = "recomputed " + inv + (inv == "degrees" ? " of colour " + std::to_string(colour) : "") +
        " differ: " + ra.dump() + " vs " + rb.dump() + ", so no colour-preserving isomorphism exists";
  return true;
}

}  // namespace netcert
