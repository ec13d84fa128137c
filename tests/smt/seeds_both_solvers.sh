#!/usr/bin/env bash
# seeds_both_solvers.sh NETCERT SUITE OUTDIR [PER_QUERY_SECONDS [README]]
#   Exports every smt query of SUITE (its smt and symbolic entries, includes followed,
#   run by `netcert suite --emit-smt2`; README's stated counts must match), lints each file as standard SMT-LIB 2.6 and has
#   the z3 and cvc5 programs each solve every file. Passes only when both accept
#   100 % of the files and every answer equals the (set-info :status ...) netcert
#   wrote (the answer it obtained). A timeout, "unknown", crash or parse error is
#   a failure, never agreement.
# seeds_both_solvers.sh --lint-self-test OUTDIR
#   The lint must reject Z3 dialect: files with (_ pbeq ...), (_ at-most ...),
#   (_ at-least ...), unary (+ x), (minimize ...), no (set-logic ...), no
#   comment header or :status unknown each fail it.
# Slow queries: tests/smt/slow_queries.txt lists "GLOB SECONDS [why]" lines that
# raise the per-query limit for matching files (no query is excluded).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# lint FILE: prints why FILE is not portable SMT-LIB 2.6 as netcert writes it; "" if it is.
lint() {
  local f=$1 body
  head -n 1 "$f" | grep -q '^; query: ' || { echo "no comment header naming the query"; return; }
  grep -q '^; claim: ' "$f" || { echo "no '; claim:' line"; return; }
  grep -q '^; answer: \(sat\|unsat\) confirms the claim' "$f" || { echo "no line saying which answer confirms the claim"; return; }
  grep -q '^(set-logic [A-Z_]\+)$' "$f" || { echo "no (set-logic ...)"; return; }
  grep -q '^(set-info :status \(sat\|unsat\))$' "$f" || { echo "no (set-info :status sat|unsat)"; return; }
  body=$(grep -v '^;' "$f")
  for bad in '(_ pbeq' '(_ pble' '(_ pbge' '(_ at-most' '(_ at-least' '(minimize' '(maximize' '(check-sat-using'; do
    if grep -qF -- "$bad" <<< "$body"; then echo "Z3-only syntax: $bad"; return; fi
  done
  if grep -qE '\((\+|\*) [^ ()]+\)' <<< "$body"; then echo "Z3-only syntax: unary (+ x) or (* x)"; return; fi
  echo ""
}

if [[ ${1:-} == --lint-self-test ]]; then
  out=$2; rm -rf "$out"; mkdir -p "$out"
  good='; query: t
; claim: c
; answer: unsat confirms the claim; sat refutes it
(set-info :smt-lib-version 2.6)
(set-logic QF_LIA)
(set-info :status unsat)
(declare-fun x () Int)
(declare-fun b () Bool)
(assert (and (> (+ x 1) 2) (< x 0)))
(check-sat)
(exit)'
  printf '%s\n' "$good" > "$out/good.smt2"
  [[ -z $(lint "$out/good.smt2") ]] || { echo "lint rejects a portable file: $(lint "$out/good.smt2")"; exit 1; }
  declare -A mutants=(
    [pbeq]='s/(> (+ x 1) 2)/((_ pbeq 1 1) b)/'
    [at_most]='s/(> (+ x 1) 2)/((_ at-most 1) b b)/'
    [at_least]='s/(> (+ x 1) 2)/((_ at-least 1) b b)/'
    [unary_plus]='s/(+ x 1)/(+ x)/'
    [minimize]='s/(check-sat)/(minimize x)\n(check-sat)/'
    [no_logic]='/set-logic/d'
    [status_unknown]='s/:status unsat/:status unknown/'
    [no_header]='1d'
  )
  for m in "${!mutants[@]}"; do
    sed "${mutants[$m]}" "$out/good.smt2" > "$out/$m.smt2"
    why=$(lint "$out/$m.smt2")
    [[ -n $why ]] || { echo "lint accepts the mutant '$m'"; cat "$out/$m.smt2"; exit 1; }
    echo "mutant $m rejected: $why"
  done
  echo "lint self-test: all ${#mutants[@]} mutants rejected, the portable file accepted"
  exit 0
fi

bin=$1 suite=$2 out=$3 per_query=${4:-10} readme=${5:-}
for tool in jq z3 cvc5; do
  command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh installs it)"; exit 1; }
done
# REUSE_EXPORT=1 keeps an earlier export in OUTDIR (for re-running the solvers by hand).
if [[ ${REUSE_EXPORT:-0} != 1 ]]; then rm -rf "$out"; fi
mkdir -p "$out/queries"

# The smt and symbolic entries of the suite, includes followed (paths relative to each file).
smt_entries() {
  local file=$1 dir; dir=$(dirname "$file")
  jq -c '.checks[]? | select(.engine == "smt" or .engine == "symbolic")' "$file"
  for inc in $(jq -r '.include[]?' "$file"); do smt_entries "$dir/$inc"; done
}
smt_entries "$suite" | jq -s '{suite: "smt entries of the suite", checks: .}' > "$out/smt-suite.json"
entries=$(jq '.checks | length' "$out/smt-suite.json")
[[ $entries -gt 0 ]] || { echo "no smt or symbolic entries in $suite"; exit 1; }
start=$SECONDS
rc=0
if [[ ${REUSE_EXPORT:-0} != 1 ]]; then
  set +e
  "$bin" suite "$out/smt-suite.json" --emit-smt2 "$out/queries" > "$out/suite.log" 2>&1
  rc=$?
  set -e
fi
# 0: as expected; 3: some result unknown (its queries carry :status unknown and fail
# below); anything else stops here.
[[ $rc -eq 0 || $rc -eq 3 ]] || { echo "netcert suite exited $rc"; tail -30 "$out/suite.log"; exit 1; }
[[ $rc -eq 0 ]] || echo "netcert suite exited $rc (some result unknown): the test fails"
mapfile -t files < <(find "$out/queries" -name '*.smt2' | sort)
symbolic=$(printf '%s\n' "${files[@]}" | grep -c '_symbolic_\|_induction_' || true)
echo "$entries smt and symbolic entries of $suite exported ${#files[@]} queries ($symbolic symbolic) in $((SECONDS - start)) s"
[[ ${#files[@]} -gt 0 ]] || exit 1
if [[ -n $readme ]]; then  # README.md states the count; it must not go stale
  said=$(grep -o 'proofs/suites/seeds.json` ([0-9]* files, [0-9]* of them' "$readme" | grep -o '[0-9]\+' | tr '\n' ' ')
  [[ $said == "${#files[@]} $symbolic " ]] ||
    { echo "README.md says ($said) files, symbolic; the export has ${#files[@]}, $symbolic"; exit 1; }
fi

limit_of() {
  local name; name=$(basename "$1")
  local pat secs _rest
  while read -r pat secs _rest; do
    [[ -z $pat || $pat == \#* ]] && continue
    # shellcheck disable=SC2053
    [[ $name == $pat ]] && { echo "$secs"; return; }
  done < "$here/slow_queries.txt"
  echo "$per_query"
}

# solve SOLVER FILE: one line "SOLVER FILE EXPECTED GOT SECONDS DETAIL".
solve() {
  local solver=$1 f=$2 t expected got detail log t0
  t=$(limit_of "$f")
  expected=$(sed -n 's/^(set-info :status \(.*\))$/\1/p' "$f")
  log=$(mktemp)
  t0=$EPOCHREALTIME
  set +e
  if [[ $solver == z3 ]]; then
    timeout -k 2 $((t + 2)) z3 -smt2 -T:"$t" "$f" > "$log" 2>&1
  else
    # QF_BV: eager bit-blasting, as verify-cert --solver cvc5 runs it (lazy: 18 s on OFT coverage r=10, eager 1.3 s);
    # QF_UFBV: the functions replaced by Ackermann's constraints first, then the same (lazy: > 100 s on OFT r=20).
    local opts=()
    grep -q '^(set-logic QF_BV)$' "$f" && opts=(--bitblast=eager)
    grep -q '^(set-logic QF_UFBV)$' "$f" && opts=(--ackermann --bitblast=eager)
    timeout -k 2 $((t + 2)) cvc5 --lang=smt2 --tlimit=$((t * 1000)) "${opts[@]}" "$f" > "$log" 2>&1
  fi
  local rc=$?
  set -e
  got=$(head -n 1 "$log")
  if [[ $got != sat && $got != unsat ]]; then
    # Both solvers check :status; cvc5 aborts with "Expected result X but got Y".
    got=$(sed -n 's/.*Expected result [a-z]* but got \(sat\|unsat\).*/\1/p' "$log" | head -n 1)
  fi
  [[ -n $got ]] || got=none
  detail=$(grep -v '^\(sat\|unsat\)$' "$log" | head -n 2 | tr '\n' ' ' | cut -c1-160)
  [[ $rc -eq 124 || $rc -eq 137 ]] && detail="killed at $((t + 2)) s; $detail"
  rm -f "$log"
  printf '%s %s %s %s %s %s\n' "$solver" "$f" "$expected" "$got" "$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')" "$detail"
}
export -f solve limit_of
export here per_query

for f in "${files[@]}"; do
  why=$(lint "$f")
  [[ -z $why ]] || echo "lint $f: $why" >> "$out/lint.txt"
done
for f in "${files[@]}"; do printf 'z3\0%s\0cvc5\0%s\0' "$f" "$f"; done |
  xargs -0 -n 2 -P 2 bash -c 'solve "$0" "$1"' > "$out/answers.txt"

fail=0
lint_bad=$( [[ -f $out/lint.txt ]] && wc -l < "$out/lint.txt" || echo 0)
if [[ $lint_bad -gt 0 ]]; then fail=1; echo "lint: $lint_bad files are not portable:"; head -20 "$out/lint.txt"; fi
for solver in z3 cvc5; do
  total=0 accepted=0 agreed=0
  while read -r s f expected got secs detail; do
    [[ $s == "$solver" ]] || continue
    total=$((total + 1))
    if [[ $got == sat || $got == unsat ]]; then accepted=$((accepted + 1)); fi
    if [[ $got == "$expected" ]]; then agreed=$((agreed + 1)); else
      echo "$solver: $(basename "$f"): :status $expected, got $got after ${secs}s ${detail}"
    fi
  done < "$out/answers.txt"
  echo "$solver: answered $accepted/$total, agreed with netcert's :status on $agreed/$total"
  [[ $agreed -eq $total && $total -eq ${#files[@]} ]] || fail=1
done
echo "slowest:"
# (sorted to a file first: under pipefail, head closing the pipe would kill sort with SIGPIPE and the script with it)
sort -k5 -g -r "$out/answers.txt" > "$out/answers-by-time.txt"
head -n 5 "$out/answers-by-time.txt" | while read -r s f _ got secs _; do echo "  $s $(basename "$f") $got ${secs}s"; done
echo "total $((SECONDS - start)) s (per-query limit ${per_query} s, raised by tests/smt/slow_queries.txt)"
[[ $rc -eq 0 ]] || fail=1
exit $fail
