#!/usr/bin/env bash
# fabric_tswitch_big.sh NETCERT SRC WORK — fabric-tswitch on switches beyond
# the 16 positions it enumerates: ibsim + OpenSM route a 9-ary 3-tree (18-port
# switches) with ftree, whose table equals tswitch-oscp's own enumeration of
# all C(18,9) configurations, an 18-ary 2-tree (36-port switches, 324 hosts)
# with ftree and updn and a 32-ary 2-tree (64-port switches, 1024 hosts) with
# ftree, and a 13-ary 2-tree (26-port switches) whose comparison with
# tswitch-oscp the table leaves out, saying why (C(26,13) per stage); the table answers (holds) with count-vector certificates that
# verify-cert accepts, and a certificate edited to claim a partition whose
# blocks are not interchangeable, or a lower minimum, re-sealed so only the
# checker can catch it, is REJECTED; a hub of 20 ports that all carry
# different loads (gen_topology.py stars 20, minhop) is unknown, saying why.
# Skips (77) only where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work"; mkdir -p "$work"
run=$src/scripts/fabric-from-ibsim.sh
for k in 13 18 32; do /usr/bin/python3 "$src/tests/data/fabric/gen_topology.py" kary-ntree "$k" 2 > "$work/k${k}n2.topo"; done
/usr/bin/python3 "$src/tests/data/fabric/gen_topology.py" kary-ntree 9 3 > "$work/k9n3.topo"
"$run" "$work/k9n3.topo" ftree "$work/k9n3-ftree"
"$run" "$work/k18n2.topo" ftree "$work/k18n2-ftree"
"$run" "$work/k13n2.topo" ftree "$work/k13n2-ftree"
"$run" "$work/k18n2.topo" updn "$work/k18n2-updn"
"$run" "$work/k32n2.topo" ftree "$work/k32n2-ftree"
/usr/bin/python3 "$src/tests/data/fabric/gen_topology.py" stars 20 > "$work/stars20.topo"
"$run" "$work/stars20.topo" minhop "$work/stars20-minhop"
# table DIR REGEX...: fabric-tswitch on DIR holds, a line matches each REGEX, its certificate verifies.
table() {
  local out dir=$1 line
  out=$("$bin" fabric table fabric-tswitch --topology "$work/$1/topology.ibnd" --lfts "$work/$1/opensm-lfts.dump" \
          --certify "$work/$1-certs") || fail "fabric-tswitch on $1 exited $?"
  echo "$out"
  shift
  for line in "$@"; do grep -Eq "$line" <<< "$out" || fail "fabric-tswitch on $dir does not say /$line/"; done
  "$bin" verify-cert "$work/$dir-certs"/*.json | grep -q '^VERIFIED' || fail "$dir's certificate does not verify"
}
# 18-port switches (count vectors) against tswitch-oscp's own enumeration of all C(18,9) configurations: equal.
table k9n3-ftree "^0 +81 +4040 +1260 +yes .*use 4040, 1260 configurations +81/81 switches +equal +holds" \
  "^1 +81 +3960 +1260 +yes .*use 3960, 1260 configurations +81/81 switches +equal +holds" \
  "^2 +81 +0 +2 +yes .*use 0, 2 configurations +81/81 switches +equal +holds"
# A leaf of 36 ports: 18 (host port, up port) pairs, 9 of them in C^alpha: C(18,9) = 48620 optimal configurations.
table k18n2-ftree "0 +18 +2916 +48620 +yes .* holds"
table k18n2-updn "0 +18 +2916 +48620 +yes .* holds"
table k32n2-ftree "0 +32 +16384 +601080390 +yes .* holds"
# k = 13: tswitch-oscp would enumerate C(26,13) configurations per stage, so the table does not compare, and says so.
table k13n2-ftree "^0 +13 .*n/a \\(k > 12: tswitch-oscp enumerates C\\(2k, k\\) per stage; run netcert table tswitch-oscp to compare\\) +holds"
# A 20-port hub whose every port carries another load: no count-vector search, so unknown (exit 3), never a guess.
set +e; out=$("$bin" fabric table fabric-tswitch --topology "$work/stars20-minhop/topology.ibnd" \
                --lfts "$work/stars20-minhop/opensm-lfts.dump" 2>&1); rc=$?; set -e
echo "$out"
[[ $rc -eq 3 ]] && grep -Eq "unknown: switch S0 .* has 20 positions, .* too irregular for the count-vector search" <<< "$out" ||
  fail "the uneven hub: exit $rc, expected 3 and why"
# forge CERT EDIT: the certificate edited (python, on `w`, the first switch's witness entry), re-sealed, REJECTED.
forge() {
  PYTHONPATH="$(dirname "$0")" python3 - "$1" "$work/forged.cert.json" "$2" <<'PY'
import json, sys
from seal_cert import write_sealed
cert = json.load(open(sys.argv[1]))
w = cert["witness"]["switches"][0]
exec(sys.argv[3])
write_sealed(cert, sys.argv[2])
PY
  local rc
  set +e; "$bin" verify-cert "$work/forged.cert.json" > "$work/forged.txt" 2>&1; rc=$?; set -e
  cat "$work/forged.txt"
  [[ $rc -eq 1 ]] && grep -Eq "^REJECTED.*$3" "$work/forged.txt" || fail "forgery '$2': exit $rc, expected REJECTED /$3/"
}
cert=$(ls "$work/k18n2-ftree-certs"/*.json)
# Every position its own block, all in one class: the blocks are not interchangeable.
forge "$cert" 'w["classes"] = [[[x] for x in range(len(w["ports"]))]]' "not interchangeable"
forge "$cert" 'w["min_use"] -= 1' "minimum internal-link use is"
forge "$cert" 'w["minimiser_count"] = str(int(w["minimiser_count"]) * 2)' "optimal configurations number"
echo "big switches: fabric-tswitch equals tswitch-oscp at 18 ports, holds on 36-port (ftree, updn) and 64-port (ftree) fat trees, certificates verify, forgeries rejected, an uneven 20-port hub unknown"
