# Start-up work: what a command does not need it does not do (tests/cli/startup_work.sh;
# counted through the loader's log of the library functions called, never timed).
add_test(NAME cli.startup_does_not_build_what_it_does_not_need
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/startup_work.sh ${NETCERT_BIN} ${CMAKE_CURRENT_BINARY_DIR}/startup-work)
set_tests_properties(cli.startup_does_not_build_what_it_does_not_need PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 60)
