#!/bin/sh
# One object of a precompiled-header tree served by ccache: how much the checksum beside the
# header (cmake/ccache_pch_launcher.sh) saves. BUILD is a Release tree configured with
# NETCERT_PCH=ON and built once; the two ways keep separate caches, so neither finds the other's entry.
#   bench/ccache_pch_hit.sh BUILD sum      ccache hashes cmake_pch.hxx.gch.sum (as every build does)
#   bench/ccache_pch_hit.sh BUILD header   the checksum hidden: ccache hashes the whole header
# BENCHMARKS.md ("ccache and the precompiled header") times the two paired with farm-bench.
BUILD=${1:?usage: bench/ccache_pch_hit.sh BUILD sum|header}
OBJ=CMakeFiles/netcert_lib.dir/src/route/updown.cpp.o
SUM=CMakeFiles/netcert_lib.dir/cmake_pch.hxx.gch.sum
cd "$BUILD" || exit 2
[ -f "$SUM" ] || { echo "bench/ccache_pch_hit.sh: no $SUM in $BUILD (NETCERT_PCH=ON and built?)" >&2; exit 2; }
rm -f "$OBJ"
case $2 in
  sum) CCACHE_DIR=${TMPDIR:-/tmp}/netcert-ccache-bench-sum make -s -f CMakeFiles/netcert_lib.dir/build.make "$OBJ" >/dev/null ;;
  header)
    mv "$SUM" "$SUM.off"
    CCACHE_DIR=${TMPDIR:-/tmp}/netcert-ccache-bench-header make -s -f CMakeFiles/netcert_lib.dir/build.make "$OBJ" >/dev/null
    rc=$?
    mv "$SUM.off" "$SUM"
    exit $rc ;;
  *) echo "usage: bench/ccache_pch_hit.sh BUILD sum|header" >&2; exit 2 ;;
esac
