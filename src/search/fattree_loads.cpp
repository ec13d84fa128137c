// fattree_loads.cpp — the max load of every link group over all N slots: each slot
// simulated, every pair (x, sigma_slot(x)) counted once at its LCA and "stays
// inside" summed up the tree. Corollary 6 (bound_tight), Sec. II
// (rotator_no_reduction) and Lemma 1 for one family.
//
// Loop order for the cache (2026-11-27; the per-slot pass over the whole tree
// streamed 40 MB per slot at n = 20): the sliced loop's index is a block of up to
// 64 slots; within a block the tree is cut into subtrees of 2^10 leaves, and each
// subtree runs every slot of the block. A pair leaving its subtree is counted in
// a per-level histogram (eight copies: no store-to-load chain on one counter);
// the few pairs inside are listed and counted only for the subtree levels where
// some node can still improve its max in this block (a node whose max load is
// already its full size, no pair inside, is done). Same counts, same first
// slots, same slices as the one-slot-per-index loop for n <= 16.
#include <algorithm>
#include <memory>
#include <optional>

#include "core/sliced_loop.hpp"
#include "net/fat_tree.hpp"
#include "search/fattree_loads.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

namespace {

constexpr int kSubtreeLevels = 10;          // 2^10 leaves per subtree: its counters stay in L1
constexpr uint64_t kMaxSlotsPerBlock = 64;  // slots sharing one pass over the subtrees
constexpr uint32_t kNotOffered = UINT32_MAX;
constexpr int kHistogramCopies = 8;

// The tree cut at level n - t0 into K subtrees of L = 2^t0 leaves (K >= 2, so
// every subtree root is a link group, level >= 1).
struct LoadGeometry {
  int n, t0;
  uint64_t N, L, K, slots_per_block, blocks;
  explicit LoadGeometry(int n_)
      : n(n_), t0(std::min(kSubtreeLevels, n_ - 1)), N(1ULL << n_), L(1ULL << t0), K(N >> t0),
        // Blocks of N/1024 slots (1..64) keep 1024 indices, hence the slices, of the one-slot loop up to n = 16.
        slots_per_block(std::clamp<uint64_t>(N / 1024, 1, kMaxSlotsPerBlock)),
        blocks((N + slots_per_block - 1) / slots_per_block) {}
  size_t open_index(uint64_t k, int lt) const { return static_cast<size_t>(k) * static_cast<size_t>(t0 + 1) + lt; }
};

// One worker's counters. Per node, over the block's slots so far: the fewest
// pairs inside (max load = size - that) and the first slot with that count.
// Per subtree and local level: how many nodes still have pairs inside in every
// slot so far ("open"; a node at 0 cannot improve, later slots only tie).
struct LoadScratch {
  std::vector<uint32_t> top;  // per slot of the block: 2K counters (LCA counts, then pairs inside)
  std::vector<uint32_t> least_in, least_slot, open;
  std::vector<uint32_t> inside, count;  // one subtree, one slot: pairs inside (t << 8 | LCA level), one level's counts
  explicit LoadScratch(const LoadGeometry& g)
      : top(g.slots_per_block * 2 * g.K), least_in(2 * g.N, kNotOffered), least_slot(2 * g.N, 0),
        open(g.K * static_cast<size_t>(g.t0 + 1)), inside(g.L), count(g.L) {}
};

inline bool keep_least(LoadScratch& sc, uint64_t v, uint32_t pairs_inside, uint64_t slot) {
  if (pairs_inside >= sc.least_in[v]) return false;
  sc.least_in[v] = pairs_inside;
  sc.least_slot[v] = static_cast<uint32_t>(slot);
  return true;
}

// Local level lt of subtree k: every node's pairs inside, offered where still open.
void offer_local_level(const LoadGeometry& g, uint64_t k, int lt, size_t pairs, uint64_t slot, LoadScratch& sc) {
  uint32_t& open = sc.open[g.open_index(k, lt)];
  if (open == 0) return;
  const uint64_t width = 1ULL << lt;
  uint32_t* c = sc.count.data();
  std::fill(c, c + width, 0u);
  for (size_t p = 0; p < pairs; ++p)
    if (static_cast<int>(sc.inside[p] & 0xff) >= lt) ++c[(sc.inside[p] >> 8) >> (g.t0 - lt)];
  const uint64_t first = (g.K + k) << lt;  // local level lt <-> global ids ((K + k) << lt) + i
  for (uint64_t i = 0; i < width; ++i) {
    const bool was_open = sc.least_in[first + i] > 0;
    if (keep_least(sc, first + i, c[i], slot) && was_open && c[i] == 0) --open;
  }
}

// Subtree k under one slot: pairs leaving it are counted at their LCA in the
// slot's top tree, pairs inside it at every open local level.
template <class Image>
void subtree_slot(const Image& image, const LoadGeometry& g, uint64_t k, uint64_t slot, uint32_t* top,
                  LoadScratch& sc) {
  uint32_t hist[64 * kHistogramCopies];  // [bl - t0 - 1][copy]
  const int above = g.n - g.t0;
  std::fill(hist, hist + above * kHistogramCopies, 0u);
  const uint64_t x0 = k << g.t0;
  size_t pairs = 0;
  for (uint64_t t = 0; t < g.L; ++t) {
    const uint64_t x = x0 + t, d = x ^ image(slot, x);
    if (d >= g.L) {
      const int bl = 64 - __builtin_clzll(d);
      ++hist[(bl - g.t0 - 1) * kHistogramCopies + static_cast<int>(t % kHistogramCopies)];
    } else {
      const int lca_level = d == 0 ? g.t0 : g.t0 - (64 - __builtin_clzll(d));
      sc.inside[pairs++] = static_cast<uint32_t>(t << 8) | static_cast<uint32_t>(lca_level);
    }
  }
  for (int b = 0; b < above; ++b) {
    uint32_t c = 0;
    for (int r = 0; r < kHistogramCopies; ++r) c += hist[b * kHistogramCopies + r];
    const int bl = b + g.t0 + 1;
    top[(g.N >> bl) + (x0 >> bl)] += c;
  }
  top[g.K + k] = static_cast<uint32_t>(pairs);
  for (int lt = 0; lt <= g.t0; ++lt) offer_local_level(g, k, lt, pairs, slot, sc);
}

// The top tree of one slot: LCA counts summed upwards, groups above the subtrees offered.
void top_slot(const LoadGeometry& g, uint64_t slot, uint32_t* top, LoadScratch& sc) {
  for (uint64_t v = g.K - 1; v >= 1; --v) top[v] += top[2 * v] + top[2 * v + 1];
  for (uint64_t v = 2; v < g.K; ++v) keep_least(sc, v, top[v], slot);
}

// Slots [first, first + count) into the worker's MaxAt: load = |S(v)| - pairs inside.
template <class Image>
void block_loads(const Image& image, const LoadGeometry& g, uint64_t first, uint64_t count, LoadScratch& sc,
                 MaxAt& m) {
  const uint64_t stride = 2 * g.K;
  std::fill(sc.top.begin(), sc.top.begin() + static_cast<std::ptrdiff_t>(count * stride), 0u);
  for (uint64_t k = 0; k < g.K; ++k)
    for (int lt = 0; lt <= g.t0; ++lt) sc.open[g.open_index(k, lt)] = static_cast<uint32_t>(1ULL << lt);
  for (uint64_t k = 0; k < g.K; ++k)
    for (uint64_t b = 0; b < count; ++b) subtree_slot(image, g, k, first + b, sc.top.data() + b * stride, sc);
  for (uint64_t b = 0; b < count; ++b) top_slot(g, first + b, sc.top.data() + b * stride, sc);
  for (uint64_t v = 2; v < 2 * g.N; ++v) {
    const uint64_t size = g.N >> (63 - __builtin_clzll(v));
    m.offer(v, size - sc.least_in[v], sc.least_slot[v]);
    sc.least_in[v] = kNotOffered;
  }
}

}  // namespace

NodeMaxLoads fattree_node_max_loads(const Family& f, const RunContext& ctx) {
  const LoadGeometry g(f.n);
  const uint64_t mask = g.N - 1;
  const int workers = worker_count(ctx, static_cast<int64_t>(g.blocks));
  const Permutation base = f.members ? Permutation() : family_base(f);
  // Each worker builds its scratch on its own thread, so the allocator places it in that thread's arena: built here
  // side by side, the small tables of two workers shared cache lines, written by both for every subtree and slot.
  std::vector<std::unique_ptr<LoadScratch>> scratch(static_cast<size_t>(workers));
  auto shifted = [&](uint64_t slot, uint64_t x) -> uint64_t { return (base[x] + slot) & mask; };
  auto listed = [&](uint64_t slot, uint64_t x) -> uint64_t { return (*f.members)[slot - 1][x]; };
  Progress progress("fattree loads (blocks of " + std::to_string(g.slots_per_block) + " slots)", g.blocks,
                    ctx.progress);
  MaxAt total;
  NodeMaxLoads out;
  out.coverage = sliced_max_at(static_cast<int64_t>(g.blocks), 2 * g.N, ctx, [&](int64_t b, int w, MaxAt& m) {
    const uint64_t first = static_cast<uint64_t>(b) * g.slots_per_block + 1;
    const uint64_t count = std::min(g.slots_per_block, g.N + 1 - first);
    std::unique_ptr<LoadScratch>& mine = scratch[static_cast<size_t>(w)];
    if (!mine) mine = std::make_unique<LoadScratch>(g);
    LoadScratch& sc = *mine;
    if (f.members) block_loads(listed, g, first, count, sc, m);
    else block_loads(shifted, g, first, count, sc, m);
  }, total, &progress, [&](uint64_t slot) {  // tags are slots 1..N, in blocks of slots_per_block
    return slot == 0 || slot > g.N ? int64_t{-1} : static_cast<int64_t>((slot - 1) / g.slots_per_block);
  });
  out.load = std::move(total.value);
  out.slot = std::move(total.tag);
  return out;
}

namespace {

// Not the whole family's loads: a timeout, or one shard's share (merge decides).
std::optional<Outcome> undecided(const NodeMaxLoads& m) {
  if (m.coverage == Coverage::Stopped) return Outcome::unknown("timeout while computing loads");
  if (m.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the loads (netcert merge combines the shards and decides)");
  return std::nullopt;
}

uint64_t target_degree(const FatTree& t, DegreeTarget target, int j) {
  return target == DegreeTarget::Lemma1 ? t.up_bound(j) : t.nonblocking_degree(j);
}

}  // namespace

Outcome fattree_exhaustive_degrees(const Family& f, DegreeTarget target, const RunContext& ctx) {
  FatTree t(f.n);
  NodeMaxLoads m = fattree_node_max_loads(f, ctx);
  if (auto u = undecided(m)) return *u;
  const char* what = target == DegreeTarget::Lemma1 ? "Lemma 1 degree" : "nonblocking degree 2^(n-j)";
  for (uint64_t v = 2; v < 2 * t.leaves(); ++v) {
    uint64_t deg = target_degree(t, target, FatTree::level(v));
    if (m.load[v] == deg) continue;
    std::string why = m.load[v] > deg ? "slot " + std::to_string(m.slot[v]) + " overloads " + t.node_name(v)
                                      : t.node_name(v) + " never reaches its " + what + " (max " +
                                            std::to_string(m.load[v]) + ")";
    return Outcome::fails({{"node", {FatTree::level(v), FatTree::index_in_level(v)}}, {"slot", m.slot[v]},
                           {"max_load", m.load[v]}, {"degree", deg}},
                          why);
  }
  json levels = json::array();
  for (int j = 1; j <= f.n; ++j)
    levels.push_back({{"level", j}, {"degree", target_degree(t, target, j)}, {"slot", m.slot[FatTree::id(j, 0)]}});
  Outcome o = Outcome::holds({{"base", family_base_name(f.kind)}, {"levels", levels}}, "every link group's max load over all " + std::to_string(t.leaves()) +
                                                       " slots equals its " + what);
  o.stats["permutations"] = t.leaves();
  return o;
}

Outcome fattree_exhaustive_family_meets_bound(const Family& f, const RunContext& ctx) {
  FatTree t(f.n);
  NodeMaxLoads m = fattree_node_max_loads(f, ctx);
  if (auto u = undecided(m)) return *u;
  for (uint64_t v = 2; v < 2 * t.leaves(); ++v)
    if (m.load[v] < t.up_bound(FatTree::level(v))) {
      json fam = json::array();
      Permutation p;
      for (uint64_t s = 1; s <= f.size(); ++s) {
        f.member(s, p);
        fam.push_back(p);
      }
      return Outcome::fails({{"node", {FatTree::level(v), FatTree::index_in_level(v)}},
                             {"bound", t.up_bound(FatTree::level(v))}, {"max_load", m.load[v]}, {"family", fam}},
                            "a family summing to ones stays below the Lemma 1 bound at " + t.node_name(v));
    }
  return Outcome::holds();
}

std::vector<uint64_t> fattree_level_max_loads(const Family& f, const RunContext& ctx) {
  NodeMaxLoads m = fattree_node_max_loads(f, ctx);
  if (m.coverage != Coverage::Whole) return {};
  std::vector<uint64_t> out(f.n + 1, 0);
  for (uint64_t v = 2; v < 2 * f.size(); ++v)
    out[FatTree::level(v)] = std::max<uint64_t>(out[FatTree::level(v)], m.load[v]);
  return out;
}

}  // namespace netcert
