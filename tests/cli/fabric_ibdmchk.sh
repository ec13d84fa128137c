#!/usr/bin/env bash
# fabric_ibdmchk.sh NETCERT SRC — the deadlock verdicts of fabric.deadlock_free
# against the field's own tool, ibdmchk (Debian ibutils), on every committed
# OpenSM fixture (tests/data/fabric/*/): holds must be ibdmchk's "no credit
# loops found", fails must be "credit loops in routing". Each tool names one
# loop; where the routing has a single loop (the ring under minhop) they must
# name the same switch ports (netcert's cycle of channels, each an output port).
# Both run with one virtual lane: dfsssp on the torus breaks its loops with
# virtual lanes (SL to VL), which neither check is given, so both report them.
# Skips (77) only where ibdmchk is not installed.
set -euo pipefail
bin=$1 src=$2
command -v ibdmchk > /dev/null || { echo "SKIP: ibdmchk not installed (Debian ibutils; scripts/install-deps.sh)"; exit 77; }
compared=0 cycles=0
for dir in "$src"/tests/data/fabric/*/; do
  [[ -f $dir/opensm-subnet.lst && -f $dir/opensm-lfts.dump && -f $dir/topology.ibnd ]] || continue
  name=$(basename "$dir")
  theirs=$("$src/scripts/ibdmchk-verdict.sh" "$dir/opensm-subnet.lst" "$dir/opensm-lfts.dump")
  set +e
  report=$("$bin" fabric check fabric.deadlock_free --topology "$dir/topology.ibnd" --lfts "$dir/opensm-lfts.dump" --json -)
  set -e
  verdict=$(jq -r '.results[0].verdict' <<< "$report")
  case $verdict in
    holds) ours=acyclic ;;
    fails) ours="cycle$(jq -r '.results[0].counterexample.cycle[] | "\(.switch) \(.port)"' <<< "$report" |
                         sed -E 's/^S-([0-9a-fA-F]+) /0x\1\//' | sort | tr '\n' ' ' | sed 's/ $//; s/^/ /')"
           cycles=$((cycles + 1)) ;;
    *) echo "FAIL: $name: netcert says $verdict"; exit 1 ;;
  esac
  theirs_sorted=$theirs
  if [[ $theirs == cycle* ]]; then theirs_sorted="cycle $(tr ' ' '\n' <<< "${theirs#cycle }" | sort | tr '\n' ' ' | sed 's/ $//')"; fi
  if [[ ${ours%% *} != "${theirs_sorted%% *}" ]]; then
    echo "FAIL: $name: netcert '$ours', ibdmchk '$theirs_sorted'"; exit 1
  fi
  if [[ $ours != "$theirs_sorted" ]]; then
    [[ $name != ring5-minhop ]] || { echo "FAIL: $name has one loop: netcert '$ours', ibdmchk '$theirs_sorted'"; exit 1; }
    echo "$name: both find a credit loop: netcert '$ours', ibdmchk '$theirs_sorted'"
  else
    echo "$name: netcert and ibdmchk agree: $ours"
  fi
  compared=$((compared + 1))
done
[[ $compared -ge 10 && $cycles -ge 1 ]] || { echo "FAIL: only $compared fixtures ($cycles with a cycle) compared"; exit 1; }
echo "ibdmchk agrees with fabric.deadlock_free on all $compared fixtures ($cycles with a credit loop)"
