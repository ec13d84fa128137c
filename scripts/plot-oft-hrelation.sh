#!/bin/sh
# Reproduces Fig. 4 of seed 003 (routing cost of h-relations, n = 4, 8, 16):
# netcert computes the table (csv), gnuplot draws docs/figures/oft-hrelation.png
# with the command, seed and netcert version printed on it.
# Usage: scripts/plot-oft-hrelation.sh [path/to/netcert] [SEED]   (default build/netcert, seed 1)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-"$root/build/netcert"}
seed=${2:-1}
# Committed figures name a clean build: refuse a binary built with uncommitted changes.
python3 "$root/scripts/figure-provenance.py" require-clean "$bin"
version=$("$bin" --version | head -n 1 | sed 's/, Z3 .*/)/')
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
"$bin" table oft-hrelation --param r=2..4 --param trials=100 --seed "$seed" --format csv --out "$data/all.csv"
# One file per n (first column), header dropped.
for n in 4 8 16; do
  awk -F, -v n="$n" 'NR > 1 && $1 == n' "$data/all.csv" > "$data/n$n.csv"
done
mkdir -p "$root/docs/figures"
gnuplot <<GP
set terminal pngcairo size 900,600 enhanced font ",11"
set output "$root/docs/figures/oft-hrelation.png"
set datafile separator ","
set logscale x 2
set xlabel "h (packets per processor)"
set ylabel "cost c = t_r / h"
set title "OFT systolic routing of random h-relations (Honkanen, Fig. 4); mean of 100 trials, 95% CI, seed $seed"
set bmargin 6
set label 1 "netcert table oft-hrelation --param r=2..4 --param trials=100 --seed $seed\n($version)" at screen 0.01, screen 0.06 font ",9" tc rgb "gray30" noenhanced
set grid
set key top right
set yrange [0.8:*]
plot "$data/n4.csv"  using 2:5:6:7 with yerrorlines lw 2 title "(1) n = 4", \
     "$data/n8.csv"  using 2:5:6:7 with yerrorlines lw 2 title "(2) n = 8", \
     "$data/n16.csv" using 2:5:6:7 with yerrorlines lw 2 title "(3) n = 16", \
     1 with lines dt 2 lc rgb "gray" title "cost 1"
GP
python3 "$root/scripts/figure-provenance.py" stamp "$bin" "$root/docs/figures/oft-hrelation.png"
echo "wrote $root/docs/figures/oft-hrelation.png"
