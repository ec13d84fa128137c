#!/usr/bin/env bash
# roundtrip_suite.sh NETCERT NETCERT_FORGE SUITE OUTDIR [SUITE OPTIONS...]
# Every certificate the suite writes must verify (smt ones re-solved by z3):
# the "every certificate netcert writes verifies" round trip.
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
exec "$forge" --verify-only --resolve "${certs[@]}"
