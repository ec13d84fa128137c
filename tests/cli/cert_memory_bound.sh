#!/usr/bin/env bash
# A 16.8 GB certificate once exhausted memory; here it is a bound: every hashed hostile certificate
# is rejected within 10 s and 1 GiB of address space (ulimit -v; not run under ASan,
# whose shadow memory needs terabytes of address space).
set -u
BIN=$1; DIR=$2; fail=0
for cert in "$DIR"/hashed_*.cert.json; do
  out=$( (ulimit -v 1048576; timeout 10 "$BIN" verify-cert "$cert") 2>&1 ); rc=$?
  if [ $rc -ne 1 ] || ! grep -q '^REJECTED ' <<<"$out"; then
    echo "FAIL $(basename "$cert"): exit $rc (want 1, REJECTED within 10 s and 1 GiB)"; echo "$out" | tail -3; fail=1
  fi
done
[ $fail -eq 0 ] && echo "all hashed hostile certificates rejected within 10 s and 1 GiB"
exit $fail
