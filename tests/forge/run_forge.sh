#!/usr/bin/env bash
# run_forge.sh NETCERT NETCERT_FORGE CORPUS_FILE OUTDIR
# Makes genuine certificates with the commands of CORPUS_FILE (one netcert
# command line per line, without the binary; `check`/`suite` lines get
# --cert DIR, `table` lines --certify DIR), then runs the forgery tester on all
# of them. Fails when a command exits 2 or 4, when a line writes no
# certificate, when a genuine certificate does not verify, or when any mutant
# survives.
set -euo pipefail
bin=$1 forge=$2 corpus=$3 out=$4
rm -rf "$out"; mkdir -p "$out/certs"
n=0
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  n=$((n + 1))
  dir="$out/certs/$n"; mkdir -p "$dir"
  read -r -a args <<< "$line"
  case "${args[0]}" in
    table) flag=--certify ;;
    *) flag=--cert ;;
  esac
  set +e
  "$bin" "${args[@]}" "$flag" "$dir" > "$out/cmd-$n.log" 2>&1
  rc=$?
  set -e
  if [[ $rc -eq 2 || $rc -eq 4 ]]; then
    echo "corpus line $n exited $rc: netcert $line"; cat "$out/cmd-$n.log"; exit 1
  fi
  if ! compgen -G "$dir/*.json" > /dev/null; then
    echo "corpus line $n wrote no certificate: netcert $line"; exit 1
  fi
done < "$corpus"
mapfile -t certs < <(find "$out/certs" -name '*.json' | sort)
echo "$n corpus commands, ${#certs[@]} genuine certificates"
exec "$forge" --save "$out/survivors" "${certs[@]}"
