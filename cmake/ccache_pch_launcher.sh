#!/bin/sh
# Compiler launcher for precompiled-header builds under ccache. ccache hashes every
# included file, and a precompiled header is about 190 MB: hashing it costs about a second
# of system time per object, a cache hit included (a sibling build tree of 400 objects
# spent minutes on it). With pch_external_checksum ccache hashes "<header>.gch.sum"
# instead; this launcher writes that file, the header's own SHA-256, each time the
# header is compiled, so a changed header still changes every object's key.
# Hand-written because ccache does not write the .sum file itself.
# Usage (cmake/NetcertPch.cmake sets it): ccache_pch_launcher.sh CCACHE COMPILER ARGS...
#        ccache_pch_launcher.sh --check BUILD_DIR   every checksum under BUILD_DIR is its header's
#                                                   (exit 1 naming the first stale one)
if [ "$1" = --check ]; then
  stale=$(find "$2" \( -name '*.gch.sum' -o -name '*.pch.sum' \) -exec sh -c '
    [ "$(sha256sum < "${1%.sum}")" = "$(cat "$1")" ] || echo "$1"' sh {} \; | head -1)
  if [ -n "$stale" ]; then
    echo "ccache_pch_launcher.sh: $stale is not the checksum of ${stale%.sum}: objects built from it may be stale" >&2
    exit 1
  fi
  found=$(find "$2" \( -name '*.gch.sum' -o -name '*.pch.sum' \) | wc -l)
  echo "ccache_pch_launcher.sh: $found precompiled-header checksums match their headers"
  exit 0
fi
CCACHE=$1
shift
out=
prev=
for arg in "$@"; do
  [ "$prev" = -o ] && out=$arg
  prev=$arg
done
case $out in
  # No stale checksum survives a failed compile, and the old header goes too: GCC would read
  # the .gch beside the header it compiles, so the new header's cache key would name the old
  # one (which differs on every compile) and ccache would miss it, and then every object.
  *.gch | *.pch) rm -f "$out" "$out.sum" ;;
  *) out= ;;
esac
CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime \
CCACHE_PCH_EXTSUM=1 "$CCACHE" "$@" || exit
if [ -n "$out" ]; then
  sha256sum < "$out" > "$out.sum.tmp" && mv -f "$out.sum.tmp" "$out.sum"
fi
