# Seed 003 (optical fat tree, systolic routing) through the real binary.
netcert_cli_test(oft_debruijn_exhaustive 0 check oft.debruijn --param r=1..20 --engine exhaustive)
netcert_cli_test(oft_debruijn_smt 0 check oft.debruijn --param r=1..8 --engine smt)
netcert_cli_test(oft_conflict_free_exhaustive 0 check oft.conflict_free --param r=1..10 --engine exhaustive)
netcert_cli_test(oft_conflict_free_smt 0 check oft.conflict_free --param r=1..10 --engine smt)
netcert_cli_test(oft_conflict_free_smt_shared_fails 1 check oft.conflict_free --param r=10 --param reading=shared --engine smt)
# The real-control query carries the 2^r-bit cycle: r = 25 is refused (exit 2), never claimed.
netcert_cli_test(oft_conflict_free_smt_refuses_large 2 check oft.conflict_free --param r=25 --engine smt)
netcert_cli_test(oft_conflict_free_shared_fails 1 check oft.conflict_free --param r=3 --param reading=shared --engine all)
netcert_cli_test(oft_all_to_all 0 check oft.all_to_all --param r=1..8 --engine all)
netcert_cli_test(oft_counts 0 check oft.counts --param r=1..12)
netcert_cli_test(oft_hrelation_random 0 check oft.hrelation --param r=2..4 --seed 7 --cases 50)
netcert_cli_test(oft_hrelation_shared_fails 1 check oft.hrelation --param r=2 --param reading=shared --seed 7)
netcert_cli_test(oft_engine_refuses 2 check oft.conflict_free --param r=20 --engine exhaustive)
netcert_cli_test(oft_bad_param 2 check oft.debruijn --param r=25)
netcert_cli_test(oft_bad_reading 2 check oft.conflict_free --param reading=both)
netcert_cli_golden(oft_schedule_good 0 oft_schedule_good.txt check-schedule @SRC@/tests/data/oft/debruijn_r4.json)
netcert_cli_golden(oft_schedule_flipped 1 oft_schedule_flipped.txt check-schedule @SRC@/tests/data/oft/flipped_bit_r4.json)
netcert_cli_test(oft_schedule_per_level 0 check-schedule @SRC@/tests/data/oft/per_level_r3.json)
netcert_cli_test(oft_schedule_shared 1 check-schedule @SRC@/tests/data/oft/shared_table_r3.json --json -)
netcert_cli_test(oft_schedule_bad_char 2 check-schedule @SRC@/tests/data/oft/bad_char.json)
netcert_cli_test(oft_schedule_bad_levels 2 check-schedule @SRC@/tests/data/oft/bad_levels.json)
netcert_cli_test(oft_schedule_too_large 2 check-schedule @SRC@/tests/data/oft/too_large.json)
netcert_cli_golden(oft_table_routing 0 oft_table_routing_r2.txt table oft-routing --param r=2 --format md)
netcert_cli_test(oft_table_hrelation 0 table oft-hrelation --param r=2 --param h=1,16 --param trials=10 --format csv)
netcert_cli_test(oft_suite 0 suite @SRC@/proofs/suites/oft.json)
netcert_cli_test(oft_schedule_dot 1 check-schedule @SRC@/tests/data/oft/shared_table_r3.json --dot oft_shared_r3.dot)
# Tables are checks: a refuted table exits 1; its certificate is a fails certificate.
netcert_cli_test(oft_table_routing_shared_fails 1 table oft-routing --param reading=shared --format csv --certify oft_table_shared_certs)
netcert_cli_test(oft_table_hrelation_shared_fails 1 table oft-hrelation --param r=2 --param h=4 --param trials=5 --param reading=shared --format csv)
netcert_cli_test(oft_hrelation_bad_reading 2 check oft.hrelation --param r=2 --param reading=both)
netcert_cli_test(oft_debruijn_smt_refuses_large 2 check oft.debruijn --param r=13 --engine smt)
# oft.diameter (Sec. 1): r routing nodes between processors holds; counted in links it is r + 1 (ERRATA seed 003).
netcert_cli_expect(oft_diameter_routers 0 "12 holds, 0 fails, 0 unknown"
                   ARGS check oft.diameter --param r=1..12 --param reading=routers)
netcert_cli_expect(oft_diameter_links_fails 1
                   "the largest processor-to-processor distance is 4, not r.*confirmed by the independent checker"
                   ARGS check oft.diameter --param r=3 --param reading=links)
netcert_cli_expect(oft_diameter_refuses 2 "r > 16: explicit link arrays" ARGS check oft.diameter --param r=17)
# oft.feasibility / table oft-feasibility (Sec. 2.3, exact rationals): t_r over r + 1 links is 8.96 cycles, not ~8
# (ERRATA E-003-4); over r routers 7.68 ~ 8 holds; other parameters give n/a rows.
netcert_cli_expect(oft_feasibility_links_fails 1 "routing_cycles = 224/25 rounds to 9, the paper states 8.*confirmed by the independent checker"
                   ARGS check oft.feasibility --param reading=links)
netcert_cli_expect(oft_feasibility_routers 0 "1 holds, 0 fails" ARGS check oft.feasibility --param reading=routers)
netcert_cli_expect(oft_table_feasibility 1 "routing_cycles \\(r\\+1 links\\) +\\| t_r = \\(r\\+1\\) t_p / t_cc +\\| 224/25 +\\| 8.9600 +\\| ~8 +\\| fails"
                   ARGS table oft-feasibility --format md)
netcert_cli_expect(oft_table_feasibility_override 0 "bit_length_mm +\\| v_c / \\(B n_r\\) +\\| 1 +\\| 1.0000 +\\| - +\\| n/a"
                   ARGS table oft-feasibility --param B_gbps=200 --format md)
# oft.max_load_light / oft.max_load_heavy (Sec. 4, balls into bins, engine montecarlo).
netcert_cli_expect(oft_max_load_light 0 "2 holds, 0 fails" ARGS check oft.max_load_light --param r=8,12 --param trials=50)
netcert_cli_expect(oft_max_load_light_point_band_fails 1 "wholly outside.*confirmed by the independent checker"
                   ARGS check oft.max_load_light --param r=12 --param trials=50 --param band_pct=100)
netcert_cli_expect(oft_max_load_heavy 0 "2 holds, 0 fails" ARGS check oft.max_load_heavy --param r=8 --param k=1,4 --param trials=50)
netcert_cli_test(oft_max_load_few_trials_unknown 3 check oft.max_load_light --param r=8 --param trials=29)
netcert_cli_expect(oft_max_load_refuses 2 "> 2\\^31 draws" ARGS check oft.max_load_heavy --param r=24 --param k=4096)
