#!/usr/bin/env bash
# fabric_live.sh NETCERT SRC WORK — the live pipeline: ibsim + OpenSM
# on the 2-ary 3-tree with ftree, on the 5-switch ring with minhop and with
# updn from a root file (tests/data/fabric/ring5-roots.txt), and on
# the 4-ary 3-tree that netcert itself writes (`netcert fabric kary-ntree`)
# with ftree and updn, and lash on the ring with its lanes (FABRIC_LANES=1:
# opensm -Q, its SL2VL dump and saquery's path records while it runs); then
# netcert on the files they wrote. Skips (77) only
# where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
run=$src/scripts/fabric-from-ibsim.sh
"$run" "$src/tests/data/fabric/k2n3.topo" ftree "$work/k2n3"
"$run" "$src/tests/data/fabric/ring5.topo" minhop "$work/ring"
"$run" "$src/tests/data/fabric/ring5.topo" updn "$work/ring-updn" "$src/tests/data/fabric/ring5-roots.txt"
FABRIC_LANES=1 "$run" "$src/tests/data/fabric/ring5.topo" lash "$work/ring-lash"
"$bin" fabric kary-ntree --param k=4 --param n=3 --out "$work/k4n3.topo"
"$run" "$work/k4n3.topo" ftree "$work/k4n3-ftree"
"$run" "$work/k4n3.topo" updn "$work/k4n3-updn"
fab() { "$bin" fabric check "$1" --topology "$work/$2/topology.ibnd" --lfts "$work/$2/opensm-lfts.dump"; }
# expect RC PROPERTY DIR REGEX: exit code and a line of the report.
expect() {
  local want=$1 out rc
  set +e; out=$(fab "$2" "$3"); rc=$?; set -e
  echo "$out"
  [[ $rc -eq $want ]] || { echo "FAIL: $2 on $3 exited $rc, expected $want"; exit 1; }
  grep -Eq "$4" <<< "$out" || { echo "FAIL: $2 on $3 does not say /$4/"; exit 1; }
}
expect 0 fabric.routes_complete k2n3 "1 holds, 0 fails"
expect 0 fabric.deadlock_free k2n3 "1 holds, 0 fails"
expect 1 fabric.deadlock_free ring "cycle of 5 channels confirmed"
expect 0 fabric.deadlock_free ring-updn "1 holds, 0 fails"
expect 0 fabric.kary_ntree k4n3-ftree "a 4-ary 3-tree: isomorphism"
expect 0 fabric.destro_equivalent k4n3-ftree "DESTRO on a 4-ary 3-tree under the relabelled isomorphism"
expect 0 fabric.kary_ntree k4n3-updn "a 4-ary 3-tree: isomorphism"
expect 1 fabric.destro_equivalent k4n3-updn "re-check: no labelling makes this routing DESTRO"
# lash on the ring: deadlock free on its virtual lanes, a credit loop on one lane.
expect 1 fabric.deadlock_free ring-lash "one virtual lane assumed"
lanes=(--sl2vl "$work/ring-lash/opensm-sl2vl.dump" --path-sl "$work/ring-lash/path-sl.txt")
out=$("$bin" fabric check fabric.deadlock_free --topology "$work/ring-lash/topology.ibnd" \
        --lfts "$work/ring-lash/opensm-lfts.dump" "${lanes[@]}") || { echo "FAIL: lash with lanes: $out"; exit 1; }
grep -q "acyclic; with virtual lanes: 2 lane" <<< "$out" || { echo "FAIL: lash with lanes: $out"; exit 1; }
# OpenSM's own subnet list as the topology gives the same verdict.
out=$("$bin" fabric check fabric.destro_equivalent --topology "$work/k4n3-ftree/opensm-subnet.lst" \
        --lfts "$work/k4n3-ftree/opensm-lfts.dump") || { echo "FAIL: ftree from opensm-subnet.lst"; exit 1; }
grep -q "1 holds, 0 fails" <<< "$out" || { echo "FAIL: ftree from opensm-subnet.lst: $out"; exit 1; }
echo "live pipeline: ftree on k2n3 holds, minhop on ring5 deadlocks, updn from a root file does not, lash on ring5 does not on its lanes, ftree on k4n3 is DESTRO, updn is not"
