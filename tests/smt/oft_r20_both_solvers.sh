#!/usr/bin/env bash
# oft_r20_both_solvers.sh NETCERT OUTDIR
#   oft.conflict_free at r = 20 (a million processors), the smt engine's answer re-established by two
#   solvers: exports its 1026 queries (collision and delivery over every control cycle, and the coverage
#   of the prefer-one cycle in 1024 cubes of about 1024 rows each) and has the z3 and cvc5 programs each
#   solve every file, two files at a time; both must answer its (set-info :status ...). A timeout or
#   unknown is a failure. cvc5 runs QF_BV with --bitblast=eager and QF_UFBV with --ackermann first,
#   as verify-cert --solver cvc5 does.
set -euo pipefail
bin=$1 out=$2
for tool in z3 cvc5; do command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh)"; exit 1; }; done
rm -rf "$out"; mkdir -p "$out"
t0=$SECONDS
"$bin" check oft.conflict_free -p r=20 --engine smt --emit-smt2 "$out/queries" > "$out/check.txt" 2>&1 ||
  { cat "$out/check.txt"; echo "netcert check oft.conflict_free r=20 did not hold"; exit 1; }
netcert_seconds=$((SECONDS - t0))
mapfile -t files < <(find "$out/queries" -name '*.smt2' | sort)
[[ ${#files[@]} -eq 1026 ]] || { echo "expected 1026 exported queries, found ${#files[@]}"; exit 1; }

solve_both() {  # FILE... -> one line per file: NAME EXPECTED Z3 CVC5
  local f expected z c opts
  for f; do
    expected=$(sed -n 's/^(set-info :status \(.*\))$/\1/p' "$f")
    z=$(timeout -k 2 62 z3 -smt2 -T:60 "$f" 2>&1 | head -n 1 || true)
    opts=(--bitblast=eager)
    grep -q '^(set-logic QF_UFBV)$' "$f" && opts=(--ackermann --bitblast=eager)
    c=$(timeout -k 2 62 cvc5 --lang=smt2 --tlimit=60000 "${opts[@]}" "$f" 2>&1 | head -n 1 || true)
    echo "$(basename "$f") $expected $z $c"
  done
}
export -f solve_both
t0=$SECONDS
printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 32 bash -c 'solve_both "$@"' _ > "$out/answers.txt"
solver_seconds=$((SECONDS - t0))
[[ $(wc -l < "$out/answers.txt") -eq 1026 ]] || { echo "the solvers answered $(wc -l < "$out/answers.txt") of 1026 files"; exit 1; }
if awk '$2 != "unsat" || $3 != $2 || $4 != $2 { print "disagree: " $0; bad = 1 } END { exit bad }' "$out/answers.txt"; then
  echo "OFT r = 20: netcert ${netcert_seconds} s, then z3 and cvc5 on the 1026 exported files ${solver_seconds} s (wall, $(nproc) at a time)"
  echo "both solvers agree with :status (unsat) on every query"
else
  exit 1
fi
