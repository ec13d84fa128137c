#!/usr/bin/env bash
# The two .debs, made as README says: a build tree with tests and benchmarks
# off, so cpack builds only what it packs.
#   netcert      CLI, man pages, completion; Depends only on runtime libraries;
#   netcert-dev  libraries, header, CMake and pkg-config files; Depends on every
#                package a find_package(netcert) or pkg-config consumer uses.
# As root on a machine without netcert installed, both are installed with dpkg,
# the CLI runs from /usr/bin, the consumer builds against /usr both ways, and
# every file those builds take from outside netcert belongs to a package the
# -dev package depends on (directly or through one of them). Then both are removed.
# The packaging tree is BUILD_DIR-deb, a sibling of the test's own build tree,
# so ccache serves the objects both compile alike; it is removed afterwards.
# Usage: install_deb.sh BUILD_DIR SOURCE_DIR [CMAKE_ARG...]  (the test's own unity/PCH settings, so
# the packaging tree's objects are the test tree's)
set -euo pipefail
BUILD=$1; SRC=$2; shift 2
TREE="${BUILD%/}-deb"
OUT=$(mktemp -d); trap 'rm -rf "$OUT" "$TREE"' EXIT
rm -rf "$TREE"
cmake -S "$SRC" -B "$TREE" -DCMAKE_BUILD_TYPE=Release -DNETCERT_BUILD_TESTS=OFF -DNETCERT_BUILD_BENCH=OFF "$@" >/dev/null
start=$(date +%s)
cmake --build "$TREE" -j "$(nproc)" >/dev/null
built=$(date +%s)
(cd "$TREE" && cpack -G DEB -B "$OUT/pkg" >/dev/null)
echo "tests-off tree: build $((built - start)) s, cpack $(($(date +%s) - built)) s"
[ ! -e "$TREE/tests" ] && [ ! -e "$TREE/bench" ] || { echo "FAIL: cpack built tests or benchmarks"; exit 1; }
cli_deb=$(ls "$OUT"/pkg/netcert_*.deb); dev_deb=$(ls "$OUT"/pkg/netcert-dev_*.deb)

cli_depends=$(dpkg-deb -f "$cli_deb" Depends)
echo "netcert Depends: $cli_depends"
for pkg in libz3-4 libbliss2 libnettle8; do
  grep -q "$pkg" <<<"$cli_depends" || { echo "FAIL: $pkg missing from netcert's Depends"; exit 1; }
done
if grep -q -- "-dev" <<<"$cli_depends"; then echo "FAIL: the CLI package depends on a -dev package"; exit 1; fi
dev_depends=$(dpkg-deb -f "$dev_deb" Depends)
echo "netcert-dev Depends: $dev_depends"

has_files() {  # DEB FILE...: each FILE is in DEB
  local contents; contents=$(dpkg-deb -c "$1"); shift
  for f in "$@"; do grep -q "\./$f\$" <<<"$contents" || { echo "FAIL: $f not in the package"; exit 1; }; done
}
has_files "$cli_deb" usr/bin/netcert usr/share/man/man1/netcert.1 usr/share/man/man1/netcert-check.1 \
  usr/share/bash-completion/completions/netcert
has_files "$dev_deb" usr/include/netcert/netcert.hpp usr/lib/cmake/netcert/netcertConfig.cmake \
  usr/lib/pkgconfig/netcert.pc usr/lib/libnetcert.a
if dpkg-deb -c "$dev_deb" | grep -q "usr/bin/netcert$"; then echo "FAIL: the CLI is in netcert-dev"; exit 1; fi

if [ "$(id -u)" != 0 ] || dpkg -s netcert >/dev/null 2>&1 || dpkg -s netcert-dev >/dev/null 2>&1; then
  echo "not root or netcert is already installed: contents and dependencies checked only"
  exit 0
fi
dpkg -i "$cli_deb" "$dev_deb" >/dev/null
trap 'dpkg -r netcert-dev netcert >/dev/null 2>&1 || true; rm -rf "$OUT" "$TREE"' EXIT
/usr/bin/netcert --version
/usr/bin/netcert check fattree.ump --param n=3 --engine exhaustive | tail -1
MANWIDTH=100 man netcert-check 2>/dev/null | grep -q -- "--engine" || { echo "FAIL: man netcert-check after dpkg -i"; exit 1; }
echo "man netcert-check renders; completion in /usr/share/bash-completion/completions"

# The closure the -dev package brings: its Depends and their Depends.
closure=$(tr ',|' '\n\n' <<<"$dev_depends" | sed 's/(.*)//; s/[[:space:]]//g' | grep -v '^$')
for pkg in $closure; do
  closure+=$'\n'$(dpkg-query -W -f='${Depends}' "$pkg" 2>/dev/null | tr ',|' '\n\n' | sed 's/(.*)//; s/[[:space:]]//g')
done
owned_by_closure() {  # FILE WHAT: the package owning FILE is in the closure
  local owner; owner=$(dpkg -S "$1" 2>/dev/null | head -1 | sed 's/[:,].*//')
  [ -n "$owner" ] || { echo "FAIL: $2: $1 belongs to no package"; exit 1; }
  case "$owner" in netcert|netcert-dev) return ;; esac
  grep -qx "$owner" <<<"$closure" || { echo "FAIL: $2 uses $1 of $owner, which netcert-dev does not depend on"; exit 1; }
  used+=" $owner"
}
used=""

cmake -S "$SRC/examples/consumer" -B "$OUT/cmake-consumer" >/dev/null
cmake --build "$OUT/cmake-consumer" >/dev/null
"$OUT/cmake-consumer/netcert_consumer" | tail -1
# What find_package(netcert) found: config directories (their config file) and libraries.
while IFS='=' read -r key path; do
  if [ -d "$path" ]; then path=$(find "$path" -maxdepth 1 -iname '*config.cmake' | head -1); fi
  if [ -n "$path" ]; then owned_by_closure "$path" "find_package consumer (${key%%:*})"; fi
done < <(grep -E '^([A-Za-z_]+_DIR:PATH|[A-Za-z_]+_LIBRARY:FILEPATH|pkgcfg_lib_[A-Za-z0-9_]+:FILEPATH|PKG_CONFIG_EXECUTABLE:FILEPATH)=/' \
           "$OUT/cmake-consumer/CMakeCache.txt" | grep -v '^netcert_DIR')
echo "find_package consumer: built against /usr; every package it found is a dependency of netcert-dev: $(xargs -n1 <<<"$used" | sort -u | xargs)"
used=""

flags=$(pkg-config --cflags --libs netcert)
# shellcheck disable=SC2086
c++ -std=c++17 -O1 "$SRC/examples/consumer/main.cpp" -o "$OUT/pc-consumer" $flags
"$OUT/pc-consumer" >/dev/null
owned_by_closure "$(command -v pkg-config)" "pkg-config consumer"
for lib in $(tr ' ' '\n' <<<"$flags" | sed -n 's/^-l//p'); do
  file=$(c++ -print-file-name="lib$lib.so")
  if [ "$file" = "lib$lib.so" ]; then file=$(c++ -print-file-name="lib$lib.a"); fi
  owned_by_closure "$(realpath -s "$file")" "pkg-config consumer (-l$lib)"
done
echo "pkg-config consumer: built against /usr; every library it links is from netcert-dev's dependencies: $(xargs -n1 <<<"$used" | sort -u | xargs)"
dpkg -r netcert-dev netcert >/dev/null
echo "installed both with dpkg, ran, built the consumer both ways, removed"
