// oft_bench.cpp — seed 003 throughput: packets simulated per second by the
// whole-cycle engine, the independent walker and the h-relation simulator.
#include <benchmark/benchmark.h>

#include "check/oft_check.hpp"
#include "route/oft_debruijn.hpp"
#include "route/oft_hrelation.hpp"
#include "route/oft_systolic.hpp"

using namespace netcert;

static void BM_OftCycleFast(benchmark::State& state) {
  int r = static_cast<int>(state.range(0));
  OpticalFatTree net(r);
  auto drive = ControlSchedule::prefer_one_schedule(r);
  RoutingTables tables(drive, TableReading::PerProcessor);
  RunContext ctx;
  ctx.jobs = 1;
  for (auto _ : state) benchmark::DoNotOptimize(systolic_cycle_defect(net, drive, tables, ctx));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(1ULL << (2 * r)));  // packets
}
BENCHMARK(BM_OftCycleFast)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);

static void BM_OftCycleWalked(benchmark::State& state) {
  int r = static_cast<int>(state.range(0));
  oftcheck::Wiring wiring(r);
  auto xi = prefer_one(r);
  for (auto _ : state) benchmark::DoNotOptimize(oftcheck::cycle_defect_by_walking(wiring, xi, false));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(1ULL << (2 * r)));
}
BENCHMARK(BM_OftCycleWalked)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

static void BM_OftPreferOne(benchmark::State& state) {
  int r = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(debruijn_defect_fast(r, prefer_one(r)));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(1ULL << r));  // bits
}
// The verifier's complete proof of conflict-freedom: the routing lemma on the explicit wiring.
static void BM_OftLemma(benchmark::State& state) {
  int r = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(oftcheck::xor_lemma_defect(oftcheck::Wiring(r)));
}
BENCHMARK(BM_OftLemma)->Arg(8)->Arg(13)->Unit(benchmark::kMillisecond);

BENCHMARK(BM_OftPreferOne)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);

static void BM_OftHRelation(benchmark::State& state) {
  int r = 4;
  uint64_t h = static_cast<uint64_t>(state.range(0));
  OpticalFatTree net(r);
  RoutingTables tables(ControlSchedule::prefer_one_schedule(r), TableReading::PerProcessor);
  auto rel = random_h_relation(net.processors(), h, HTraffic::Permutations, 1);
  for (auto _ : state) benchmark::DoNotOptimize(simulate_h_relation(net, tables, rel));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(h * net.processors()));  // packets
}
BENCHMARK(BM_OftHRelation)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
