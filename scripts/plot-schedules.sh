#!/bin/sh
# Pictures of checked schedules (check-schedule --dot, then Graphviz), each
# titled by netcert with network, parameters and verdict; a refuted schedule
# has its offending elements in red and a legend saying what they are:
#   docs/figures/lcan-offline-routing-16.png  off-line routes of bit reversal on CB-LCAN(16,2,2) (holds)
#   docs/figures/lcan-broken-routes-8.png     two circuits that share a switch port in one cycle (fails)
#   docs/figures/oft-shared-misdelivery-r3.png  ERRATA E-003-1: a shared-table packet misdelivered (fails)
#   docs/figures/oft-flipped-bit-r4.png       a control sequence with one bit flipped (fails)
#   docs/figures/tswitch-not-optimal-k4.png   a T-switch configuration that is not optimal (fails)
# The checks are deterministic (no seed). Butterfly pictures: scripts/plot-butterfly.sh.
# Usage: scripts/plot-schedules.sh [NETCERT_BINARY]   (default build/netcert; needs graphviz)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$here/build/netcert}
out=$here/docs/figures
# Committed figures name a clean build: refuse a binary built with uncommitted changes.
python3 "$here/scripts/figure-provenance.py" require-clean "$bin"
mkdir -p "$out"
for pair in lcan/cblcan16_good:lcan-offline-routing-16 lcan/cblcan8_broken_routes:lcan-broken-routes-8 \
            oft/shared_table_r3:oft-shared-misdelivery-r3 oft/flipped_bit_r4:oft-flipped-bit-r4 \
            tswitch/not_optimal_k4_n3_stage0:tswitch-not-optimal-k4; do
  example=${pair%%:*} name=${pair##*:}
  # check-schedule exits 1 for a refuted schedule; the picture is written either way.
  rc=0
  "$bin" check-schedule "$here/examples/$example.json" --dot "$out/$name.dot" > /dev/null || rc=$?
  [ "$rc" -le 1 ] || { echo "check-schedule examples/$example.json exited $rc" >&2; exit 1; }
  dot -Tpng "$out/$name.dot" -o "$out/$name.png"
  python3 "$here/scripts/figure-provenance.py" stamp "$bin" "$out/$name.png"
  echo "wrote $out/$name.png (netcert check-schedule examples/$example.json --dot: exit $rc)"
done
