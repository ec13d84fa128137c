// butterfly_bench.cpp — seed 001: the constructive isomorphism check of Lemma 2
// against canonical labelling (bliss, nauty) on the same chip graphs of M'.
//
//   build-butterfly/bench/butterfly_bench --benchmark_min_time=0.3
// Rates are per wall-clock second (UseRealTime): the 2-thread runs would
// otherwise count only the main thread's CPU time.
#include <benchmark/benchmark.h>

#include "search/butterfly_canon.hpp"
#include "search/butterfly_isomorphism.hpp"
#include "tests/search/nauty_canon.hpp"

using namespace netcert;

// The edge-by-edge check as the exhaustive engine runs it (phi built from chip contents).
static void BM_ButterflyBlockIsomorphism(benchmark::State& state) {
  int u = static_cast<int>(state.range(0));
  RunContext ctx;
  ctx.jobs = static_cast<int>(state.range(1));
  Butterfly g(u);
  ChipMapping m = mapping_mprime(u);
  Placement p = place(g, m);
  for (auto _ : state) {
    BlockIsomorphism bi = mprime_block_isomorphism(g, p, m, ctx);
    if (!bi.ok) state.SkipWithError("not an isomorphism");
    benchmark::DoNotOptimize(bi.phi.data());
  }
  state.counters["chips"] = m.chip_count();
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(g.node_count()), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["chips_per_s"] = benchmark::Counter(static_cast<double>(m.chip_count()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ButterflyBlockIsomorphism)
    ->ArgsProduct({{6, 8, 10, 12, 14, 16, 18, 20}, {1, 2}})
    ->Unit(benchmark::kMillisecond)->UseRealTime();

// Everything the engine does at size u: build M', place it, check.
static void BM_ButterflyBuildAndCheck(benchmark::State& state) {
  int u = static_cast<int>(state.range(0));
  RunContext ctx;
  ctx.jobs = 2;
  for (auto _ : state) {
    Butterfly g(u);
    ChipMapping m = mapping_mprime(u);
    Placement p = place(g, m);
    BlockIsomorphism bi = mprime_block_isomorphism(g, p, m, ctx);
    benchmark::DoNotOptimize(bi.ok);
  }
  state.counters["nodes_per_s"] =
      benchmark::Counter(static_cast<double>(Butterfly(u).node_count()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ButterflyBuildAndCheck)->DenseRange(16, 20, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

static void canon_bench(benchmark::State& state, bool use_bliss) {
  int u = static_cast<int>(state.range(0));
  Butterfly g(u);
  ChipMapping m = mapping_mprime(u);
  Placement p = place(g, m);
  SimpleGraph cg = chip_graph(g, p, m.chip_count()), t = butterfly_graph(u - 1);
  for (auto _ : state) {
    CanonResult r = use_bliss ? bliss_isomorphism(cg, t) : nauty_isomorphism(cg, t);
    if (!r.isomorphic) state.SkipWithError("not isomorphic");
    benchmark::DoNotOptimize(r.phi.data());
  }
  state.counters["chips"] = m.chip_count();
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(g.node_count()), benchmark::Counter::kIsIterationInvariantRate);
}
static void BM_ButterflyBliss(benchmark::State& state) { canon_bench(state, true); }
static void BM_ButterflyNauty(benchmark::State& state) { canon_bench(state, false); }
BENCHMARK(BM_ButterflyBliss)->DenseRange(6, 12, 2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ButterflyNauty)->DenseRange(6, 10, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
