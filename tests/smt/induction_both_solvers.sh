#!/usr/bin/env bash
# induction_both_solvers.sh NETCERT SRC OUTDIR
#   n=all by induction (docs/symbolic.md, "Every n by induction"): fattree.ump with
#   family bitreverse holds for every n >= 1 (one row, params n = "all"), and
#   butterfly.mprime_isomorphism for every u >= 1; the base and step queries they
#   export are answered unsat by the z3 and the cvc5 programs (their :status); the
#   rotator's step is sat, so its row is unknown (never holds). fattree.ump's
#   certificate is PARTIAL without --resolve, VERIFIED re-solved by both solvers, and
#   REJECTED when a query is edited or the params say another family (re-sealed);
#   list --json says which range engines take "all".
set -euo pipefail
bin=$1 src=$2 out=$3
rm -rf "$out"; mkdir -p "$out/queries"
fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in jq z3 cvc5 python3; do
  command -v "$tool" > /dev/null || fail "$tool is not on PATH (scripts/install-deps.sh installs it)"
done

"$bin" check fattree.ump --engine symbolic -p n=all -p family=bitreverse --emit-smt2 "$out/queries" \
  --cert "$out/cert" --json "$out/bitreverse.json" > "$out/bitreverse.txt" 2>&1 ||
  { cat "$out/bitreverse.txt"; fail "bitreverse n=all: not exit 0"; }
jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.n == "all"
       and ([.results[0].stats.induction[] | select(.answer == "unsat")] | length) == 4' "$out/bitreverse.json" > /dev/null ||
  fail "bitreverse n=all: expected one holds row with four unsat answers (base, step; z3, cvc5)"
echo "bitreverse n=all: holds ($(jq -r '.results[0].note' "$out/bitreverse.json"))"

rc=0
"$bin" check fattree.ump --engine symbolic -p n=all -p family=rotator --json "$out/rotator.json" > "$out/rotator.txt" 2>&1 || rc=$?
jq -e '.results[0].verdict == "unknown" and ([.results[0].stats.induction[] | select(.query == "step" and .answer == "sat")] | length) == 2' \
  "$out/rotator.json" > /dev/null || { cat "$out/rotator.txt"; fail "rotator n=all: expected unknown with the step sat in both solvers"; }
echo "rotator n=all: unknown, step sat in z3 and cvc5 (exit $rc)"

"$bin" check butterfly.mprime_isomorphism --engine symbolic -p u=all --emit-smt2 "$out/queries" \
  --json "$out/mprime.json" > "$out/mprime.txt" 2>&1 || { cat "$out/mprime.txt"; fail "mprime u=all: not exit 0"; }
jq -e '(.results | length) == 1 and .results[0].verdict == "holds" and .results[0].params.u == "all"
       and ([.results[0].stats.induction[] | select(.answer == "unsat")] | length) == 10' "$out/mprime.json" > /dev/null ||
  fail "mprime u=all: expected one holds row with ten unsat answers (base and four steps; z3, cvc5)"
echo "mprime u=all: holds ($(jq -r '.results[0].note' "$out/mprime.json"))"

files=$(find "$out/queries" -name '*_induction_*.smt2' | sort)
[[ $(echo "$files" | wc -l) == 7 ]] || fail "expected seven exported files (fattree.ump: base, step; M': base, four steps), got: $files"
for f in $files; do
  z=$(timeout -k 2 62 z3 -smt2 -T:60 "$f" 2>&1 | head -n 1 || true)
  c=$(timeout -k 2 62 cvc5 --lang=smt2 --tlimit=60000 "$f" 2>&1 | head -n 1 || true)
  echo "$(basename "$f"): z3 $z, cvc5 $c"
  [[ $z == unsat && $c == unsat ]] || fail "$(basename "$f"): both solvers must answer unsat (its :status)"
done

cert=$(find "$out/cert" -name '*.cert.json')
[[ $(basename "$cert") == fattree.ump_nall_familybitreverse_symbolic.cert.json ]] || fail "certificate name $cert"
verify() {  # verify EXIT REGEX CERT [options]
  local want=$1 regex=$2 file=$3; shift 3
  local rc=0
  "$bin" verify-cert "$file" "$@" > "$out/line.txt" 2>&1 || rc=$?
  cat "$out/line.txt"
  [[ $rc -eq $want ]] || fail "verify-cert $file $*: exit $rc, expected $want"
  grep -Eq "$regex" "$out/line.txt" || fail "verify-cert $file $*: the line does not match /$regex/"
}
verify 3 '^PARTIAL .*n=all family=bitreverse \[symbolic\] holds — 2 stored queries equal the generated ones' "$cert"
verify 0 '^VERIFIED .*2 stored queries re-solved by z3 and by cvc5 to their recorded answers$' "$cert" --resolve --solver both
forge() {  # forge OUT PYTHON: the certificate edited by PYTHON (on `c`), re-sealed
  PYTHONPATH="$src/tests/cli" python3 - "$cert" "$1" "$2" <<'PY'
import json, sys
from seal_cert import write_sealed
c = json.load(open(sys.argv[1]))
exec(sys.argv[3])
write_sealed(c, sys.argv[2])
PY
}
forge "$out/edited.json" 'q = c["witness"]["smt2"][1]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
verify 1 '^REJECTED .*query 1 \(step\) differs from the one netcert generates$' "$out/edited.json"
forge "$out/family.json" 'c["params"]["family"] = "rotator"'
verify 1 '^REJECTED .*family=rotator \[symbolic\] holds — query 0 \(base\) differs' "$out/family.json"

"$bin" list --json > "$out/list.json"
jq -e '[.. | objects | select(has("symbolic_ranges")) | .symbolic_ranges[] | select(.all == true)] | length == 2' \
  "$out/list.json" > /dev/null || fail "list --json: expected two range engines that take all"
rc=0; "$bin" check fattree.ump_element --engine symbolic -p n=all > "$out/element.txt" 2>&1 || rc=$?
[[ $rc == 2 ]] && grep -q "needs a proof by induction" "$out/element.txt" || fail "fattree.ump_element n=all: expected a refusal (exit 2), got $rc"
echo "n=all by induction: holds in both solvers, rotator's step sat, certificate verified, forgeries rejected"
