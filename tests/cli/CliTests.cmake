# CLI tests: the real binary, exit codes and golden output (tests/cli/golden/).
set(NETCERT_BIN $<TARGET_FILE:netcert>)
set(NETCERT_SRC ${PROJECT_SOURCE_DIR})

# netcert_cli_test(NAME EXIT_CODE ARGS...) — passes when the exit code matches.
function(netcert_cli_test name expected)
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=${expected} "-DARGS=${ARGN}"
                   -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DSRC=${NETCERT_SRC}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_cli.cmake)
endfunction()

# netcert_cli_golden(NAME EXIT_CODE GOLDEN ARGS...) — also compares stdout to a golden file.
function(netcert_cli_golden name expected golden)
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=${expected} "-DARGS=${ARGN}"
                   -DGOLDEN=${CMAKE_CURRENT_SOURCE_DIR}/cli/golden/${golden}
                   -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DSRC=${NETCERT_SRC}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_cli.cmake)
endfunction()

# netcert_cli_expect(NAME EXIT REGEX [SETUP mode] [ABSENT path] [NOMATCH regex] ARGS ...) — also asserts the
# message (run_cli_expect.cmake); defined here so every *.tests.cmake can use it.
function(netcert_cli_expect name expected regex)
  cmake_parse_arguments(X "" "SETUP;ABSENT;NOMATCH" "ARGS" ${ARGN})
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=${expected} "-DMATCH=${regex}" "-DARGS=${X_ARGS}"
                   "-DSETUP=${X_SETUP}" "-DABSENT=${X_ABSENT}" "-DNOMATCH=${X_NOMATCH}" -DNAME=${name}
                   -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DSRC=${NETCERT_SRC}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_cli_expect.cmake)
endfunction()

# netcert_shard_merge_test("PROPERTY|ENGINE|PARAM PARAM...") — issue 12: `--shard I/M` + `merge`
# equals the unsharded run at M = 1, 2, 7 (result JSON apart from timings, byte-identical
# certificate, verify-cert VERIFIED; tests/scale/shard_merge.py). One row per sliced engine and case.
function(netcert_shard_merge_test row)
  string(REPLACE "|" ";" parts "${row}")
  list(GET parts 0 prop)
  list(GET parts 1 engine)
  list(GET parts 2 params)
  string(REPLACE " " ";" param_list "${params}")
  string(MAKE_C_IDENTIFIER "${prop}_${params}" tag)
  add_test(NAME scale.shard_merge_${tag}
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/scale/shard_merge.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/scale-${tag} ${prop} ${engine} 1,2,7 ${param_list})
  set_tests_properties(scale.shard_merge_${tag} PROPERTIES
    PASS_REGULAR_EXPRESSION "M=1: [a-z]+ equal\nM=2: [a-z]+ equal\nM=7: [a-z]+ equal" TIMEOUT 120)
endfunction()

file(GLOB NETCERT_CLI_TEST_LISTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cli/*.tests.cmake)
foreach(f ${NETCERT_CLI_TEST_LISTS})
  include(${f})
endforeach()
