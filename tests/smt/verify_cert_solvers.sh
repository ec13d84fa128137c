#!/usr/bin/env bash
# verify_cert_solvers.sh NETCERT OUTDIR
#   verify-cert --resolve --solver z3|cvc5|both on smt certificates of the three
#   papers whose queries smtport owns (butterfly, lcan, tswitch): each solver
#   must re-establish every stored answer; a missing cvc5 is exit 2 naming cvc5;
#   --solver without --resolve is a usage error.
set -euo pipefail
bin=$1 out=$2
rm -rf "$out"; mkdir -p "$out"
"$bin" check butterfly.chip_counts --param u=3 --engine smt --cert "$out/c" > /dev/null
"$bin" check butterfly.mprime_isomorphism --param u=3 --engine smt --cert "$out/c" > /dev/null
"$bin" check lcan.lca_count --param kind=cb --param N=64 --param d=4 --param u=2 --engine smt --cert "$out/c" > /dev/null
"$bin" check tswitch.optimal_config --param k=4 --param n=2 --engine smt --cert "$out/c" > /dev/null
mapfile -t certs < <(find "$out/c" -name '*.json' | sort)
[[ ${#certs[@]} -eq 4 ]] || { echo "expected 4 certificates, got ${#certs[@]}"; exit 1; }
for cert in "${certs[@]}"; do
  for solver in z3 cvc5 both; do
    line=$("$bin" verify-cert "$cert" --resolve --solver "$solver") || { echo "exit $?: $line"; exit 1; }
    want="re-solved by $solver to their recorded answers"
    [[ $solver == both ]] && want="re-solved by z3 and by cvc5 to their recorded answers"
    [[ $line == VERIFIED* && $line == *"$want"* ]] || { echo "unexpected: $line"; exit 1; }
  done
done
echo "${#certs[@]} certificates VERIFIED by z3, by cvc5 and by both"
set +e
msg=$(PATH=/nonexistent "$bin" verify-cert "${certs[0]}" --resolve --solver cvc5 2>&1); rc=$?
set -e
[[ $rc -eq 2 && $msg == *cvc5* ]] || { echo "missing cvc5: exit $rc, '$msg'"; exit 1; }
echo "no cvc5 on PATH: exit 2 ($msg)"
set +e
msg=$("$bin" verify-cert "${certs[0]}" --solver cvc5 2>&1); rc=$?
set -e
[[ $rc -eq 2 && $msg == *--resolve* ]] || { echo "--solver without --resolve: exit $rc, '$msg'"; exit 1; }
echo "--solver without --resolve: exit 2"
