#!/usr/bin/env bash
# fattree_large_roundtrip.sh NETCERT NETCERT_FORGE OUTDIR
# Round trip at large sizes ("n = 12 and 16 included"): every fattree
# property x engine that accepts n = 12 or 16 writes its certificates (holds and
# fails), and every one of them must verify (smt: PARTIAL without --resolve).
# The forgery tester's mutations run on the small corpus (forge.fattree); here
# only the genuine certificates are checked, and verify time is printed.
set -euo pipefail
bin=$1 forge=$2 out=$3
rm -rf "$out"; mkdir -p "$out"
n=0
run() {
  n=$((n + 1)); local dir="$out/$n"; mkdir -p "$dir"
  local flag=--cert; [[ $1 == table ]] && flag=--certify
  set +e; "$bin" "$@" "$flag" "$dir" > "$out/cmd-$n.log" 2>&1; local rc=$?; set -e
  if [[ $rc -eq 2 || $rc -eq 4 ]]; then echo "exit $rc: netcert $*"; cat "$out/cmd-$n.log"; exit 1; fi
  compgen -G "$dir/*.json" > /dev/null || { echo "no certificate: netcert $*"; exit 1; }
}
run check fattree.family_sums_to_ones --param n=12 --param family=bitreverse,rotator,tdm --engine exhaustive
run check fattree.ump --param n=12,16 --param family=bitreverse,rotator,tdm --engine exhaustive
run check fattree.ump --param n=12,16 --param family=bitreverse,rotator --engine smt
run check fattree.ump --param n=10 --param family=tdm --engine random
run check fattree.bound_tight --param n=12,16 --param family=bitreverse,rotator --engine exhaustive
run check fattree.ump_realizable --param n=12 --param reading=one-level --engine random
run check fattree.rotator_no_reduction --param n=12,16 --param family=rotator,bitreverse --engine exhaustive
run check fattree.rotator_no_reduction --param n=12 --param family=bitreverse --engine random
run table fattree-degrees --param n=12
mapfile -t certs < <(find "$out" -name '*.json' | sort)
echo "$n commands, ${#certs[@]} certificates"
start=$(date +%s.%N)
"$forge" --verify-only "${certs[@]}"
echo "verify-only of all certificates: $(echo "$(date +%s.%N) - $start" | bc) s"
