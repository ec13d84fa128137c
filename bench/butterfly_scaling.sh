#!/usr/bin/env bash
# Butterfly engines, --jobs 1 against --jobs 2 (BENCHMARKS.md "Butterfly engines
# on two cores"): butterfly.mprime_isomorphism u=19 and butterfly.chip_counts u=20,
# exhaustive. Runs are interleaved (j1, j2, j1, j2, ... per case, and the builds
# alternate when a second one is given), so a load that drifts while other work
# runs on the machine hits both sides of each ratio alike.
# usage: bench/butterfly_scaling.sh NETCERT [BASE_NETCERT] [REPS=5]
#   CASES="iso:19 counts:20" (default) picks the sizes.
# Prints per case and build: median wall and CPU (user+sys) seconds with their
# min-max spread, peak RSS, and the median of the paired ratios jobs2/jobs1
# (wall) — one pair per repetition, the load average at the start of each run kept.
set -u
netcert=$1
base=${2:-}
reps=${3:-5}
builds=("$netcert")
[ -n "$base" ] && builds+=("$base")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load at start: $(cat /proc/loadavg)"
for rep in $(seq "$reps"); do
  for case in ${CASES:-iso:19 counts:20}; do
    kind=${case%%:*} u=${case#*:}
    property=butterfly.mprime_isomorphism
    [ "$kind" = counts ] && property=butterfly.chip_counts
    for b in "${!builds[@]}"; do
      for jobs in 1 2; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "${builds[$b]}" check "$property" -p "u=$u" -e exhaustive \
          --jobs "$jobs" -q > /dev/null 2>&1
        echo "$kind u=$u build$b jobs$jobs $rep $load $(tail -n 1 "$tmp/t")" >> "$tmp/runs"
      done
    done
  done
done
python3 - "$tmp/runs" "${builds[@]}" <<'EOF'
import statistics, sys
runs = [l.split() for l in open(sys.argv[1])]
builds = sys.argv[2:]
cell = {}
for kind, u, build, jobs, rep, load, wall, user, sys_, rss in runs:
    cell.setdefault((kind, u, build, jobs), []).append((int(rep), float(load), float(wall), float(user) + float(sys_), int(rss)))
def spread(xs):
    return f"{statistics.median(xs):.2f} [{min(xs):.2f}-{max(xs):.2f}]"
print("case      build   jobs  wall s (median [min-max])  cpu s (median [min-max])  peak RSS MB  load")
for key in sorted(cell):
    kind, u, build, jobs = key
    rows = cell[key]
    print(f"{kind:6} {u:5} {build:7} {jobs:5} {spread([r[2] for r in rows]):26} {spread([r[3] for r in rows]):25} "
          f"{max(r[4] for r in rows) / 1024:8.0f}     {spread([r[1] for r in rows])}")
for (kind, u, build, jobs) in sorted(cell):
    if jobs != "jobs2":
        continue
    one = {r[0]: r[2] for r in cell[(kind, u, build, "jobs1")]}
    ratios = [r[2] / one[r[0]] for r in cell[(kind, u, build, jobs)] if one.get(r[0])]
    name = builds[int(build[5:])]
    print(f"{kind} {u} {name}: wall jobs2/jobs1 = {spread(ratios)} (paired, {len(ratios)} pairs)")
EOF
