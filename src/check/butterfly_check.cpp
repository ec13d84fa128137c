// butterfly_check.cpp — see butterfly_check.hpp.
#include "check/butterfly_check.hpp"

#include <algorithm>
#include <map>

#include "check/butterfly_canon.hpp"

namespace netcert {

namespace {

// Everything a half is wired to: other halves (links) and network ports.
struct HalfWiring {
  // At most three neighbours (two links and the cut link); a fixed array keeps
  // the per-half walk free of allocations.
  struct Halves {
    uint64_t v[3];
    int n = 0;
    void push_back(uint64_t x) { v[n++] = x; }
    const uint64_t* begin() const { return v; }
    const uint64_t* end() const { return v + n; }
  } halves;
  int ports = 0;
};

HalfWiring wiring_of(const Butterfly& g, uint64_t h) {
  HalfWiring w;
  uint64_t v = Butterfly::node_of_half(h);
  int s = g.stage_of(v);
  uint64_t i = g.row_of(v);
  if (Butterfly::side_of_half(h) == Half::Upper) {
    // Inputs from the two stage-(s-1) nodes whose outputs reach row i.
    for (uint64_t j : {i, i ^ (uint64_t{1} << (s - 1))}) w.halves.push_back(Butterfly::half(g.node(s - 1, j), Half::Lower));
    if (s < g.u()) w.halves.push_back(Butterfly::half(v, Half::Lower));
    else w.ports = 1;  // the network output
  } else {
    for (uint64_t j : {i, i ^ (uint64_t{1} << s)}) w.halves.push_back(Butterfly::half(g.node(s + 1, j), Half::Upper));
    if (s > 0) w.halves.push_back(Butterfly::half(v, Half::Upper));
    else w.ports = 1;  // the network input
  }
  return w;
}

// The checker's own half -> chip table (a flat array: u = 20 has 44 M halves).
struct Where {
  static constexpr uint32_t none = UINT32_MAX;
  std::vector<uint32_t> chip;
  uint32_t at(uint64_t h) const { return chip[h]; }
};

// Own inverse of the mapping; empty string when every needed half sits on exactly one chip.
std::string invert(const Butterfly& g, const ChipMapping& m, Where& where) {
  where.chip.assign(g.half_count(), Where::none);
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
      uint64_t h = m.halves[k];
      if (h >= g.half_count() || !g.half_needed(h)) return "chip " + std::to_string(c) + " holds an unneeded half";
      if (where.chip[h] != Where::none)
        return "half " + g.half_name(h) + " is on chips " + std::to_string(where.chip[h]) + " and " + std::to_string(c);
      where.chip[h] = c;
    }
  for (uint64_t h = 0; h < g.half_count(); ++h)
    if (g.half_needed(h) && where.chip[h] == Where::none) return "half " + g.half_name(h) + " is on no chip";
  return "";
}

std::vector<std::pair<uint32_t, uint32_t>> chip_edges(const Butterfly& g, const Where& where, ChipAdjacency adj) {
  std::vector<std::pair<uint32_t, uint32_t>> e;
  for (uint64_t h = 0; h < where.chip.size(); ++h) {
    uint32_t c = where.chip[h];
    if (c == Where::none) continue;
    for (uint64_t other : wiring_of(g, h).halves) {
      if (other < h) continue;  // every link is seen from both ends; keep one
      bool cut = Butterfly::node_of_half(other) == Butterfly::node_of_half(h);
      if (adj == ChipAdjacency::SharedNode && !cut) continue;
      uint32_t d = where.at(other);
      if (d != c) e.emplace_back(std::min(c, d), std::max(c, d));
    }
  }
  std::sort(e.begin(), e.end());
  return e;  // with multiplicity: one entry per physical link
}

// The first chip pair joined by more than one link, as "chips a and b are joined by m links"; "" if none.
// A butterfly is a simple graph, so the interconnection of Theorem 1 has one link per edge.
std::string parallel_links(const std::vector<std::pair<uint32_t, uint32_t>>& links) {
  for (std::size_t x = 0; x < links.size();) {
    std::size_t y = x;
    while (y < links.size() && links[y] == links[x]) ++y;
    if (y - x > 1)
      return "chips " + std::to_string(links[x].first) + " and " + std::to_string(links[x].second) + " are joined by " +
             std::to_string(y - x) + " parallel links (an edge of a butterfly is one link)";
    x = y;
  }
  return "";
}

std::vector<std::pair<uint32_t, uint32_t>> merged(std::vector<std::pair<uint32_t, uint32_t>> e) {
  e.erase(std::unique(e.begin(), e.end()), e.end());
  return e;
}

}  // namespace

DefinitionCounts counts_by_definition(const Butterfly& g, const ChipMapping& m) {
  DefinitionCounts r;
  Where where;
  r.placement_defect = invert(g, m, where);
  r.placement_ok = r.placement_defect.empty();
  r.chips = m.chip_count();
  if (!r.placement_ok) return r;
  r.pins.assign(m.chip_count(), 0);
  uint64_t ends = 0;
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
      HalfWiring w = wiring_of(g, m.halves[k]);
      r.pins[c] += static_cast<uint32_t>(w.ports);
      for (uint64_t other : w.halves)
        if (where.at(other) != c) ++r.pins[c], ++ends;
    }
  r.links = ends / 2;  // every inter-chip link has two off-chip ends
  return r;
}

bool verify_chip_isomorphism(const Butterfly& g, const ChipMapping& m, ChipAdjacency adj, int k,
                             const std::vector<uint32_t>& phi, std::string& why) {
  Where where;
  std::string defect = invert(g, m, where);
  if (!defect.empty()) return why = "placement: " + defect, false;
  Butterfly t(k);
  if (phi.size() != m.chip_count() || m.chip_count() != t.node_count())
    return why = "isomorphism has " + std::to_string(phi.size()) + " entries for " + std::to_string(m.chip_count()) +
                 " chips; G_" + std::to_string(t.rows()) + " has " + std::to_string(t.node_count()) + " nodes",
           false;
  std::vector<uint32_t> sorted(phi);
  std::sort(sorted.begin(), sorted.end());
  for (uint32_t x = 0; x < sorted.size(); ++x)
    if (sorted[x] != x) return why = "the map is not a bijection onto the nodes of G_" + std::to_string(t.rows()), false;
  auto links = chip_edges(g, where, adj);
  if (adj == ChipAdjacency::Link) {
    std::string parallel = parallel_links(links);
    if (!parallel.empty()) return why = parallel, false;
  }
  auto edges = merged(links);
  for (auto& [a, b] : edges) {
    uint64_t x = phi[a], y = phi[b];
    if (!t.adjacent(t.stage_of(x), t.row_of(x), t.stage_of(y), t.row_of(y)))
      return why = "chips " + std::to_string(a) + " and " + std::to_string(b) + " are adjacent but their images " +
                   t.node_name(x) + ", " + t.node_name(y) + " are not",
             false;
  }
  if (edges.size() != t.edge_count())
    return why = std::to_string(edges.size()) + " chip-graph edges against " + std::to_string(t.edge_count()) +
                 " edges of G_" + std::to_string(t.rows()),
           false;
  why = "bijection onto G_" + std::to_string(t.rows()) + ", all " + std::to_string(edges.size()) +
        " edges preserved (checked by definition)";
  return true;
}

bool confirm_not_butterfly(const Butterfly& g, const ChipMapping& m, ChipAdjacency adj, int k, std::string& why) {
  Where where;
  std::string defect = invert(g, m, where);
  if (!defect.empty()) return why = "placement: " + defect, true;  // not even a valid mapping
  Butterfly t(k);
  if (m.chip_count() != t.node_count())
    return why = std::to_string(m.chip_count()) + " chips, G_" + std::to_string(t.rows()) + " has " +
                 std::to_string(t.node_count()) + " nodes",
           true;
  auto links = chip_edges(g, where, adj);
  if (adj == ChipAdjacency::Link) {
    std::string parallel = parallel_links(links);
    if (!parallel.empty()) return why = parallel, true;
  }
  auto edges = merged(links);
  if (edges.size() != t.edge_count())
    return why = std::to_string(edges.size()) + " chip-graph edges, G_" + std::to_string(t.rows()) + " has " +
                 std::to_string(t.edge_count()),
           true;
  // Degree multisets: G_{2^k} has 2^(k+1) nodes of degree 2 (first and last stage) and the rest of degree 4.
  std::vector<uint32_t> deg(m.chip_count(), 0);
  for (auto& [a, b] : edges) ++deg[a], ++deg[b];
  std::map<uint32_t, uint64_t> have, want;
  for (uint32_t d : deg) ++have[d];
  for (uint64_t v = 0; v < t.node_count(); ++v) {
    int s = t.stage_of(v);
    ++want[k == 0 ? 0 : (s == 0 || s == k) ? 2 : 4];
  }
  if (have != want) {
    for (uint32_t c = 0; c < deg.size(); ++c)
      if (!want.count(deg[c]) || have[deg[c]] > want[deg[c]])
        return why = "degree multisets differ (chip " + std::to_string(c) + " has degree " + std::to_string(deg[c]) + ")",
               true;
    return why = "degree multisets differ", true;
  }
  if (m.chip_count() > 8192) return why = "invariants agree and the graph is too large for bliss here", false;
  CheckGraph a, b;
  a.vertices = m.chip_count();
  a.edges = edges;
  b.vertices = static_cast<uint32_t>(t.node_count());
  for (int s = 0; s < k; ++s)
    for (uint64_t i = 0; i < t.rows(); ++i)
      for (uint64_t j : {i, i ^ (uint64_t{1} << s)})
        b.edges.emplace_back(static_cast<uint32_t>(t.node(s, i)), static_cast<uint32_t>(t.node(s + 1, j)));
  if (canonical_forms_equal(a, b)) return why = "bliss finds the chip graph isomorphic to G_" + std::to_string(t.rows()), false;
  why = "bliss canonical forms differ from G_" + std::to_string(t.rows());
  return true;
}

}  // namespace netcert
