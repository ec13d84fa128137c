// fattree_realizable_upper_half.cpp — Lemma 5 under the hypothesis its proof uses:
// UMP at levels 1..floor(n/2) only (reading=upper-half), exhaustively.
//
// Why a projection suffices: for levels 1 <= j <= n-1, UMP at j (cells S(n-j,l),
// l = y >> j) and the loads of level-j link groups (top_j(y) = y >> (n-j)) depend
// on sigma only through g = sigma >> 1 (the level-(n-1) node receiving each image).
// Level-n groups carry at most one path (= their degree). So enumerating every g
// (each value of Z_{N/2} taken exactly twice) with UMP at the required levels
// covers every permutation: each g stands for exactly 2^(N/2) permutations.
#include <algorithm>
#include <vector>

#include "core/bigint.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "net/fat_tree.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

namespace {

// 64 bytes of spare capacity: the next heap block cannot start on a line this vector uses.
template <class T>
void pad_to_own_lines(std::vector<T>& v) {
  v.reserve(v.size() + 64 / sizeof(T) + 1);
}

// The search over g, cut into tasks for slicing: task t fixes g(0..d-1) to the
// base-(N/2) digits of t, most significant first (task order = search order).
// One per worker, written on every search node: aligned to a cache line and its
// small vectors padded, so two workers' searches never share a line (one --jobs 2
// run at n = 4 had taken twice the CPU of one thread; BENCHMARKS.md has the A/B).
class alignas(64) Projection {
 public:
  Projection(int n, uint32_t level_mask, const RunContext& ctx)
      : n_(n), N_(1ULL << n), mask_(level_mask), ctx_(ctx), t_(n), g_(N_), used_(N_ / 2 ? N_ / 2 : 1) {
    pad_to_own_lines(g_);
    pad_to_own_lines(used_);
    pad_to_own_lines(up);
    pad_to_own_lines(down);
  }

  static int prefix_depth(int n) {
    const uint64_t N = 1ULL << n, base = N / 2 ? N / 2 : 1;
    int d = 1;
    for (uint64_t tasks = base; tasks < 4096 && static_cast<uint64_t>(d) < N && base > 1; tasks *= base) ++d;
    return d;
  }
  static int64_t task_count(int n) {
    int64_t tasks = 1;
    for (int d = 0; d < prefix_depth(n); ++d) tasks *= static_cast<int64_t>(n >= 1 ? 1ULL << (n - 1) : 1);
    return tasks;
  }

  // Visits every g under task t; stops at the first overload (returned false, in g_).
  // count() is this task's projections.
  bool run_task(int64_t task) {
    const int d = prefix_depth(n_);
    const uint64_t base = used_.size();
    count_ = 0;
    std::fill(used_.begin(), used_.end(), 0);
    uint64_t weight = 1;
    for (int x = 1; x < d; ++x) weight *= base;
    bool ok = true;
    for (uint64_t x = 0; x < static_cast<uint64_t>(d); ++x, weight /= base) {
      g_[x] = (static_cast<uint64_t>(task) / weight) % base;
      ok = ok && used_[g_[x]] < (N_ == 1 ? 1 : 2) && ump_prefix_ok(x);
      ++used_[g_[x]];
    }
    return !ok || place(static_cast<uint64_t>(d));  // a broken prefix stands for no g
  }
  uint64_t count() const { return count_; }
  bool timed_out() const { return timed_out_; }
  const std::vector<uint64_t>& g() const { return g_; }

 private:
  int n_;
  uint64_t N_;
  uint32_t mask_;
  const RunContext& ctx_;
  FatTree t_;
  std::vector<uint64_t> g_;
  std::vector<int> used_;
  std::vector<uint64_t> up = std::vector<uint64_t>(N_), down = std::vector<uint64_t>(N_);  // per-level scratch
  uint64_t count_ = 0, visited_ = 0;
  bool timed_out_ = false;

  bool needs_ump(int j) const { return j >= 1 && j < 32 && ((mask_ >> j) & 1u); }

  // UMP at level j restricted to the inputs 0..x of x's block: the cells g >> (j-1) are distinct.
  bool ump_prefix_ok(uint64_t x) const {
    for (int j = 1; j < n_; ++j) {
      if (!needs_ump(j)) continue;
      uint64_t first = (x >> (n_ - j)) << (n_ - j), cell = g_[x] >> (j - 1);
      for (uint64_t z = first; z < x; ++z)
        if ((g_[z] >> (j - 1)) == cell) return false;
    }
    return true;
  }

  // Every up- and down-link group of levels 1..n-1 within its Lemma 1 degree, by definition.
  bool within_degrees() {
    for (int j = 1; j < n_; ++j) {
      uint64_t blocks = 1ULL << j, deg = t_.up_bound(j);
      std::fill(up.begin(), up.begin() + blocks, 0);
      std::fill(down.begin(), down.begin() + blocks, 0);
      for (uint64_t x = 0; x < N_; ++x) {
        uint64_t from = x >> (n_ - j), to = g_[x] >> (n_ - 1 - j);
        if (from != to) ++up[from], ++down[to];
      }
      for (uint64_t k = 0; k < blocks; ++k)
        if (up[k] > deg || down[k] > t_.down_group_capacity(j)) return false;
    }
    return true;
  }

  bool place(uint64_t x) {
    if (x == N_) {
      ++count_;
      return within_degrees();
    }
    if ((++visited_ & 0xFFFFF) == 0 && ctx_.expired()) return timed_out_ = true, true;
    for (uint64_t v = 0; v < used_.size(); ++v) {
      if (used_[v] == (N_ == 1 ? 1 : 2)) continue;
      g_[x] = v;
      if (!ump_prefix_ok(x)) continue;
      ++used_[v];
      bool ok = place(x + 1);
      --used_[v];
      if (!ok || timed_out_) return ok;
    }
    return true;
  }
};

// A permutation with sigma >> 1 = g: the two inputs sent to v get 2v and 2v+1.
Permutation lift(const std::vector<uint64_t>& g) {
  Permutation p(g.size());
  std::vector<int> seen(g.size(), 0);
  for (uint64_t x = 0; x < g.size(); ++x) p[x] = static_cast<uint32_t>(g.size() == 1 ? 0 : 2 * g[x] + seen[g[x]]++);
  return p;
}

}  // namespace

uint32_t upper_half_levels(int n) {
  uint32_t mask = 0;
  for (int j = 1; j <= n / 2; ++j) mask |= 1u << j;
  return mask;
}

json fattree_realizable_upper_half_witness(int n) {
  FatTree t(n);
  json levels = json::array();
  for (int j = 1; j <= n; ++j) {
    bool ump = 2 * j <= n;
    uint64_t m = t.subtree_size(j), load = ump ? m - (1ULL << (n - 2 * j)) : m;
    levels.push_back({{"level", j}, {"hypothesis", ump ? "ump" : "none"}, {"max_load", load}, {"degree", t.up_bound(j)}});
  }
  return {{"levels", levels}};
}

Outcome fattree_exhaustive_ump_realizable_levels(int n, uint32_t level_mask, const RunContext& ctx) {
  const int64_t tasks = Projection::task_count(n);
  std::vector<Projection> searches;
  for (int w = 0; w < worker_count(ctx, tasks); ++w) searches.emplace_back(n, level_mask, ctx);
  Progress progress("projection prefixes g = sigma >> 1", static_cast<uint64_t>(tasks), ctx.progress);
  CensusResult r = sliced_census(tasks, 1, ctx, [&](int64_t task, int w, uint64_t* counts) {
    Projection& e = searches[static_cast<size_t>(w)];
    bool ok = e.run_task(task);
    counts[0] += e.count();
    return !ok && !e.timed_out();
  }, &progress);
  if (r.first_failure >= 0) {
    RunContext alone = ctx;
    alone.timeout_seconds = 0;  // the one task that failed, again: it stops at the same g
    Projection e(n, level_mask, alone);
    e.run_task(r.first_failure);
    bool upper = level_mask == upper_half_levels(n);
    int first = 0;
    for (int j = 1; j < n && !first; ++j)
      if ((level_mask >> j) & 1u) first = j;
    json cex = fattree_realizable_counterexample(n, lift(e.g()), upper ? 0 : first);
    return Outcome::fails(cex, "a permutation with UMP at the required levels overloads a link group");
  }
  if (r.coverage == Coverage::Stopped) return Outcome::unknown("timeout before every projection was visited");
  if (r.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the projections (netcert merge combines the shards and decides)");
  const uint64_t count = r.totals[0];
  Outcome o = Outcome::holds(fattree_realizable_upper_half_witness(n),
                             "every g = sigma >> 1 with UMP at the required levels (" + std::to_string(count) +
                                 " of them, each standing for 2^(N/2) permutations) loads every group of levels "
                                 "1..n-1 within its Lemma 1 degree; level-n groups carry one path");
  o.stats["projections"] = count;
  o.stats["permutations"] = (BigInt(count) << (n >= 1 ? (1u << (n - 1)) : 0u)).str();
  return o;
}

}  // namespace netcert
