#!/usr/bin/env bash
# Installs everything netcert needs from Debian 12's archive. Idempotent.
set -euo pipefail
PKGS=(build-essential cmake pkg-config git
      ccache  # CMakeLists.txt uses it when present; scripts/test.sh sets CCACHE_BASEDIR so clones share it
      libz3-dev librapidcheck-dev catch2 libboost-dev
      libcli11-dev nlohmann-json3-dev libssl-dev
      libbenchmark-dev libbliss-dev libnauty2-dev gnuplot-nox graphviz
      cvc5 z3 jq  # second solver and the z3 program: tests/smt/seeds_both_solvers.sh, verify-cert --solver
      mandoc  # lints the generated man pages (tests/cli/install_man.sh)
      python3-junitparser libxml2-utils  # JUnit read by a real consumer + xmllint schema check (tests/cli/junit_consumers.py)
      opensm ibsim-utils infiniband-diags  # real fabrics: scripts/fabric-from-ibsim.sh, tests/data/fabric (issue 13)
      ibutils  # ibdmchk: the field's credit-loop check, cross-checked in tests/cli/fabric_ibdmchk.sh
      libopenmpi-dev openmpi-bin  # NETCERT_MPI=ON build: mpirun -np P netcert check (scripts/mpi.sh, issue 12)
      clang-14 libfuzzer-14-dev llvm-14)  # fuzzing (scripts/fuzz.sh) and sanitizer builds (scripts/sanitize.sh)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
