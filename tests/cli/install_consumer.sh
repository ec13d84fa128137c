#!/usr/bin/env bash
# Install netcert from a build tree into a scratch prefix, then build and run
# examples/consumer against it twice: with find_package(netcert) and with
# pkg-config. Usage: install_consumer.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
BUILD=$1; SRC=$2
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
for f in bin/netcert include/netcert/netcert.hpp lib/cmake/netcert/netcertConfig.cmake lib/pkgconfig/netcert.pc \
         share/man/man1/netcert.1 share/bash-completion/completions/netcert; do
  [ -e "$WORK/prefix/$f" ] || { echo "FAIL: $f not installed"; exit 1; }
done
# The completion script is valid bash and completes property ids and parameter names.
bash -n "$WORK/prefix/share/bash-completion/completions/netcert"
grep -q "fattree.ump" "$WORK/prefix/share/bash-completion/completions/netcert"
grep -q "verify.*cert" "$WORK/prefix/share/man/man1/netcert.1"
cmake -S "$SRC/examples/consumer" -B "$WORK/cmake-consumer" -DCMAKE_PREFIX_PATH="$WORK/prefix" >/dev/null
cmake --build "$WORK/cmake-consumer" >/dev/null
"$WORK/cmake-consumer/netcert_consumer" "$SRC/examples/fattree/bitreverse-n3.json"
# pkg-config reads the prefix written at install time; point it at the scratch prefix.
sed -i "s|^prefix=.*|prefix=$WORK/prefix|" "$WORK/prefix/lib/pkgconfig/netcert.pc"
export PKG_CONFIG_PATH="$WORK/prefix/lib/pkgconfig"
# shellcheck disable=SC2046
c++ -std=c++17 -O1 "$SRC/examples/consumer/main.cpp" -o "$WORK/pc-consumer" $(pkg-config --cflags --libs netcert)
"$WORK/pc-consumer" >/dev/null
echo "installed package consumed by find_package and by pkg-config"
