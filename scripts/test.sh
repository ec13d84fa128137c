#!/usr/bin/env bash
# Fresh machine -> dependencies, Release build, every test (unit, property, CLI golden),
# then the robustness runs of issue 11 with fixed budgets (docs/robustness.md):
# ASan+UBSan unit/CLI tests, TSan multi-threaded runs, every fuzz harness.
# NETCERT_SKIP_SANITIZE=1 / NETCERT_SKIP_FUZZ=1 skip those (local iteration only).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$(nproc)"
ctest --test-dir build --output-on-failure -j "$(nproc)"
if [ "${NETCERT_SKIP_SANITIZE:-0}" != 1 ]; then
  scripts/sanitize.sh asan
fi
if [ "${NETCERT_SKIP_FUZZ:-0}" != 1 ]; then
  FUZZ_BUDGET=${FUZZ_BUDGET:-20} FUZZ_SKIP_BUILD=0 scripts/fuzz.sh
fi
# TSan runs and prints its findings, but does not gate CI yet: its Z3 timer
# suppressions have not been validated end to end on a clean machine
# (docs/robustness.md). A report here is a finding to fix, not noise.
if [ "${NETCERT_SKIP_SANITIZE:-0}" != 1 ]; then
  scripts/sanitize.sh tsan || echo "netcert: TSAN STAGE FAILED (reported, not gating; see above)" >&2
fi
