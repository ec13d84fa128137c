// tswitch_bench.cpp — seed 002: configurations per second of the exhaustive
// optimal-configuration search (revolving door, incremental cut), the Z3
// frontier of the optimality proof, and DESTRO routing throughput.
//
//   build-tswitch/bench/tswitch_bench --benchmark_min_time=0.2
// Rates are per wall-clock second (UseRealTime) so 2-thread runs count both threads.
#include <benchmark/benchmark.h>

#include "net/kary_ntree.hpp"
#include "search/tswitch_search.hpp"
#include "proofs/tswitch_smt.hpp"
#include "route/destro.hpp"

using namespace netcert;

static std::vector<uint64_t> uniform_loads(int k, int n, int stage) {
  KaryNTree t(k, n);
  return destro_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(stage, 0));
}

// Exhaustive search over all C(2k,k) configurations of switch <0,0> of a k-ary 2-tree.
static void BM_TswitchExhaustive(benchmark::State& state) {
  int k = static_cast<int>(state.range(0));
  RunContext ctx;
  ctx.jobs = static_cast<int>(state.range(1));
  auto L = uniform_loads(k, 2, 0);
  uint64_t configs = 0;
  for (auto _ : state) {
    ConfigSearch r = minimise_internal_use(L, k, ctx);
    configs = r.configurations;
    benchmark::DoNotOptimize(r.min_use);
  }
  state.counters["configurations"] = static_cast<double>(configs);
  state.counters["configs_per_s"] =
      benchmark::Counter(static_cast<double>(configs), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_TswitchExhaustive)
    ->ArgsProduct({{8, 10, 12, 14, 16}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

// The SMT engine's work for one stage: Optimize, then the three claim queries.
static void BM_TswitchSmtProof(benchmark::State& state) {
  int k = static_cast<int>(state.range(0));
  RunContext ctx;
  auto L = uniform_loads(k, 2, 0);
  BigInt M2 = claimed_min_twice(k, 2, 0, Connections::All);
  double opt_s = 0, proof_s = 0;
  for (auto _ : state) {
    SmtOptimum o = smt_minimise(L, k, ctx, "bench");
    SmtClaimCheck q = smt_check_claim(L, k, ClaimedSet::Paired, M2, ctx, "bench", false);
    if (q.below_or_outside.status != z3::unsat) state.SkipWithError("not proven");
    opt_s = o.answer.seconds;
    proof_s = q.below_or_outside.seconds + q.member_misses.seconds + q.member_exists.seconds;
  }
  state.counters["optimize_s"] = opt_s;
  state.counters["proof_s"] = proof_s;
}
BENCHMARK(BM_TswitchSmtProof)->Arg(8)->Arg(16)->Arg(32)->Arg(48)->Arg(64)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// DESTRO: route every ordered pair and accumulate per-switch port-pair loads.
static void BM_DestroAllLoads(benchmark::State& state) {
  int k = static_cast<int>(state.range(0)), n = static_cast<int>(state.range(1));
  KaryNTree t(k, n);
  RunContext ctx;
  ctx.jobs = 2;
  std::vector<uint64_t> loads;
  for (auto _ : state) {
    destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads);
    benchmark::DoNotOptimize(loads.data());
  }
  double pairs = static_cast<double>(t.terminals() * (t.terminals() - 1));
  state.counters["paths_per_s"] = benchmark::Counter(pairs, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_DestroAllLoads)->Args({4, 4})->Args({8, 3})->Args({16, 3})->Args({8, 4})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_MAIN();
