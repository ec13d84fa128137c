// butterfly_isomorphism.cpp — see butterfly_isomorphism.hpp.
#include "search/butterfly_isomorphism.hpp"

#include <algorithm>
#include <atomic>

#include "search/parallel.hpp"

namespace netcert {

std::vector<uint32_t> SimpleGraph::degrees() const {
  std::vector<uint32_t> d(vertices, 0);
  for (auto& e : edges) ++d[e.first], ++d[e.second];
  return d;
}

static void normalise(SimpleGraph& sg) {
  for (auto& e : sg.edges)
    if (e.first > e.second) std::swap(e.first, e.second);
  std::sort(sg.edges.begin(), sg.edges.end());
  sg.edges.erase(std::unique(sg.edges.begin(), sg.edges.end()), sg.edges.end());
}

SimpleGraph butterfly_graph(int k) {
  Butterfly t(k);
  SimpleGraph sg;
  sg.vertices = static_cast<uint32_t>(t.node_count());
  sg.edges.reserve(t.edge_count());
  for (int s = 0; s < k; ++s)
    for (uint64_t i = 0; i < t.rows(); ++i)
      for (int c = 0; c < 2; ++c)
        sg.edges.emplace_back(static_cast<uint32_t>(t.node(s, i)),
                              static_cast<uint32_t>(t.node(s + 1, Butterfly::next_row(s, i, c))));
  normalise(sg);
  return sg;
}

SimpleGraph chip_graph(const Butterfly& g, const Placement& p, uint32_t chip_count) {
  SimpleGraph sg;
  sg.vertices = chip_count;
  for (int s = 1; s < g.u(); ++s)
    for (uint64_t i = 0; i < g.rows(); ++i) {
      uint64_t v = g.node(s, i);
      uint32_t a = p.chip_of_half[Butterfly::half(v, Half::Upper)], b = p.chip_of_half[Butterfly::half(v, Half::Lower)];
      if (a != b) sg.edges.emplace_back(a, b);
    }
  normalise(sg);
  return sg;
}

SimpleGraph interconnect_graph(const Butterfly& g, const Placement& p, uint32_t chip_count) {
  SimpleGraph sg = chip_graph(g, p, chip_count);
  for (int s = 0; s < g.u(); ++s)
    for (uint64_t i = 0; i < g.rows(); ++i)
      for (int c = 0; c < 2; ++c) {
        uint32_t a = p.chip_of_half[Butterfly::half(g.node(s, i), Half::Lower)];
        uint32_t b = p.chip_of_half[Butterfly::half(g.node(s + 1, Butterfly::next_row(s, i, c)), Half::Upper)];
        if (a != b) sg.edges.emplace_back(a, b);
      }
  normalise(sg);
  return sg;
}

int butterfly_order_for(uint64_t vertices) {
  for (int k = 0; k <= Butterfly::kMaxU; ++k) {
    uint64_t size = (1ULL << k) * static_cast<uint64_t>(k + 1);
    if (size == vertices) return k;
    if (size > vertices) break;
  }
  return -1;
}

BlockIsomorphism mprime_block_isomorphism(const Butterfly& g, const Placement& p, uint32_t chip_count,
                                          const RunContext& ctx) {
  BlockIsomorphism r;
  const int u = g.u();
  Butterfly t(u - 1);  // G_{n/2}
  if (chip_count != t.node_count()) {
    r.failure = {{"kind", "chip-count"}, {"chips", chip_count}, {"target_nodes", t.node_count()},
                 {"why", "a bijection onto G_{n/2} needs as many chips as G_{n/2} has nodes"}};
    return r;
  }
  // 1. Construct phi from chip contents: the lower half of (s,i) and the upper
  //    half of (s+1,i) both name block (s, i with bit s deleted).
  constexpr uint32_t unset = UINT32_MAX;
  r.phi.assign(chip_count, unset);
  auto claim = [&](uint64_t half, uint32_t target) {
    uint32_t c = p.chip_of_half[half];
    if (r.phi[c] == unset) {
      r.phi[c] = target;
      return true;
    }
    if (r.phi[c] == target) return true;
    r.failure = {{"kind", "not-a-block"}, {"chip", c}, {"half", g.half_name(half)},
                 {"block_of_half", t.node_name(target)}, {"block_of_chip", t.node_name(r.phi[c])},
                 {"why", "the chip holds halves of two different 2x2 blocks"}};
    return false;
  };
  for (int s = 0; s < u; ++s)
    for (uint64_t i = 0; i < g.rows(); ++i) {
      uint32_t target = static_cast<uint32_t>(t.node(s, delete_bit(i, s)));
      if (!claim(Butterfly::half(g.node(s, i), Half::Lower), target)) return r;
      if (!claim(Butterfly::half(g.node(s + 1, i), Half::Upper), target)) return r;
    }
  // 2. Bijection: every target node is the image of exactly one chip.
  std::vector<uint8_t> hit(t.node_count(), 0);
  for (uint32_t c = 0; c < chip_count; ++c) {
    if (r.phi[c] == unset) {
      r.failure = {{"kind", "empty-chip"}, {"chip", c}, {"why", "the chip holds no half"}};
      return r;
    }
    if (hit[r.phi[c]]++) {
      r.failure = {{"kind", "not-injective"}, {"chip", c}, {"image", t.node_name(r.phi[c])},
                   {"why", "two chips hold the same 2x2 block"}};
      return r;
    }
  }
  // 3. Edges, in parallel over the inner nodes. Target edge (s, r, c) joins
  //    (s,r) to (s+1, r^(c<<s)); its bit marks that some chip-graph edge hit it.
  const uint64_t rows = g.rows(), half_rows = t.rows();
  const int64_t inner = static_cast<int64_t>(rows) * (u - 1);
  std::vector<std::atomic<uint64_t>> seen((t.edge_count() + 63) / 64);
  for (auto& w : seen) w.store(0, std::memory_order_relaxed);
  auto bad_edge = [&](int64_t idx, int) {
    int s = 1 + static_cast<int>(idx / static_cast<int64_t>(rows));
    uint64_t i = static_cast<uint64_t>(idx) % rows;
    uint64_t v = g.node(s, i);
    uint32_t a = p.chip_of_half[Butterfly::half(v, Half::Upper)], b = p.chip_of_half[Butterfly::half(v, Half::Lower)];
    if (a == b) return false;  // the node lies inside one chip: no chip-graph edge (the count below notices)
    uint64_t x = r.phi[a], y = r.phi[b];
    int sx = t.stage_of(x), sy = t.stage_of(y);
    if (sx > sy) std::swap(x, y), std::swap(sx, sy);
    if (!t.adjacent(sx, t.row_of(x), sy, t.row_of(y))) return true;
    uint64_t id = (static_cast<uint64_t>(sx) * half_rows + t.row_of(x)) * 2 + (t.row_of(x) != t.row_of(y));
    seen[id / 64].fetch_or(1ULL << (id % 64), std::memory_order_relaxed);
    return false;
  };
  SearchResult sr = parallel_find_first(inner, ctx, bad_edge);
  r.edges_checked = static_cast<uint64_t>(sr.checked);
  if (sr.timed_out) {
    r.timed_out = true;
    return r;
  }
  if (sr.first_failure >= 0) {
    int s = 1 + static_cast<int>(sr.first_failure / static_cast<int64_t>(rows));
    uint64_t v = g.node(s, static_cast<uint64_t>(sr.first_failure) % rows);
    uint32_t a = p.chip_of_half[Butterfly::half(v, Half::Upper)], b = p.chip_of_half[Butterfly::half(v, Half::Lower)];
    r.failure = {{"kind", "edge-not-preserved"}, {"shared_node", g.node_name(v)}, {"chips", {a, b}},
                 {"images", {t.node_name(r.phi[a]), t.node_name(r.phi[b])}},
                 {"why", "the chips share a node but their images are not adjacent in G_{n/2}"}};
    return r;
  }
  uint64_t distinct = 0;
  for (auto& w : seen) distinct += static_cast<uint64_t>(__builtin_popcountll(w.load()));
  if (distinct != t.edge_count()) {
    // Name the first edge of G_{n/2} with no preimage.
    json missing;
    for (uint64_t id = 0; id < t.edge_count(); ++id)
      if (!((seen[id / 64].load() >> (id % 64)) & 1)) {
        int s = static_cast<int>(id / 2 / half_rows);
        uint64_t row = (id / 2) % half_rows;
        missing = {t.node_name(t.node(s, row)), t.node_name(t.node(s + 1, Butterfly::next_row(s, row, id & 1)))};
        break;
      }
    r.failure = {{"kind", "edge-missing"}, {"distinct_edges", distinct}, {"target_edges", t.edge_count()},
                 {"unhit_target_edge", missing}, {"why", "some edge of G_{n/2} has no chip-graph edge mapped onto it"}};
    return r;
  }
  r.ok = true;
  return r;
}

}  // namespace netcert
