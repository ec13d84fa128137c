// lcan_lemmas.cpp — Lemma 1 (per PE, climbing uppers) and Lemmas 2-3 (per
// pair, from per-PE reach bitsets) on an LCAN model (see lcan_search.hpp).
#include <algorithm>

#include "core/bits.hpp"
#include "core/sliced_loop.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

namespace {

// Per-PE upward reach as bitsets: level i of PE p occupies words
// [word_offset[i], word_offset[i+1]) of row p, bit = index within level i.
struct ReachBits {
  std::vector<uint64_t> word_offset;
  uint64_t row = 0;
  std::vector<uint64_t> bits;
  const uint64_t* at(uint64_t pe, int level) const { return bits.data() + pe * row + word_offset[level]; }
};

ReachBits reach_bits(const Lcan& net) {
  ReachBits r;
  const int l = net.levels();
  r.word_offset.assign(l + 1, 0);
  for (int i = 0; i < l; ++i) r.word_offset[i + 1] = r.word_offset[i] + (net.switches_at(i) + 63) / 64;
  r.row = r.word_offset[l];
  r.bits.assign(net.N() * r.row, 0);
  std::vector<uint64_t> frontier, next;
  for (uint64_t p = 0; p < net.N(); ++p) {
    uint64_t* row = r.bits.data() + p * r.row;
    frontier.assign(1, net.pe_switch(p));
    for (int i = 0;; ++i) {
      for (uint64_t sw : frontier) {
        if (net.level_of(sw) != i) continue;  // mutated wiring that skips a level: not reach at level i
        uint64_t idx = sw - net.level_offset(i);
        row[r.word_offset[i] + idx / 64] |= 1ULL << (idx % 64);
      }
      if (i + 1 >= l) break;
      climb_one_level(net, frontier, next);
    }
  }
  return r;
}

// (LCA level, number of LCA switches) from the bitsets; (-1, 0) when none.
std::pair<int, uint64_t> lca_from_bits(const ReachBits& r, int levels, uint64_t p, uint64_t q) {
  for (int i = 0; i < levels; ++i) {
    const uint64_t *a = r.at(p, i), *b = r.at(q, i);
    uint64_t c = 0;
    for (uint64_t w = 0; w < r.word_offset[i + 1] - r.word_offset[i]; ++w) c += __builtin_popcountll(a[w] & b[w]);
    if (c) return {i, c};
  }
  return {-1, 0};
}

}  // namespace

std::optional<json> reachable_pe_defect(const Lcan& net, uint64_t p) {
  std::vector<uint64_t> frontier{net.pe_switch(p)}, next;
  for (int i = 0; i < net.levels(); ++i) {
    uint64_t expected = net.complete_bipartite() ? int_pow(net.u(), i) : 1;
    uint64_t found = 0;
    for (uint64_t sw : frontier) found += net.level_of(sw) == i;
    if (found != expected) return lcan_defect("Lemma 1", {{"pe", p}, {"level", i}, {"expected", expected}, {"found", found}});
    climb_one_level(net, frontier, next);
  }
  return std::nullopt;
}

void climb_one_level(const Lcan& net, std::vector<uint64_t>& frontier, std::vector<uint64_t>& scratch) {
  scratch.clear();
  for (uint64_t sw : frontier)
    for (uint64_t k = 0; k < net.u(); ++k) {
      uint64_t far = net.upper_link(sw * net.u() + k);
      if (far != Lcan::kNone) scratch.push_back(far / net.d());
    }
  std::sort(scratch.begin(), scratch.end());
  scratch.erase(std::unique(scratch.begin(), scratch.end()), scratch.end());
  frontier.swap(scratch);
}

std::optional<json> lca_pair_defect(const Lcan& net, uint64_t p, uint64_t q) {
  // Two climbs, intersected level by level (the sampled engine's way).
  std::vector<uint64_t> a{net.pe_switch(p)}, b{net.pe_switch(q)}, next;
  int level = -1;
  uint64_t count = 0;
  for (int i = 0; i < net.levels() && level < 0; ++i) {
    for (uint64_t x : a) count += std::binary_search(b.begin(), b.end(), x) && net.level_of(x) == i;
    if (count) level = i;
    climb_one_level(net, a, next), climb_one_level(net, b, next);
  }
  int expected_level = net.lca_level(p, q);
  uint64_t expected = net.complete_bipartite() ? int_pow(net.u(), expected_level) : 1;
  if (level == expected_level && count == expected) return std::nullopt;
  return lcan_defect(net.complete_bipartite() ? "Lemma 2" : "Lemma 3",
                {{"p", p}, {"q", q}, {"expected_level", expected_level}, {"expected_switches", expected},
                 {"found_level", level}, {"found_switches", count}});
}

std::optional<json> reachable_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  auto res = sliced_find_first(static_cast<int64_t>(net.N()), ctx, [&](int64_t p, int) {
    return reachable_pe_defect(net, static_cast<uint64_t>(p)).has_value();
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  return reachable_pe_defect(net, static_cast<uint64_t>(res.first_failure));
}

std::optional<json> lca_count_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  ReachBits r = reach_bits(net);
  const uint64_t N = net.N();
  auto pair_defect = [&](uint64_t p, uint64_t q) -> std::optional<json> {
    auto [level, count] = lca_from_bits(r, net.levels(), p, q);
    int expected_level = net.lca_level(p, q);
    uint64_t expected = net.complete_bipartite() ? int_pow(net.u(), expected_level) : 1;
    if (level != expected_level || count != expected)
      return lcan_defect(net.complete_bipartite() ? "Lemma 2" : "Lemma 3",
                    {{"p", p}, {"q", q}, {"expected_level", expected_level}, {"expected_switches", expected},
                     {"found_level", level}, {"found_switches", count}});
    return std::nullopt;
  };
  auto res = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t p, int) {
    for (uint64_t q = 0; q < N; ++q)
      if (q != uint64_t(p) && pair_defect(p, q)) return true;
    return false;
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  for (uint64_t q = 0; q < N; ++q)
    if (q != uint64_t(res.first_failure))
      if (auto d = pair_defect(res.first_failure, q)) return d;
  return std::nullopt;
}

}  // namespace netcert
