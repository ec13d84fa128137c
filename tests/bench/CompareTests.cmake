# bench/compare.sh, the regression check, must be able to fail: a build whose load
# engine spins in its inner loop is reported slower (exit 1), and the same sources
# against themselves are not (exit 0). Each builds two benchmark trees (ccache serves
# what they share, also with this build) and runs alone, so no other test's load skews the timings.
if(EXISTS /usr/share/benchmark/compare.py)
  # Only the program holding the benchmark is built and run on each side.
  set(compare_short --filter "^BM_LoadsPermutation/12$" --bench fattree_bench --rounds 9 --min-time 0.05)
  add_test(NAME bench.compare_reports_slowed_engine
           COMMAND ${PROJECT_SOURCE_DIR}/bench/compare.sh ${compare_short}
                   --head-cmake-arg -DNETCERT_TEST_SLOWDOWN=200
                   --work ${CMAKE_BINARY_DIR}/compare-slowed HEAD)
  set_tests_properties(bench.compare_reports_slowed_engine PROPERTIES
    RUN_SERIAL TRUE TIMEOUT 1800
    PASS_REGULAR_EXPRESSION "BM_LoadsPermutation/12 +ratio +[0-9.]+ .*SLOWER.*verdict: SLOWER beyond the measured noise")
  # Both sides checked out at HEAD and built alike (an empty slowdown is none).
  add_test(NAME bench.compare_same_sources_not_slower
           COMMAND ${PROJECT_SOURCE_DIR}/bench/compare.sh ${compare_short}
                   --head-cmake-arg -DNETCERT_TEST_SLOWDOWN=
                   --work ${CMAKE_BINARY_DIR}/compare-same HEAD)
  set_tests_properties(bench.compare_same_sources_not_slower PROPERTIES
    RUN_SERIAL TRUE TIMEOUT 1800
    PASS_REGULAR_EXPRESSION "verdict: no slowdown beyond the measured noise")
endif()
