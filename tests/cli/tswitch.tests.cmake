# seed 002 (tswitch): exit codes, a golden table, schedule files good, broken and malformed.
netcert_cli_test(tswitch_path_counts 0 check tswitch.destro_path_counts --param k=2..4 --param n=2..3)
netcert_cli_test(tswitch_balanced 0 check tswitch.destro_balanced --param k=3 --param n=3)
netcert_cli_test(tswitch_optimal_even 0 check tswitch.optimal_config --param k=4,6 --param n=2..3 --engine all)
netcert_cli_test(tswitch_optimal_odd_fails 1 check tswitch.optimal_config --param k=3 --param n=2 --engine exhaustive)
netcert_cli_test(tswitch_optimal_ft_k2_fails 1 check tswitch.optimal_config --param k=2 --param n=3 --param connections=ft --engine smt)
netcert_cli_expect(tswitch_optimal_exhaustive_refuses_k21 2 "k = 21: C\\(42,21\\) = 538257874440 configurations per stage. the search handles k <= 20"
                   ARGS check tswitch.optimal_config --param k=21 --param n=2 --engine exhaustive)
netcert_cli_test(tswitch_path_counts_refuses_big 2 check tswitch.destro_path_counts --param k=8 --param n=5)
netcert_cli_test(tswitch_deadlock 0 check tswitch.destro_deadlock_free --param k=2..4 --param n=2)
netcert_cli_golden(tswitch_oscp_k8_n3 0 tswitch_oscp_k8_n3.txt table tswitch-oscp --param k=8 --param n=3)
# (stdout names the file's absolute path, so the schedule checks compare exit codes only)
netcert_cli_test(tswitch_schedule_not_optimal 1 check-schedule ${NETCERT_SRC}/tests/data/tswitch/not_optimal_k4_n3_stage0.json)
netcert_cli_test(tswitch_schedule_optimal 0 check-schedule ${NETCERT_SRC}/tests/data/tswitch/optimal_k4_n3_stage0.json)
netcert_cli_test(tswitch_schedule_last_stage 0 check-schedule ${NETCERT_SRC}/tests/data/tswitch/optimal_k4_n3_last_stage.json)
netcert_cli_test(tswitch_schedule_traffic 1 check-schedule ${NETCERT_SRC}/tests/data/tswitch/random_traffic_k4_n2_stage0.json)
foreach(bad repeated_port port_out_of_range wrong_size stage_out_of_range too_large traffic_bad_row traffic_self not_json)
  netcert_cli_test(tswitch_schedule_${bad} 2 check-schedule ${NETCERT_SRC}/tests/data/tswitch/${bad}.json)
endforeach()
# Tables are checks: a refuted row makes the table exit 1 and its certificate is a fails certificate that verifies.
foreach(case "oscp_k3_n2_fails;1;fails;table;tswitch-oscp;--param;k=3;--param;n=2"
             "oscp_k4_n2_holds;0;holds;table;tswitch-oscp;--param;k=4;--param;n=2"
             "oscp_k3_n2_csv_fails;1;fails;table;tswitch-oscp;--param;k=3;--param;n=2;--format;csv")
  list(POP_FRONT case name expect verdict)
  add_test(NAME cli.tswitch_table_certify_${name}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=${expect} -DVERDICT=${verdict} "-DARGS=${case}"
                   -DNAME=tswitch_${name} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/table_certify.cmake)
endforeach()
netcert_cli_test(tswitch_optimal_k4_refutes_k3_cex 1 check tswitch.optimal_config --param k=3 --param n=2 --engine all)
# Found by fuzzing: a non-negative integer below the range (k = 1) was let through by the JSON reader
# (nlohmann stores it unsigned and only the upper end was checked) and reached the model: exit 4, not 2.
add_test(NAME cli.tswitch_schedule_k_below_range
         COMMAND ${NETCERT_BIN} check-schedule ${NETCERT_SRC}/tests/data/regressions/schedule_kary_ntree/tswitch_k1_below_range.json)
set_tests_properties(cli.tswitch_schedule_k_below_range PROPERTIES PASS_REGULAR_EXPRESSION "params\\.k: 1 is outside 2\\.\\.64")
# Prop. 1.31 under Def. 1.26 as printed (ERRATA seed 002 E3): a down-port and an up-port channel of stage 0 differ.
netcert_cli_expect(tswitch_balanced_literal_fails 1 "Def\\. 1\\.26 as printed.*walked loads 7 and 6"
  ARGS check tswitch.destro_balanced --param k=2 --param n=3 --param reading=literal)
# Props. 1.4-1.11 (reachable-set sizes) and Sec. 4.1 / Props. 1.23-1.24 (connection counts).
netcert_cli_test(tswitch_reachable_sets 0 check tswitch.reachable_sets --param k=2..5 --param n=1..3)
netcert_cli_test(tswitch_reachable_sets_refuses_big 2 check tswitch.reachable_sets --param k=8 --param n=5)
netcert_cli_test(tswitch_connection_counts 0 check tswitch.connection_counts --param k=2..8)
netcert_cli_test(tswitch_connection_counts_refuses_k11 2 check tswitch.connection_counts --param k=11)
# tswitch-oscp also for forward+turnaround only (Prop. 1.22) and backward only (Props. 1.25-1.28).
netcert_cli_test(tswitch_oscp_ft 0 table tswitch-oscp --param k=4 --param n=3 --param connections=ft)
netcert_cli_test(tswitch_oscp_b 0 table tswitch-oscp --param k=4 --param n=3 --param connections=b)
netcert_cli_test(tswitch_oscp_ft_k2_fails 1 table tswitch-oscp --param k=2 --param n=3 --param connections=ft)
netcert_cli_test(tswitch_turnaround_paths 0 check tswitch.turnaround_paths --param k=2..4 --param n=1..3)
# tswitch.kary_counts (Sec. 5 / A.6.1) and tswitch.ft_polynomial (proof of Prop. 1.22).
netcert_cli_expect(tswitch_kary_counts 0 "4096 terminals and 6144 switches reached.*18 holds, 0 fails, 0 unknown"
                   ARGS check tswitch.kary_counts --param k=2..4 --param n=1..6)
netcert_cli_expect(tswitch_kary_counts_refuses 2 "k\\^n = 8388608 terminals > 4194304"
                   ARGS check tswitch.kary_counts --param k=2 --param n=23)
netcert_cli_expect(tswitch_ft_polynomial 0 "10 holds, 0 fails, 0 unknown"
                   ARGS check tswitch.ft_polynomial --param k=2..6 --param n=2..3)
netcert_cli_expect(tswitch_ft_polynomial_refuses 2 "k > 10: C\\(2k,k\\) configurations is too many"
                   ARGS check tswitch.ft_polynomial --param k=11 --param n=2)
# The proof of Prop. 1.22 for every k in 2..64 as one result row per n (three range queries, docs/symbolic.md).
netcert_cli_expect(tswitch_ft_polynomial_symbolic 0
  "k=2\\.\\.64 +n=2 +symbolic +holds +[0-9.]+ +three queries UNSAT at n=2: p = floor\\(k/2\\) minimises C_I.*k=2\\.\\.64 +n=3 +symbolic +holds .*2 holds, 0 fails, 0 unknown"
  ARGS check tswitch.ft_polynomial --engine symbolic -p k=2..64 -p n=2..3)
netcert_cli_expect(tswitch_ft_polynomial_symbolic_outside 2
  "k: 65 is outside the domain 2\\.\\.64"
  ARGS check tswitch.ft_polynomial --engine symbolic -p k=2..65 -p n=3)
netcert_cli_expect(tswitch_ft_polynomial_symbolic_large_n 2
  "n > 4: the minimum query is bit-blasted"
  ARGS check tswitch.ft_polynomial --engine symbolic -p k=2..64 -p n=5)
netcert_cli_expect(tswitch_ft_polynomial_symbolic_timeout 3
  "k=2\\.\\.64 +n=3 +symbolic +unknown .*0 holds, 0 fails, 1 unknown"
  ARGS check tswitch.ft_polynomial --engine symbolic -p k=2..64 -p n=3 --timeout 0.05)
# Check-schedule with connections=all|ft|b (as tswitch-oscp), reporting the number of minimisers.
netcert_cli_expect(tswitch_schedule_ft_half 0
  "connections=ft \\(forward and turnaround connections only, Prop\\. 1\\.22\\).*optimal configurations \\(minimisers C\\^alpha, C and its complement both counted\\): 36.*is in the paper's optimal set.*optimal"
  ARGS check-schedule @SRC@/examples/tswitch/ft_half_k4_n3_stage0.json)
netcert_cli_expect(tswitch_schedule_b_half_fails 1
  "connections=b \\(backward connections only, Props\\. 1\\.25-1\\.28\\).*optimum: 0 paths.*optimal configurations \\(minimisers C\\^alpha, C and its complement both counted\\): 6.*is not in the paper's optimal set.*NOT optimal: the configuration alpha = .* uses the link 0 times \\(confirmed by walking every path\\)"
  ARGS check-schedule @SRC@/examples/tswitch/b_half_k4_n3_stage0.json)
netcert_cli_expect(tswitch_schedule_b_paired 0
  "connections=b .*internal-link use of this configuration: 0 paths.*optimal configurations .*: 6"
  ARGS check-schedule @SRC@/examples/tswitch/b_paired_k4_n3_stage1.json)
netcert_cli_expect(tswitch_schedule_all_minimisers 0
  "connections=all \\(every connection counts\\).*optimal configurations \\(minimisers C\\^alpha, C and its complement both counted\\): 6"
  ARGS check-schedule @SRC@/examples/tswitch/optimal_k4_n3_stage0.json)
netcert_cli_expect(tswitch_schedule_connections_last_stage 2 "params\\.connections: connections=ft concerns stages s < n-1"
  ARGS check-schedule @SRC@/tests/data/tswitch/connections_last_stage.json)
netcert_cli_expect(tswitch_schedule_connections_unknown 2 "params\\.connections"
  ARGS check-schedule @SRC@/tests/data/tswitch/connections_unknown.json)
