// Tests for src/engine/parallel.hpp: the first failure is the smallest index.
#include <catch2/catch.hpp>

#include <atomic>
#include <climits>

#include "core/parallel.hpp"

using namespace netcert;

TEST_CASE("parallel_find_first reports the smallest failing index on any thread count", "[core]") {
  for (int jobs : {1, 2, 7}) {
    RunContext ctx;
    ctx.jobs = jobs;
    auto r = parallel_find_first(100000, ctx, [](int64_t i, int) { return i % 9973 == 9972 || i == 55555; });
    CHECK(r.first_failure == 9972);
    auto none = parallel_find_first(1000, ctx, [](int64_t, int) { return false; });
    CHECK(none.first_failure == -1);
    CHECK(none.checked == 1000);
  }
}

TEST_CASE("worker_count compares in 64 bits: loops of 2^32 indices or more get every job", "[core]") {
  RunContext ctx;
  ctx.jobs = 2;
  CHECK(worker_count(ctx, 0) == 1);
  CHECK(worker_count(ctx, 1) == 1);
  CHECK(worker_count(ctx, 5) == 2);
  CHECK(worker_count(ctx, int64_t(1) << 32) == 2);        // narrowed to int this was 0, so one thread
  CHECK(worker_count(ctx, (int64_t(1) << 32) + 1) == 2);  // and this 1
  CHECK(worker_count(ctx, INT64_MAX) == 2);
  // The loop itself uses the same count: every worker id stays below worker_count.
  std::atomic<int> top{0};
  parallel_find_first(int64_t(1) << 32, ctx, [&](int64_t i, int w) {
    int seen = top.load();
    while (w > seen && !top.compare_exchange_weak(seen, w)) {
    }
    return i >= 20000;  // stop early: the smallest failure is 20000
  });
  CHECK(top.load() < worker_count(ctx, int64_t(1) << 32));
}
