#!/usr/bin/env bash
# fabric_lanes.sh NETCERT SRC OUTDIR — fabric.deadlock_free with virtual lanes, on
# the real OpenSM fixtures (make_fabric.sh, FABRIC_LANES=1: opensm -Q, its
# opensm-sl2vl.dump and `saquery -p` path records):
#   lash on the 5-switch ring and dfsssp on the 4x3 torus hold with lanes and fail
#   without (where the note says one lane was assumed); minhop on the ring fails
#   with lanes too; ring5-lash with its SL2VL tables edited to send every SL to
#   VL 0 (broken/ring5-lash-merged-sl2vl.dump) fails with a cycle that names its
#   lanes, which the checker confirms; that certificate with another lane claimed
#   for the cycle, and the torus' holds certificate claiming one lane, re-sealed,
#   are REJECTED; lane files that do not fit exit 2.
set -euo pipefail
bin=$1 src=$2 out=$3
rm -rf "$out"; mkdir -p "$out"
fail() { echo "FAIL: $*"; exit 1; }
F=$src/tests/data/fabric
fabric() { echo --topology "$F/$1/topology.ibnd" --lfts "$F/$1/opensm-lfts.dump"; }
lanes() { echo --sl2vl "${2:-$F/$1/opensm-sl2vl.dump}" --path-sl "$F/$1/path-sl.txt"; }
# expect NAME EXIT REGEX ARGS...: runs netcert, checks the exit code and that the output matches.
expect() {
  local name=$1 want=$2 regex=$3; shift 3
  set +e; "$bin" "$@" > "$out/$name.txt" 2>&1; local rc=$?; set -e
  [[ $rc -eq $want ]] || { cat "$out/$name.txt"; fail "$name: exit $rc, expected $want"; }
  grep -Pzq -- "$regex" "$out/$name.txt" || { cat "$out/$name.txt"; fail "$name: output does not match '$regex'"; }
  echo "$name: exit $rc as expected"
}
dl=(fabric check fabric.deadlock_free)
# shellcheck disable=SC2046
{
expect lash_ring_lanes 0 'acyclic; with virtual lanes: 2 lane\(s\)(.|\n)*1 holds, 0 fails' \
  "${dl[@]}" $(fabric ring5-lash) $(lanes ring5-lash) --cert "$out/lash"
expect lash_ring_one_lane 1 'one virtual lane assumed(.|\n)*0 holds, 1 fails' "${dl[@]}" $(fabric ring5-lash)
expect dfsssp_torus_lanes 0 'acyclic; with virtual lanes(.|\n)*1 holds, 0 fails' \
  "${dl[@]}" $(fabric torus4x3-dfsssp) $(lanes torus4x3-dfsssp) --cert "$out/torus"
expect dfsssp_torus_one_lane 1 'one virtual lane assumed(.|\n)*0 holds, 1 fails' "${dl[@]}" $(fabric torus4x3-dfsssp)
expect minhop_ring_lanes 1 'cycle of length 5: S\d:\d/VL0(.|\n)*on the virtual lanes named(.|\n)*0 holds, 1 fails' \
  "${dl[@]}" $(fabric ring5-minhop-lanes) $(lanes ring5-minhop-lanes)
expect merged_lanes 1 'cycle of length \d+: S\d:\d/VL0(.|\n)*"vl":0(.|\n)*on the virtual lanes named(.|\n)*0 holds, 1 fails' \
  "${dl[@]}" $(fabric ring5-lash) $(lanes ring5-lash "$F/broken/ring5-lash-merged-sl2vl.dump") --cert "$out/merged"
expect default_set_lanes 0 'fabric.deadlock_free +exhaustive +holds(.|\n)*2 holds, 0 fails' \
  fabric check $(fabric ring5-lash) $(lanes ring5-lash)
# Lane files that do not fit the fabric: exit 2 naming the file (and line).
head -n 30 "$F/ring5-lash/path-sl.txt" > "$out/short-path-sl.txt"
expect missing_path_record 2 'short-path-sl.txt: no PathRecord from LID' \
  "${dl[@]}" $(fabric ring5-lash) --sl2vl "$F/ring5-lash/opensm-sl2vl.dump" --path-sl "$out/short-path-sl.txt"
sed '5s/: 0  1/: 0  99/' "$F/ring5-lash/opensm-sl2vl.dump" > "$out/bad-sl2vl.dump"
expect bad_vl 2 'bad-sl2vl.dump:5: VL 99 is outside 0..15' \
  "${dl[@]}" $(fabric ring5-lash) --sl2vl "$out/bad-sl2vl.dump" --path-sl "$F/ring5-lash/path-sl.txt"
expect lanes_go_together 2 '--sl2vl and --path-sl go together' \
  "${dl[@]}" $(fabric ring5-lash) --sl2vl "$F/ring5-lash/opensm-sl2vl.dump"
expect other_fabric_lanes 2 'no PathRecord from LID|names no switch' \
  "${dl[@]}" $(fabric ring5-lash) $(lanes torus4x3-dfsssp)
}

# Certificates: the holds and the merged cycle verify with their lanes.
for c in "$out"/lash/*.json "$out"/torus/*.json "$out"/merged/*.json; do
  "$bin" verify-cert "$c" | grep -q '^VERIFIED' || fail "$c does not verify"
done
merged=$(find "$out/merged" -name '*.json')
# Forgery: the cycle claimed on another lane (VL 1, which lash's SL 1 uses in the real tables), re-sealed.
PYTHONPATH="$(dirname "$0")" python3 - "$merged" "$out/forged.cert.json" <<'PY'
import json, sys
from seal_cert import write_sealed
cert = json.load(open(sys.argv[1]))
for entry in cert["witness"]["counterexample"]["cycle"]:
    entry["vl"] = 1
write_sealed(cert, sys.argv[2])
PY
set +e; "$bin" verify-cert "$out/forged.cert.json" > "$out/forged.txt" 2>&1; rc=$?; set -e
cat "$out/forged.txt"
[[ $rc -eq 1 ]] && grep -q '^REJECTED .*does not use its channel and then the next on the lanes' "$out/forged.txt" ||
  fail "the cycle claimed on another lane: exit $rc, expected REJECTED"
# Forgery: the torus' holds certificate claiming one lane (its ranks cut to one lane's channels), re-sealed.
torus=$(find "$out/torus" -name '*.json')
PYTHONPATH="$(dirname "$0")" python3 - "$torus" "$out/one-lane.cert.json" <<'PY'
import json, sys
from seal_cert import write_sealed
cert = json.load(open(sys.argv[1]))
w = cert["witness"]
lanes = w["lanes"]
w["ranks"] = w["ranks"][::lanes]
w["channels"] = len(w["ranks"])
w["lanes"] = 1
write_sealed(cert, sys.argv[2])
PY
set +e; "$bin" verify-cert "$out/one-lane.cert.json" > "$out/one-lane.txt" 2>&1; rc=$?; set -e
cat "$out/one-lane.txt"
[[ $rc -eq 1 ]] && grep -q '^REJECTED ' "$out/one-lane.txt" || fail "the holds claimed on one lane: exit $rc, expected REJECTED"
echo "fabric lanes: lash ring and dfsssp torus hold with lanes, minhop and merged lanes fail, forged lane REJECTED"
