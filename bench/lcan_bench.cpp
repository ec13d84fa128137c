// lcan_bench.cpp — seed 004: on-line simulation and off-line routing throughput.
// Figures go to BENCHMARKS.md with the command used.
#include <benchmark/benchmark.h>

#include "core/context.hpp"
#include "search/lcan_search.hpp"
#include "route/lcan_offline.hpp"
#include "route/lcan_online.hpp"
#include "route/lcan_traffic.hpp"

using namespace netcert;

// One permutation drawn and routed to completion by the Sec. 3 algorithm, single thread.
static void BM_LcanOnlinePermutation(benchmark::State& state) {
  int64_t N = state.range(0), d = state.range(1), u = state.range(2);
  TrafficClass c = static_cast<TrafficClass>(state.range(3));
  Lcan net({LcanKind::CompleteBipartite, N, d, u});
  OnlineSimulator sim(net);
  LcanRng rng(1);
  uint64_t cycles = 0;
  for (auto _ : state) {
    Permutation p = draw_permutation(net, c, rng);
    cycles += sim.run(p, rng);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["mean_cycles"] = double(cycles) / double(state.iterations());
}
BENCHMARK(BM_LcanOnlinePermutation)
    ->Args({256, 4, 4, 0})
    ->Args({1024, 4, 4, 0})
    ->Args({4096, 4, 4, 0})
    ->Args({4096, 4, 4, 2})
    ->Args({4096, 2, 2, 0})
    ->Args({4096, 64, 8, 0})
    ->Unit(benchmark::kMicrosecond);

// Theorem 3's router plus the engine-side conflict check, one permutation.
static void BM_LcanOfflineRoute(benchmark::State& state) {
  int64_t N = state.range(0), d = state.range(1), u = state.range(2);
  Lcan net({LcanKind::CompleteBipartite, N, d, u});
  LcanRng rng(1);
  for (auto _ : state) {
    Permutation p = random_permutation(net.N(), rng);
    auto r = route_offline(net, p);
    benchmark::DoNotOptimize(first_bad_route(net, p, r.routes, r.cycles, nullptr));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LcanOfflineRoute)
    ->Args({256, 2, 2})
    ->Args({256, 4, 4})
    ->Args({4096, 4, 4})
    ->Args({4096, 4, 2})
    ->Unit(benchmark::kMicrosecond);

// Theorem 2 over every pair of CB-LCAN(256,4,4), single thread.
static void BM_LcanPathsEveryPair(benchmark::State& state) {
  Lcan net({LcanKind::CompleteBipartite, 256, 4, 4});
  RunContext ctx;
  ctx.jobs = 1;
  for (auto _ : state) benchmark::DoNotOptimize(paths_defect(net, ctx));
}
BENCHMARK(BM_LcanPathsEveryPair)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
