#!/usr/bin/env bash
# make_admin.sh — regenerates the fixtures of this directory with the real
# tools (ibsim, OpenSM, infiniband-diags), as an admin meets them:
#   k4n2-updn/          updn on the 4-ary 2-tree, with the tables read back from the
#                       subnet by dump_fts and dump_lfts (dump_fts.txt, dump_lfts.txt)
#   k4n2-updn-sm-h15/   another run of the same cabling: OpenSM attached at H15, so
#                       every LID differs (same GUIDs, same names)
#   k4n2-renamed-updn/  another run of the same cabling with the switches renamed
#                       (node descriptions sw-S-I; same GUIDs, same LIDs)
# Usage: tests/data/fabric/admin/make_admin.sh   (a few seconds)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run=$here/../../../../scripts/fabric-from-ibsim.sh
topo=$here/../k4n2.topo
FABRIC_DUMP_FTS=1 "$run" "$topo" updn "$here/k4n2-updn"
FABRIC_DUMP_FTS=1 FABRIC_SM_HOST=H15 "$run" "$topo" updn "$here/k4n2-updn-sm-h15"
renamed=$(mktemp --suffix=.topo); trap 'rm -f "$renamed"' EXIT
sed -E 's/"S([0-9]+)_([0-9]+)"/"sw-\1-\2"/g' "$topo" > "$renamed"
"$run" "$renamed" updn "$here/k4n2-renamed-updn"
