#!/usr/bin/env bash
# timeout_leaves_whole_files.sh NETCERT OUTDIR
#   --emit-smt2 with a --timeout that cuts a query's solve short: the run is unknown (exit 3), and the
#   export directory holds only whole queries: no empty .smt2 (a query never printed) and no
#   half-written file left beside one.
set -euo pipefail
bin=$1 out=$2
rm -rf "$out"; mkdir -p "$out/queries"
set +e
"$bin" check fattree.ump_realizable -p n=4 --engine smt --timeout 2 --emit-smt2 "$out/queries" > "$out/check.txt" 2>&1
rc=$?
set -e
[[ $rc -eq 3 ]] || { cat "$out/check.txt"; echo "expected exit 3 (unknown after --timeout 2), got $rc"; exit 1; }
empty=$(find "$out/queries" -type f -empty | sort)
partial=$(find "$out/queries" -type f -name '*.partial' | sort)
[[ -z $empty && -z $partial ]] || { echo "left behind: $empty $partial"; exit 1; }
echo "exit 3, $(find "$out/queries" -type f -name '*.smt2' | wc -l) whole query file(s), no empty or partial file"
