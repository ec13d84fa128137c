#!/usr/bin/env bash
# First-touch cost of fresh memory, warm and cold (BENCHMARKS.md, "Cold pages").
# warm: the run follows another run at once (the guest reuses pages it just freed);
# cold: the run follows a PAUSE-second pause (a guest with free page reporting hands
# free 2 MiB blocks back to its host within seconds; /sys/module/page_reporting).
# usage: bench/first_touch.sh FIRST_TOUCH_BINARY [MIB=400] [REPS=5] [PAUSE=4]
set -eu
bin=$1 mib=${2:-400} reps=${3:-5} pause=${4:-4}
echo "load at start: $(cat /proc/loadavg); page_reporting_order: $(cat /sys/module/page_reporting/parameters/page_reporting_order 2>/dev/null || echo none)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for rep in $(seq "$reps"); do
  for pages in huge small; do
    for threads in 1 2; do
      sleep "$pause"
      echo "cold $pages $threads $("$bin" "$threads" "$mib" "$pages")" >> "$tmp"
      echo "warm $pages $threads $("$bin" "$threads" "$mib" "$pages")" >> "$tmp"
    done
  done
done
echo "load at end: $(cat /proc/loadavg)"
python3 - "$tmp" "$mib" <<'PY'
import statistics, sys
cells = {}
for line in open(sys.argv[1]):
    state, pages, threads, ms = line.split()
    cells.setdefault((state, pages, int(threads)), []).append(float(ms))
print(f"| memory state | pages | threads | ms for {sys.argv[2]} MiB, median [min–max] |")
print("|---|---|---|---|")
for key in sorted(cells):
    v = cells[key]
    print(f"| {key[0]} | {key[1]} | {key[2]} | {statistics.median(v):.0f} [{min(v):.0f}–{max(v):.0f}] |")
PY
