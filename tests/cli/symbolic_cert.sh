#!/usr/bin/env bash
# symbolic_cert.sh NETCERT SRC OUTDIR
# Certificates of the symbolic engine (docs/symbolic.md, "Certificates"): a holds
# carries the range in its params and the range queries in its witness;
# verify-cert regenerates the queries from the params (PARTIAL without
# --resolve, VERIFIED when z3 and cvc5 re-solve them unsat); a fails carries the
# size and the per-size counterexample, re-checked by the independent checker at
# that size. Forgeries, re-sealed so only what they say can catch them: a range
# widened past the word or narrowed, another family, an edited query, a range
# not written as netcert writes it, a counterexample moved to a family that holds.
set -euo pipefail
bin=$1 src=$2 out=$3
rm -rf "$out"; mkdir -p "$out"
fail() { echo "FAIL: $*" >&2; exit 1; }

# expect EXIT REGEX CERT [verify-cert options]: one verify-cert line, its exit code and text.
expect() {
  local want=$1 regex=$2 cert=$3; shift 3
  local rc=0
  "$bin" verify-cert "$cert" "$@" > "$out/line.txt" 2>&1 || rc=$?
  cat "$out/line.txt"
  [[ $rc -eq $want ]] || fail "verify-cert $cert $*: exit $rc, expected $want"
  grep -Eq "$regex" "$out/line.txt" || fail "verify-cert $cert $*: the line does not match /$regex/"
}

# forge IN OUT PYTHON: OUT is IN edited by PYTHON (on `c`, the certificate), re-sealed.
forge() {
  PYTHONPATH="$src/tests/cli" python3 - "$1" "$2" "$3" <<'PY'
import json, sys
from seal_cert import write_sealed
c = json.load(open(sys.argv[1]))
exec(sys.argv[3])
write_sealed(c, sys.argv[2])
PY
}

certify() {  # certify DIR EXIT ARGS...: check --cert DIR, its exit code, the one certificate's path
  local dir=$1 want=$2; shift 2
  local rc=0
  "$bin" check "$@" --cert "$out/$dir" > "$out/$dir.txt" 2>&1 || rc=$?
  [[ $rc -eq $want ]] || { cat "$out/$dir.txt" >&2; fail "check $* --cert: exit $rc, expected $want"; }
  find "$out/$dir" -name '*.cert.json'
}

# fattree.ump, bitreverse, every n in 1..63: holds.
holds=$(certify holds 0 fattree.ump --engine symbolic -p n=1..63 -p family=bitreverse)
[[ $(basename "$holds") == fattree.ump_n1..63_familybitreverse_symbolic.cert.json ]] || fail "certificate name $holds"
python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); assert c["params"]=={"n":"1..63","family":"bitreverse"}, c["params"]; assert [q["name"] for q in c["witness"]["smt2"]]==["range"]' "$holds" ||
  fail "the holds certificate does not carry the range and the query"
expect 3 '^PARTIAL .*fattree\.ump n=1\.\.63 family=bitreverse \[symbolic\] holds — 1 stored queries equal the generated ones \(expected answers: unsat\); the recorded solver answers were not re-established \(use --resolve\)$' "$holds"
expect 0 '^VERIFIED .*1 stored queries equal the generated ones .*; 1 stored queries re-solved by z3 and by cvc5 to their recorded answers$' \
  "$holds" --resolve --solver both

forge "$holds" "$out/wide.json" 'c["params"]["n"] = "1..64"'
expect 1 '^REJECTED .*params\.n=1\.\.64 lies outside the range this engine covers, 1\.\.63$' "$out/wide.json"
forge "$holds" "$out/narrow.json" 'c["params"]["n"] = "1..62"'
expect 1 '^REJECTED .*\[symbolic\] holds — query 0 \(range\) differs from the one netcert generates$' "$out/narrow.json"
forge "$holds" "$out/family.json" 'c["params"]["family"] = "rotator"'
expect 1 '^REJECTED .*family=rotator \[symbolic\] holds — query 0 \(range\) differs from the one netcert generates$' "$out/family.json"
forge "$holds" "$out/edited.json" 'q = c["witness"]["smt2"][0]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*query 0 \(range\) differs from the one netcert generates$' "$out/edited.json"
forge "$holds" "$out/zeros.json" 'c["params"]["n"] = "01..63"'
expect 1 "^REJECTED .*params\.n='01\.\.63' is not LO\.\.HI as netcert writes it" "$out/zeros.json"
forge "$holds" "$out/one.json" 'c["params"]["n"] = 5'
expect 1 '^REJECTED .*params\.n: the n of a range engine is the text "LO\.\.HI"$' "$out/one.json"

# rotator: fails, smallest n = 2, re-checked by the independent checker at n = 2.
fails=$(certify fails 1 fattree.ump --engine symbolic -p n=1..63 -p family=rotator)
expect 0 '^VERIFIED .*fattree\.ump n=1\.\.63 family=rotator \[symbolic\] fails — at n=2: ' "$fails"
forge "$fails" "$out/moved.json" 'c["params"]["family"] = "bitreverse"'
expect 1 '^REJECTED .*family=bitreverse \[symbolic\] fails' "$out/moved.json"
forge "$fails" "$out/outside.json" 'c["params"]["n"] = "3..63"'
expect 1 '^REJECTED .*n=2 lies outside 3\.\.63$' "$out/outside.json"

# butterfly.mprime_isomorphism, every u in 1..63: two queries.
iso=$(certify iso 0 butterfly.mprime_isomorphism --engine symbolic -p u=1..63)
expect 3 '^PARTIAL .*\[symbolic\] holds — 2 stored queries equal the generated ones for u=1\.\.63 \(expected answers: unsat\); .*use --resolve' "$iso"
expect 0 '^VERIFIED .*; 2 stored queries re-solved by z3 to their recorded answers$' "$iso" --resolve
forge "$iso" "$out/iso_wide.json" 'c["params"]["u"] = "1..64"'
expect 1 '^REJECTED .*params\.u=1\.\.64 lies outside the range this engine covers, 1\.\.63$' "$out/iso_wide.json"
forge "$iso" "$out/iso_narrow.json" 'c["params"]["u"] = "2..63"'
expect 1 '^REJECTED .*the witness is not exactly the two range queries netcert generates for u=2\.\.63' "$out/iso_narrow.json"
forge "$iso" "$out/iso_one.json" 'c["witness"]["smt2"].pop()'
expect 1 '^REJECTED .*the witness is not exactly the two range queries' "$out/iso_one.json"
# butterfly.chip_counts (Lemma 1), every u in 1..63: five queries, re-solved by z3 (cvc5 solves the same
# queries in tests/smt/symbolic_both_solvers.sh; here it would add 30 s of CPU).
counts=$(certify counts 0 butterfly.chip_counts --engine symbolic -p u=1..63)
expect 3 '^PARTIAL .*butterfly\.chip_counts u=1\.\.63 \[symbolic\] holds — 5 stored queries equal the generated ones for u=1\.\.63 \(expected answers: unsat\); .*use --resolve' "$counts"
expect 0 '^VERIFIED .*; 5 stored queries re-solved by z3 to their recorded answers$' "$counts" --resolve
forge "$counts" "$out/counts_narrow.json" 'c["params"]["u"] = "1..62"'
expect 1 '^REJECTED .*the witness is not exactly the five range queries netcert generates for u=1\.\.62' "$out/counts_narrow.json"
forge "$counts" "$out/counts_edited.json" 'q = c["witness"]["smt2"][4]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*the witness is not exactly the five range queries' "$out/counts_edited.json"
# tswitch.ft_polynomial (Prop. 1.22), every k in 2..64 at n = 3: three queries, re-solved by z3.
poly=$(certify poly 0 tswitch.ft_polynomial --engine symbolic -p k=2..64 -p n=3)
expect 3 '^PARTIAL .*tswitch\.ft_polynomial k=2\.\.64 n=3 \[symbolic\] holds — 3 stored queries equal the generated ones for n=3, k=2\.\.64 \(expected answers: unsat\); .*use --resolve' "$poly"
expect 0 '^VERIFIED .*; 3 stored queries re-solved by z3 to their recorded answers$' "$poly" --resolve
forge "$poly" "$out/poly_narrow.json" 'c["params"]["k"] = "2..63"'
expect 1 '^REJECTED .*the witness is not exactly the three range queries netcert generates for n=3, k=2\.\.63' "$out/poly_narrow.json"
forge "$poly" "$out/poly_other_n.json" 'c["params"]["n"] = 2'
expect 1 '^REJECTED .*the witness is not exactly the three range queries netcert generates for n=2, k=2\.\.64' "$out/poly_other_n.json"
forge "$poly" "$out/poly_edited.json" 'q = c["witness"]["smt2"][0]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*the witness is not exactly the three range queries' "$out/poly_edited.json"
# fattree.ump_element (Eqs. 12/18), bitreverse, every n in 1..63: two queries (element, onto).
el=$(certify element 0 fattree.ump_element --engine symbolic -p n=1..63 -p family=bitreverse)
expect 3 '^PARTIAL .*fattree\.ump_element n=1\.\.63 family=bitreverse \[symbolic\] holds — 2 stored queries equal the generated ones for family bitreverse, n=1\.\.63 \(expected answers: unsat\); .*use --resolve' "$el"
expect 0 '^VERIFIED .*; 2 stored queries re-solved by z3 and by cvc5 to their recorded answers$' "$el" --resolve --solver both
forge "$el" "$out/el_narrow.json" 'c["params"]["n"] = "2..63"'
expect 1 '^REJECTED .*the witness is not exactly the two range queries netcert generates for family bitreverse, n=2\.\.63' "$out/el_narrow.json"
forge "$el" "$out/el_family.json" 'c["params"]["family"] = "tdm"'
expect 1 '^REJECTED .*family=tdm \[symbolic\] holds — the witness is not exactly the two range queries' "$out/el_family.json"
forge "$el" "$out/el_edited.json" 'q = c["witness"]["smt2"][1]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*the witness is not exactly the two range queries' "$out/el_edited.json"
# tdm: fails, smallest n = 2, the exhaustive engine's counterexample re-checked by the independent checker there.
el_fails=$(certify element_fails 1 fattree.ump_element --engine symbolic -p n=1..63 -p family=tdm)
expect 0 '^VERIFIED .*fattree\.ump_element n=1\.\.63 family=tdm \[symbolic\] fails — at n=2: ' "$el_fails"
forge "$el_fails" "$out/el_moved.json" 'c["params"]["family"] = "bitreverse"'
expect 1 '^REJECTED .*family=bitreverse \[symbolic\] fails' "$out/el_moved.json"
# fattree.load_equality (Eq. 22), bitreverse, every n in 1..63: four queries (re-solved by both solvers in
# tests/smt/symbolic_both_solvers.sh; here it would add 40 s of CPU).
load=$(certify load 0 fattree.load_equality --engine symbolic -p n=1..63 -p family=bitreverse)
expect 3 '^PARTIAL .*fattree\.load_equality n=1\.\.63 family=bitreverse \[symbolic\] holds — 4 stored queries equal the generated ones for family bitreverse, n=1\.\.63 \(expected answers: unsat\); .*use --resolve' "$load"
forge "$load" "$out/load_narrow.json" 'c["params"]["n"] = "2..63"'
expect 1 '^REJECTED .*the witness is not exactly the four range queries netcert generates for family bitreverse, n=2\.\.63' "$out/load_narrow.json"
forge "$load" "$out/load_family.json" 'c["params"]["family"] = "rotator"'
expect 1 '^REJECTED .*family=rotator \[symbolic\] holds — the witness is not exactly the four range queries' "$out/load_family.json"
forge "$load" "$out/load_edited.json" 'q = c["witness"]["smt2"][0]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*the witness is not exactly the four range queries' "$out/load_edited.json"
load_fails=$(certify load_fails 1 fattree.load_equality --engine symbolic -p n=1..63 -p family=rotator)
expect 0 '^VERIFIED .*fattree\.load_equality n=1\.\.63 family=rotator \[symbolic\] fails — at n=2: ' "$load_fails"
forge "$load_fails" "$out/load_moved.json" 'c["params"]["family"] = "bitreverse"'
expect 1 '^REJECTED .*family=bitreverse \[symbolic\] fails' "$out/load_moved.json"
# lcan.lca_count (Lemma 2), every CB-LCAN(N, 2, 2) with N = 2^l up to 2^62: four queries, re-solved by both solvers.
big=4611686018427387904
lca=$(certify lca 0 lcan.lca_count --engine symbolic -p N=2..$big -p d=2 -p u=2)
expect 3 "^PARTIAL .*lcan\.lca_count kind=cb N=2\.\.$big d=2 u=2 \[symbolic\] holds — 4 stored queries equal the generated ones for N = d\^l, l = 1\.\.62 \(d=2, u=2\) \(expected answers: unsat\); .*use --resolve" "$lca"
expect 0 '^VERIFIED .*; 4 stored queries re-solved by z3 and by cvc5 to their recorded answers$' "$lca" --resolve --solver both
forge "$lca" "$out/lca_narrow.json" "c['params']['N'] = '2..$((big - 1))'"
expect 1 '^REJECTED .*the witness is not exactly the range queries netcert generates for lcan\.lca_count with N = d\^l, l = 1\.\.61 \(d=2, u=2\)' "$out/lca_narrow.json"
forge "$lca" "$out/lca_other_d.json" "c['params']['d'] = 4"
expect 1 '^REJECTED .*d=4 u=2 \[symbolic\] holds — the witness is not exactly the range queries netcert generates for lcan\.lca_count with N = d\^l, l = 1\.\.31 \(d=4, u=2\)' "$out/lca_other_d.json"
forge "$lca" "$out/lca_d3.json" "c['params']['d'] = 3"
expect 1 '^REJECTED .*\[symbolic\] holds — d: d=3 is not a power of two' "$out/lca_d3.json"
forge "$lca" "$out/lca_lemma1_only.json" 'c["witness"]["smt2"] = c["witness"]["smt2"][:2]'
expect 1 '^REJECTED .*the witness is not exactly the range queries netcert generates for lcan\.lca_count' "$out/lca_lemma1_only.json"
forge "$lca" "$out/lca_edited.json" 'q = c["witness"]["smt2"][3]; q["query"] = q["query"].replace("(check-sat)", "(assert false)\n(check-sat)")'
expect 1 '^REJECTED .*the witness is not exactly the range queries' "$out/lca_edited.json"
# lcan.reachable_switches (Lemma 1) at d = 4, u = 2: two queries.
reach=$(certify reach 0 lcan.reachable_switches --engine symbolic -p N=4..$big -p d=4 -p u=2)
expect 3 "^PARTIAL .*lcan\.reachable_switches kind=cb N=4\.\.$big d=4 u=2 \[symbolic\] holds — 2 stored queries equal the generated ones for N = d\^l, l = 1\.\.31 \(d=4, u=2\)" "$reach"
forge "$reach" "$out/reach_as_lca.json" 'c["property"] = "lcan.lca_count"'
expect 1 '^REJECTED .*lcan\.lca_count .*the witness is not exactly the range queries netcert generates for lcan\.lca_count' "$out/reach_as_lca.json"
# lcan.level_sizes (Eq. 1, Pi one-to-one onto) at d = u = 4: three queries.
levels=$(certify levels 0 lcan.level_sizes --engine symbolic -p N=2..$big -p d=4 -p u=4)
expect 3 "^PARTIAL .*lcan\.level_sizes kind=cb N=2\.\.$big d=4 u=4 \[symbolic\] holds — 3 stored queries equal the generated ones for N = d\^l, l = 1\.\.31 \(d=4, u=4\)" "$levels"
forge "$levels" "$out/levels_u2.json" "c['params']['u'] = 2"
expect 1 '^REJECTED .*d=4 u=2 \[symbolic\] holds — the witness is not exactly the range queries netcert generates for lcan\.level_sizes with N = d\^l, l = 1\.\.31 \(d=4, u=2\)' "$out/levels_u2.json"
forge "$levels" "$out/levels_tree.json" "c['params']['kind'] = 't'"
expect 1 '^REJECTED .*\[symbolic\] holds — kind: the symbolic engine covers CB-LCANs' "$out/levels_tree.json"
rm -rf "$out"
echo "symbolic certificates: holds PARTIAL then VERIFIED re-solved, fails VERIFIED at its size, forgeries REJECTED"
