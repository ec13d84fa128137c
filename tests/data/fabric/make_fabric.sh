#!/usr/bin/env bash
# make_fabric.sh — regenerates the committed real-fabric fixtures of this
# directory with the real tools (Debian opensm, ibsim-utils, infiniband-diags):
#   <name>.topo       the simulated topology (gen_topology.py, ibsim format)
#   <name>-<engine>/  topology.ibnd (ibnetdiscover), opensm-lfts.dump,
#                     opensm-subnet.lst, opensm-engine.txt (OpenSM's log line);
#                     the lane fixtures (ring5-lash, ring5-minhop-lanes, torus4x3-dfsssp)
#                     also opensm-sl2vl.dump and path-sl.txt (FABRIC_LANES=1: OpenSM
#                     with QoS, saquery path records while it runs)
# Usage: tests/data/fabric/make_fabric.sh   (from anywhere; needs root or a
# user that may run ibsim; about a second in all)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run=$here/../../../scripts/fabric-from-ibsim.sh
gen() { /usr/bin/python3 "$here/gen_topology.py" "$@"; }
gen kary-ntree 4 2 > "$here/k4n2.topo"
gen kary-ntree 2 3 > "$here/k2n3.topo"
gen kary-ntree 4 3 > "$here/k4n3.topo"
gen ring 5 > "$here/ring5.topo"
for e in ftree updn minhop; do "$run" "$here/k4n2.topo" "$e" "$here/k4n2-$e"; done
for e in ftree dfsssp; do "$run" "$here/k2n3.topo" "$e" "$here/k2n3-$e"; done
for e in ftree updn minhop; do "$run" "$here/k4n3.topo" "$e" "$here/k4n3-$e"; done
"$run" "$here/ring5.topo" minhop "$here/ring5-minhop"
"$run" "$here/ring5.topo" updn "$here/ring5-updn" "$here/ring5-roots.txt"  # root S0: up/down cuts the ring
gen torus 5 5 > "$here/torus5x5.topo"
for e in minhop dfsssp; do "$run" "$here/torus5x5.topo" "$e" "$here/torus5x5-$e"; done
gen torus 4 3 > "$here/torus4x3.topo"
# Virtual lanes: lash and dfsssp break the ring's and the torus' cycles with SLs; minhop uses SL 0.
FABRIC_LANES=1 "$run" "$here/ring5.topo" lash "$here/ring5-lash"
FABRIC_LANES=1 "$run" "$here/ring5.topo" minhop "$here/ring5-minhop-lanes"
FABRIC_LANES=1 "$run" "$here/torus4x3.topo" dfsssp "$here/torus4x3-dfsssp"
