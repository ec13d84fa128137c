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

file(GLOB NETCERT_CLI_TEST_LISTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cli/*.tests.cmake)
foreach(f ${NETCERT_CLI_TEST_LISTS})
  include(${f})
endforeach()
