#!/usr/bin/env bash
# fabric_cert_large.sh NETCERT SRC WORK — a fabric certificate above the
# 64 MiB certificate input limit (a 14-ary 3-tree with DESTRO tables,
# bench/gen_destro_fabric.py: a 106 MB dump, embedded in the certificate):
# verify-cert alone refuses it and says to give the files; with --topology and
# --lfts it is VERIFIED; with another fabric's files it is still REJECTED.
set -euo pipefail
bin=$1 src=$2 work=$3
rm -rf "$work"; mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
/usr/bin/python3 "$src/bench/gen_destro_fabric.py" 14 3 "$work/d14n3"
files=(--topology "$work/d14n3/topology.ibnd" --lfts "$work/d14n3/opensm-lfts.dump")
"$bin" fabric check fabric.kary_ntree "${files[@]}" --cert "$work/cert" > /dev/null
cert=$(find "$work/cert" -name '*.json')
size=$(stat -c %s "$cert")
(( size > 64 * 1024 * 1024 )) || fail "the certificate is $size bytes, not above the 64 MiB limit"
set +e; out=$("$bin" verify-cert "$cert" 2>&1); rc=$?; set -e
echo "$out"
[[ $rc -eq 1 ]] && grep -q '^REJECTED .*input limit.*give them with --topology and --lfts' <<< "$out" ||
  fail "alone: exit $rc, expected REJECTED naming --topology and --lfts"
out=$("$bin" verify-cert "$cert" "${files[@]}") || fail "with its files: not VERIFIED"
echo "$out"
grep -q '^VERIFIED ' <<< "$out" || fail "with its files: not VERIFIED"
other=(--topology "$src/tests/data/fabric/k4n3-ftree/topology.ibnd" --lfts "$src/tests/data/fabric/k4n3-ftree/opensm-lfts.dump")
set +e; out=$("$bin" verify-cert "$cert" "${other[@]}" 2>&1); rc=$?; set -e
echo "$out"
[[ $rc -eq 1 ]] && grep -q '^REJECTED ' <<< "$out" || fail "with another fabric's files: exit $rc, expected REJECTED"
echo "PASS: the $size-byte certificate verifies with its files only"
