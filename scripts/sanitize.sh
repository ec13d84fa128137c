#!/usr/bin/env bash
# Sanitizer runs. Lean on purpose: one clang ASan+UBSan tree
# (build-asan, shared with scripts/fuzz.sh) builds netcert + netcert_tests +
# the fuzz regression replays; one TSan tree (build-tsan) builds only netcert.
#
#   scripts/sanitize.sh asan        unit + CLI tests under ASan+UBSan (minus the slow ones, see below)
#   scripts/sanitize.sh tsan        multi-threaded CLI runs (--jobs 2, Z3 timeouts) under TSan
#   scripts/sanitize.sh all         both (default)
#   scripts/sanitize.sh configure   only configure build-asan
# Suppressions (by name only): tests/sanitizers/lsan.supp (libbliss, libgmp), tsan.supp (Z3's timer).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
MODE=${1:-all}
JOBS=${JOBS:-$(nproc)}
ASAN_BUILD=${SANITIZE_BUILD:-build-asan}
TSAN_BUILD=${TSAN_BUILD:-build-tsan}
# -O1: sanitizer builds compile and run at a reasonable speed; assertions stay on.
# Unity batches and precompiled headers: a cold CI machine compiles these trees from nothing,
# and batches cut that by about a third (BENCHMARKS.md, "Build").
SAN_FLAGS=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O1" -DNETCERT_BUILD_BENCH=OFF -DNETCERT_UNITY=ON -DNETCERT_PCH=ON)

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:allocator_may_return_null=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$ROOT/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

configure_asan() {
  local extra=()
  if command -v clang++ >/dev/null; then
    extra=(-DCMAKE_CXX_COMPILER=clang++ -DNETCERT_FUZZ=ON)
  fi
  cmake -S . -B "$ASAN_BUILD" "${SAN_FLAGS[@]}" -DNETCERT_SANITIZE=address,undefined "${extra[@]}" >/dev/null
}

run_asan() {
  configure_asan
  cmake --build "$ASAN_BUILD" -j "$JOBS" --target netcert netcert_tests netcert_fuzz_replay
  # Excluded (time budget, not findings): the engine-agreement sweeps and random
  # property tests over every domain value, the forgery tester, the suites
  # that run whole papers (cli.junit_seeds among them: its fixture is the whole
  # seeds suite, which ctest would otherwise pull in), and the n = 4 Lemma 5
  # level-set search (about 2 min in Release, over 5 min under ASan); the normal
  # build runs them. cli.timeout_honoured_inside_blocks measures how soon --timeout stops a
  # Release run; instrumented work before the loop makes that a figure of the sanitizer, not of netcert.
  # Two more went over the 300 s limit under ASan on CI: the load check's consistent
  # counterexamples over two fabrics (every field recomputed, 400 each, about 40 s of CPU in
  # Release, where it runs) and the family expression term compared with direct evaluation on
  # thousands of points. The symbolic engines' other such tests (a query's term evaluated by z3
  # on constants against the per-size code: 250 s, 27 s, 22 s and 21 s under ASan) are left out
  # with it: their time is z3's, which is not instrumented. So are the load_equality index test (z3 on constants at
  # every input to n = 5) and the symbolic certificates' script (seven range runs, re-solved): both over 300 s under
  # ASan on a clean clone, 7 s and 140 s in Release, where they run. The LCAN climb queries' tests likewise (z3 on
  # constants for every switch and choice sequence of six networks, and the range queries solved: 16 s in Release).
  local slow='forge\.|_suite$|suite_junit|junit_seeds|agree|sweep|every_param|limit_random_timeout|lcan_cycles|oscp_k8|UMP at level 2 alone|timeout_honoured|a link loaded exactly to its bound|term is the direct evaluation|sigma is family_member|g is the family.s map|per-size code for n|are the bit operations|index of a staying input|symbolic_certificates|symbolic lcan: [tEb]'
  ctest --test-dir "$ASAN_BUILD" -j "$JOBS" --output-on-failure --timeout 300 \
        -R '^(unit\.|cli\.|fuzz\.replay\.|layout\.)' -E "$slow"
}

run_tsan() {
  cmake -S . -B "$TSAN_BUILD" "${SAN_FLAGS[@]}" -DNETCERT_SANITIZE=thread -DNETCERT_BUILD_TESTS=OFF >/dev/null
  cmake --build "$TSAN_BUILD" -j "$JOBS" --target netcert
  export TSAN_OPTIONS="suppressions=$ROOT/tests/sanitizers/tsan.supp:halt_on_error=1:second_deadlock_stack=1"
  # The last line builds past its limit: the runner abandons the engine's thread (core/engine_watchdog.hpp).
  local bin=$TSAN_BUILD/netcert fail=0
  while read -r line; do
    [ -z "$line" ] && continue
    echo "tsan: netcert $line"
    # shellcheck disable=SC2086
    set +e
    "$bin" $line > "$TSAN_BUILD/tsan-run.log" 2>&1
    rc=$?
    set -e
    # Exit codes 0/1/3 are verdicts; 2 is a usage error in this list; anything else (66: TSan report) fails.
    if grep -q "WARNING: ThreadSanitizer" "$TSAN_BUILD/tsan-run.log" || [ $rc -gt 3 ] || [ $rc -eq 2 ]; then
      echo "tsan: FAILED (exit $rc)"; sed -n '1,60p' "$TSAN_BUILD/tsan-run.log"; fail=1
    fi
  done <<'LINES'
check fattree.ump --param n=1..10 --engine exhaustive --jobs 2
check fattree.bound_tight --param n=2..6 --engine exhaustive --jobs 2
check butterfly.mprime_isomorphism --param u=1..10 --engine exhaustive --jobs 2
check tswitch.destro_path_counts --param k=2..4 --param n=2..3 --engine exhaustive --jobs 2
check oft.conflict_free --param r=1..6 --engine exhaustive --jobs 2
check fattree.lower_bound --param n=3 --param encoding=plain --engine smt --timeout 2 --jobs 2
check fattree.ump --param n=3 --engine random --cases 2000 --timeout 2 --jobs 2
suite tests/data/fattree/mini-suite.json --jobs 2
check butterfly.chip_counts --param u=18 --engine exhaustive --timeout 0.2 --jobs 2
check oft.conflict_free --param r=12 --engine smt --jobs 2
fabric check fabric.tswitch_optimal --topology tests/data/fabric/k4n3-ftree/topology.ibnd --lfts tests/data/fabric/k4n3-ftree/opensm-lfts.dump --jobs 2
fabric check fabric.link_load --param pattern=all-to-all --topology tests/data/fabric/k4n3-ftree/topology.ibnd --lfts tests/data/fabric/k4n3-ftree/opensm-lfts.dump --jobs 2
fabric check fabric.routes_complete --topology tests/data/fabric/broken/k4n3_missing_link.ibnd --lfts tests/data/fabric/k4n3-ftree/opensm-lfts.dump --jobs 2
fabric table fabric-tswitch --topology tests/data/fabric/k4n3-ftree/topology.ibnd --lfts tests/data/fabric/k4n3-ftree/opensm-lfts.dump --jobs 2
fabric check fabric.destro_equivalent --topology tests/data/fabric/k4n3-ftree/topology.ibnd --lfts tests/data/fabric/k4n3-ftree/opensm-lfts.dump --jobs 2
fabric check fabric.destro_equivalent --topology tests/data/fabric/k4n3-updn/topology.ibnd --lfts tests/data/fabric/k4n3-updn/opensm-lfts.dump --jobs 2
check lcan.online_classes --param n=4 --engine exhaustive --jobs 2
check fattree.rotator_no_reduction --param n=8 --engine exhaustive --jobs 2
LINES
  return $fail
}

case $MODE in
  configure) configure_asan ;;
  asan) run_asan ;;
  tsan) run_tsan ;;
  all) run_asan; run_tsan ;;
  *) echo "usage: $0 [asan|tsan|all|configure]" >&2; exit 2 ;;
esac
