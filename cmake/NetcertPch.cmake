# Precompiled headers. Most translation units include nlohmann/json (about 3 s of
# parsing per file at -O2) and boost::multiprecision::cpp_int (about 3.5 s); the
# tests add Catch2's single header. Parsing them once per target instead of once per
# file saves about a third of a cold build's CPU on a small machine (BENCHMARKS.md, "Build").
# scripts/test.sh, run-seeds.sh and sanitize.sh turn it on; off, every file is compiled on its own.
option(NETCERT_PCH "Precompile the third-party headers most sources include" OFF)

set(NETCERT_PCH_LIBRARY_HEADERS
  <nlohmann/json.hpp> <boost/multiprecision/cpp_int.hpp>
  <algorithm> <cstdint> <functional> <map> <memory> <optional> <set> <sstream> <string> <vector>)

# netcert_precompile(TARGET [EXTRA_HEADER...]): TARGET's files start from the shared
# third-party headers (and the extra ones) precompiled once for TARGET.
function(netcert_precompile target)
  if(NETCERT_PCH)
    target_precompile_headers(${target} PRIVATE ${NETCERT_PCH_LIBRARY_HEADERS} ${ARGN})
  endif()
endfunction()

# ccache serves precompiled-header builds only when told that __TIME__ / __DATE__
# and the header's defines do not change its output (ccache manual, "Precompiled headers"),
# and hashes a checksum file beside each precompiled header instead of the header itself
# (about 190 MB; see cmake/ccache_pch_launcher.sh, which writes the checksum).
if(NETCERT_PCH AND NETCERT_CCACHE AND CMAKE_CXX_COMPILER_LAUNCHER STREQUAL NETCERT_CCACHE)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_CURRENT_LIST_DIR}/ccache_pch_launcher.sh ${NETCERT_CCACHE})
endif()
