// fattree_loads.cpp — the max load of every link group over all N slots, in O(N)
// per slot (each pair counted once at its LCA, "stays inside" summed up the tree):
// Corollary 6 (bound_tight), Sec. II (rotator_no_reduction) and Lemma 1 for one family.
#include <algorithm>
#include <optional>

#include "net/fat_tree.hpp"
#include "search/fattree_search.hpp"
#include "search/sliced_loop.hpp"

namespace netcert {

namespace {

// By node id: the max load (up and down loads coincide for permutations) and the
// smallest slot reaching it (MaxAt's tag: slot = index + 1).
struct MaxLoads {
  std::vector<uint64_t> load, slot;
  Coverage coverage = Coverage::Whole;
};

void loads_of_slot(const uint32_t* sg, int n, uint64_t N, uint32_t* in, uint64_t slot, MaxAt& m) {
  // in[v]: pairs (x, sigma(x)) with both ends in S(v); seeded at the LCA, summed upwards.
  std::fill(in, in + 2 * N, 0u);
  for (uint64_t x = 0; x < N; ++x) {
    uint64_t d = x ^ sg[x];
    if (d == 0) {
      in[N + x] = 1;
      continue;
    }
    int bl = 64 - __builtin_clzll(d);
    in[(N >> bl) + (x >> bl)] += 1;  // node (n - bl, x >> bl)
  }
  for (uint64_t v = N - 1; v >= 1; --v) in[v] += in[2 * v] + in[2 * v + 1];
  for (int j = 1; j <= n; ++j) {
    const uint32_t size = static_cast<uint32_t>(1ULL << (n - j));
    for (uint64_t v = 1ULL << j; v < (2ULL << j); ++v) {
      m.offer(v, size - in[v], slot);
    }
  }
}

MaxLoads family_max_loads(const Family& f, const RunContext& ctx) {
  const uint64_t N = f.size(), mask = N - 1;
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  Permutation base = f.members ? Permutation() : family_base(f);
  std::vector<Permutation> sigma(workers, Permutation(N));
  std::vector<std::vector<uint32_t>> inside(workers, std::vector<uint32_t>(2 * N));
  Progress progress("fattree loads", N, ctx.progress);
  MaxAt total;
  MaxLoads out;
  out.coverage = sliced_max_at(static_cast<int64_t>(N), 2 * N, ctx, [&](int64_t s, int w, MaxAt& m) {
    const uint64_t slot = static_cast<uint64_t>(s) + 1;
    uint32_t* sg = sigma[w].data();
    if (f.members) std::copy((*f.members)[slot - 1].begin(), (*f.members)[slot - 1].end(), sg);
    else
      for (uint64_t x = 0; x < N; ++x) sg[x] = static_cast<uint32_t>((base[x] + slot) & mask);
    loads_of_slot(sg, f.n, N, inside[w].data(), slot, m);
  }, total, &progress);
  out.load = std::move(total.value);
  out.slot = std::move(total.tag);
  return out;
}

// Not the whole family's loads: a timeout, or one shard's share (merge decides).
std::optional<Outcome> undecided(const MaxLoads& m) {
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
  MaxLoads m = family_max_loads(f, ctx);
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
  MaxLoads m = family_max_loads(f, ctx);
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
  MaxLoads m = family_max_loads(f, ctx);
  if (m.coverage != Coverage::Whole) return {};
  std::vector<uint64_t> out(f.n + 1, 0);
  for (uint64_t v = 2; v < 2 * f.size(); ++v)
    out[FatTree::level(v)] = std::max<uint64_t>(out[FatTree::level(v)], m.load[v]);
  return out;
}

}  // namespace netcert
