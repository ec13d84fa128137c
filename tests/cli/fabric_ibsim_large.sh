#!/usr/bin/env bash
# fabric_ibsim_large.sh NETCERT SRC WORK — past ibsim's default limit of 256
# switches: the 10-ary 3-tree (300 switches, 1000 hosts) through the real
# pipeline (scripts/fabric-from-ibsim.sh sizes ibsim's -N/-S/-P from the
# topology) under ftree, then every host pair is walked on OpenSM's tables. (A
# ring of 300 would not do: directed-route SMPs go at most 63 hops, so OpenSM
# and ibnetdiscover see only 125 of its switches.) Skips (77) only where the
# tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
/usr/bin/python3 "$src/tests/data/fabric/gen_topology.py" kary-ntree 10 3 > "$work/k10n3.topo"
"$src/scripts/fabric-from-ibsim.sh" "$work/k10n3.topo" ftree "$work/k10n3"
switches=$(grep -c '^Switch' "$work/k10n3/topology.ibnd")
[[ $switches -eq 300 ]] || { echo "FAIL: ibnetdiscover found $switches switches, expected 300"; exit 1; }
out=$("$bin" fabric check fabric.routes_complete --topology "$work/k10n3/topology.ibnd" \
  --lfts "$work/k10n3/opensm-lfts.dump")
echo "$out"
grep -q '999000 host pairs delivered (300 switches, 1000 hosts)' <<< "$out" || { echo "FAIL: not every pair delivered"; exit 1; }
echo "PASS: 300 switches captured and routed by OpenSM"
