#!/usr/bin/env bash
# ibdmchk-verdict.sh SUBNET_LST LFTS_DUMP
# The field's own credit-loop check (ibdmchk, Debian package ibutils) on a
# fabric's OpenSM files, reduced to one line:
#   acyclic
#   cycle GUID/PORT GUID/PORT ...   (the switch ports ibdmchk names on the loop)
# ibdmchk reads the old OpenSM FDB dump ("dump_ucast_routes: Switch 0x..." and
# "0xLID : PORT" lines), not opensm-lfts.dump, so the tables are converted
# first; it also insists on a multicast FDB file (an empty one says "none").
# It prints its verdict and then usually crashes (exit 139): the verdict line
# is what counts, and a run without one is an error (exit 1).
set -euo pipefail
if [[ $# -ne 2 ]]; then echo "usage: $0 SUBNET_LST LFTS_DUMP" >&2; exit 2; fi
command -v ibdmchk > /dev/null || { echo "$0: ibdmchk not installed (Debian ibutils)" >&2; exit 77; }
subnet=$(realpath "$1") lfts=$(realpath "$2")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
awk '/^Unicast lids/ {
       for (i = 1; i <= NF; i++) if ($i == "guid") guid = $(i + 1)
       sub(/^0x/, "", guid)
       print "osm_ucast_mgr_dump_ucast_routes: Switch 0x" guid
       next }
     /^0x[0-9a-fA-F]+ [0-9]+/ { printf "%s : %s : 01 : yes\n", $1, $2 }' "$lfts" > "$work/osm.fdbs"
: > "$work/osm.mcfdbs"
# ibdmchk writes reports under /var/cache/ibutils; run it from the scratch dir.
(cd "$work" && timeout 120 ibdmchk -s "$subnet" -f osm.fdbs -m osm.mcfdbs > ibdmchk.out 2>&1) 2> /dev/null || true
out=$work/ibdmchk.out
if grep -q -- '-I- no credit loops found' "$out"; then
  echo acyclic
elif grep -q -- '-E- credit loops in routing' "$out"; then
  # "Found credit loop on: S<guid>/U1/P<port>" then "BT credit loop through: ..." lines;
  # switch ports only (a CA port on the list is where ibdmchk entered the loop).
  ports=$(grep -E 'credit loop (on|through): ' "$out" | sed -E 's/.*loop (on|through): S([0-9a-fA-F]+)\/U[0-9]+\/P([0-9]+).*/\2 \3/' | sort -u)
  echo -n cycle
  while read -r guid port; do
    [[ -n $guid ]] || continue
    grep -Eqi "SW Ports:[0-9]+ SystemGUID:[0-9a-f]+ NodeGUID:$guid" "$subnet" &&
      printf ' 0x%s/%d' "$(echo "$guid" | tr 'A-F' 'a-f')" "$((10#$port))"
  done <<< "$ports"
  echo
else
  echo "$0: ibdmchk printed no credit-loop verdict:" >&2; tail -20 "$out" >&2; exit 1
fi
