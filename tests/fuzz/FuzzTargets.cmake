# Fuzz harnesses (tests/fuzz; docs/robustness.md).
# Always: netcert_fuzz_replay + one ctest per harness replaying the saved
# regression inputs of tests/data/regressions/<harness>/ (crash inputs the
# fuzzer once found). With NETCERT_FUZZ=ON (clang): one libFuzzer target
# fuzz_<harness> each, run by scripts/fuzz.sh.
set(NETCERT_FUZZ_HARNESSES schedule_fattree schedule_butterfly schedule_kary_ntree schedule_oft schedule_cblcan
    suite certificate params fabric checkpoint shard_report family_expression)
add_library(netcert_fuzz_harnesses STATIC ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/harnesses.cpp
            ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/journal_harnesses.cpp
            ${PROJECT_SOURCE_DIR}/src/cli/suite.cpp ${PROJECT_SOURCE_DIR}/src/cli/output.cpp
            ${PROJECT_SOURCE_DIR}/src/cli/interrupt.cpp)
target_link_libraries(netcert_fuzz_harnesses PUBLIC netcert_lib PRIVATE netcert_warnings)
add_executable(netcert_fuzz_replay ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/replay_main.cpp)
target_link_libraries(netcert_fuzz_replay PRIVATE netcert_fuzz_harnesses netcert_warnings)
foreach(h ${NETCERT_FUZZ_HARNESSES})
  add_test(NAME fuzz.replay.${h}
           COMMAND netcert_fuzz_replay ${h} ${PROJECT_SOURCE_DIR}/tests/data/regressions/${h})
  set_tests_properties(fuzz.replay.${h} PROPERTIES PASS_REGULAR_EXPRESSION "through ${h}: no crash")
  if(NETCERT_FUZZ)
    add_executable(fuzz_${h} ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_main.cpp)
    target_compile_definitions(fuzz_${h} PRIVATE NETCERT_FUZZ_NAME="${h}")
    target_link_libraries(fuzz_${h} PRIVATE netcert_fuzz_harnesses)
    target_link_options(fuzz_${h} PRIVATE -fsanitize=fuzzer)
  endif()
endforeach()
