#!/usr/bin/env bash
# Frontier scaling (BENCHMARKS.md "Scaling on this machine"): one run each of the
# ways of running one exhaustive check, one after another, timed by /usr/bin/time.
#   p1        one process, --jobs 1
#   threads2  one process, --jobs 2
#   np2, np4  mpirun -np 2 / -np 4 --oversubscribe, --jobs 1 per rank
# usage: bench/frontier_scaling.sh NETCERT OUTDIR PROPERTY -p NAME=V ...
#   MODES="p1 threads2 np2 np4" (default) picks the runs; CHECKPOINT=1 adds
#   --checkpoint (written every 5 s, as the end-to-end runs did; removed after).
# Appends one line per run to OUTDIR/summary.txt: exit code, load average at the
# start (the machine should be idle), wall/user/sys seconds, verdict.
set -u
netcert=$1 out=$2 property=$3
shift 3
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mkdir -p "$out"
for mode in ${MODES:-p1 threads2 np2 np4}; do
  tag="$property-$mode"
  case $mode in
    p1) launcher=() jobs=1 ;;
    threads2) launcher=() jobs=2 ;;
    np2) launcher=(mpirun -np 2 --oversubscribe) jobs=1 ;;
    np4) launcher=(mpirun -np 4 --oversubscribe) jobs=1 ;;
    *) echo "unknown mode $mode (p1, threads2, np2, np4)" >&2; exit 2 ;;
  esac
  extra=()
  [ "${CHECKPOINT:-0}" = 1 ] && extra=(--checkpoint "$out/$tag.ckpt")
  load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e s wall, %U s user, %S s sys" -o "$out/$tag.time" "${launcher[@]}" "$netcert" check "$property" "$@" \
    -e exhaustive --jobs "$jobs" "${extra[@]}" -q --json "$out/$tag.json" > /dev/null 2>&1
  code=$?
  verdict=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][0]['verdict'])" "$out/$tag.json" 2>/dev/null)
  echo "$property $* $mode: exit $code, load at start $load: $(cat "$out/$tag.time"), ${verdict:-no report}" | tee -a "$out/summary.txt"
  rm -f "$out/$tag.ckpt"*
done
