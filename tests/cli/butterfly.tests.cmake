# seed 001 (butterfly chip mapping M'): exit codes and golden output.
netcert_cli_test(butterfly_iso_small 0 check butterfly.mprime_isomorphism --param u=1..10 --engine exhaustive)
netcert_cli_test(butterfly_iso_smt 0 check butterfly.mprime_isomorphism --param u=1..4 --engine smt)
netcert_cli_test(butterfly_iso_random 0 check butterfly.mprime_isomorphism --param u=1..5 --engine random --cases 10 --seed 7)
netcert_cli_test(butterfly_counts 0 check butterfly.chip_counts --param u=1..12)
netcert_cli_test(butterfly_counts_random 0 check butterfly.chip_counts --param u=1..6 --engine random --cases 20 --seed 3)
netcert_cli_test(butterfly_iso_smt_refuses 2 check butterfly.mprime_isomorphism --param u=6 --engine smt)
netcert_cli_test(butterfly_iso_exhaustive_refuses 2 check butterfly.mprime_isomorphism --param u=21 --engine exhaustive)
netcert_cli_test(butterfly_iso_u_out_of_domain 2 check butterfly.mprime_isomorphism --param u=0)
# The symbolic engine: Lemma 2 for every u in 1..63 as one result row (docs/symbolic.md); outside the word refused;
# the solver out of time is unknown (exit 3), never holds.
netcert_cli_expect(butterfly_iso_symbolic 0
  "u=1\\.\\.63 +symbolic +holds +[0-9.]+ +two QF_BV queries UNSAT: phi\\(chip \\(s,i\\)\\) = \\(s, i with bit s deleted\\) is a bijection.*1 holds, 0 fails, 0 unknown"
  ARGS check butterfly.mprime_isomorphism --engine symbolic -p u=1..63)
netcert_cli_expect(butterfly_iso_symbolic_outside_word 2
  "u=1\\.\\.64: symbolic engine: u=1\\.\\.64 is outside the range this engine covers, 1\\.\\.63"
  ARGS check butterfly.mprime_isomorphism --engine symbolic -p u=1..64)
# Unknown either way: the solver's own timeout, or the runner's when building the queries outlasts the limit
# (core/engine_watchdog.hpp; 0.05 s is shorter than the build on a loaded machine).
netcert_cli_expect(butterfly_iso_symbolic_timeout 3
  "u=1\\.\\.63 +symbolic +unknown +[0-9.]+ +(solver: bijection: time|timeout: the engine had not stopped)"
  ARGS check butterfly.mprime_isomorphism --engine symbolic -p u=1..63 --timeout 0.05)
# Lemma 1's counts for every u in 1..63 as one result row (five range queries, docs/symbolic.md).
netcert_cli_expect(butterfly_counts_symbolic 0
  "u=1\\.\\.63 +symbolic +holds +[0-9.]+ +five QF_BV queries UNSAT: chip\\(M\\) = n\\(u\\+1\\).*1 holds, 0 fails, 0 unknown"
  ARGS check butterfly.chip_counts --engine symbolic -p u=1..63)
netcert_cli_expect(butterfly_counts_symbolic_outside_word 2
  "u=1\\.\\.64: symbolic engine: u=1\\.\\.64 is outside the range this engine covers, 1\\.\\.63"
  ARGS check butterfly.chip_counts --engine symbolic -p u=1..64)
netcert_cli_expect(butterfly_counts_symbolic_timeout 3
  "u=1\\.\\.63 +symbolic +unknown +[0-9.]+ +(solver: chips_M: time|timeout: the engine had not stopped)"
  ARGS check butterfly.chip_counts --engine symbolic -p u=1..63 --timeout 0.05)
netcert_cli_test(butterfly_schedule_mprime 0 check-schedule @SRC@/tests/data/butterfly/mprime_u2.json)
netcert_cli_test(butterfly_schedule_m 0 check-schedule @SRC@/tests/data/butterfly/m_u2.json)
netcert_cli_test(butterfly_schedule_missing 1 check-schedule @SRC@/tests/data/butterfly/missing_half_u2.json)
netcert_cli_test(butterfly_schedule_duplicate 1 check-schedule @SRC@/tests/data/butterfly/duplicate_half_u2.json)
# Four chips whose merged chip graph is G_2 but which are joined by 15 links: parallel links are counted.
netcert_cli_test(butterfly_schedule_parallel_links 1 check-schedule @SRC@/tests/data/butterfly/parallel_links_u2.json)
add_test(NAME cli.butterfly_schedule_parallel_links_message
         COMMAND ${NETCERT_BIN} check-schedule ${NETCERT_SRC}/tests/data/butterfly/parallel_links_u2.json)
set_tests_properties(cli.butterfly_schedule_parallel_links_message PROPERTIES PASS_REGULAR_EXPRESSION
  "inter-chip links: 15 .*interconnect: FAILS — not a butterfly: chips 0 and 1 are joined by 3 parallel links")
netcert_cli_test(butterfly_schedule_bad_half 2 check-schedule @SRC@/tests/data/butterfly/bad_half_u2.json)
netcert_cli_test(butterfly_schedule_bad_row 2 check-schedule @SRC@/tests/data/butterfly/bad_row_u2.json)
netcert_cli_test(butterfly_schedule_bad_budget 2 check-schedule @SRC@/tests/data/butterfly/bad_budget_u2.json)
netcert_cli_test(butterfly_schedule_not_json 2 check-schedule @SRC@/tests/data/butterfly/not_json_u2.json)
netcert_cli_test(butterfly_schedule_dot 1 check-schedule @SRC@/tests/data/butterfly/mprime_u3_swapped.json --dot butterfly_swapped.dot)
netcert_cli_golden(butterfly_schedule_swapped 1 butterfly_schedule_swapped.txt
                   check-schedule @SRC@/tests/data/butterfly/mprime_u3_swapped.json)
netcert_cli_golden(butterfly_schedule_good 0 butterfly_schedule_mprime_u3.txt
                   check-schedule @SRC@/tests/data/butterfly/mprime_u3.json)
netcert_cli_test(butterfly_suite 0 suite @SRC@/proofs/suites/butterfly.json)
netcert_cli_golden(butterfly_table_u64 0 butterfly_chips_u62_64.csv
                   table butterfly-chips --param u=62..64 --format csv)
netcert_cli_golden(butterfly_table 0 butterfly_chips_table.md
                   table butterfly-chips --param u=1..6 --param certify_max=6 --format md)
# Tables are checks: verdict column, certificates of both properties verify.
add_test(NAME cli.butterfly_table_certify
         COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=0 -DVERDICT=holds
                 "-DARGS=table;butterfly-chips;--param;u=1..4;--param;certify_max=4" -DNAME=butterfly_table_certify
                 -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/table_certify.cmake)
# Sec. 2's pin arithmetic and Table 1 (nodes, pins, gates per chip), every row a verdict.
add_test(NAME cli.butterfly_table1 COMMAND ${NETCERT_BIN} table butterfly-table1 --param m=6)
set_tests_properties(cli.butterfly_table1 PROPERTIES PASS_REGULAR_EXPRESSION "6 rows: 6 holds, 0 fails")
add_test(NAME cli.butterfly_pin_budget COMMAND ${NETCERT_BIN} table butterfly-pin-budget)
set_tests_properties(cli.butterfly_pin_budget PROPERTIES PASS_REGULAR_EXPRESSION "7 rows: 7 holds, 0 fails")
# The chip picture as Graphviz draws it (neato -n2, positions fixed): chips in the mapping's order, boxes apart.
add_test(NAME cli.butterfly_dot_layout
         COMMAND /usr/bin/python3 ${NETCERT_SRC}/tests/cli/butterfly_dot_layout.py ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/cli-work/butterfly_dot_layout)
