#!/usr/bin/env bash
# fabric-from-ibsim.sh TOPOLOGY ENGINE OUTDIR [ROOT_GUIDS]
# Runs the real InfiniBand tools on a simulated fabric: ibsim (ibsim-utils)
# simulates TOPOLOGY (ibnetdiscover/ibsim format), OpenSM computes its
# forwarding tables with routing ENGINE (ftree, updn, minhop, dfsssp, ...)
# through the libumad2sim.so shim, and ibnetdiscover (infiniband-diags)
# discovers the fabric. OUTDIR receives:
#   topology.ibnd        ibnetdiscover output (GUIDs, LIDs)
#   opensm-lfts.dump     OpenSM's unicast forwarding tables
#   opensm-subnet.lst    OpenSM's link list
#   opensm-engine.txt    OpenSM's log line that says ENGINE configured the tables
#   root-guids.txt       a copy of ROOT_GUIDS, when given: node GUIDs, one per
#                        line, handed to OpenSM as its root file (-a; updn and
#                        ftree use it instead of guessing the roots)
# Environment (all optional):
#   FABRIC_SM_HOST=NAME  the CA OpenSM and the tools attach at (default: the first CA);
#                        OpenSM numbers LIDs from there, so another host gives another run
#   FABRIC_DUMP_FTS=1    also write dump_fts.txt and dump_lfts.txt: infiniband-diags'
#                        dump_fts / dump_lfts read the tables back from the subnet
#   FABRIC_OPENSM_DUMP_ARGS="..."  OpenSM's dump options instead of
#                        "-D 0x43 --dump_files_dir OUTDIR" (tests of the README's recipe)
#   FABRIC_LANES=1       virtual lanes, as an admin collects them: OpenSM runs with QoS
#                        (-Q, which lash, dfsssp and torus-2QoS need for their SL2VL tables)
#                        and stays up; OUTDIR also receives opensm-sl2vl.dump (OpenSM's
#                        SL2VL tables) and path-sl.txt (`saquery -p --src-to-dst S:D` for
#                        every ordered pair of host LIDs: the path records, with their SL,
#                        that applications ask for), taken while the subnet is up
#   FABRIC_TIMEOUT=SECONDS  the limit on each OpenSM, ibnetdiscover, dump and saquery run
#                        (default 60; a 16-ary 3-tree needs more)
#   FABRIC_ALLOW_FALLBACK=1  keep a run whose tables another engine configured (OpenSM's
#                        fallback); opensm-engine.txt then names that engine, and
#                        engine-fallback.txt keeps OpenSM's errors (why ENGINE refused)
# Fails (exit 1) unless OpenSM logs "<ENGINE> tables configured": OpenSM falls
# back to minhop with exit 0 when e.g. ftree does not recognise a fat tree.
# Each run gets its own network namespace when `unshare -n` works (one ibsim
# per namespace: its sockets are local); ibsim is stopped by its PID.
set -euo pipefail
if [[ $# -ne 3 && $# -ne 4 ]]; then echo "usage: $0 TOPOLOGY ENGINE OUTDIR [ROOT_GUIDS]" >&2; exit 2; fi
limit=${FABRIC_TIMEOUT:-60}
topo=$(realpath "$1") engine=$2 out=$3 roots=${4:+$(realpath "$4")}
shim=/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so
for tool in ibsim opensm ibnetdiscover; do
  command -v "$tool" > /dev/null || { echo "$0: $tool not installed (scripts/install-deps.sh)" >&2; exit 2; }
done
[[ -f $shim ]] || { echo "$0: $shim missing (ibsim-utils)" >&2; exit 2; }
mkdir -p "$out"; out=$(realpath "$out")
if [[ -z ${FABRIC_IN_NETNS:-} ]] && unshare -n true 2> /dev/null; then
  FABRIC_IN_NETNS=1 exec unshare -n "$0" "$@"
fi
work=$(mktemp -d); trap 'kill "$sim" 2> /dev/null || true; rm -rf "$work"' EXIT
cd "$work"  # the shim creates ./sys-<pid> here
# SIM_HOST: OpenSM and ibnetdiscover attach at the first CA of the topology.
host=${FABRIC_SM_HOST:-$(awk '/^(Ca|Hca)[ \t]/ { match($0, /"[^"]*"/); print substr($0, RSTART + 1, RLENGTH - 2); exit }' "$topo")}
[[ -n $host ]] || { echo "$0: $topo has no CA to attach OpenSM to" >&2; exit 2; }
mkfifo console
# ibsim's table sizes (2048 nodes, 256 switches, 256*36+2*2048 ports by default) are run-time
# options (-N, -S, -P): size them from the topology, so trees beyond 256 switches run too.
read -r nodes switches ports < <(awk '/^(Switch|Ca|Hca|Rt)[ \t]/ { n++; p += $2 + 1; if ($1 == "Switch") s++ }
  END { print n + 0, s + 0, p + 0 }' "$topo")
ibsim -N $((nodes > 2048 ? nodes : 2048)) -S $((switches > 256 ? switches : 256)) \
  -P $((ports > 13312 ? ports : 13312)) -s "$topo" < console > ibsim.log 2>&1 & sim=$!
exec 3> console  # keeps ibsim's console open (it exits on EOF)
for _ in $(seq 1200); do grep -q 'Network simulator ready' ibsim.log && break; sleep 0.05; done
grep -q 'Network simulator ready' ibsim.log || { echo "$0: ibsim did not start:" >&2; cat ibsim.log >&2; exit 1; }
export OSM_CACHE_DIR=$work OSM_TMP_DIR=$work SIM_HOST=$host
rm -f "$out"/opensm-lfts.dump "$out"/opensm-subnet.lst "$out"/dump_fts.txt "$out"/dump_lfts.txt \
  "$out"/opensm-sl2vl.dump "$out"/path-sl.txt "$out"/engine-fallback.txt
root_args=()
if [[ -n $roots ]]; then
  [[ -f $roots ]] || { echo "$0: root GUID file $roots missing" >&2; exit 2; }
  cp "$roots" root-guids.txt; root_args=(-a "$work/root-guids.txt")
fi
# -D 0x43: errors, info and the ROUTING bit (without it no LFT dump is written).
read -r -a dump_args <<< "${FABRIC_OPENSM_DUMP_ARGS:-"-D 0x43 --dump_files_dir $out"}"
if [[ -n ${FABRIC_LANES:-} ]]; then
  # The SA answers path records only while OpenSM runs: start it, wait for the subnet, ask, stop it
  # (-d 2 flushes the log after each line, so "SUBNET UP" is seen when it happens).
  env LD_PRELOAD=$shim opensm -Q -d 2 -R "$engine" "${root_args[@]}" "${dump_args[@]}" -f "$out/opensm.log" \
    > opensm.out 2>&1 & sm=$!
  trap 'kill "$sm" 2> /dev/null || true; kill "$sim" 2> /dev/null || true; rm -rf "$work"' EXIT
  for _ in $(seq 1200); do grep -qs 'SUBNET UP' "$out/opensm.log" && break; sleep 0.05; done
  grep -qs 'SUBNET UP' "$out/opensm.log" || { echo "$0: opensm did not bring the subnet up:" >&2; cat opensm.out >&2; exit 1; }
  # One query per host pair (a query for many records may come back cut short); the hosts' LIDs
  # are the channel adapters' destinations in OpenSM's LFT dump.
  lids=$(for x in $(awk '/# Channel Adapter portguid/ { print $1 }' "$out/opensm-lfts.dump"); do
    echo $((x)); done | sort -nu)
  : > "$out/path-sl.txt"
  for s in $lids; do for d in $lids; do
    [[ $s == "$d" ]] && continue
    timeout "$limit" env LD_PRELOAD=$shim saquery -p --src-to-dst "$s:$d" >> "$out/path-sl.txt" 2> saquery.err ||
      { echo "$0: saquery -p --src-to-dst $s:$d failed:" >&2; cat saquery.err >&2; exit 1; }
  done; done
else
  timeout "$limit" env LD_PRELOAD=$shim opensm --once -R "$engine" "${root_args[@]}" "${dump_args[@]}" \
    -f "$out/opensm.log" > opensm.out 2>&1 || { echo "$0: opensm failed:" >&2; cat opensm.out >&2; exit 1; }
fi
if ! grep -q "$engine tables configured" "$out/opensm.log"; then
  if [[ -n ${FABRIC_ALLOW_FALLBACK:-} ]] && grep -q 'tables configured' "$out/opensm.log"; then
    echo "$0: $engine did not configure the tables; OpenSM fell back (kept, see engine-fallback.txt)" >&2
    grep 'ERR' "$out/opensm.log" | sed 's/^[^>]*-> //' > "$out/engine-fallback.txt" || true
  else
    echo "$0: OpenSM did not configure the tables with $engine (fell back?):" >&2
    grep -E 'tables configured|ERR' "$out/opensm.log" >&2 || true
    exit 1
  fi
fi
timeout "$limit" env LD_PRELOAD=$shim ibnetdiscover > "$out/topology.ibnd" 2> ibnetdiscover.err ||
  { echo "$0: ibnetdiscover failed:" >&2; cat ibnetdiscover.err >&2; exit 1; }
if [[ -n ${FABRIC_DUMP_FTS:-} ]]; then  # the tables as an admin reads them back from a running subnet
  for tool in dump_fts dump_lfts; do
    timeout "$limit" env LD_PRELOAD=$shim "$tool" > "$out/$tool.txt" 2> "$tool.err" ||
      { echo "$0: $tool failed:" >&2; cat "$tool.err" >&2; exit 1; }
  done
fi
# Keep only what netcert reads and the log line that names the engine.
if [[ -n ${FABRIC_LANES:-} ]]; then kill "$sm"; wait "$sm" 2> /dev/null || true; fi
find "$out" -maxdepth 1 -name 'opensm*' ! -name opensm-lfts.dump ! -name opensm-subnet.lst ! -name opensm.log \
  ! -name opensm-sl2vl.dump -delete
if [[ -n $roots ]]; then cp root-guids.txt "$out/root-guids.txt"; fi
grep -E 'tables configured' "$out/opensm.log" | sed 's/^[^>]*-> //' > "$out/opensm-engine.txt"
rm -f "$out/opensm.log"
echo "$engine: $(cat "$out/opensm-engine.txt") -> $out"
