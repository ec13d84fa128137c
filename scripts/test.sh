#!/usr/bin/env bash
# Fresh machine -> dependencies, Release build, every test (unit, property, CLI golden,
# forgery, mobical differential, install/consume), the regression check against the previous
# commit (bench/compare.sh --short), a rotating sample of the checker's mutants, then the robustness runs with fixed budgets (docs/robustness.md): ASan+UBSan unit/CLI tests, every
# fuzz harness, TSan multi-threaded runs. All stages gate. Each stage prints its wall time.
# NETCERT_SKIP_SANITIZE=1 / NETCERT_SKIP_FUZZ=1 / NETCERT_SKIP_BENCH_COMPARE=1 / NETCERT_SKIP_MUTANTS=1 skip those
# (local iteration only).
# ctest includes smt.seeds_both_solvers: z3 and cvc5 each solve every exported smt query of
# the seeds suite (about 6 min of the ctest stage; BENCHMARKS.md "Portable SMT-LIB2").
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys on paths relative to the checkout, so a second clone (or CI after a
# local run) reuses the objects; a first run on a new machine is a cold build.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
stage() { echo "netcert test.sh: $1 done in $((SECONDS - STAGE_START)) s (total $SECONDS s)" >&2; STAGE_START=$SECONDS; }
STAGE_START=$SECONDS
scripts/install-deps.sh
stage "install-deps"
# CI's tree is the MPI build (NETCERT_MPI=ON: scale.mpi_* run mpirun -np 2 and 3);
# the sanitizer trees below build the default, MPI-free configuration. Per-file objects with
# precompiled headers (NETCERT_PCH): install.deb, bench/compare.sh and
# scripts/mutate-checker.sh build sibling trees whose unchanged objects ccache serves from this
# one, which unity batches (absolute paths inside) would prevent (BENCHMARKS.md, "Build").
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DNETCERT_MPI=ON -DNETCERT_PCH=ON
cmake --build build -j "$(nproc)"
stage "Release build"
# Label long: the slow commands of docs/claims.md (minutes; `ctest --test-dir build -L long` runs them).
ctest --test-dir build --output-on-failure -j "$(nproc)" -LE long
stage "ctest"
# The regression check against the previous commit (a ratio against the noise it measures,
# never an absolute time). A clone without the previous commit compares nothing and says so.
if [ "${NETCERT_SKIP_BENCH_COMPARE:-0}" != 1 ]; then
  if git rev-parse --verify --quiet HEAD~1 >/dev/null; then
    bench/compare.sh --short --work build/compare-previous HEAD~1
  else
    echo "netcert test.sh: HEAD~1 is not in this clone (shallow?): the regression check compared nothing" >&2
  fi
  stage "regression check against HEAD~1"
fi
# The checker's mutation check, a rotating sample (docs/robustness.md, "Mutation check of the checker"): 3 mutants
# drawn by the commit, none started after 300 s; the scratch copy is configured as the Release tree above, so ccache
# serves every object but the mutated one.
if [ "${NETCERT_SKIP_MUTANTS:-0}" != 1 ]; then
  scripts/mutate-checker.sh --ci --cmake-arg=-DNETCERT_MPI=ON --cmake-arg=-DNETCERT_PCH=ON
  stage "checker mutants (rotating sample)"
fi
if [ "${NETCERT_SKIP_SANITIZE:-0}" != 1 ]; then
  scripts/sanitize.sh asan
  stage "ASan+UBSan"
fi
if [ "${NETCERT_SKIP_FUZZ:-0}" != 1 ]; then
  FUZZ_BUDGET=${FUZZ_BUDGET:-20} FUZZ_SKIP_BUILD=0 scripts/fuzz.sh
  stage "fuzz"
fi
if [ "${NETCERT_SKIP_SANITIZE:-0}" != 1 ]; then
  scripts/sanitize.sh tsan
  stage "TSan"
fi
