#!/usr/bin/env bash
# startup_work.sh NETCERT OUTDIR
# A run does not do what its command does not need, as glibc's loader sees it:
# with lazy binding, LD_DEBUG=bindings logs each library function netcert calls,
# the first time it calls it (a count of calls, never a time):
#  - --version and an exhaustive check create no Z3 context and no cryptographic
#    hash (the one SHA-256 call is for certificates);
#  - an smt check creates a context, and check --cert hashes its certificate:
#    the controls, which show the log sees the calls it is asked about;
#  - outside mpirun no Open MPI library is loaded (LD_DEBUG=files lists every object
#    the loader opens); where the build has the MPI module, `mpirun -np 1` is the
#    control that loads it and Open MPI with it.
set -euo pipefail
bin=$1 out=$2
rm -rf "$out"; mkdir -p "$out"
fail() { echo "FAIL: $*"; exit 1; }

# Bound at start (-z now, LD_BIND_NOW): every function is logged whether called or not.
if readelf -d "$bin" | grep -qE 'BIND_NOW|Flags:.* NOW'; then echo "SKIP: $bin binds every symbol at start"; exit 77; fi
unset LD_BIND_NOW

calls() {  # NAME ARGS...: run netcert, keep the functions it bound in $out/NAME.calls
  local name=$1; shift
  set +e; LD_DEBUG=bindings LD_DEBUG_OUTPUT="$out/$name.log" "$bin" "$@" > "$out/$name.out" 2>&1; local rc=$?; set -e
  [[ $rc -eq 0 ]] || { cat "$out/$name.out"; fail "$name: netcert exited $rc"; }
  cat "$out/$name".log.* | grep -F "binding file $bin " | sed -n "s/.*symbol \`\([^']*\)'.*/\1/p" | sort -u > "$out/$name.calls"
  rm -f "$out/$name".log.*
}
called() { grep -qx "$2" "$out/$1.calls"; }
hashed() { grep -qiE 'sha256|EVP_Digest' "$out/$1.calls"; }

calls version --version
calls exhaustive check fattree.ump -p n=2 -e exhaustive
calls smt_cert check fattree.ump -p n=2 -e smt --cert "$out/certs"

called smt_cert Z3_mk_context_rc || fail "the smt check's log shows no Z3_mk_context_rc: the log misses calls"
hashed smt_cert || fail "check --cert hashed no certificate: the log misses calls"
! called version Z3_mk_context_rc || fail "--version created a Z3 context"
! called exhaustive Z3_mk_context_rc || fail "an exhaustive check created a Z3 context"
! hashed version || fail "--version computed a SHA-256"
! hashed exhaustive || fail "an exhaustive check without --cert computed a SHA-256"
grep -q "holds" "$out/exhaustive.out" || fail "the exhaustive check does not hold"

opened() {  # NAME COMMAND...: the objects the loader opened for COMMAND, in $out/NAME.files
  local name=$1; shift
  set +e; LD_DEBUG=files LD_DEBUG_OUTPUT="$out/$name.flog" "$@" > "$out/$name.out" 2>&1; local rc=$?; set -e
  [[ $rc -eq 0 ]] || { cat "$out/$name.out"; fail "$name: exited $rc"; }
  cat "$out/$name".flog.* | sed -n 's/.*file=\([^ ]*\) .*/\1/p' | sort -u > "$out/$name.files"
  rm -f "$out/$name".flog.*
}
for cmd in version exhaustive; do
  args=(--version); [[ $cmd == exhaustive ]] && args=(check fattree.ump -p n=2 -e exhaustive)
  opened "${cmd}_files" "$bin" "${args[@]}"
  ! grep -qE 'libmpi|libopen-pal|libopen-rte|netcert-mpi' "$out/${cmd}_files.files" ||
    fail "$cmd loaded Open MPI outside mpirun: $(grep -E 'libmpi|libopen|netcert-mpi' "$out/${cmd}_files.files" | tr '\n' ' ')"
done
mpi_note="(this build has no MPI module)"
if [[ -e $(dirname "$bin")/netcert-mpi.so ]]; then
  command -v mpirun > /dev/null || fail "the build has netcert-mpi.so but mpirun is not on PATH"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  # The loader's log of the rank itself (mpirun's own objects are logged under other process ids too).
  opened mpirun mpirun -np 1 "$bin" check fattree.ump -p n=2 -e exhaustive
  grep -q 'netcert-mpi.so' "$out/mpirun.files" || fail "under mpirun the log shows no netcert-mpi.so: the log misses it"
  grep -q 'libmpi' "$out/mpirun.files" || fail "under mpirun the log shows no libmpi: the log misses it"
  mpi_note="(the control under mpirun -np 1 loads netcert-mpi.so and libmpi)"
fi
echo "PASS: --version and an exhaustive check create no solver, hash nothing and load no Open MPI $mpi_note; the controls show the calls"
