#!/usr/bin/env bash
# fabric_full_fat_tree.sh NETCERT SRC WORK — the three-level fat tree whose top
# switches use every port (gen_topology.py full-fat-tree; with 36-port switches
# the 11,664-host tree of BENCHMARKS.md) through the real pipeline, at K = 3 (54
# hosts, 45 switches of 6 ports) under OpenSM's ftree: every pair delivered,
# deadlock free, not a k-ary n-tree (no k fits 54 hosts and 45 switches), the
# T-switch optimum over its connected ports; one job and two give the same
# table. Skips (77) only where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
/usr/bin/python3 "$src/tests/data/fabric/gen_topology.py" full-fat-tree 3 > "$work/fft3.topo"
"$src/scripts/fabric-from-ibsim.sh" "$work/fft3.topo" ftree "$work/fft3"
files=(--topology "$work/fft3/topology.ibnd" --lfts "$work/fft3/opensm-lfts.dump")
expect() {  # EXIT TEXT PROPERTY: the property's exit code and a line of its text output
  local want=$1 text=$2 rc=0 out
  shift 2
  out=$("$bin" fabric check "$@" "${files[@]}") || rc=$?
  echo "$out" | tail -4
  [[ $rc -eq $want ]] || { echo "FAIL: $1 exited $rc, expected $want"; exit 1; }
  grep -qF "$text" <<< "$out" || { echo "FAIL: $1 does not say: $text"; exit 1; }
}
expect 0 "2862 host pairs delivered (45 switches, 54 hosts)" fabric.routes_complete
expect 0 "216 channels, 594 dependencies, acyclic" fabric.deadlock_free
expect 1 "not a k-ary n-tree: 54 hosts, 45 switches in 3 stages: no k with N = k^n and n·k^(n-1) switches" fabric.kary_ntree
expect 0 "2862 host pairs walked; every configuration of 45 switches enumerated (not a k-ary n-tree: connected IB ports)" fabric.tswitch_optimal
"$bin" fabric table fabric-tswitch "${files[@]}" --jobs 1 > "$work/one.txt"
"$bin" fabric table fabric-tswitch "${files[@]}" --jobs 2 > "$work/two.txt"
cmp "$work/one.txt" "$work/two.txt" || { echo "FAIL: the table differs between one job and two"; exit 1; }
echo "PASS: the full three-level fat tree, captured and routed by OpenSM, checked"
