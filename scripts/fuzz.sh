#!/usr/bin/env bash
# Runs every libFuzzer harness of tests/fuzz for a fixed budget under
# ASan+UBSan and fails on any crash, leak (outside the suppressed libbliss /
# libgmp leaks), sanitizer report or per-input timeout. A crashing input is
# copied to tests/data/regressions/<harness>/ (replayed by ctest fuzz.replay.*
# in every build). Executions per harness go to $BUILD/fuzz/stats.txt.
#
#   scripts/fuzz.sh                      build (clang) and fuzz, FUZZ_BUDGET s each (default 20)
#   FUZZ_BUDGET=60 scripts/fuzz.sh schedule_oft certificate     only these harnesses
#   FUZZ_SKIP_BUILD=1 ...                reuse $BUILD (default build-asan, shared with scripts/sanitize.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUDGET=${FUZZ_BUDGET:-20}
BUILD=${SANITIZE_BUILD:-build-asan}
JOBS=${JOBS:-$(nproc)}
ALL=(schedule_fattree schedule_butterfly schedule_kary_ntree schedule_oft schedule_cblcan suite certificate params fabric
     checkpoint shard_report family_expression)
if [ $# -gt 0 ]; then HARNESSES=("$@"); else HARNESSES=("${ALL[@]}"); fi

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  scripts/sanitize.sh configure
  targets=()
  for h in "${HARNESSES[@]}"; do targets+=("fuzz_$h"); done
  cmake --build "$BUILD" -j "$JOBS" --target netcert "${targets[@]}"
fi

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:allocator_may_return_null=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$ROOT/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
OUT=$BUILD/fuzz
mkdir -p "$OUT"
: > "$OUT/stats.txt"

seed_dirs() {
  case $1 in
    schedule_fattree) echo examples/fattree tests/data/fattree ;;
    schedule_butterfly) echo examples/butterfly tests/data/butterfly ;;
    schedule_kary_ntree) echo examples/tswitch tests/data/tswitch ;;
    schedule_oft) echo examples/oft tests/data/oft ;;
    schedule_cblcan) echo examples/lcan tests/data/lcan ;;
    suite) echo "$OUT/seeds/suite" ;;
    certificate) echo "$OUT/seeds/certificate" ;;
    params) echo "$OUT/seeds/params" ;;
    fabric) echo "$OUT/seeds/fabric" ;;
    checkpoint) echo "$OUT/seeds/checkpoint" tests/data/regressions/checkpoint ;;
    shard_report) echo "$OUT/seeds/shard_report" tests/data/regressions/shard_report ;;
  esac
}

# Seeds that are generated: suites (small ones only), genuine certificates, params lines.
mkdir -p "$OUT/seeds/suite" "$OUT/seeds/certificate" "$OUT/seeds/params"
cp proofs/suites/*.json tests/data/fattree/mini-suite.json tests/data/hostile/suite_*.json "$OUT/seeds/suite/" 2>/dev/null || true
if [ -z "$(ls -A "$OUT/seeds/certificate")" ]; then
  while read -r line; do
    # shellcheck disable=SC2086
    "$BUILD/netcert" check $line --cert "$OUT/seeds/certificate" --timeout 20 >/dev/null 2>&1 || true
  done <<'LINES'
fattree.ump --param n=3 --engine exhaustive
fattree.lower_bound --param n=2 --engine exhaustive
butterfly.chip_counts --param u=2 --engine exhaustive
butterfly.mprime_isomorphism --param u=3 --engine exhaustive
tswitch.optimal_config --param k=2 --param n=2 --engine exhaustive
oft.conflict_free --param r=3 --param reading=shared --engine exhaustive
oft.debruijn --param r=3 --engine exhaustive
lcan.level_sizes --engine exhaustive
LINES
fi
mkdir -p "$OUT/seeds/fabric"  # a topology (either format), the marker line, its tables
for f in k4n2-ftree ring5-minhop; do
  for t in topology.ibnd opensm-subnet.lst; do
    { cat "tests/data/fabric/$f/$t"; printf '\n%%%%lfts\n'; cat "tests/data/fabric/$f/opensm-lfts.dump"; } > "$OUT/seeds/fabric/$f-$t"
  done
done
# Genuine checkpoints and shard-report pairs of the journal harnesses' small runs (tests/fuzz/journal_harnesses.cpp).
mkdir -p "$OUT/seeds/checkpoint" "$OUT/seeds/shard_report"
if [ -z "$(ls -A "$OUT/seeds/checkpoint")" ]; then
  i=0
  while read -r line; do
    i=$((i + 1))
    # shellcheck disable=SC2086
    "$BUILD/netcert" check $line --engine exhaustive --checkpoint "$OUT/seeds/checkpoint/$i.json" --timeout 20 >/dev/null 2>&1 || true
    for s in 1 2; do
      # shellcheck disable=SC2086
      "$BUILD/netcert" check $line --engine exhaustive --shard $s/2 --json "$OUT/seeds/shard_report/$i-$s.part" \
        --timeout 20 >/dev/null 2>&1 || true
    done
    { printf '['; cat "$OUT/seeds/shard_report/$i-1.part"; printf ','; cat "$OUT/seeds/shard_report/$i-2.part"; printf ']'; } \
      > "$OUT/seeds/shard_report/$i.json" 2>/dev/null || true
    rm -f "$OUT/seeds/shard_report/$i-"*.part
  done <<'LINES'
oft.conflict_free --param r=3 --param reading=shared
oft.all_to_all --param r=3
oft.diameter --param r=3 --param reading=links
oft.counts --param r=4
butterfly.chip_counts --param u=3
fattree.nonblocking_degree --param n=2 --param degrees=one-less
fattree.proof_steps --param n=3
fattree.ump --param n=3
fattree.bound_tight --param n=4 --param family=rotator
tswitch.connection_counts --param k=4
tswitch.optimal_config --param k=2 --param n=2
LINES
fi
printf '\x00n=1..3\nfamily=rotator' > "$OUT/seeds/params/a"
printf '\x01{"n": [1, 2, "3..4"]}' > "$OUT/seeds/params/b"
printf '\x05u=1,2,3\n' > "$OUT/seeds/params/c"

# One harness for the budget; its exit code goes to $OUT/<harness>.rc (the caller reports).
fuzz_one() {
  local h=$1 bin=$BUILD/tests/fuzz_$1 corpus=$OUT/corpus/$1 art=$OUT/artifacts/$1 max_len=16384 rc=0
  mkdir -p "$corpus" "$art"
  [ "$h" = certificate ] && max_len=65536
  [ "$h" = fabric ] && max_len=40000
  # shellcheck disable=SC2046
  "$bin" -max_total_time="$BUDGET" -max_len="$max_len" -rss_limit_mb=2048 -timeout=30 -print_final_stats=1 \
    -dict=tests/fuzz/netcert.dict -artifact_prefix="$art/" "$corpus" $(seed_dirs "$h") > "$OUT/$h.log" 2>&1 || rc=$?
  echo "$rc" > "$OUT/$h.rc"
}

# A libFuzzer run is one process on one core: JOBS harnesses at a time, each its full budget.
running=0
for h in "${HARNESSES[@]}"; do
  rm -f "$OUT/$h.rc"
  if [ $running -ge "$JOBS" ]; then wait -n || true; running=$((running - 1)); fi
  fuzz_one "$h" &
  running=$((running + 1))
done
wait || true

fail=0
for h in "${HARNESSES[@]}"; do
  art=$OUT/artifacts/$h
  rc=$(cat "$OUT/$h.rc" 2>/dev/null || echo "no exit code")
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/$h.log" | grep -o '[0-9]*$' || echo "?")
  echo "$h executions=$execs budget=${BUDGET}s exit=$rc" | tee -a "$OUT/stats.txt"
  if [ "$rc" != 0 ]; then
    fail=1
    mkdir -p "tests/data/regressions/$h"
    for a in "$art"/*; do
      [ -f "$a" ] || continue
      cp "$a" "tests/data/regressions/$h/$(basename "$a")"
      echo "  finding saved: tests/data/regressions/$h/$(basename "$a")"
    done
    grep -m 3 -E 'ERROR|finding|SUMMARY|runtime error' "$OUT/$h.log" | sed 's/^/  /' || true
  fi
done
if [ $fail -ne 0 ]; then
  echo "fuzz: FAILED (logs in $OUT/*.log; crash inputs saved under tests/data/regressions/)"
  exit 1
fi
echo "fuzz: every harness ran ${BUDGET}s without a finding"
