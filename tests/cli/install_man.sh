#!/usr/bin/env bash
# The installed man pages: netcert(1) and one netcert-COMMAND(1) per command.
# Every installed page is lint-clean for mandoc and groff; netcert(1) names a
# page for every command --help lists, and each such page is installed; the
# rendered netcert-check(1) lists check's options, exit codes and an example;
# non-ASCII text renders as itself, never as '?'.
# Usage: install_man.sh BUILD_DIR
set -euo pipefail
BUILD=$1
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
cmake --install "$BUILD" --prefix "$WORK/prefix" >/dev/null
MAN1="$WORK/prefix/share/man/man1"
export LC_ALL=C.UTF-8 MANWIDTH=100
pages=("$MAN1"/*.1)
for page in "${pages[@]}"; do
  mandoc -T lint -W warning "$page" || { echo "FAIL: mandoc lint: $page"; exit 1; }
  warnings=$(man --warnings -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "FAIL: groff warnings on $page: $warnings"; exit 1; }
done
echo "lint clean: ${#pages[@]} pages (mandoc -T lint -W warning, man --warnings)"

# Every command of `netcert --help` (and of `netcert fabric --help`) has its installed page.
netcert="$WORK/prefix/bin/netcert"
[ -x "$netcert" ] || netcert="$BUILD/netcert"
commands() {  # the command names under "Subcommands:" in the --help of "$@"
  "$netcert" "$@" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z0-9-]*\) .*/\1/p'
}
root_page=$(man -l "$MAN1/netcert.1")
for cmd in $(commands); do
  [ -f "$MAN1/netcert-$cmd.1" ] || { echo "FAIL: no page netcert-$cmd.1"; exit 1; }
  grep -qF "netcert-$cmd(1)" <<<"$root_page" || { echo "FAIL: netcert(1) does not list netcert-$cmd(1)"; exit 1; }
done
for cmd in $(commands fabric); do
  [ -f "$MAN1/netcert-fabric-$cmd.1" ] || { echo "FAIL: no page netcert-fabric-$cmd.1"; exit 1; }
done
echo "a page per command: $(commands | wc -l) commands, $(commands fabric | wc -l) fabric commands"

check_page=$(man -l "$MAN1/netcert-check.1")
for want in "--engine" "--jobs" "--param" "EXIT STATUS" "EXAMPLES" "netcert check fattree.ump" "fattree.ump"; do
  grep -qF -- "$want" <<<"$check_page" || { echo "FAIL: man netcert-check lacks '$want'"; exit 1; }
done
echo "man -l netcert-check.1: --engine, --jobs, exit status, example"
# `man netcert-check` finds the installed page through MANPATH, as for a user's prefix.
MANPATH="$WORK/prefix/share/man" man netcert-check | grep -q "^SYNOPSIS" ||
  { echo "FAIL: man netcert-check does not find the installed page"; exit 1; }
all_text=$(for page in "${pages[@]}"; do man -l "$page"; done)
if grep -n '???' <<<"$all_text"; then echo "FAIL: '???' in a rendered page"; exit 1; fi
grep -q "netcert — machine-checks" <<<"$root_page" || { echo "FAIL: em dash lost in netcert(1)"; exit 1; }
echo "UTF-8: no '???', em dash rendered"
