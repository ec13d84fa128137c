#!/bin/sh
# Figs. 5-7 of seed 004 (least common ancestor networks) as data and plots:
# runs `netcert table lcan-cycles` for each figure, keeps the CSV next to the
# PNG, and plots the recurrence against the simulated means of root, BPC and
# random permutations, each mean with its Student-t confidence bar (the
# table's "CI" columns, level 1 - alpha). The command, seed and netcert
# version are printed on the figure.
# Usage: scripts/plot-lcan-cycles.sh [NETCERT_BINARY] [PERMS] [SEED]
#   (needs gnuplot and python3; default build/netcert, 1000 permutations, seed 1)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$here/build/netcert}
perms=${2:-1000}
seed=${3:-1}
out=$here/docs/figures
# Committed figures name a clean build: refuse a binary built with uncommitted changes.
python3 "$here/scripts/figure-provenance.py" require-clean "$bin"
version=$("$bin" --version | head -n 1 | sed 's/, Z3 .*/)/')
data=$(mktemp)
trap 'rm -f "$data"' EXIT
mkdir -p "$out"
for fig in 5 6 7; do
  csv=$out/lcan-fig$fig.csv
  cmd="netcert table lcan-cycles --param fig=$fig --param perms=$perms --seed $seed"
  # Exit 1: some row's class is refuted (its interval lies outside the tolerance band; the
  # "verdict" column says which): that is data to plot. Anything else is an error.
  rc=0
  "$bin" table lcan-cycles --param fig=$fig --param perms=$perms --seed $seed --format csv --out "$csv" || rc=$?
  [ "$rc" -le 1 ] || { echo "netcert table lcan-cycles --param fig=$fig exited $rc" >&2; exit 1; }
  case $fig in
    5) x=u; key="top right"; xlabel="u (N = 4096, d = 64)"; title="Fig. 5: fix N = 4096, d = 64, vary u" ;;
    6) x=d; key="top right"; xlabel="d = u (N = 4096)"; title="Fig. 6: fix N = 4096, vary d = u" ;;
    7) x=N; key="bottom right"; xlabel="N (d = u = 4)"; title="Fig. 7: fix d = u = 4, vary N" ;;
  esac
  # Columns by header name (the CSV quotes the "[low, high]" interval cells):
  # x, recurrence, then mean, low, high for root, bpc, random.
  python3 - "$csv" "$x" > "$data" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
head, body = rows[0], rows[1:]
col = {name: i for i, name in enumerate(head)}
ci = {cls: next(i for i, name in enumerate(head) if name.startswith(cls + " ") and name.endswith("% CI"))
      for cls in ("root", "bpc", "random")}
for r in body:
    out = [r[col[sys.argv[2]]], r[col["recurrence"]]]
    for cls in ("root", "bpc", "random"):
        low, high = r[ci[cls]].strip("[]").split(",")
        out += [r[col[cls + " mean"]], low.strip(), high.strip()]
    print(" ".join(out))
PY
  level=$(head -n 1 "$csv" | tr ',' '\n' | sed -n 's/^"\{0,1\}root \([0-9]*%\) CI"\{0,1\}$/\1/p')
  gnuplot <<GP
set terminal pngcairo size 900,620 font ",11"
set output "$out/lcan-fig$fig.png"
set key $key box opaque
set grid
set logscale x 2
set autoscale xfix
set offsets graph 0.04, graph 0.04, 0, 0
set title "$title\n$perms permutations per class, seed $seed; bars: $level Student-t interval of the mean (most are narrower than the marks)"
set xlabel "$xlabel"
set ylabel "network cycles"
set bmargin 6
set label 1 "$cmd\n($version)" at screen 0.01, screen 0.06 font ",9" tc rgb "gray30" noenhanced
# Classes side by side (x scaled by a few percent) so that their bars do not hide each other.
plot "$data" using 1:2 with linespoints lw 2 pt 7 ps 0.6 lc rgb "black" title "recurrence Eqs. (2)-(3)", \
     "" using (\$1*0.96):3:4:5 with yerrorlines lc rgb "#1f77b4" pt 5 ps 0.6 title "root (simulated mean)", \
     "" using (\$1*1.00):6:7:8 with yerrorlines lc rgb "#2ca02c" pt 9 ps 0.7 title "BPC (simulated mean)", \
     "" using (\$1*1.04):9:10:11 with yerrorlines lc rgb "#d62728" pt 13 ps 0.7 title "random (simulated mean)"
GP
  python3 "$here/scripts/figure-provenance.py" stamp "$bin" "$out/lcan-fig$fig.png"
  echo "wrote $out/lcan-fig$fig.png ($csv)"
done
