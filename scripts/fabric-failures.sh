#!/usr/bin/env bash
# fabric-failures.sh [--switches] TOPOLOGY ENGINE OUTDIR [ROOT_GUIDS]
# A failure sweep on a simulated fabric: runs scripts/fabric-from-ibsim.sh (ibsim,
# OpenSM with routing ENGINE, ibnetdiscover) once on TOPOLOGY as it is and once per
# failed switch-to-switch link (the link removed at both ends); with --switches also
# once per failed switch (its block and every link to it removed). Links to hosts
# are not failed: such a failure only disconnects that host.
# OUTDIR receives one subdirectory per run, numbered in sweep order and named after
# what failed (000-none, 001-link-S0_0.5-S1_0.1, ..., switch-S1_0), each with
#   failure.json   what failed and the engine asked for (docs/fabric-failures.md)
#   failed.topo    the ibsim topology of that run
#   and fabric-from-ibsim.sh's files: topology.ibnd, opensm-lfts.dump,
#   opensm-subnet.lst, opensm-engine.txt (the engine that configured the tables:
#   ENGINE, or the one OpenSM fell back to; engine-fallback.txt then keeps OpenSM's
#   errors). A run that gives no tables at all records "error" in failure.json.
# Then: netcert fabric table fabric-failures --dir OUTDIR
set -euo pipefail
switches=
if [[ ${1:-} == --switches ]]; then switches=1; shift; fi
if [[ $# -ne 3 && $# -ne 4 ]]; then
  echo "usage: $0 [--switches] TOPOLOGY ENGINE OUTDIR [ROOT_GUIDS]" >&2; exit 2
fi
topo=$(realpath "$1") engine=$2 out=$3 roots=${4:-}
run=$(dirname "$(realpath "$0")")/fabric-from-ibsim.sh
[[ -f $topo ]] || { echo "$0: $topo: no such topology" >&2; exit 2; }
command -v python3 > /dev/null || { echo "$0: python3 not installed" >&2; exit 2; }
mkdir -p "$out"
if [[ -n $(ls -A "$out") ]]; then echo "$0: $out is not empty (one sweep per directory)" >&2; exit 2; fi
out=$(realpath "$out")
edit=$(dirname "$(realpath "$0")")/fabric-failures-edit.py

# One run: $1 its directory name, $2 the CA OpenSM attaches at (one the failure left linked).
sweep_one() {
  local dir=$out/$1
  if ! FABRIC_SM_HOST=$2 FABRIC_ALLOW_FALLBACK=1 "$run" "$dir/failed.topo" "$engine" "$dir" ${roots:+"$roots"} \
      > /dev/null 2> "$dir/run.err"; then
    # No tables at all: the row says so (unknown), it is not dropped.
    python3 "$edit" error "$dir/failure.json" "$(tail -n 5 "$dir/run.err")"
  fi
  rm -f "$dir/run.err"
  echo "$1: $(cat "$dir/opensm-engine.txt" 2> /dev/null || echo "no tables (failure.json says why)")"
}

runs=0
while IFS=$'\t' read -r name host; do
  sweep_one "$name" "$host"; runs=$((runs + 1))
done < <(python3 "$edit" prepare "$topo" "$engine" "$out" ${switches:+--switches})
echo "$runs runs in $out; next: netcert fabric table fabric-failures --dir $out"
