#!/bin/sh
# Figs. 5-7 of seed 004 (least common ancestor networks) as data and plots:
# runs `netcert table lcan-cycles` for each figure (seed fixed and printed in
# the table notes), keeps the CSV next to the PNG, and plots the recurrence
# against the simulated means of root, BPC and random permutations.
# Usage: scripts/plot-lcan-cycles.sh [NETCERT_BINARY] [PERMS] [SEED]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$here/build/netcert}
perms=${2:-1000}
seed=${3:-1}
out=$here/docs/figures
mkdir -p "$out"
for fig in 5 6 7; do
  csv=$out/lcan-fig$fig.csv
  "$bin" table lcan-cycles --param fig=$fig --param perms=$perms --seed $seed --format csv --out "$csv"
  case $fig in
    5) xcol=4; xlabel="u (N = 4096, d = 64)"; logx="set logscale x 2"; title="Fig. 5: fix N = 4096, d = 64, vary u" ;;
    6) xcol=3; xlabel="d = u (N = 4096)"; logx="set logscale x 2"; title="Fig. 6: fix N = 4096, vary d = u" ;;
    7) xcol=2; xlabel="N (d = u = 4)"; logx="set logscale x 2"; title="Fig. 7: fix d = u = 4, vary N" ;;
  esac
  gnuplot <<GP
set terminal pngcairo size 800,560 font ",11"
set output "$out/lcan-fig$fig.png"
set datafile separator ","
set key top left
set grid
$logx
set title "$title ($perms permutations per class, seed $seed)"
set xlabel "$xlabel"
set ylabel "network cycles"
plot "$csv" every ::1 using $xcol:6 with linespoints lw 2 title "recurrence Eqs. (2)-(3)", \
     "" every ::1 using $xcol:9 with linespoints title "root (simulated mean)", \
     "" every ::1 using $xcol:11 with linespoints title "BPC (simulated mean)", \
     "" every ::1 using $xcol:13 with linespoints title "random (simulated mean)"
GP
  echo "wrote $out/lcan-fig$fig.png"
done
