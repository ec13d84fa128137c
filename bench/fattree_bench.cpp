// fattree_bench.cpp — throughput of the exhaustive fat-tree checks (seed 000).
// Figures and the command that produced them: BENCHMARKS.md.
#include <benchmark/benchmark.h>

#include "net/bvn_families.hpp"
#include "net/fat_tree.hpp"
#include "net/uniform_mapping.hpp"
#include "check/fattree_check.hpp"
#include "search/fattree_search.hpp"
#include "route/updown.hpp"

using namespace netcert;

// One permutation: UMP at all n+1 levels.
static void BM_UmpPermutationCheck(benchmark::State& state) {
  int n = static_cast<int>(state.range(0));
  Permutation p = family_member(FamilyKind::BitReverse, n, 3);
  UmpChecker c(n);
  for (auto _ : state) benchmark::DoNotOptimize(c.all_levels_ok(p.data()));
  state.SetItemsProcessed(state.iterations());  // permutation-checks
}
BENCHMARK(BM_UmpPermutationCheck)->Arg(12)->Arg(16);

// One permutation: loads of every link group (O(N) LCA counting).
static void BM_LoadsPermutation(benchmark::State& state) {
  int n = static_cast<int>(state.range(0));
  FatTree t(n);
  Permutation p = family_member(FamilyKind::BitReverse, n, 3);
  std::vector<uint32_t> up, scratch;
  for (auto _ : state) {
    updown_loads(t, p.data(), up, scratch);
    benchmark::DoNotOptimize(up.data());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LoadsPermutation)->Arg(12)->Arg(16);

// Whole family, all cores: UMP (residue grouping) and Corollary 6 loads.
static void BM_FamilyUmp(benchmark::State& state) {
  Family f;
  f.n = static_cast<int>(state.range(0));
  RunContext ctx;
  for (auto _ : state) benchmark::DoNotOptimize(fattree_exhaustive_ump(f, ctx).verdict);
  state.SetItemsProcessed(state.iterations() * f.size());
}
BENCHMARK(BM_FamilyUmp)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

static void BM_FamilyBoundTight(benchmark::State& state) {
  Family f;
  f.n = static_cast<int>(state.range(0));
  RunContext ctx;
  for (auto _ : state) benchmark::DoNotOptimize(fattree_exhaustive_bound_tight(f, ctx).verdict);
  state.SetItemsProcessed(state.iterations() * f.size());
}
BENCHMARK(BM_FamilyBoundTight)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

// The independent checker on the same claim (what verify-cert runs): every group's
// max load over all N slots by the exact carry decomposition. Goal: <= 1/10 of the engine.
static void BM_VerifyBoundTight(benchmark::State& state) {
  int n = static_cast<int>(state.range(0));
  Family f;
  f.n = n;
  RunContext ctx;
  json w = fattree_exhaustive_bound_tight(f, ctx).witness;
  std::string why;
  for (auto _ : state) benchmark::DoNotOptimize(verify_degrees(DegreeClaim::Lemma1Tight, n, "bitreverse", w, why).verified());
}
BENCHMARK(BM_VerifyBoundTight)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

BENCHMARK_MAIN();
