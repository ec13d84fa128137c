#!/usr/bin/env bash
# Pictures for seed 001 (butterfly chip mapping M'):
#   docs/figures/butterfly_mprime_u3.{dot,png}   M' for n = 8, one cluster per chip
#   docs/figures/butterfly_swapped_u3.{dot,png}  a broken mapping (two halves swapped across stages), offending chips red
#   docs/figures/butterfly_ratios.png            chip(M')/chip(M) and link(M')/link(M) against u (butterfly-chips table)
# Usage: scripts/plot-butterfly.sh [BUILD_DIR]   (default build-butterfly; needs graphviz and gnuplot)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build-butterfly}"
netcert="$build/netcert"
out="$root/docs/figures"
# Committed figures name a clean build: refuse a binary built with uncommitted changes.
python3 "$root/scripts/figure-provenance.py" require-clean "$netcert"
mkdir -p "$out"
for pair in "mprime_u3:mprime_u3" "swapped_u3:mprime_u3_swapped"; do
  name="${pair%%:*}" file="${pair##*:}"
  # check-schedule exits 1 for the broken mapping; the picture is written either way.
  "$netcert" check-schedule "$root/examples/butterfly/$file.json" --dot "$out/butterfly_$name.dot" >/dev/null || true
  neato -n2 -Tpng "$out/butterfly_$name.dot" -o "$out/butterfly_$name.png"
done
csv="$(mktemp)"
trap 'rm -f "$csv"' EXIT
"$netcert" table butterfly-chips --param u=1..32 --param certify_max=0 --format csv > "$csv"
version=$("$netcert" --version | head -n 1 | sed 's/, Z3 .*/)/')
gnuplot <<GP
set terminal pngcairo size 800,480
set output "$out/butterfly_ratios.png"
set datafile separator ","
set key bottom right
set xlabel "u = log2 n"
set ylabel "M' / M"
set yrange [0:0.55]
set grid
set title "Mapping M' against M (Lemma 1): both ratios stay below 1/2"
set bmargin 6
set label 1 "netcert table butterfly-chips --param u=1..32 --param certify_max=0\n(exact counts, no seed; $version)" at screen 0.01, screen 0.06 font ",9" tc rgb "gray30" noenhanced
ratio(s) = (strstrt(s, "/") > 0) ? real(s[1:strstrt(s, "/") - 1]) / real(s[strstrt(s, "/") + 1:]) : real(s)
plot "$csv" every ::1 using 1:(ratio(strcol(7))) with linespoints title "chip(M')/chip(M) = u/(2(u+1))", \
     "$csv" every ::1 using 1:(ratio(strcol(8))) with linespoints title "link(M')/link(M) = (u-1)/(2u)", \
     0.5 with lines dashtype 2 title "1/2"
GP
python3 "$root/scripts/figure-provenance.py" stamp "$netcert" "$out"/butterfly_mprime_u3.png \
  "$out"/butterfly_swapped_u3.png "$out"/butterfly_ratios.png
echo "wrote $out/butterfly_mprime_u3.png $out/butterfly_swapped_u3.png $out/butterfly_ratios.png"
