# bench/compare.sh, the regression check, must be able to fail: a build whose load
# engine spins in its inner loop is reported slower (exit 1), and the same sources
# against themselves are not (exit 0). Each builds one benchmark tree at HEAD beside this
# build, which is the base side (ccache serves what the two share), and runs alone, so no
# other test's load skews the timings.
if(EXISTS /usr/share/benchmark/compare.py)
  # Only the program holding the benchmark is built and run on each side.
  set(compare_short --filter "^BM_LoadsPermutation/12$" --bench fattree_bench --base-is-build --rounds 9 --min-time 0.05)
  add_test(NAME bench.compare_reports_slowed_engine
           COMMAND ${PROJECT_SOURCE_DIR}/bench/compare.sh ${compare_short}
                   --head-cmake-arg -DNETCERT_TEST_SLOWDOWN=200
                   --work ${CMAKE_BINARY_DIR}/compare-slowed)
  set_tests_properties(bench.compare_reports_slowed_engine PROPERTIES
    RUN_SERIAL TRUE TIMEOUT 1800
    PASS_REGULAR_EXPRESSION "BM_LoadsPermutation/12 +ratio +[0-9.]+ .*SLOWER.*verdict: SLOWER beyond the measured noise")
  # HEAD checked out and built like build/ (an empty slowdown is none): two builds of the same sources.
  add_test(NAME bench.compare_same_sources_not_slower
           COMMAND ${PROJECT_SOURCE_DIR}/bench/compare.sh ${compare_short}
                   --head-cmake-arg -DNETCERT_TEST_SLOWDOWN=
                   --work ${CMAKE_BINARY_DIR}/compare-same)
  set_tests_properties(bench.compare_same_sources_not_slower PROPERTIES
    RUN_SERIAL TRUE TIMEOUT 1800
    PASS_REGULAR_EXPRESSION "verdict: no slowdown beyond the measured noise")
endif()
