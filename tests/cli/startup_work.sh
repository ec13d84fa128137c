#!/usr/bin/env bash
# startup_work.sh NETCERT OUTDIR
# A run does not do what its command does not need, as glibc's loader sees it:
# with lazy binding, LD_DEBUG=bindings logs each library function netcert calls,
# the first time it calls it (a count of calls, never a time):
#  - --version and an exhaustive check create no Z3 context and no cryptographic
#    hash (the one SHA-256 call is for certificates);
#  - an smt check creates a context, and check --cert hashes its certificate:
#    the controls, which show the log sees the calls it is asked about.
set -euo pipefail
bin=$1 out=$2
rm -rf "$out"; mkdir -p "$out"
fail() { echo "FAIL: $*"; exit 1; }

# Bound at start (-z now, LD_BIND_NOW): every function is logged whether called or not.
if readelf -d "$bin" | grep -qE 'BIND_NOW|Flags:.* NOW'; then echo "SKIP: $bin binds every symbol at start"; exit 77; fi
unset LD_BIND_NOW

calls() {  # NAME ARGS...: run netcert, keep the functions it bound in $out/NAME.calls
  local name=$1; shift
  set +e; LD_DEBUG=bindings LD_DEBUG_OUTPUT="$out/$name.log" "$bin" "$@" > "$out/$name.out" 2>&1; local rc=$?; set -e
  [[ $rc -eq 0 ]] || { cat "$out/$name.out"; fail "$name: netcert exited $rc"; }
  cat "$out/$name".log.* | grep -F "binding file $bin " | sed -n "s/.*symbol \`\([^']*\)'.*/\1/p" | sort -u > "$out/$name.calls"
  rm -f "$out/$name".log.*
}
called() { grep -qx "$2" "$out/$1.calls"; }
hashed() { grep -qiE 'sha256|EVP_Digest' "$out/$1.calls"; }

calls version --version
calls exhaustive check fattree.ump -p n=2 -e exhaustive
calls smt_cert check fattree.ump -p n=2 -e smt --cert "$out/certs"

called smt_cert Z3_mk_context_rc || fail "the smt check's log shows no Z3_mk_context_rc: the log misses calls"
hashed smt_cert || fail "check --cert hashed no certificate: the log misses calls"
! called version Z3_mk_context_rc || fail "--version created a Z3 context"
! called exhaustive Z3_mk_context_rc || fail "an exhaustive check created a Z3 context"
! hashed version || fail "--version computed a SHA-256"
! hashed exhaustive || fail "an exhaustive check without --cert computed a SHA-256"
grep -q "holds" "$out/exhaustive.out" || fail "the exhaustive check does not hold"
echo "PASS: --version and an exhaustive check create no solver and hash nothing; the controls show both"
