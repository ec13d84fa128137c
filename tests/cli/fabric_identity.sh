#!/usr/bin/env bash
# fabric_identity.sh NETCERT SRC OUTDIR
# A fabric certificate says which fabric it is about: the VERIFIED line names
# the embedded files' own sha256 as `sha256sum` prints them, and
# `verify-cert --topology F --lfts F` accepts it only for exactly those files.
# The swap: ring5-minhop's fabric.deadlock_free fails certificate flipped to
# holds with the witness of the k2n3-ftree certificate (re-sealed) must not
# verify against ring5-minhop's files.
set -euo pipefail
bin=$1 src=$2 out=$3
rm -rf "$out"; mkdir -p "$out"
fail() { echo "FAIL: $*"; exit 1; }
F=$src/tests/data/fabric
ring=(--topology "$F/ring5-minhop/topology.ibnd" --lfts "$F/ring5-minhop/opensm-lfts.dump")
tree=(--topology "$F/k2n3-ftree/topology.ibnd" --lfts "$F/k2n3-ftree/opensm-lfts.dump")
set +e
"$bin" fabric check fabric.deadlock_free "${ring[@]}" --cert "$out/ring" > /dev/null 2>&1; rc_ring=$?
"$bin" fabric check fabric.deadlock_free "${tree[@]}" --cert "$out/tree" > /dev/null 2>&1; rc_tree=$?
set -e
[[ $rc_ring -eq 1 && $rc_tree -eq 0 ]] || fail "fabric check exited $rc_ring (ring5, expected 1) and $rc_tree (k2n3, expected 0)"
ring_cert=$(find "$out/ring" -name '*.json'); tree_cert=$(find "$out/tree" -name '*.json')

# VERIFIED names both files' own sha256, as sha256sum prints them.
line=$("$bin" verify-cert "$ring_cert")
echo "$line"
for f in topology.ibnd opensm-lfts.dump; do
  sum=$(sha256sum "$F/ring5-minhop/$f" | cut -d' ' -f1)
  grep -qF "$sum  " <<< "$line" || fail "the VERIFIED line does not name $f's sha256 $sum"
done
"$bin" verify-cert "$ring_cert" "${ring[@]}" | grep -q '^VERIFIED .*the files --topology' || fail "its own files: not VERIFIED"
set +e; "$bin" verify-cert "$ring_cert" "${tree[@]}" > "$out/other.txt" 2>&1; rc=$?; set -e
[[ $rc -eq 1 ]] && grep -q "^REJECTED .*about another fabric" "$out/other.txt" || { cat "$out/other.txt"; fail "another fabric's files: exit $rc, expected REJECTED"; }
set +e; "$bin" verify-cert "$ring_cert" --topology "$F/ring5-minhop/topology.ibnd" > /dev/null 2>&1; rc=$?; set -e
[[ $rc -eq 2 ]] || fail "--topology without --lfts exited $rc, expected 2"

# The swap, re-sealed so only the identity check can catch it.
PYTHONPATH="$(dirname "$0")" python3 - "$ring_cert" "$tree_cert" "$out/swapped.cert.json" <<'PY'
import json, sys
from seal_cert import write_sealed
ring, tree = (json.load(open(p)) for p in sys.argv[1:3])
ring["verdict"] = "holds"
ring["witness"] = tree["witness"]
write_sealed(ring, sys.argv[3])
PY
set +e; "$bin" verify-cert "$out/swapped.cert.json" "${ring[@]}" > "$out/swapped.txt" 2>&1; rc=$?; set -e
cat "$out/swapped.txt"
[[ $rc -eq 1 ]] && grep -q "^REJECTED .*about another fabric" "$out/swapped.txt" || fail "the swapped certificate: exit $rc, expected REJECTED"
# Without the files it verifies only as what it is: a certificate about k2n3-ftree, and says so.
"$bin" verify-cert "$out/swapped.cert.json" | grep -qF "$(sha256sum "$F/k2n3-ftree/topology.ibnd" | cut -d' ' -f1)  topology" ||
  fail "the swapped certificate does not name k2n3-ftree's topology"
echo "fabric identity: digests printed, own files VERIFIED, other fabric and the swap REJECTED"
