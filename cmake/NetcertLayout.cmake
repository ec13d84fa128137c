# NetcertLayout.cmake — the checker's isolation rule, run by the build (target
# netcert_check_layout) before src/check compiles, and by a test on a fixture.
#
#   cmake -DCHECK_DIR=<dir> [-DALLOW_FILE=<file>] -P NetcertLayout.cmake
#
# Every #include "x/..." in CHECK_DIR must name core/, net/ or check/ (plus
# system headers in <>). A quoted include of route/, search/, proofs/,
# properties/, generators/, report/ or cli/, or any "../" path, fails. Lines of
# ALLOW_FILE ("file.cpp: search/foo.hpp") are known violations being removed;
# the list must shrink to empty.
cmake_minimum_required(VERSION 3.16)
if(NOT CHECK_DIR)
  message(FATAL_ERROR "NetcertLayout: CHECK_DIR is required")
endif()
set(allowed "")
if(ALLOW_FILE AND EXISTS "${ALLOW_FILE}")
  file(STRINGS "${ALLOW_FILE}" allowed REGEX "^[^#]")
endif()
file(GLOB sources "${CHECK_DIR}/*.cpp" "${CHECK_DIR}/*.hpp")
set(violations "")
foreach(src IN LISTS sources)
  get_filename_component(name "${src}" NAME)
  file(STRINGS "${src}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" header "${line}")
    if(header MATCHES "^(core|net|check)/[^.][^/]*$" AND NOT header MATCHES "\\.\\.")
      continue()
    endif()
    if("${name}: ${header}" IN_LIST allowed)
      continue()
    endif()
    list(APPEND violations "${name} includes \"${header}\"")
  endforeach()
endforeach()
if(violations)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "src/check may include only core/, net/ and check/ headers "
                      "(the independent checker shares no code with the engines):\n  ${text}")
endif()
message(STATUS "NetcertLayout: ${CHECK_DIR} includes only core/, net/, check/")
