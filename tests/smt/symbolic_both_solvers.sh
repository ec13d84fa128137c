#!/usr/bin/env bash
# symbolic_both_solvers.sh NETCERT OUTDIR
#   The symbolic engine's refutations and users' formulas: fattree.ump over n = 1..63
#   for the rotator and tdm families and fattree.ump_element for tdm (one result row
#   each, failing at a size the independent checker re-checked), and the
#   family-expression schedules in examples/fattree/expr-*.json (rev(x) + i and
#   rev(x) xor i hold, x + i fails) over n = 1..63 by check-schedule. Exports their
#   range queries with --emit-smt2 and has the z3 and cvc5 programs solve every file:
#   both must answer what its (set-info :status ...) says. A timeout or unknown is a
#   failure. The symbolic entries that hold (every symbolic property, in the default
#   suite) are exported and solved by both solvers in smt.seeds_both_solvers.
set -euo pipefail
bin=$1 out=$2
for tool in jq z3 cvc5; do
  command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh installs it)"; exit 1; }
done
rm -rf "$out"; mkdir -p "$out/queries"
fail=0
# fattree.ump over n = 1..63 for rotator and tdm, and fattree.ump_element (Eqs. 12/18) for tdm: each one row that
# fails at a size the exhaustive engine confirmed and the independent checker re-checked (queries exported sat).
for case in fattree.ump:rotator fattree.ump:tdm fattree.ump_element:tdm; do
  IFS=: read -r prop family <<< "$case"
  name=$prop-$family
  set +e
  "$bin" check "$prop" --engine symbolic -p n=1..63 -p family="$family" --emit-smt2 "$out/queries" \
    --json "$out/$name.json" > "$out/$name.txt" 2>&1
  rc=$?
  set -e
  echo "$name: $(jq -r '.results[0].verdict' "$out/$name.json") in $(jq -r '.results[0].seconds' "$out/$name.json")s (exit $rc)"
  jq -e '(.results | length) == 1 and .results[0].verdict == "fails" and .results[0].params.n == "1..63"
      and .results[0].rechecked == true and (.results[0].counterexample.n | type == "number")' \
    "$out/$name.json" > /dev/null && [[ $rc == 1 ]] ||
    { echo "  expected fails, exit 1, one row for n=1..63, its size re-checked"; cat "$out/$name.txt"; fail=1; }
done
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out/expr-queries"
for schedule in rev-plus-i:0 x-plus-i:1 rev-xor-i:0; do
  name=${schedule%%:*} want_rc=${schedule##*:}
  set +e
  "$bin" check-schedule "$src/examples/fattree/expr-$name.json" --emit-smt2 "$out/expr-queries" > "$out/expr-$name.txt" 2>&1
  rc=$?
  set -e
  echo "expr-$name: exit $rc ($(sed -n 1p "$out/expr-$name.txt"))"
  [[ $rc == "$want_rc" ]] || { echo "  expected exit $want_rc"; cat "$out/expr-$name.txt"; fail=1; }
done
mapfile -t files < <(find "$out/queries" "$out/expr-queries" -name '*.smt2' | sort)
[[ ${#files[@]} -eq 7 ]] || { echo "expected 7 exported range queries, found ${#files[@]}"; exit 1; }
for f in "${files[@]}"; do
  expected=$(sed -n 's/^(set-info :status \(.*\))$/\1/p' "$f")
  z=$(timeout -k 2 122 z3 -smt2 -T:120 "$f" 2>&1 | head -n 1 || true)
  eager=()  # as proofs/external_solver.cpp: eager bit-blasting for QF_BV only (cvc5 refuses it with integers)
  grep -q '^(set-logic QF_BV)$' "$f" && eager=(--bitblast=eager)
  grep -q '^(set-logic QF_UFBV)$' "$f" && eager=(--ackermann --bitblast=eager)
  c=$(timeout -k 2 122 cvc5 --lang=smt2 --tlimit=120000 "${eager[@]}" "$f" 2>&1 | head -n 1 || true)
  echo "$(basename "$f"): :status $expected, z3 $z, cvc5 $c"
  [[ $z == "$expected" && $c == "$expected" && ( $expected == sat || $expected == unsat ) ]] || fail=1
done
[[ $fail -eq 0 ]] && echo "all symbolic queries: both solvers agree with :status"
exit $fail
