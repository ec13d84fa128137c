#!/usr/bin/env bash
# symbolic_both_solvers.sh NETCERT OUTDIR
#   Runs fattree.ump's symbolic engine over n = 1..63 for each built-in family
#   (one result row each: bitreverse holds, rotator and tdm fail at a size the
#   exhaustive engine confirmed), exports the range queries with --emit-smt2, and
#   has the z3 and cvc5 programs solve every exported file: both must answer what
#   its (set-info :status ...) says. A timeout or unknown is a failure. The same
#   for the family-expression schedules in examples/fattree/expr-*.json (rev(x) + i
#   and rev(x) xor i hold, x + i fails), checked over n = 1..63 by check-schedule; and
#   butterfly.mprime_isomorphism over u = 1..63 (its bijection and edges queries, both unsat); and
#   fattree.ump_element over n = 1..63 (element and onto: unsat for bitreverse, sat for tdm); and
#   butterfly.chip_counts over u = 1..63 (chips, links of M and M', pins of M': five queries, all unsat); and
#   fattree.load_equality over n = 1..63 (stay_named, stay_onto, permutation, closed_form: all unsat); and
#   tswitch.ft_polynomial over k = 2..64 at n = 2, 3, 4 (minimum, odd_tie, decomposition: nine queries, all unsat); and
#   lcan.reachable_switches (d = 4, u = 2), lcan.lca_count (d = u = 2) and lcan.level_sizes (d = u = 4) for every
#   N = d^l up to 2^62 (two, four and three queries, all unsat).
set -euo pipefail
bin=$1 out=$2
for tool in jq z3 cvc5; do
  command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh installs it)"; exit 1; }
done
rm -rf "$out"; mkdir -p "$out/queries"
fail=0
for family in bitreverse rotator tdm; do
  set +e
  "$bin" check fattree.ump --engine symbolic -p n=1..63 -p family=$family --emit-smt2 "$out/queries" \
    --json "$out/$family.json" > "$out/$family.txt" 2>&1
  rc=$?
  set -e
  want=$([[ $family == bitreverse ]] && echo holds || echo fails)
  want_rc=$([[ $family == bitreverse ]] && echo 0 || echo 1)
  rows=$(jq '.results | length' "$out/$family.json")
  got=$(jq -r '.results[0].verdict' "$out/$family.json")
  range=$(jq -r '.results[0].params.n' "$out/$family.json")
  secs=$(jq -r '.results[0].seconds' "$out/$family.json")
  echo "$family: $got in ${secs}s (exit $rc, $rows row, n=$range)"
  if [[ $rc != "$want_rc" || $rows != 1 || $got != "$want" || $range != 1..63 ]]; then
    echo "  expected $want, exit $want_rc, one row for n=1..63"; cat "$out/$family.txt"; fail=1
  fi
  if [[ $want == fails ]]; then
    jq -e '.results[0].rechecked == true and (.results[0].counterexample.n | type == "number")' "$out/$family.json" > /dev/null ||
      { echo "  the failing size is not confirmed by the independent checker"; fail=1; }
  fi
done
# butterfly.mprime_isomorphism (Lemma 2) over u = 1..63: one row, two range queries (bijection, edges), both unsat.
set +e
"$bin" check butterfly.mprime_isomorphism --engine symbolic -p u=1..63 --emit-smt2 "$out/queries" \
  --json "$out/mprime.json" > "$out/mprime.txt" 2>&1
rc=$?
set -e
echo "mprime: $(jq -r '.results[0].verdict' "$out/mprime.json") in $(jq -r '.results[0].seconds' "$out/mprime.json")s (exit $rc)"
jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.u == "1..63"' \
  "$out/mprime.json" > /dev/null && [[ $rc == 0 ]] || { echo "  expected holds, exit 0, one row for u=1..63"; cat "$out/mprime.txt"; fail=1; }
# butterfly.chip_counts (Lemma 1) over u = 1..63: one row, five range queries, all unsat.
set +e
"$bin" check butterfly.chip_counts --engine symbolic -p u=1..63 --emit-smt2 "$out/queries" \
  --json "$out/counts.json" > "$out/counts.txt" 2>&1
rc=$?
set -e
echo "counts: $(jq -r '.results[0].verdict' "$out/counts.json") in $(jq -r '.results[0].seconds' "$out/counts.json")s (exit $rc)"
jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.u == "1..63"' \
  "$out/counts.json" > /dev/null && [[ $rc == 0 ]] || { echo "  expected holds, exit 0, one row for u=1..63"; cat "$out/counts.txt"; fail=1; }
# tswitch.ft_polynomial (Prop. 1.22) over k = 2..64: one row per n = 2, 3, 4, three range queries each, all unsat.
set +e
"$bin" check tswitch.ft_polynomial --engine symbolic -p k=2..64 -p n=2..4 --emit-smt2 "$out/queries" \
  --json "$out/polynomial.json" > "$out/polynomial.txt" 2>&1
rc=$?
set -e
echo "polynomial: $(jq -r '[.results[] | "n=\(.params.n) \(.verdict) in \(.seconds)s"] | join(", ")' "$out/polynomial.json") (exit $rc)"
jq -e '(.results | length) == 3 and all(.results[]; .verdict == "holds" and .params.k == "2..64")' \
  "$out/polynomial.json" > /dev/null && [[ $rc == 0 ]] || { echo "  expected holds, exit 0, a row for k=2..64 per n"; cat "$out/polynomial.txt"; fail=1; }
# fattree.ump_element (Eqs. 12/18) over n = 1..63: bitreverse holds (element and onto unsat), tdm fails at a
# size the exhaustive engine confirmed (its queries exported sat).
for case in bitreverse:holds:0 tdm:fails:1; do
  IFS=: read -r family want want_rc <<< "$case"
  set +e
  "$bin" check fattree.ump_element --engine symbolic -p n=1..63 -p family=$family --emit-smt2 "$out/queries" \
    --json "$out/element-$family.json" > "$out/element-$family.txt" 2>&1
  rc=$?
  set -e
  echo "element $family: $(jq -r '.results[0].verdict' "$out/element-$family.json") in $(jq -r '.results[0].seconds' "$out/element-$family.json")s (exit $rc)"
  jq -e --arg want "$want" '(.results | length) == 1 and .results[0].verdict == $want and .results[0].params.n == "1..63"
      and ($want == "holds" or .results[0].rechecked == true)' "$out/element-$family.json" > /dev/null && [[ $rc == "$want_rc" ]] ||
    { echo "  expected $want, exit $want_rc, one row for n=1..63 (a fails re-checked)"; cat "$out/element-$family.txt"; fail=1; }
done
# fattree.load_equality (Eq. 22) over n = 1..63 for bitreverse: one row, four range queries, all unsat.
set +e
"$bin" check fattree.load_equality --engine symbolic -p n=1..63 --emit-smt2 "$out/queries" \
  --json "$out/load.json" > "$out/load.txt" 2>&1
rc=$?
set -e
echo "load: $(jq -r '.results[0].verdict' "$out/load.json") in $(jq -r '.results[0].seconds' "$out/load.json")s (exit $rc)"
jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.n == "1..63"' \
  "$out/load.json" > /dev/null && [[ $rc == 0 ]] || { echo "  expected holds, exit 0, one row for n=1..63"; cat "$out/load.txt"; fail=1; }
# lcan.reachable_switches (Lemma 1), lcan.lca_count (Lemma 2) and lcan.level_sizes (Eq. 1) for every N = d^l up to
# 2^62: one row each, all unsat.
for case in reachable_switches:4:2 lca_count:2:2 level_sizes:4:4; do
  IFS=: read -r prop d u <<< "$case"
  set +e
  "$bin" check lcan.$prop --engine symbolic -p N=2..4611686018427387904 -p d=$d -p u=$u --emit-smt2 "$out/queries" \
    --json "$out/lcan-$prop.json" > "$out/lcan-$prop.txt" 2>&1
  rc=$?
  set -e
  echo "lcan.$prop: $(jq -r '.results[0].verdict' "$out/lcan-$prop.json") in $(jq -r '.results[0].seconds' "$out/lcan-$prop.json")s (exit $rc)"
  jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.N == "2..4611686018427387904"' \
    "$out/lcan-$prop.json" > /dev/null && [[ $rc == 0 ]] || { echo "  expected holds, exit 0, one row"; cat "$out/lcan-$prop.txt"; fail=1; }
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
[[ ${#files[@]} -eq 39 ]] || { echo "expected 39 exported range queries, found ${#files[@]}"; exit 1; }
for f in "${files[@]}"; do
  expected=$(sed -n 's/^(set-info :status \(.*\))$/\1/p' "$f")
  z=$(timeout -k 2 122 z3 -smt2 -T:120 "$f" 2>&1 | head -n 1 || true)
  eager=()  # as proofs/external_solver.cpp: eager bit-blasting for QF_BV only (cvc5 refuses it with integers)
  grep -q '^(set-logic QF_BV)$' "$f" && eager=(--bitblast=eager)
  c=$(timeout -k 2 122 cvc5 --lang=smt2 --tlimit=120000 "${eager[@]}" "$f" 2>&1 | head -n 1 || true)
  echo "$(basename "$f"): :status $expected, z3 $z, cvc5 $c"
  [[ $z == "$expected" && $c == "$expected" && ( $expected == sat || $expected == unsat ) ]] || fail=1
done
[[ $fail -eq 0 ]] && echo "all symbolic queries: both solvers agree with :status"
exit $fail
