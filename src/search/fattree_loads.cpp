// fattree_loads.cpp — the max load of every link group over all N slots, in O(N)
// per slot (each pair counted once at its LCA, "stays inside" summed up the tree):
// Corollary 6 (bound_tight), Sec. II (rotator_no_reduction) and Lemma 1 for one family.
#include <algorithm>

#include "net/fat_tree.hpp"
#include "search/fattree_search.hpp"
#include "search/parallel.hpp"

namespace netcert {

namespace {

struct MaxLoads {
  std::vector<uint32_t> load;  // by node id; up and down loads coincide for permutations
  std::vector<uint64_t> slot;  // smallest slot reaching it
  bool complete = true;
};

void loads_of_slot(const uint32_t* sg, int n, uint64_t N, uint32_t* in, uint64_t slot, MaxLoads& m) {
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
      uint32_t load = size - in[v];
      if (load > m.load[v] || m.slot[v] == 0) {  // slots arrive in increasing order per worker
        m.load[v] = load;
        m.slot[v] = slot;
      }
    }
  }
}

MaxLoads family_max_loads(const Family& f, const RunContext& ctx) {
  const uint64_t N = f.size(), mask = N - 1;
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  std::vector<MaxLoads> per(workers);
  for (auto& m : per) {
    m.load.assign(2 * N, 0);
    m.slot.assign(2 * N, 0);
  }
  Permutation base = f.members ? Permutation() : family_base(f);
  std::vector<Permutation> sigma(workers, Permutation(N));
  std::vector<std::vector<uint32_t>> inside(workers, std::vector<uint32_t>(2 * N));
  Progress progress("fattree loads", N, ctx.progress);
  bool complete = parallel_for(static_cast<int64_t>(N), ctx, [&](int64_t s, int w) {
    const uint64_t slot = static_cast<uint64_t>(s) + 1;
    uint32_t* sg = sigma[w].data();
    if (f.members) std::copy((*f.members)[slot - 1].begin(), (*f.members)[slot - 1].end(), sg);
    else
      for (uint64_t x = 0; x < N; ++x) sg[x] = static_cast<uint32_t>((base[x] + slot) & mask);
    loads_of_slot(sg, f.n, N, inside[w].data(), slot, per[w]);
  }, &progress);
  MaxLoads out = per[0];
  for (int w = 1; w < workers; ++w)
    for (uint64_t v = 2; v < 2 * N; ++v) {
      auto& m = per[w];
      if (m.slot[v] == 0) continue;
      if (out.slot[v] == 0 || m.load[v] > out.load[v] || (m.load[v] == out.load[v] && m.slot[v] < out.slot[v])) {
        out.load[v] = m.load[v];
        out.slot[v] = m.slot[v];
      }
    }
  out.complete = complete;
  return out;
}

uint64_t target_degree(const FatTree& t, DegreeTarget target, int j) {
  return target == DegreeTarget::Lemma1 ? t.up_bound(j) : t.nonblocking_degree(j);
}

}  // namespace

Outcome fattree_exhaustive_degrees(const Family& f, DegreeTarget target, const RunContext& ctx) {
  FatTree t(f.n);
  MaxLoads m = family_max_loads(f, ctx);
  if (!m.complete) return Outcome::unknown("timeout while computing loads");
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
  if (!m.complete) return Outcome::unknown("timeout while computing loads");
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
  if (!m.complete) return {};
  std::vector<uint64_t> out(f.n + 1, 0);
  for (uint64_t v = 2; v < 2 * f.size(); ++v)
    out[FatTree::level(v)] = std::max<uint64_t>(out[FatTree::level(v)], m.load[v]);
  return out;
}

}  // namespace netcert
