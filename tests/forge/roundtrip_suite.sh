#!/usr/bin/env bash
# roundtrip_suite.sh NETCERT NETCERT_FORGE SUITE OUTDIR [SUITE OPTIONS...]
# Every certificate the suite writes must verify: the "every certificate netcert
# writes verifies" round trip. An smt certificate's stored queries must be the ones
# verify-cert regenerates; they are not re-solved here, because smt.seeds_both_solvers
# has z3 and cvc5 solve every query this suite exports against its :status (the same
# queries; re-solving them here again with z3 cost about 5 CPU minutes of CI), and
# smt.verify_cert_solvers tests verify-cert --resolve itself.
# Extra options go to `netcert suite` (the same run also writes the JUnit and
# JSON reports that cli.junit_seeds reads, so CI runs the seeds suite once for both).
set -euo pipefail
bin=$1 forge=$2 suite=$3 out=$4
shift 4
rm -rf "$out"; mkdir -p "$out"
"$bin" suite "$suite" --cert "$out/certs" "$@" > "$out/suite.log" 2>&1 || { echo "suite exited $?"; tail -20 "$out/suite.log"; exit 1; }
mapfile -t certs < <(find "$out/certs" -name '*.json' | sort)
echo "suite wrote ${#certs[@]} certificates"
[[ ${#certs[@]} -gt 0 ]] || exit 1
exec "$forge" --verify-only "${certs[@]}"
