#!/usr/bin/env bash
# The .deb (cpack -G DEB) holds the CLI, libraries, header, CMake/pkg-config files,
# man page and completion, and depends on the Debian packages of the shared
# libraries netcert links. As root on a machine without a netcert package it is
# really installed with dpkg, run from /usr/bin, and removed again.
# Usage: install_deb.sh BUILD_DIR
set -euo pipefail
BUILD=$1
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
(cd "$BUILD" && cpack -G DEB -B "$OUT" >/dev/null)
deb=$(ls "$OUT"/netcert_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for pkg in libz3-4 libbliss2 libssl3; do
  grep -q "$pkg" <<<"$depends" || { echo "FAIL: $pkg missing from Depends"; exit 1; }
done
contents=$(dpkg-deb -c "$deb")
for f in usr/bin/netcert usr/include/netcert/netcert.hpp usr/lib/cmake/netcert/netcertConfig.cmake \
         usr/lib/pkgconfig/netcert.pc usr/share/man/man1/netcert.1 usr/share/bash-completion/completions/netcert; do
  grep -q "\./$f\$" <<<"$contents" || { echo "FAIL: $f not in the package"; exit 1; }
done
if [ "$(id -u)" = 0 ] && ! dpkg -s netcert >/dev/null 2>&1; then
  dpkg -i "$deb" >/dev/null
  trap 'dpkg -r netcert >/dev/null 2>&1 || true; rm -rf "$OUT"' EXIT
  /usr/bin/netcert --version
  /usr/bin/netcert check fattree.ump --param n=3 --engine exhaustive | tail -1
  MANWIDTH=100 man -P cat netcert 2>/dev/null | grep -q "^SYNOPSIS" || { echo "FAIL: man netcert after dpkg -i"; exit 1; }
  [ -s /usr/share/bash-completion/completions/netcert ] || { echo "FAIL: completion not installed"; exit 1; }
  echo "man netcert renders; completion in /usr/share/bash-completion/completions"
  dpkg -r netcert >/dev/null
  echo "installed with dpkg, ran, removed"
else
  echo "not root or a netcert package is already installed: contents and dependencies checked only"
fi
