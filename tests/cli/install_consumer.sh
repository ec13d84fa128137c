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
# `man netcert` finds and renders the installed page (MANPATH: the prefix's share/man, as for a user's prefix).
MANPATH="$WORK/prefix/share/man" MANWIDTH=100 man -P cat netcert 2>/dev/null | grep -q "^SYNOPSIS" ||
  { echo "FAIL: man netcert does not render the installed page"; exit 1; }
echo "man netcert: renders"
# The installed completion completes: subcommands, property ids after `check`, parameter names after --param.
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _netcert 2>/dev/null; echo "${COMPREPLY[*]}"' \
    _ "$WORK/prefix/share/bash-completion/completions/netcert" "$@"
}
[[ " $(complete_words netcert che) " == *" check "* ]] || { echo "FAIL: completion of subcommands"; exit 1; }
[[ " $(complete_words netcert check fattree.um) " == *" fattree.ump "* ]] || { echo "FAIL: completion of property ids"; exit 1; }
[[ " $(complete_words netcert check fattree.ump --param fam) " == *" family= "* ]] || { echo "FAIL: completion of params"; exit 1; }
echo "completion: subcommands, property ids, params"
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
