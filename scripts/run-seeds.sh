#!/usr/bin/env bash
# Fresh machine -> dependencies, Release build, the default proof suite over all
# five papers with its summary (exit 0 when every claim holds or is refuted as
# recorded in ERRATA.md). Extra arguments go to `netcert suite`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"  # objects shared between clones (scripts/test.sh)
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DNETCERT_PCH=ON
cmake --build build -j "$(nproc)" --target netcert
exec build/netcert suite proofs/suites/seeds.json "$@"
