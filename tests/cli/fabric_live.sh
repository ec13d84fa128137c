#!/usr/bin/env bash
# fabric_live.sh NETCERT SRC WORK — the live pipeline (issue 13): ibsim + OpenSM
# on the 2-ary 3-tree with ftree and on the 5-switch ring with minhop, then
# netcert on the files they wrote. Skips (77) only where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
"$src/scripts/fabric-from-ibsim.sh" "$src/tests/data/fabric/k2n3.topo" ftree "$work/k2n3"
"$src/scripts/fabric-from-ibsim.sh" "$src/tests/data/fabric/ring5.topo" minhop "$work/ring"
"$bin" fabric check fabric.routes_complete --topology "$work/k2n3/topology.ibnd" --lfts "$work/k2n3/opensm-lfts.dump"
"$bin" fabric check fabric.deadlock_free --topology "$work/k2n3/topology.ibnd" --lfts "$work/k2n3/opensm-lfts.dump"
set +e
"$bin" fabric check fabric.deadlock_free --topology "$work/ring/topology.ibnd" --lfts "$work/ring/opensm-lfts.dump"
rc=$?
set -e
[[ $rc -eq 1 ]] || { echo "expected the ring's minhop routing to fail deadlock_free (exit 1), got $rc"; exit 1; }
echo "live pipeline: ftree on k2n3 holds, minhop on ring5 deadlocks"
