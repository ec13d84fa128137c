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

# netcert_shard_merge_test("PROPERTY|ENGINE|PARAM PARAM..." [MPI]) — `--shard I/M` +
# `merge` equals the unsharded run at M = 1, 2, 7 (result JSON apart from timings, byte-identical
# certificate, verify-cert VERIFIED; tests/scale/shard_merge.py). One row per sliced engine and case.
# MPI: each shard is an `mpirun -np 2` job (M = 1, 2, 3) whose report must also equal the shard
# run alone; the test is scale.mpi_shard_jobs_* (NETCERT_MPI builds only).
function(netcert_shard_merge_test row)
  cmake_parse_arguments(PARSE_ARGV 1 SM "MPI" "" "")
  string(REPLACE "|" ";" parts "${row}")
  list(GET parts 0 prop)
  list(GET parts 1 engine)
  list(GET parts 2 params)
  string(REPLACE " " ";" param_list "${params}")
  string(MAKE_C_IDENTIFIER "${prop}_${params}" tag)
  set(name scale.shard_merge_${tag})
  set(launcher "")
  set(counts 1,2,7)
  set(timeout 120)
  if(SM_MPI)
    set(name scale.mpi_shard_jobs_${tag})
    set(launcher "--launcher=mpirun -np 2 --oversubscribe")
    set(counts 1,2,3)
    set(timeout 300)
  endif()
  string(REPLACE "," ";" count_list "${counts}")
  set(expected "")
  set(sep "")
  foreach(m ${count_list})
    string(APPEND expected "${sep}M=${m}: [a-z]+ equal")
    set(sep "\n")
  endforeach()
  add_test(NAME ${name}
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/scale/shard_merge.py ${launcher} ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/${name} ${prop} ${engine} ${counts} ${param_list})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${expected}" TIMEOUT ${timeout})
  if(SM_MPI)
    set_tests_properties(${name} PROPERTIES RUN_SERIAL ON
                         ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1")
  endif()
endfunction()

file(GLOB NETCERT_CLI_TEST_LISTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cli/*.tests.cmake)
foreach(f ${NETCERT_CLI_TEST_LISTS})
  include(${f})
endforeach()
