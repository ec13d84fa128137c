#!/usr/bin/env bash
# CPU time of netcert's startup (BENCHMARKS.md "Startup"): `--version`, a
# trivial check (fattree.ump n=1, exhaustive) and a small one with every engine
# (fattree.ump n=2: two Z3 contexts), REPS runs each, builds and commands
# interleaved run by run. CPU is perf's task-clock of the process and its children
# (a solver --version starts counts). Prints median and min-max per build and command.
# usage: bench/startup_cpu.sh NETCERT [BASE_NETCERT] [REPS=10]
set -u
builds=("$1")
[ -n "${2:-}" ] && builds+=("$2")
reps=${3:-10}
command -v perf > /dev/null || { echo "perf is not on PATH (linux-perf)"; exit 1; }
echo "load at start: $(cat /proc/loadavg)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for rep in $(seq "$reps"); do
  for b in "${builds[@]}"; do
    for what in version check all_engines; do
      args=(--version)
      [ "$what" = check ] && args=(check fattree.ump -p n=1 -e exhaustive -q)
      [ "$what" = all_engines ] && args=(check fattree.ump -p n=2 -q)
      ms=$(perf stat -x, -e task-clock "$b" "${args[@]}" 2>&1 >/dev/null | awk -F, '/task-clock/ {print $1}')
      echo "$b $what $ms" >> "$tmp"
    done
  done
done
echo "load at end: $(cat /proc/loadavg)"
python3 - "$tmp" <<'PY'
import statistics, sys
cells = {}
for line in open(sys.argv[1]):
    b, what, ms = line.split()
    cells.setdefault((b, what), []).append(float(ms))
for (b, what), xs in cells.items():
    print(f"{b} {what}: median {statistics.median(xs):.2f} ms CPU [{min(xs):.2f}-{max(xs):.2f}] over {len(xs)} runs")
PY
