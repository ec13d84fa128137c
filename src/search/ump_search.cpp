// ump_search.cpp — see ump_search.hpp.
#include "search/ump_search.hpp"

#include <atomic>
#include <stdexcept>
#include <mutex>

#include "search/parallel.hpp"

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
  Progress* found = nullptr;  // UMP permutations visited, reported at the poll points
  uint64_t reported = 0;
  void report() {
    found->advance(count - reported);
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

UmpCensus enumerate_ump(int n, const RunContext& ctx,
                        const std::function<bool(const Permutation&, int worker)>& visit) {
  const uint64_t N = 1ULL << n;
  std::vector<uint64_t> counts(N, 0), nodes(N, 0);
  std::atomic<bool> stopped{false};
  Progress firsts("first images", N, ctx.progress), found("UMP permutations", 0, ctx.progress);
  // Levels 0 and n constrain nothing (every permutation has UMP there).
  parallel_for(static_cast<int64_t>(N), ctx, [&](int64_t first, int worker) {
    if (stopped) return;
    Search s(n);
    s.ctx = &ctx;
    s.visit = &visit;
    s.worker = worker;
    s.found = &found;
    s.set(0, static_cast<uint64_t>(first), 1);
    s.sigma[0] = static_cast<uint32_t>(first);
    s.run(1);
    s.report();
    counts[first] = s.count;
    nodes[first] = s.nodes;
    if (s.stop) stopped = true;
  }, &firsts);
  UmpCensus c;
  for (uint64_t i = 0; i < N; ++i) {
    c.count += counts[i];
    c.nodes += nodes[i];
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

uint64_t count_ump_memo(int n) {
  if (n < 0 || n > 4) throw std::invalid_argument("count_ump_memo: n must be 0..4");
  if (n == 0) return 1;
  MemoCounter m{n, 1ULL << n, std::vector<std::unordered_map<uint64_t, uint64_t>>((1ULL << n) + 1)};
  return m.count(0, 0);
}

}  // namespace netcert
