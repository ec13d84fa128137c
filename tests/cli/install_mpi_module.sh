#!/usr/bin/env bash
# The installed netcert finds its Open MPI module: installed into a prefix, the program
# under `mpirun -np 2` loads the module from the prefix's library directory (not the
# build tree's) and its two ranks share one run. Usage: install_mpi_module.sh BUILD_DIR
set -euo pipefail
BUILD=$1
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
cmake --install "$BUILD" --prefix "$WORK/prefix" --component cli > /dev/null
module=$(find "$WORK/prefix" -name netcert-mpi.so)
[[ -n $module ]] || { echo "FAIL: no netcert-mpi.so installed under the prefix"; exit 1; }
echo "installed: ${module#"$WORK/prefix/"}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
set +e
LD_DEBUG=files LD_DEBUG_OUTPUT="$WORK/files" mpirun -np 2 "$WORK/prefix/bin/netcert" check oft.conflict_free -p r=6 \
  -e exhaustive > "$WORK/out" 2>&1
rc=$?
set -e
cat "$WORK/out"
[[ $rc -eq 0 ]] || { echo "FAIL: mpirun exited $rc"; exit 1; }
grep -q "merged 2 MPI ranks" "$WORK/out" || { echo "FAIL: the two ranks did not share the run"; exit 1; }
grep -h "file=$WORK/prefix/[^ ]*/netcert-mpi.so " "$WORK"/files.* | grep -q "dynamically loaded" ||
  { echo "FAIL: the ranks did not load $module"; grep -h "netcert-mpi" "$WORK"/files.* | head -3; exit 1; }
echo "PASS: the installed netcert loaded the installed module and two ranks shared the run"
