#!/usr/bin/env bash
# fabric_scale.sh NETCERT DIR — times every fabric property on one captured
# fabric (DIR/topology.ibnd + DIR/opensm-lfts.dump, e.g. from
# scripts/fabric-from-ibsim.sh), then `fabric table fabric-tswitch`.
# One line per command: verdict, the engine's seconds (the JSON result's
# "seconds") and the wall time of the whole command (reading both files and
# the independent re-check included). Single runs; the machine's load first.
# FABRIC_BENCH_TIMEOUT=SECONDS stops a command (default 300; exit 124 in the table line).
set -uo pipefail
bin=$1 dir=$2
files=(--topology "$dir/topology.ibnd" --lfts "$dir/opensm-lfts.dump")
echo "# $(uptime)"
echo "# $dir: $(grep -c '^Switch' "$dir/topology.ibnd") switches, $(grep -cE '^(Ca|Hca)' "$dir/topology.ibnd") hosts"
# The JSON goes through a file: a refutation's counterexample can exceed the argument-list limit.
out=$(mktemp)
trap 'rm -f "$out"' EXIT
run() {  # LABEL ARGS...: verdict, engine seconds, wall seconds
  local label=$1 start end
  shift
  start=$(date +%s.%N)
  timeout "${FABRIC_BENCH_TIMEOUT:-300}" "$bin" "$@" > "$out" 2> /dev/null
  end=$(date +%s.%N)
  python3 - "$label" "$start" "$end" "$out" <<'PY'
import json, sys
label, start, end, out = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
try:
    r = json.load(open(out))["results"][0]
    print(f"{label}\t{r['verdict']}\tengine {r['seconds']:.2f} s\twall {end - start:.2f} s")
except Exception:
    print(f"{label}\t-\t-\twall {end - start:.2f} s")
PY
}
for p in fabric.routes_complete fabric.deadlock_free fabric.kary_ntree fabric.destro_equivalent \
         fabric.tswitch_optimal; do
  run "$p" fabric check "$p" "${files[@]}" --json -
done
for pattern in all-to-all shift; do
  run "fabric.link_load pattern=$pattern" fabric check fabric.link_load -p pattern=$pattern "${files[@]}" --json -
done
start=$(date +%s.%N)
timeout "${FABRIC_BENCH_TIMEOUT:-300}" "$bin" fabric table fabric-tswitch "${files[@]}" > /dev/null 2>&1; rc=$?
echo -e "table fabric-tswitch\texit $rc\t-\twall $(python3 -c "print(f'{$(date +%s.%N) - $start:.2f}')") s"
