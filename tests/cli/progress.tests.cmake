# Progress and Ctrl-C: regex on what the user
# sees. Every run has a fixed budget (--timeout) so a broken stop still ends.
set(NETCERT_LONG_RUN check oft.conflict_free --param r=13 --engine exhaustive --timeout 2.5)

# Under a pseudo-terminal (util-linux `script`) a run over a second draws a progress line on
# stderr: the runner's item and the loop's count, total, percentage and ETA. At 80 columns the
# line fits and loses its beginning first; at 300 it is whole (tests/cli/progress_width.py).
add_test(NAME cli.progress_on_terminal
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/progress_width.py $<TARGET_FILE:netcert>
                 ${NETCERT_LONG_RUN})
set_tests_properties(cli.progress_on_terminal PROPERTIES TIMEOUT 120
  PASS_REGULAR_EXPRESSION "300 columns: 'oft\\.conflict_free r=13 reading=per-processor \\[exhaustive\\] \\| injection slots [0-9]+/8192 \\([0-9]+%, ETA [^)]+\\) \\[[0-9.]+s\\]'")

# The same run with stderr on a pipe: the result, and no progress text at all.
add_test(NAME cli.progress_not_in_pipes COMMAND $<TARGET_FILE:netcert> ${NETCERT_LONG_RUN})
set_tests_properties(cli.progress_not_in_pipes PROPERTIES TIMEOUT 60
  PASS_REGULAR_EXPRESSION "r=13 reading=per-processor +exhaustive +(holds|unknown)"
  FAIL_REGULAR_EXPRESSION "cases [0-9]+/|\\[exhaustive\\]|\\[[0-9.]+s\\]|\r")

# Ctrl-C one second into an exhaustive run: exit 3, verdict unknown, the
# coverage in the note, and the report marked as interrupted (never holds).
# r = 14 takes about 3 s on two idle cores (r = 13 ended before the signal).
add_test(NAME cli.interrupt_exhaustive
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/interrupt_run.py 1
                 $<TARGET_FILE:netcert> check oft.conflict_free --param r=14 --engine exhaustive --timeout 20 --json -)
set_tests_properties(cli.interrupt_exhaustive PROPERTIES TIMEOUT 60
  PASS_REGULAR_EXPRESSION "\"verdict\": \"unknown\".*\"note\": \"interrupted after [0-9]+ of 16384 injection slots.*\"summary\": {[^}]*\"holds\": 0.*\"interrupted\": true.*netcert: interrupted: stopping.*exit=3"
  FAIL_REGULAR_EXPRESSION "\"verdict\": \"holds\"")

# Ctrl-C in a plan of several engines: the running one reports its coverage,
# the ones not started are listed as not run, and the text report says so.
add_test(NAME cli.interrupt_plan
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/interrupt_run.py 1
                 $<TARGET_FILE:netcert> check fattree.ump_realizable --param n=4 --timeout 20)
set_tests_properties(cli.interrupt_plan PROPERTIES TIMEOUT 60
  PASS_REGULAR_EXPRESSION "exhaustive +unknown +[0-9.]+ +interrupted after [0-9]+ of 4096 UMP search prefixes.*random +unknown +[0-9.]+ +not run: interrupted before it started.*exit=3"
  FAIL_REGULAR_EXPRESSION "holds +[0-9]")

# Ctrl-C during a Z3 query (Lemma 5's n = 4 query takes minutes): the solver itself is
# stopped (z3::context::interrupt), and the note names the query. SIGINT comes
# after 6 s: on a loaded machine building a query took over 1.5 s, and the run
# was then (correctly) "interrupted before the query started".
add_test(NAME cli.interrupt_smt_query
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/interrupt_run.py 6
                 $<TARGET_FILE:netcert> check fattree.ump_realizable --param n=4 --engine smt --timeout 60 --json -)
set_tests_properties(cli.interrupt_smt_query PROPERTIES TIMEOUT 60
  PASS_REGULAR_EXPRESSION "\"verdict\": \"unknown\".*\"note\": \"interrupted after query fattree\\.ump_realizable_n4 ran [0-9.]+ s.*exit=3"
  FAIL_REGULAR_EXPRESSION "\"verdict\": \"holds\"")
