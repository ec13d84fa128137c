#!/usr/bin/env bash
# fabric_admin_live.sh NETCERT SRC WORK — the admin's path on the live
# pipeline (ibsim + OpenSM + infiniband-diags, scripts/fabric-from-ibsim.sh):
#  - the default fabric set (`netcert fabric check` without PROPERTY) exits 0 on
#    a healthy 4-ary 3-tree under updn and under ftree and on the same tree with
#    one link down under updn, and 1 on the 5-switch ring under minhop;
#  - the tables as dump_lfts / dump_fts read them back are accepted, with the
#    verdicts of OpenSM's own dump;
#  - tables from another run (OpenSM attached elsewhere: other LIDs) exit 2;
#  - README's recipe for OpenSM's dumps: --dump_files_dir alone writes no
#    opensm-lfts.dump, -D 0x43 or log_flags 0x43 in opensm.conf does;
#  - README's limit on ftree: with the GUIDs shuffled, shift fails in LID and file order.
# Skips (77) only where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover dump_fts dump_lfts python3; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
run=$src/scripts/fabric-from-ibsim.sh
"$bin" fabric kary-ntree --param k=4 --param n=3 --out "$work/k4n3.topo"
# One cable pulled: the first switch-to-switch link, removed at both ends.
python3 - "$work/k4n3.topo" "$work/k4n3-down.topo" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
owner, cut = None, None
for l in lines:
    if l.startswith("Switch"): owner = re.search(r'"([^"]*)"', l).group(1)
    m = re.match(r'\[(\d+)\]\s*"(S[^"]*)"\[(\d+)\]', l)
    if owner and m and cut is None: cut = (owner, m.group(1), m.group(2), m.group(3))
a, p, b, q = cut
out, owner = [], None
for l in lines:
    if l.startswith(("Switch", "Hca", "Ca")): owner = re.search(r'"([^"]*)"', l).group(1)
    m = re.match(r'\[(\d+)\]\s*"([^"]*)"\[(\d+)\]', l)
    if m and ((owner, m.group(1), m.group(2), m.group(3)) in [(a, p, b, q), (b, q, a, p)]): continue
    out.append(l)
open(sys.argv[2], "w").write("\n".join(out))
print("link down: %s[%s] - %s[%s]" % cut)
PY
FABRIC_DUMP_FTS=1 "$run" "$work/k4n3.topo" updn "$work/updn"
"$run" "$work/k4n3.topo" ftree "$work/ftree"
"$run" "$work/k4n3-down.topo" updn "$work/down"
"$run" "$src/tests/data/fabric/ring5.topo" minhop "$work/ring"
# expect RC DIR LFTS REGEX: the default set on DIR's topology with LFTS (a file of DIR).
expect() {
  local want=$1 out rc
  set +e; out=$("$bin" fabric check --topology "$work/$2/topology.ibnd" --lfts "$work/$2/$3" 2>&1); rc=$?; set -e
  echo "$out"
  [[ $rc -eq $want ]] || { echo "FAIL: the default set on $2/$3 exited $rc, expected $want"; exit 1; }
  grep -Eq "$4" <<< "$out" || { echo "FAIL: the default set on $2/$3 does not say /$4/"; exit 1; }
}
expect 0 updn opensm-lfts.dump "2 holds, 0 fails"
expect 0 ftree opensm-lfts.dump "2 holds, 0 fails"
expect 0 down opensm-lfts.dump "2 holds, 0 fails"
expect 1 ring opensm-lfts.dump "fabric.deadlock_free .*fails.*cycle"
expect 0 updn dump_lfts.txt "2 holds, 0 fails"
expect 0 updn dump_fts.txt "2 holds, 0 fails"
grep -q 'of switch DR path' "$work/updn/dump_fts.txt" || { echo "FAIL: dump_fts wrote no directed-route header"; exit 1; }
# Another run of the same cabling: OpenSM at the last host numbers the LIDs from there.
last=$(grep -E '^(Hca|Ca)' "$work/k4n3.topo" | tail -1 | sed -E 's/.*"([^"]*)".*/\1/')
FABRIC_DUMP_FTS=1 FABRIC_SM_HOST=$last "$run" "$work/k4n3.topo" updn "$work/other"
for dump in opensm-lfts.dump dump_fts.txt; do
  set +e
  out=$("$bin" fabric check --topology "$work/updn/topology.ibnd" --lfts "$work/other/$dump" 2>&1); rc=$?
  set -e
  echo "$out"
  [[ $rc -eq 2 ]] || { echo "FAIL: tables of another run ($dump) exited $rc, expected 2"; exit 1; }
  grep -q "same run of the fabric" <<< "$out" || { echo "FAIL: another run ($dump) not named as such"; exit 1; }
done
# README's recipe for OpenSM's dumps, with OpenSM itself.
FABRIC_OPENSM_DUMP_ARGS="--dump_files_dir $work/alone" "$run" "$work/k4n3.topo" updn "$work/alone"
[[ ! -e $work/alone/opensm-lfts.dump ]] || { echo "FAIL: --dump_files_dir alone wrote opensm-lfts.dump"; exit 1; }
FABRIC_OPENSM_DUMP_ARGS="-D 0x43 --dump_files_dir $work/flag" "$run" "$work/k4n3.topo" updn "$work/flag"
printf 'log_flags 0x43\ndump_files_dir %s\n' "$work/conf" > "$work/opensm.conf"
FABRIC_OPENSM_DUMP_ARGS="-F $work/opensm.conf" "$run" "$work/k4n3.topo" updn "$work/conf"
for d in flag conf; do
  [[ -s $work/$d/opensm-lfts.dump ]] || { echo "FAIL: the recipe ($d) wrote no opensm-lfts.dump"; exit 1; }
  expect 0 "$d" opensm-lfts.dump "2 holds, 0 fails"
done
# README's ftree claim is limited to the fixture: the same tree with its records (so its GUIDs) shuffled, under
# ftree, balances shift in neither the LID nor the file order.
python3 -c 'import random,sys; b=[x for x in open(sys.argv[1]).read().split("\n\n") if x.strip()];
random.seed(7); random.shuffle(b); open(sys.argv[2],"w").write("\n\n".join(b)+"\n")' "$work/k4n3.topo" "$work/shuf.topo"
"$run" "$work/shuf.topo" ftree "$work/shuf"
for order in lid file; do
  set +e
  out=$("$bin" fabric check fabric.link_load -p pattern=shift -p order=$order --topology "$work/shuf/topology.ibnd" \
          --lfts "$work/shuf/opensm-lfts.dump" 2>&1); rc=$?
  set -e
  [[ $rc -eq 1 ]] || { echo "FAIL: ftree with shuffled GUIDs, shift in $order order exited $rc, expected 1"; exit 1; }
done
grep -q -- '--dump_files_dir` alone' "$src/README.md" && grep -q 'log_flags 0x43' "$src/README.md" ||
  { echo "FAIL: README does not give the recipe tested here"; exit 1; }
echo "admin path: default set holds on updn, ftree and a link down, fails on the ring; dump_lfts/dump_fts read;" \
     "another run refused; OpenSM writes its dumps with -D 0x43 or log_flags 0x43, not with --dump_files_dir alone;" \
     "ftree with shuffled GUIDs balances shift in neither order"
