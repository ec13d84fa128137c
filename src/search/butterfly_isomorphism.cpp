// butterfly_isomorphism.cpp — see butterfly_isomorphism.hpp.
#include "search/butterfly_isomorphism.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <stdexcept>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "core/thread_ranges.hpp"

namespace netcert {

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

// Step 1 of mprime_block_isomorphism on `jobs` threads (ranges of the stage-major
// (s, i) pairs): phi[chip] = the block of (s, i) for the lower half of (s, i) and
// the upper half of (s+1, i). Plain (relaxed) stores, then every claim read back:
// a chip claimed for two blocks keeps one, and a claim of the other sees it.
// False when some chip is claimed for two blocks.
static bool claim_blocks_on_threads(const Butterfly& g, const Butterfly& t, const Placement& p,
                                    std::vector<uint32_t>& phi, int jobs) {
  const int u = g.u();
  const uint64_t rows = g.rows();
  const uint32_t* const chip = p.chip_of_half.data();
  uint32_t* const image = phi.data();
  std::atomic<bool> conflict{false};
  // Calls visit(chip of the half, block) for both halves of every (s, i) in [lo, hi).
  auto for_claims = [&](uint64_t lo, uint64_t hi, auto visit) {
    for (uint64_t k = lo; k < hi; ++k) {
      const int s = static_cast<int>(k >> u);  // rows = 2^u
      const uint64_t i = k & (rows - 1);
      const uint32_t target = static_cast<uint32_t>(t.node(s, delete_bit(i, s)));
      if (!visit(chip[Butterfly::half(g.node(s, i), Half::Lower)], target) ||
          !visit(chip[Butterfly::half(g.node(s + 1, i), Half::Upper)], target))
        return;
    }
  };
  const uint64_t pairs = rows * static_cast<uint64_t>(u);
  run_in_ranges(pairs, jobs, [&](uint64_t lo, uint64_t hi) {
    for_claims(lo, hi, [&](uint32_t c, uint32_t target) {
      __atomic_store_n(&image[c], target, __ATOMIC_RELAXED);
      return true;
    });
  });
  run_in_ranges(pairs, jobs, [&](uint64_t lo, uint64_t hi) {
    for_claims(lo, hi, [&](uint32_t c, uint32_t target) {
      if (__atomic_load_n(&image[c], __ATOMIC_RELAXED) == target) return true;
      conflict = true;
      return false;
    });
  });
  return !conflict;
}

// Step 1: phi from chip contents: the lower half of (s,i) and the upper half of
// (s+1,i) both name block (s, i with bit s deleted). False, with r.failure naming
// the first half (in stage-major order) of a chip that holds two blocks.
static bool claim_blocks(const Butterfly& g, const Butterfly& t, const Placement& p, const RunContext& ctx,
                         BlockIsomorphism& r) {
  constexpr uint32_t unset = UINT32_MAX;
  const uint32_t chip_count = static_cast<uint32_t>(t.node_count());
  reserve_on_threads(r.phi, chip_count, ctx.jobs);
  r.phi.assign(chip_count, unset);
  // With two or more jobs, first on all threads. A chip claimed for two blocks sends
  // the sequential loop below over everything again, which names the first such half.
  if (ctx.jobs >= 2) {
    if (claim_blocks_on_threads(g, t, p, r.phi, ctx.jobs)) return true;
    r.phi.assign(chip_count, unset);
  }
  auto claim = [&](uint64_t half, uint32_t target) {
    const uint32_t c = p.chip_of_half[half];
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
  for (int s = 0; s < g.u(); ++s)
    for (uint64_t i = 0; i < g.rows(); ++i) {
      const auto target = static_cast<uint32_t>(t.node(s, delete_bit(i, s)));
      if (!claim(Butterfly::half(g.node(s, i), Half::Lower), target)) return false;
      if (!claim(Butterfly::half(g.node(s + 1, i), Half::Upper), target)) return false;
    }
  return true;
}

// Step 2: every target node is the image of exactly one chip. False, with r.failure, when not.
static bool phi_is_bijection(const Butterfly& t, BlockIsomorphism& r) {
  std::vector<uint8_t> hit(t.node_count(), 0);
  for (uint32_t c = 0; c < r.phi.size(); ++c) {
    if (r.phi[c] == UINT32_MAX) {
      r.failure = {{"kind", "empty-chip"}, {"chip", c}, {"why", "the chip holds no half"}};
      return false;
    }
    if (hit[r.phi[c]]++) {
      r.failure = {{"kind", "not-injective"}, {"chip", c}, {"image", t.node_name(r.phi[c])},
                   {"why", "two chips hold the same 2x2 block"}};
      return false;
    }
  }
  return true;
}

// The first edge of G_{n/2} that no chip-graph edge maps onto (a second pass over
// the inner nodes, run only when the edge count falls short).
static json first_unhit_edge(const Butterfly& g, const Butterfly& t, const Placement& p, const BlockIsomorphism& r) {
  const uint64_t rows = g.rows(), half_rows = t.rows();
  std::vector<bool> seen(t.edge_count(), false);
  for (uint64_t v = rows; v < rows * static_cast<uint64_t>(g.u()); ++v) {
    const uint32_t a = p.chip_of_half[Butterfly::half(v, Half::Upper)], b = p.chip_of_half[Butterfly::half(v, Half::Lower)];
    if (a == b) continue;
    uint64_t x = r.phi[a], y = r.phi[b];
    if (t.stage_of(x) > t.stage_of(y)) std::swap(x, y);
    seen[(static_cast<uint64_t>(t.stage_of(x)) * half_rows + t.row_of(x)) * 2 + (t.row_of(x) != t.row_of(y))] = true;
  }
  for (uint64_t id = 0; id < t.edge_count(); ++id)
    if (!seen[id]) {
      const int s = static_cast<int>(id / 2 / half_rows);
      const uint64_t row = (id / 2) % half_rows;
      return {t.node_name(t.node(s, row)), t.node_name(t.node(s + 1, Butterfly::next_row(s, row, id & 1)))};
    }
  return json();
}

// Step 3, one sliced census over the inner nodes (--shard, --checkpoint, mpirun):
// every chip-graph edge (a node whose halves sit on two chips) must map onto an
// edge of G_{n/2}, and the distinct chip-graph edges are counted (an edge counts at
// the first inner node making it). phi is a bijection, so they hit every target
// edge exactly when they are as many.
static void check_block_edges(const Butterfly& g, const Butterfly& t, const Placement& p, const ChipMapping& m,
                        const RunContext& ctx, BlockIsomorphism& r) {
  const int u = g.u();
  const uint64_t rows = g.rows(), half_rows = t.rows();
  const int64_t inner = static_cast<int64_t>(rows) * (u - 1);
  const uint32_t* const chip = p.chip_of_half.data();
  const uint32_t* const phi = r.phi.data();
  const uint32_t* const chip_start = m.offsets.data();  // the mapping lists each chip's halves: with a
  const uint32_t* const chip_halves = m.halves.data();  // defect-free placement, the placement's inverse
  // Node ids are stage * rows + row and rows = 2^u, so inner index idx is node
  // rows + idx, and stages and rows of G_{n/2} are shifts and masks (the hot loop divides nothing).
  const uint64_t first_inner = rows, end_inner = rows * static_cast<uint64_t>(u);
  const int half_shift = u - 1;
  const uint64_t half_mask = half_rows - 1;
  auto chips_of = [&](int64_t idx) {
    const uint64_t v = first_inner + static_cast<uint64_t>(idx);
    return std::make_pair(chip[Butterfly::half(v, Half::Upper)], chip[Butterfly::half(v, Half::Lower)]);
  };
  // No smaller inner node joins chips a and b: a half h on chip a belongs to such
  // a node exactly when the node's other half (h ^ 1) sits on b.
  auto first_maker = [&](int64_t idx, uint32_t a, uint32_t b) {
    for (uint32_t at = chip_start[a]; at < chip_start[a + 1]; ++at) {
      const uint32_t h = chip_halves[at];
      const uint64_t v = Butterfly::node_of_half(h);
      if (v < first_inner || v >= end_inner || static_cast<int64_t>(v - first_inner) >= idx) continue;
      if (chip[h] == a && chip[h ^ 1u] == b) return false;
    }
    return true;
  };
  auto bad_edge = [&](int64_t idx, int, uint64_t* distinct_edges) {
    auto [a, b] = chips_of(idx);
    if (a == b) return false;  // the node lies inside one chip: no chip-graph edge (the count below notices)
    uint64_t x = phi[a], y = phi[b];
    if (x > y) std::swap(x, y);  // node ids order by stage first
    const uint64_t sx = x >> half_shift, sy = y >> half_shift, ix = x & half_mask, iy = y & half_mask;
    // Adjacent in G_{n/2}: consecutive stages, rows equal or differing in bit sx.
    if (sy != sx + 1 || (ix != iy && (ix ^ iy) != (uint64_t{1} << sx))) return true;
    *distinct_edges += first_maker(idx, a, b);
    return false;
  };
  Progress progress("inner nodes", static_cast<uint64_t>(inner), ctx.progress);
  CensusResult census;  // u = 1: no inner node, no loop to slice (and no edge to count)
  census.coverage = Coverage::Whole;
  census.totals = {0};
  if (inner > 0) census = sliced_census(inner, 1, ctx, bad_edge, &progress, 0);  // an index is a few reads: automatic blocks
  if (census.first_failure >= 0) {
    r.edges_checked = static_cast<uint64_t>(census.first_failure) + 1;
    const uint64_t v = first_inner + static_cast<uint64_t>(census.first_failure);
    const auto [a, b] = chips_of(census.first_failure);
    r.failure = {{"kind", "edge-not-preserved"}, {"shared_node", g.node_name(v)}, {"chips", {a, b}},
                 {"images", {t.node_name(r.phi[a]), t.node_name(r.phi[b])}},
                 {"why", "the chips share a node but their images are not adjacent in G_{n/2}"}};
    return;
  }
  if (census.coverage != Coverage::Whole) {  // a timeout, or one shard's share (merge decides)
    r.timed_out = census.coverage == Coverage::Stopped;
    r.share = census.coverage == Coverage::Share;
    return;
  }
  r.edges_checked = static_cast<uint64_t>(inner);
  const uint64_t distinct = census.totals[0];
  if (distinct != t.edge_count()) {
    r.failure = {{"kind", "edge-missing"}, {"distinct_edges", distinct}, {"target_edges", t.edge_count()},
                 {"unhit_target_edge", first_unhit_edge(g, t, p, r)},
                 {"why", "some edge of G_{n/2} has no chip-graph edge mapped onto it"}};
    return;
  }
  r.ok = true;
}

BlockIsomorphism mprime_block_isomorphism(const Butterfly& g, const Placement& p, const ChipMapping& m,
                                          const RunContext& ctx) {
  BlockIsomorphism r;
  const Butterfly t(g.u() - 1);  // G_{n/2}
  if (m.chip_count() != t.node_count()) {
    r.failure = {{"kind", "chip-count"}, {"chips", m.chip_count()}, {"target_nodes", t.node_count()},
                 {"why", "a bijection onto G_{n/2} needs as many chips as G_{n/2} has nodes"}};
    return r;
  }
  if (claim_blocks(g, t, p, ctx, r) && phi_is_bijection(t, r)) check_block_edges(g, t, p, m, ctx, r);
  return r;
}

}  // namespace netcert
