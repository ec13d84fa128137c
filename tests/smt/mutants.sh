#!/usr/bin/env bash
# mutants.sh NETCERT OUTDIR [ROW-NAME]
#   Every smt property's exported queries can fail: for each row below,
#   `netcert check PROPERTY --engine smt --emit-smt2 DIR` exports the queries,
#   the chosen files are solved as exported (they must give netcert's answer),
#   then one wiring or family assertion is mutated, and the z3 and cvc5
#   programs must BOTH give the mutant's answer (sat for a query whose unsat
#   confirms the claim; unsat for the isomorphism query, whose sat confirms).
#   A query that no change of its network or family can flip checks nothing.
# Mutations (applied with sed to the exported text):
#   drop NAME      delete "(assert NAME)": the named assertion NAME
#                  (Z3 exports a named assertion as (=> NAME ...) plus (assert NAME))
#   dropwire       drop the last wire of climb b (LCAN: wire_b_<highest>)
#   perl EXPR      a perl substitution over the whole file (perl -0pe)
set -euo pipefail
bin=$1 out=$2 only=${3:-}
for tool in z3 cvc5; do command -v "$tool" > /dev/null || { echo "$tool is not on PATH (scripts/install-deps.sh)"; exit 1; }; done
rm -rf "$out"; mkdir -p "$out"
failures=0 checked=0

solve() {  # SOLVER FILE -> sat | unsat | other
  local opts=()
  if [[ $1 == z3 ]]; then
    timeout -k 2 62 z3 -smt2 -T:60 "$2" 2>&1 | head -n 1
  else
    grep -q '^(set-logic QF_BV)$' "$2" && opts=(--bitblast=eager)
    grep -q '^(set-logic QF_UFBV)$' "$2" && opts=(--ackermann --bitblast=eager)
    timeout -k 2 62 cvc5 --lang=smt2 --tlimit=60000 "${opts[@]}" "$2" 2>&1 | head -n 1
  fi
}

# expect FILE ANSWER WHAT: both solvers must answer ANSWER (the :status line is set to it first).
expect() {
  local f=$1 want=$2 what=$3 s got
  sed -i "s/^(set-info :status [a-z]*)$/(set-info :status $want)/" "$f"
  for s in z3 cvc5; do
    got=$(solve "$s" "$f")
    checked=$((checked + 1))
    if [[ $got != "$want" ]]; then
      echo "FAIL $what: $s answers '$got', expected $want ($f)"
      failures=$((failures + 1))
    fi
  done
}

mutate() {  # FILE MUTATION... -> writes FILE.mutant; fails when the mutation changed nothing
  local f=$1 kind=$2; shift 2
  case $kind in
    drop) perl -0pe "s/\\(assert\\s+\\Q$1\\E\\)\\n//" "$f" > "$f.mutant" ;;
    dropwire)
      local last; last=$(grep -o 'declare-fun wire_b_[0-9]*' "$f" | grep -o '[0-9]*$' | sort -n | tail -1)
      perl -0pe "s/\\(assert\\s+wire_b_${last}\\)\\n//" "$f" > "$f.mutant" ;;
    perl) perl -0pe "$1" "$f" > "$f.mutant" ;;
  esac
  if cmp -s "$f" "$f.mutant"; then echo "FAIL: mutation '$kind $*' does not apply to $f"; failures=$((failures + 1)); return 1; fi
}

# row NAME PROPERTY "PARAMS" GLOB ORIGINAL MUTANT MUTATION...
#   GLOB picks the exported files to mutate (each one); ORIGINAL is netcert's answer for them.
row() {
  local name=$1 prop=$2 params=$3 glob=$4 original=$5 mutant=$6; shift 6
  [[ -z $only || $only == "$name" ]] || return 0
  local dir="$out/$name" args=() p
  for p in $params; do args+=(--param "$p"); done
  set +e; "$bin" check "$prop" "${args[@]}" --engine smt --emit-smt2 "$dir" > "$out/$name.log" 2>&1; local rc=$?; set -e
  [[ $rc -eq 0 ]] || { echo "FAIL $name: netcert check exited $rc"; cat "$out/$name.log"; failures=$((failures + 1)); return 0; }
  local files=() f
  mapfile -t files < <(find "$dir" -type f -name "$glob" | sort)
  [[ ${#files[@]} -gt 0 ]] || { echo "FAIL $name: no exported file matches $glob"; failures=$((failures + 1)); return 0; }
  for f in "${files[@]}"; do
    expect "$f" "$original" "$name $(basename "$f") as exported"
    mutate "$f" "$@" || continue
    expect "$f.mutant" "$mutant" "$name $(basename "$f") mutated ($*)"
  done
  echo "$name: ${#files[@]} file(s), each $original as exported and $mutant mutated ($*)"
}

# fattree: the tree's subtree structure, the family hypothesis, link degrees, permutations.
row fattree_ump fattree.ump "n=3 family=bitreverse" '*level[12].smt2' unsat sat drop inputs_in_one_S_j_k
row fattree_lower_bound_identity fattree.lower_bound "n=1" '*averaging_identity.smt2' unsat sat \
    drop family_sums_to_all_ones
row fattree_lower_bound_bound fattree.lower_bound "n=1" '*_bound.smt2' unsat sat drop averaging_identity_lemma
# bound_tight (n = 2, 3-bit loads): the group's degree, the last constant of each query, lowered (over) or raised (slack).
row fattree_bound_tight_over fattree.bound_tight "n=2 family=bitreverse" '*_over_*' unsat sat \
    perl 's/(.*)\(_ bv1 3\)\)/$1(_ bv0 3))/s'
row fattree_bound_tight_slack fattree.bound_tight "n=2 family=bitreverse" '*_slack_*' unsat sat \
    perl 's/(.*)\(_ bv1 3\)\)/$1(_ bv7 3))/s'
row fattree_ump_realizable fattree.ump_realizable "n=2" '*.smt2' unsat sat drop sigma_is_a_permutation
# butterfly: a counted figure of the constructed M; the isomorphism (sat) loses one edge from its in-file count.
row butterfly_chip_counts butterfly.chip_counts "u=2" '*.smt2' unsat sat perl 's/\(= chip_M (\d+)\)/(= chip_M 13)/'
row butterfly_isomorphism butterfly.mprime_isomorphism "u=3" '*.smt2' sat unsat \
    perl 's/(.*)\(ite \$x\d+ \(_ bv1 (\d+)\) \(_ bv0 \2\)\)/$1(_ bv0 $2)/s'
# tswitch: the switch's turnaround loads (walked on the k-ary n-tree) set to 0.
row tswitch_optimal_config tswitch.optimal_config "k=2 n=2" '*.s0.all.minimise.below_min.smt2' unsat sat \
    perl 's/\(ite \(= p 0\) \d+ \(ite \(= p 1\) \d+ \d+\)\)/0/'
# oft: the control cycle (the family of router states) replaced by all zeros.
row oft_debruijn oft.debruijn "r=3" '*.smt2' unsat sat perl 's/bvlshr \(_ bv\d+ (\d+)\)/bvlshr (_ bv0 $1)/g'
row oft_conflict_free oft.conflict_free "r=3" '*coverage*' unsat sat perl 's/\(= (xi_\d+) \(_ bv\d+ (\d+)\)\)/(= $1 (_ bv0 $2))/g'
# oft.conflict_free over every cycle: the two packets allowed to be one (collision); the root router's turn adds 0 (delivery).
row oft_conflict_free_collision oft.conflict_free "r=3" '*collision*' unsat sat perl 's/\(distinct s1 s2\)/true/'
row oft_conflict_free_delivery oft.conflict_free "r=3" '*delivery*' unsat sat \
    perl 's/\(bvadd (\?x\d+) \(_ bv\d+ (\d+)\)\)/(bvadd $1 (_ bv0 $2))/'
row oft_all_to_all oft.all_to_all "r=3" '*.smt2' unsat sat perl 's/bvlshr \(_ bv\d+ (\d+)\)/bvlshr (_ bv0 $1)/g'
# lcan: every query of both lemmas loses the last wire of climb b.
row lcan_reachable_switches lcan.reachable_switches "N=16 d=2 u=2" '*.smt2' unsat sat dropwire
row lcan_lca_count lcan.lca_count "N=16 d=2 u=2" '*.smt2' unsat sat dropwire

echo "$checked solver runs, $failures failures"
[[ $failures -eq 0 ]]
