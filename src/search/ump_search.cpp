// ump_search.cpp — see ump_search.hpp.
#include "search/ump_search.hpp"

#include <atomic>
#include <stdexcept>
#include <mutex>

#include "core/parallel.hpp"

namespace netcert {

namespace {

struct Search {
  int n;
  uint64_t N;
  std::vector<std::vector<uint8_t>> occupied;  // per level j: N cells
  std::vector<uint8_t> used;                   // outputs taken
  Permutation sigma;
  uint64_t count = 0, nodes = 0;
  const RunContext* ctx;
  const std::function<bool(const Permutation&, int)>* visit;
  int worker;
  bool stop = false;
  Progress* found = nullptr;  // UMP permutations visited, reported at the poll points (if set)
  uint64_t reported = 0;
  void report() {
    if (found) found->advance(count - reported);
    reported = count;
  }

  explicit Search(int n_) : n(n_), N(1ULL << n_), occupied(n_ + 1, std::vector<uint8_t>(1ULL << n_, 0)),
                            used(1ULL << n_, 0), sigma(1ULL << n_, 0) {}

  uint64_t cell(int j, uint64_t x, uint64_t y) const {
    return ((x >> (n - j)) << (n - j)) | (y >> j);
  }
  bool can(uint64_t x, uint64_t y) const {
    if (used[y]) return false;
    for (int j = 1; j < n; ++j)
      if (occupied[j][cell(j, x, y)]) return false;
    return true;
  }
  void set(uint64_t x, uint64_t y, uint8_t v) {
    used[y] = v;
    for (int j = 1; j < n; ++j) occupied[j][cell(j, x, y)] = v;
  }
  void run(uint64_t x) {
    if (stop) return;
    ++nodes;
    if ((nodes & 0xFFFFF) == 0) {
      report();
      if (ctx->expired()) {
        stop = true;
        return;
      }
    }
    if (x == N) {
      ++count;
      if (!(*visit)(sigma, worker)) stop = true;
      return;
    }
    for (uint64_t y = 0; y < N && !stop; ++y) {
      if (!can(x, y)) continue;
      set(x, y, 1);
      sigma[x] = static_cast<uint32_t>(y);
      run(x + 1);
      set(x, y, 0);
    }
  }
};

}  // namespace

int ump_prefix_depth(int n) {
  // Enough tasks (>= 4096, or every prefix) for 1024 slices and dynamic balance over threads.
  const uint64_t N = 1ULL << n;
  int d = 1;
  uint64_t tasks = N;
  while (tasks < 4096 && static_cast<uint64_t>(d) < N) ++d, tasks *= N;
  return d;
}

int64_t ump_task_count(int n) {
  int64_t tasks = 1;
  for (int d = 0; d < ump_prefix_depth(n); ++d) tasks <<= n;
  return tasks;
}

UmpCensus enumerate_ump_task(int n, int64_t task, const RunContext& ctx,
                             const std::function<bool(const Permutation&, int worker)>& visit, int worker) {
  const int d = ump_prefix_depth(n);
  Search s(n);
  s.ctx = &ctx;
  s.visit = &visit;
  s.worker = worker;
  UmpCensus c;
  for (int x = 0; x < d; ++x) {
    const uint64_t y = (static_cast<uint64_t>(task) >> (n * (d - 1 - x))) & (s.N - 1);
    if (!s.can(static_cast<uint64_t>(x), y)) {
      c.complete = true;
      return c;
    }
    s.set(static_cast<uint64_t>(x), y, 1);
    s.sigma[x] = static_cast<uint32_t>(y);
    const uint64_t rest = static_cast<uint64_t>(task) & ((1ULL << (n * (d - 1 - x))) - 1);
    if (x + 1 < d && rest == 0) ++c.nodes;  // the prefix sigma(0..x) is this task's to count
  }
  s.run(static_cast<uint64_t>(d));
  c.count = s.count;
  c.nodes += s.nodes;
  c.rejected = s.stop && !ctx.expired();
  c.complete = !s.stop;
  return c;
}

UmpCensus enumerate_ump(int n, const RunContext& ctx,
                        const std::function<bool(const Permutation&, int worker)>& visit) {
  const int64_t tasks = ump_task_count(n);
  std::vector<uint64_t> counts(static_cast<size_t>(tasks), 0), nodes(static_cast<size_t>(tasks), 0);
  std::atomic<bool> stopped{false};
  Progress prefixes("UMP search prefixes", static_cast<uint64_t>(tasks), ctx.progress);
  parallel_for(tasks, ctx, [&](int64_t t, int worker) {
    if (stopped) return;
    UmpCensus c = enumerate_ump_task(n, t, ctx, visit, worker);
    counts[static_cast<size_t>(t)] = c.count;
    nodes[static_cast<size_t>(t)] = c.nodes;
    if (!c.complete) stopped = true;
  }, &prefixes);
  UmpCensus c;
  for (int64_t t = 0; t < tasks; ++t) {
    c.count += counts[static_cast<size_t>(t)];
    c.nodes += nodes[static_cast<size_t>(t)];
  }
  c.complete = !stopped && !ctx.expired();
  return c;
}

}  // namespace netcert

#include <unordered_map>

namespace netcert {

namespace {
struct MemoCounter {
  int n;
  uint64_t N;
  uint32_t level_mask;  // bit j: UMP required at level j (levels 0 and n hold for every permutation)
  std::vector<std::unordered_map<uint64_t, uint64_t>> memo;
  // State bits: block 0 = used outputs, block j = occupancy at level j (1..n-1).
  uint64_t bit(int block, uint64_t index) const { return 1ULL << (block * N + index); }
  uint64_t count(uint64_t x, uint64_t state) {
    if (x == N) return 1;
    auto it = memo[x].find(state);
    if (it != memo[x].end()) return it->second;
    uint64_t total = 0;
    for (uint64_t y = 0; y < N; ++y) {
      uint64_t add = bit(0, y);
      if (state & add) continue;
      bool ok = true;
      for (int j = 1; j < n && ok; ++j) {
        if (!(level_mask >> j & 1)) continue;
        uint64_t b = bit(j, ((x >> (n - j)) << (n - j)) | (y >> j));
        if (state & b) ok = false;
        add |= b;
      }
      if (ok) total += count(x + 1, state | add);
    }
    memo[x][state] = total;
    return total;
  }
};
}  // namespace

uint64_t count_ump_memo(int n) { return count_ump_memo_levels(n, ~0u); }

uint64_t count_ump_memo_levels(int n, uint32_t level_mask) {
  if (n < 0 || n > 4) throw std::invalid_argument("count_ump_memo: n must be 0..4");
  if (n == 0) return 1;
  MemoCounter m{n, 1ULL << n, level_mask, std::vector<std::unordered_map<uint64_t, uint64_t>>((1ULL << n) + 1)};
  return m.count(0, 0);
}

}  // namespace netcert
