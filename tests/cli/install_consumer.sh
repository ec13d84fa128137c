#!/usr/bin/env bash
# Install netcert from a build tree into prefixes other than the one the tree
# was configured with (cmake --install --prefix, and DESTDIR), then build and
# run examples/consumer against the installed files as they are: with
# find_package(netcert) and with pkg-config. Nothing installed is edited.
# Usage: install_consumer.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
BUILD=$1; SRC=$2
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
configured=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$BUILD/CMakeCache.txt")
PREFIX="$WORK/prefix"
[ "$PREFIX" != "$configured" ] || { echo "FAIL: scratch prefix equals the configured one"; exit 1; }
cmake --install "$BUILD" --prefix "$PREFIX" >/dev/null
for f in bin/netcert include/netcert/netcert.hpp lib/cmake/netcert/netcertConfig.cmake lib/pkgconfig/netcert.pc \
         share/man/man1/netcert.1 share/bash-completion/completions/netcert; do
  [ -e "$PREFIX/$f" ] || { echo "FAIL: $f not installed"; exit 1; }
done
echo "installed into $PREFIX (configured prefix: $configured)"
# The installed completion is valid bash and completes: subcommands, property ids after `check`, parameter names.
bash -n "$PREFIX/share/bash-completion/completions/netcert"
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _netcert 2>/dev/null; echo "${COMPREPLY[*]}"' \
    _ "$PREFIX/share/bash-completion/completions/netcert" "$@"
}
[[ " $(complete_words netcert che) " == *" check "* ]] || { echo "FAIL: completion of subcommands"; exit 1; }
[[ " $(complete_words netcert check fattree.um) " == *" fattree.ump "* ]] || { echo "FAIL: completion of property ids"; exit 1; }
[[ " $(complete_words netcert check fattree.ump --param fam) " == *" family= "* ]] || { echo "FAIL: completion of params"; exit 1; }
echo "completion: subcommands, property ids, params"

cmake -S "$SRC/examples/consumer" -B "$WORK/cmake-consumer" -DCMAKE_PREFIX_PATH="$PREFIX" >/dev/null
cmake --build "$WORK/cmake-consumer" >/dev/null
"$WORK/cmake-consumer/netcert_consumer" "$SRC/examples/fattree/bitreverse-n3.json"
echo "find_package consumer: built and ran against $PREFIX"

# pkg-config on the installed .pc, unedited: every path it gives lies in the tree it was installed into.
pc_consumer() {  # ROOT NAME: build and run the pkg-config consumer against ROOT's lib/pkgconfig
  local root=$1 name=$2 flags
  flags=$(PKG_CONFIG_PATH="$root/lib/pkgconfig" pkg-config --cflags --libs netcert)
  local inc; inc=$(PKG_CONFIG_PATH="$root/lib/pkgconfig" pkg-config --variable=includedir netcert)
  [ "$(realpath "$inc")" = "$(realpath "$root/include")" ] ||
    { echo "FAIL: $name: pkg-config includedir is $inc, not under $root"; exit 1; }
  # shellcheck disable=SC2086
  c++ -std=c++17 -O1 "$SRC/examples/consumer/main.cpp" -o "$WORK/pc-consumer-$name" $flags
  "$WORK/pc-consumer-$name" >/dev/null
  echo "pkg-config consumer ($name): built and ran"
}
pc_consumer "$PREFIX" prefix
# A staged install (DESTDIR, as package builds do): the .pc finds its tree from where it lies.
DESTDIR="$WORK/stage" cmake --install "$BUILD" >/dev/null
pc_consumer "$WORK/stage$configured" destdir
echo "installed package consumed by find_package and by pkg-config"
