#!/usr/bin/env bash
# Is the current tree slower than BASE? Builds BASE (a commit) in a scratch worktree
# and the current tree beside it, both with the same configuration, then runs their
# Google Benchmark programs interleaved (bench/compare_runs.py) and reports, per
# benchmark, the ratio current/base with the spread it measured and the U test of
# Google Benchmark's compare.py. Docs: BENCHMARKS.md, "Regression check".
#
#   bench/compare.sh [options] BASE
#     --short                the CI form: a fixed set of short engine benchmarks
#     --rounds N             interleaved rounds per build (default 9, the U test's optimum)
#     --filter REGEX         Google Benchmark filter (default: every engine benchmark below a second)
#     --min-time S           --benchmark_min_time per run (default 0.1; --short 0.05)
#     --floor R              no ratio below R counts as slower (default 1.10; --short 1.15: two builds
#                            of the same sources can differ by a few percent through code alignment)
#     --head-cmake-arg ARG   an extra cmake argument for the current tree (repeatable)
#     --base-cmake-arg ARG   an extra cmake argument for BASE (repeatable)
#     --work DIR             where BASE's worktree and the runs go (default: build-compare)
#     --bench NAME           build and run only this benchmark program (repeatable; e.g. fattree_bench)
#     --base-is-build        no BASE commit: the base side is the current tree's build/ as configured
#                            (with --head-cmake-arg, so that the head side is a second build; the tests' form)
# The current tree is its build/ (configured as README says, benchmarks on); with
# --head-cmake-arg, HEAD is checked out and built with those arguments instead.
#
# Exit: 0 no slowdown beyond the noise, 1 a slowdown beyond it, 2 usage or build error.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

BASE_IS_BUILD=0; SHORT=0; ROUNDS=9; FILTER=""; MIN_TIME=""; FLOOR=""; WORK="$ROOT/build-compare"; BASE=""
HEAD_ARGS=(); BASE_ARGS=(); PROGRAMS=()
while [ $# -gt 0 ]; do
  case $1 in
    --short) SHORT=1 ;;
    --rounds) ROUNDS=$2; shift ;;
    --filter) FILTER=$2; shift ;;
    --min-time) MIN_TIME=$2; shift ;;
    --floor) FLOOR=$2; shift ;;
    --head-cmake-arg) HEAD_ARGS+=("$2"); shift ;;
    --base-cmake-arg) BASE_ARGS+=("$2"); shift ;;
    --work) WORK=$2; shift ;;
    --base-is-build) BASE_IS_BUILD=1 ;;
    --bench) [[ $2 =~ ^[a-z_]+_bench$ ]] && [ -f "$ROOT/bench/$2.cpp" ] || {
               echo "bench/compare.sh: --bench names a program of bench/ (*_bench), got '$2'" >&2; exit 2; }
             PROGRAMS+=("$2"); shift ;;
    -h|--help) usage ;;
    -*) echo "bench/compare.sh: unknown option $1" >&2; usage ;;
    *) [ -z "$BASE" ] || { echo "bench/compare.sh: one BASE only (got $BASE and $1)" >&2; exit 2; }; BASE=$1 ;;
  esac
  shift
done
if [ $BASE_IS_BUILD = 1 ]; then
  [ -z "$BASE" ] || { echo "bench/compare.sh: --base-is-build takes no BASE (got $BASE)" >&2; exit 2; }
  BASE=HEAD
fi
[ -n "$BASE" ] || { echo "bench/compare.sh: BASE (a commit) is required" >&2; usage; }
BASE_SHA=$(git -C "$ROOT" rev-parse --verify --quiet "$BASE^{commit}") || {
  echo "bench/compare.sh: BASE '$BASE' is not a commit of this repository" >&2; exit 2; }
[[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || { echo "bench/compare.sh: --rounds must be a positive integer, got '$ROUNDS'" >&2; exit 2; }

# The short form: one run of each engine's inner loop, small sizes (seconds in all).
SHORT_FILTER='^(BM_UmpPermutationCheck/12|BM_LoadsPermutation/12|BM_OftCycleFast/10|BM_LcanOfflineRoute/256/2/2|BM_ButterflyBlockIsomorphism/12/1/real_time|BM_DestroAllLoads/8/3/real_time)$'
# The default: everything but the multi-second whole-family and SMT runs.
DEFAULT_FILTER='^(BM_UmpPermutationCheck|BM_LoadsPermutation|BM_OftCycleFast|BM_OftCycleWalked|BM_OftLemma|BM_LcanOnlinePermutation/(256|1024)/|BM_LcanOfflineRoute/256|BM_ButterflyBlockIsomorphism/(6|8|10|12|14)/|BM_DestroAllLoads)'
if [ $SHORT = 1 ]; then FILTER=${FILTER:-$SHORT_FILTER}; MIN_TIME=${MIN_TIME:-0.05}; FLOOR=${FLOOR:-1.15}; fi
FILTER=${FILTER:-$DEFAULT_FILTER}; MIN_TIME=${MIN_TIME:-0.1}; FLOOR=${FLOOR:-1.10}

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)  # absolute: ccache refuses a relative CCACHE_BASEDIR, and cmake -S/-B need no cwd
# Both sides build in worktrees' own build/ folders (or the checkout's build/), one level
# below their sources as scripts/test.sh's tree is: the compile commands then match after
# ccache makes paths relative, and every object the two commits share is served once.
BASE_SRC="$WORK/base-src"; HEAD_SRC="$WORK/head-src"
cleanup() {
  for d in "$BASE_SRC" "$HEAD_SRC"; do git -C "$ROOT" worktree remove --force "$d" >/dev/null 2>&1 || rm -rf "$d"; done
}
trap cleanup EXIT
cleanup
checkout() {  # DIR COMMIT
  git -C "$ROOT" worktree add --detach "$1" "$2" >/dev/null 2>&1 || {
    echo "bench/compare.sh: cannot check out $2 into $1" >&2; exit 2; }
}

# The head build's own settings, so BASE is built the way the current tree was.
cached() { sed -n "s/^$1:[A-Z]*=//p" "$ROOT/build/CMakeCache.txt" 2>/dev/null; }
HEAD_BUILD="$ROOT/build"
if [ $BASE_IS_BUILD = 1 ]; then
  [ ${#HEAD_ARGS[@]} -gt 0 ] || { echo "bench/compare.sh: --base-is-build needs --head-cmake-arg (else both sides are build/)" >&2; exit 2; }
  [ "$(cached NETCERT_BUILD_BENCH)" = ON ] || {
    echo "bench/compare.sh: --base-is-build: $ROOT/build is not configured with NETCERT_BUILD_BENCH=ON" >&2; exit 2; }
fi
if [ ${#HEAD_ARGS[@]} -gt 0 ]; then
  # An altered current tree (e.g. the slowed build of the tests) goes into its own worktree.
  checkout "$HEAD_SRC" HEAD
  HEAD_BUILD="$HEAD_SRC/build"
  SETTINGS=(-DNETCERT_MPI=OFF -DNETCERT_PCH=ON -DNETCERT_UNITY=OFF)
  # Built like build/ when that is the base, so ccache serves the objects the two share.
  [ $BASE_IS_BUILD = 0 ] || SETTINGS=(-DNETCERT_MPI="$(cached NETCERT_MPI)" -DNETCERT_PCH="$(cached NETCERT_PCH)" -DNETCERT_UNITY="$(cached NETCERT_UNITY)")
else
  [ -f "$HEAD_BUILD/CMakeCache.txt" ] || {
    echo "bench/compare.sh: no build of the current tree in $HEAD_BUILD (configure it as README says)" >&2; exit 2; }
  [ "$(cached NETCERT_BUILD_BENCH)" = ON ] || {
    echo "bench/compare.sh: $HEAD_BUILD was configured with NETCERT_BUILD_BENCH=OFF" >&2; exit 2; }
  SETTINGS=(-DNETCERT_MPI="$(cached NETCERT_MPI)" -DNETCERT_PCH="$(cached NETCERT_PCH)" -DNETCERT_UNITY="$(cached NETCERT_UNITY)")
fi
BASE_BUILD="$BASE_SRC/build"
if [ $BASE_IS_BUILD = 1 ]; then BASE_BUILD="$ROOT/build"; else checkout "$BASE_SRC" "$BASE_SHA"; fi

# --target arguments for the programs to build: --bench's, or every bench/*_bench.cpp of SRC.
bench_targets() {  # SRC
  local names=("${PROGRAMS[@]}") f name
  if [ ${#names[@]} -eq 0 ]; then
    for f in "$1"/bench/*_bench.cpp; do names+=("$(basename "${f%.cpp}")"); done
  fi
  for name in "${names[@]}"; do printf -- '--target\n%s\n' "$name"; done
}

build_bench() {  # SRC BUILD [cmake args...]
  local src=$1 out=$2; shift 2
  mkdir -p "$out"
  CCACHE_BASEDIR=$src cmake -S "$src" -B "$out" -DCMAKE_BUILD_TYPE=Release -DNETCERT_BUILD_BENCH=ON \
    "${SETTINGS[@]}" "$@" >"$out/compare-configure.log" 2>&1 || { cat "$out/compare-configure.log" >&2; return 2; }
  local targets; mapfile -t targets < <(bench_targets "$src")
  CCACHE_BASEDIR=$src cmake --build "$out" -j "$(nproc)" "${targets[@]}" >"$out/compare-build.log" 2>&1 || {
    tail -30 "$out/compare-build.log" >&2; return 2; }
}
echo "bench/compare.sh: building the benchmarks of $BASE_SHA and of the current tree" >&2
if [ ${#HEAD_ARGS[@]} -gt 0 ]; then
  build_bench "$HEAD_SRC" "$HEAD_BUILD" -DNETCERT_BUILD_TESTS=OFF "${HEAD_ARGS[@]}" || exit 2
else
  build_bench "$ROOT" "$HEAD_BUILD" || exit 2
fi
if [ $BASE_IS_BUILD = 1 ]; then  # build/ as it is configured: only its benchmark programs are brought up to date
  mapfile -t targets < <(bench_targets "$ROOT")
  CCACHE_BASEDIR=$ROOT cmake --build "$BASE_BUILD" -j "$(nproc)" "${targets[@]}" >"$WORK/base-build.log" 2>&1 || {
    tail -30 "$WORK/base-build.log" >&2; exit 2; }
else
  build_bench "$BASE_SRC" "$BASE_BUILD" -DNETCERT_BUILD_TESTS=OFF -DNETCERT_TEST_SLOWDOWN= "${BASE_ARGS[@]}" || exit 2
fi

PROGRAM_ARGS=()
for name in "${PROGRAMS[@]}"; do PROGRAM_ARGS+=(--program "$name"); done
/usr/bin/python3 "$ROOT/bench/compare_runs.py" --base "$BASE_BUILD/bench" --head "$HEAD_BUILD/bench" \
  --rounds "$ROUNDS" --filter "$FILTER" "${PROGRAM_ARGS[@]}" --min-time "$MIN_TIME" --floor "$FLOOR" --out "$WORK/runs" \
  --base-label "$([ $BASE_IS_BUILD = 1 ] && echo build/ || git -C "$ROOT" rev-parse --short "$BASE_SHA")" \
  --head-label "$([ ${#HEAD_ARGS[@]} -gt 0 ] && echo "HEAD ${HEAD_ARGS[*]}" || echo "current tree")"
