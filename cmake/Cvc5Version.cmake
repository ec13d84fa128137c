# The cvc5 program on PATH when netcert is configured: its path, version, size and
# modification time. `netcert --version` names that version without starting cvc5
# when the program on PATH is still that file (same path, size and time), and asks
# the program itself (`cvc5 --version`) otherwise (src/cli/usage.cpp).
find_program(NETCERT_CVC5_AT_BUILD cvc5)
set(NETCERT_CVC5_DEFINITIONS "")
if(NETCERT_CVC5_AT_BUILD)
  execute_process(COMMAND ${NETCERT_CVC5_AT_BUILD} --version OUTPUT_VARIABLE cvc5_said ERROR_QUIET RESULT_VARIABLE cvc5_rc)
  string(REGEX REPLACE "\n.*" "" cvc5_first_line "${cvc5_said}")
  string(REGEX MATCH "version (.*)$" cvc5_matched "${cvc5_first_line}")
  string(STRIP "${CMAKE_MATCH_1}" cvc5_version)
  if(cvc5_rc EQUAL 0 AND NOT cvc5_version STREQUAL "" AND NOT cvc5_version MATCHES "[\"\\\\]")
    file(SIZE ${NETCERT_CVC5_AT_BUILD} cvc5_size)
    file(TIMESTAMP ${NETCERT_CVC5_AT_BUILD} cvc5_mtime "%s" UTC)
    set(NETCERT_CVC5_DEFINITIONS NETCERT_CVC5_PATH="${NETCERT_CVC5_AT_BUILD}" NETCERT_CVC5_VERSION="${cvc5_version}"
                                 NETCERT_CVC5_SIZE=${cvc5_size} NETCERT_CVC5_MTIME=${cvc5_mtime})
  endif()
endif()
set_source_files_properties(${PROJECT_SOURCE_DIR}/src/cli/usage.cpp PROPERTIES COMPILE_DEFINITIONS "${NETCERT_CVC5_DEFINITIONS}")
