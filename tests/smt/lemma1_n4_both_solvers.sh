#!/usr/bin/env bash
# lemma1_n4_both_solvers.sh NETCERT OUTDIR
#   Lemma 1 (fattree.lower_bound) at n = 4, the smt engine's frontier: exports the 120 queries
#   (per link group, the averaging identity over 0/1 integers and the bound resting on it) and has
#   the z3 and cvc5 programs each solve every file; both must answer its (set-info :status ...).
#   A timeout or unknown is a failure. (The seeds suite runs n = 2..3; n = 4 is here because its
#   certificate, 120 queries, would make every forgery of the suite's round trip regenerate them.)
set -euo pipefail
bin=$1 out=$2
for tool in z3 cvc5; do command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh)"; exit 1; }; done
rm -rf "$out"; mkdir -p "$out"
"$bin" check fattree.lower_bound -p n=4 --engine smt --emit-smt2 "$out/queries" > "$out/check.txt" 2>&1 ||
  { cat "$out/check.txt"; echo "netcert check did not hold"; exit 1; }
mapfile -t files < <(find "$out/queries" -name '*.smt2' | sort)
[[ ${#files[@]} -eq 120 ]] || { echo "expected 120 exported queries, found ${#files[@]}"; exit 1; }
fail=0 z3_total=0 cvc5_total=0
for f in "${files[@]}"; do
  expected=$(sed -n 's/^(set-info :status \(.*\))$/\1/p' "$f")
  t0=$SECONDS; z=$(timeout -k 2 122 z3 -smt2 -T:120 "$f" 2>&1 | head -n 1 || true); z3_total=$((z3_total + SECONDS - t0))
  t0=$SECONDS; c=$(timeout -k 2 122 cvc5 --lang=smt2 --tlimit=120000 "$f" 2>&1 | head -n 1 || true); cvc5_total=$((cvc5_total + SECONDS - t0))
  if [[ $z != "$expected" || $c != "$expected" ]]; then echo "$(basename "$f"): :status $expected, z3 $z, cvc5 $c"; fail=1; fi
done
echo "Lemma 1 at n = 4: ${#files[@]} queries, z3 ${z3_total} s, cvc5 ${cvc5_total} s"
[[ $fail -eq 0 ]] && echo "both solvers agree with :status on every query"
exit $fail
