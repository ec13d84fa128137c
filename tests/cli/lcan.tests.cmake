# Seed 004 (least common ancestor networks): exit codes and golden output.
# lcan_cycles_golden exits 3 (a Monte-Carlo verdict needs its interval to decide): at N=64 with 100 permutations the BPC mean (2.78) is 26 % below
# Eqs. (2)-(3) (3.78), but its 95% t-interval [2.649, 2.911] straddles the band's lower edge 2.836: unknown, not fails.
# (${PROJECT_SOURCE_DIR} rather than @SRC@: run_cli.cmake's @SRC@ replacement is itself expanded as @VAR@ under CMake's old CMP0053 rules and never fires.)
netcert_cli_test(lcan_level_sizes_27_3_2 0 check lcan.level_sizes --param kind=cb --param N=27 --param d=3 --param u=2 --engine all)
netcert_cli_test(lcan_tlcan_lca_count 0 check lcan.lca_count --param kind=t --param N=16 --param d=4 --param u=2)
netcert_cli_test(lcan_paths_16_4_2 0 check lcan.paths_equal_lca --param N=16 --param d=4 --param u=2)
netcert_cli_test(lcan_offline_all_8 0 check lcan.offline_routing --param N=8 --param d=2 --param u=2 --engine exhaustive)
netcert_cli_test(lcan_offline_random_256 0 check lcan.offline_routing --param N=256 --param d=4 --param u=4 --engine random --cases 50)
netcert_cli_test(lcan_offline_outside_hypotheses 2 check lcan.offline_routing --param N=27 --param d=3 --param u=2 --engine random)
netcert_cli_test(lcan_offline_too_many_perms 2 check lcan.offline_routing --param N=16 --param d=2 --param u=2 --engine exhaustive)
netcert_cli_test(lcan_bad_shape 2 check lcan.level_sizes --param N=12 --param d=2 --param u=2)
netcert_cli_test(lcan_paths_not_for_tlcan 2 check lcan.paths_equal_lca --param kind=t --param N=16 --param d=4 --param u=2)
netcert_cli_test(lcan_recurrence_holds 0 check lcan.recurrence_vs_simulation --param N=1024 --param d=4 --param u=4 --param perms=100 --param tolerance_pct=10)
netcert_cli_test(lcan_recurrence_small_gap_fails 1 check lcan.recurrence_vs_simulation --param N=64 --param d=4 --param u=4 --param perms=500 --param tolerance_pct=10)
netcert_cli_test(lcan_bpc_needs_power_of_two 2 check lcan.recurrence_vs_simulation --param N=27 --param d=3 --param u=3 --param class=bpc)
# A Monte-Carlo verdict needs a sample; perms=1 (or anything below 30) is unknown (exit 3), never holds.
netcert_cli_test(lcan_recurrence_one_perm_unknown 3 check lcan.recurrence_vs_simulation --param perms=1)
netcert_cli_test(lcan_recurrence_29_perms_unknown 3 check lcan.recurrence_vs_simulation --param perms=29 --param tolerance_pct=1000)
netcert_cli_test(lcan_recurrence_montecarlo_engine 0 check lcan.recurrence_vs_simulation --param N=1024 --param d=4 --param u=4 --param perms=100 --param tolerance_pct=10 --engine montecarlo)
netcert_cli_test(lcan_recurrence_exhaustive_alias 0 check lcan.recurrence_vs_simulation --param N=1024 --param d=4 --param u=4 --param perms=100 --param tolerance_pct=10 --engine exhaustive)
# The outputs carry the interval and the test level; the deprecated engine name prints a note.
add_test(NAME cli.lcan_recurrence_states_interval
         COMMAND ${NETCERT_BIN} check lcan.recurrence_vs_simulation --param perms=100 --json -)
set_tests_properties(cli.lcan_recurrence_states_interval PROPERTIES PASS_REGULAR_EXPRESSION
  "\"alpha\": 0\.05.*\"interval\": \"Student-t, two-sided\".*\"ci\": \\[")
add_test(NAME cli.lcan_recurrence_alias_note
         COMMAND ${NETCERT_BIN} check lcan.recurrence_vs_simulation --param perms=100 --engine exhaustive --json -)
set_tests_properties(cli.lcan_recurrence_alias_note PROPERTIES PASS_REGULAR_EXPRESSION
  "engine 'exhaustive' is a deprecated alias of 'montecarlo'.*95% Student-t interval")
add_test(NAME cli.lcan_cycles_welch
         COMMAND ${NETCERT_BIN} table lcan-cycles --param fig=7 --param N=16 --param perms=200 --format csv)
set_tests_properties(cli.lcan_cycles_welch PROPERTIES PASS_REGULAR_EXPRESSION
  "root 95% CI.*Welch t,Welch df,p \\(2-sided\\),Cohen d,root vs random,verdict.*root > random at alpha=0\\.05")
netcert_cli_test(lcan_schedule_good 0 check-schedule ${PROJECT_SOURCE_DIR}/examples/lcan/cblcan16_good.json)
netcert_cli_test(lcan_schedule_broken 1 check-schedule ${PROJECT_SOURCE_DIR}/examples/lcan/cblcan8_broken_routes.json)
netcert_cli_test(lcan_schedule_repeated 2 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/repeated.json)
netcert_cli_test(lcan_schedule_out_of_range 2 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/out_of_range.json)
netcert_cli_test(lcan_schedule_bad_shape 2 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/bad_shape.json)
netcert_cli_test(lcan_schedule_outside_theorem3 2 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/outside_theorem3.json)
netcert_cli_test(lcan_schedule_not_json 2 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/not_json.json)
netcert_cli_golden(lcan_sizing_golden 0 lcan_sizing.csv table lcan-sizing --param N=27 --param d=3 --param u=2 --format csv)
netcert_cli_golden(lcan_sizing_tlcan_golden 0 lcan_sizing_tlcan.csv table lcan-sizing --param kind=t --param N=16 --param d=4 --param u=2 --format csv)
# --seed 1: the golden numbers are those of seed 1 (without --seed each row derives its seed from its params).
netcert_cli_golden(lcan_cycles_golden 3 lcan_cycles_fig7_n64.csv table lcan-cycles --param fig=7 --param N=64 --param perms=100 --format csv --seed 1)
netcert_cli_test(lcan_schedule_dot 0 check-schedule ${PROJECT_SOURCE_DIR}/examples/lcan/cblcan16_good.json --dot lcan_routes.dot)
netcert_cli_test(lcan_schedule_search3_outside_hypotheses 0 check-schedule ${PROJECT_SOURCE_DIR}/examples/lcan/cblcan27_root_search3.json)
netcert_cli_test(lcan_schedule_search2_root_impossible 1 check-schedule ${PROJECT_SOURCE_DIR}/tests/data/lcan/root27_search2.json)
# Tables are checks; their certificates verify (fails rows as fails, never an unchecked holds).
# A Monte-Carlo certificate, holds or fails, is a replayed decision at level alpha, not a proof: verify-cert
# exits 3 (PARTIAL) for both.
foreach(case "0;1;fails;3" "1000;0;holds;3")
  list(GET case 0 tol)
  list(GET case 1 rc)
  list(GET case 2 v)
  list(GET case 3 vrc)
  add_test(NAME cli.lcan_cycles_certify_tol${tol}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DTOL=${tol}
                   -DEXPECT=${rc} -DCERT_VERDICT=${v} -DVERIFY_EXPECT=${vrc}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/lcan_certify_roundtrip.cmake)
endforeach()
netcert_cli_test(lcan_random_honours_shape 0 check lcan.lca_count --param kind=t --param N=54 --param d=6 --param u=2 --engine random --cases 30)
netcert_cli_test(lcan_sizing_unchecked_row 0 table lcan-sizing --param N=1099511627776 --param d=2 --param u=2)
# lcan.equivalences: the paper's three equivalences hold; a wrong pairing fails; undefined sides are refused.
netcert_cli_test(lcan_equivalence_tlcan_u1 0 check lcan.equivalences --param claim=tlcan_cblcan --param N=27 --param d=3 --param u=1)
netcert_cli_test(lcan_equivalence_baseline 0 check lcan.equivalences --param claim=cblcan_baseline --param N=16 --param d=2 --param u=2)
netcert_cli_test(lcan_equivalence_benes 0 check lcan.equivalences --param claim=unfolded_benes --param N=27 --param d=3 --param u=3)
netcert_cli_test(lcan_equivalence_wrong_pairing 1 check lcan.equivalences --param claim=unfolded_benes --param N=16 --param d=4 --param u=2)
netcert_cli_test(lcan_equivalence_undefined 2 check lcan.equivalences --param claim=tlcan_cblcan --param N=16 --param d=2 --param u=2)
# lcan.downer_switches (Sec. 2.1): d distinct level-i switches below every level-(i+1) switch of a CB-LCAN.
netcert_cli_expect(lcan_downer_switches 0
                   "every level-\\(i\\+1\\) switch reaches d distinct level-i switches on CB-LCAN\\(27,3,2\\)"
                   ARGS check lcan.downer_switches --param N=27 --param d=3 --param u=2)
netcert_cli_expect(lcan_downer_switches_t_refused 2 "this claim is about CB-LCANs"
                   ARGS check lcan.downer_switches --param kind=t --param N=8 --param d=4 --param u=2)
# lcan.equivalences claim=cblcan_butterfly (Sec. 2.1): CB-LCAN(N,2,2) vs the butterfly of 2x2 switches.
netcert_cli_expect(lcan_equivalence_butterfly 0 "5 holds, 0 fails" ARGS check lcan.equivalences --param claim=cblcan_butterfly --param N=4,8,16,32,64 --param d=2 --param u=2)
netcert_cli_expect(lcan_equivalence_butterfly_control_fails 1 "colour_class_sizes.*re-check: recomputed colour_class_sizes differ"
                   ARGS check lcan.equivalences --param claim=cblcan_butterfly --param N=16 --param d=4 --param u=4)
# lcan.online_classes (Sec. 4.2): BPC and inverse omega pass under Nassimi-Sahni's rule, linear
# permutations under Raghavendra-Boppana's; Nassimi-Sahni's rule blocks a linear permutation (the control);
# inverse omega beyond n = 4 is refused with the class's limit.
netcert_cli_expect(lcan_online_bpc 0 "all 3840 members route in one pass"
                   ARGS check lcan.online_classes --param n=5 --param class=bpc)
netcert_cli_expect(lcan_online_linear_complement 0 "all 322560 members route in one pass"
                   ARGS check lcan.online_classes --param n=4 --param class=linear_complement)
netcert_cli_expect(lcan_online_linear_lower_input_blocks 1 "re-check: confirmed by the independent checker: a member of linear"
                   ARGS check lcan.online_classes --param n=3 --param class=linear --param rule=lower_input)
netcert_cli_expect(lcan_online_inverse_omega_refused 2 "n > 4 for class inverse_omega"
                   ARGS check lcan.online_classes --param n=5 --param class=inverse_omega)
# Sec. 4.1: ceil((d/u)^(l-1)) is not the minimum for every permutation: the identity routes in one cycle on
# CB-LCAN(64,4,2), whose Theorem 3 bound is 4 (Z3-found routes, walked by the independent checker).
netcert_cli_expect(lcan_identity_one_cycle 0 "1 cycle\\(s\\), Theorem 3 bound 4"
                   ARGS check-schedule ${NETCERT_SRC}/examples/lcan/cblcan64_d4u2_identity_1cycle.json)
# lcan.partitionable (Sec. 1): every switch serves exactly one block of PEs, CB- and T-LCANs.
netcert_cli_expect(lcan_partitionable 0 "every switch serves exactly one block of PEs \\(CB-LCAN\\(64,4,2\\)\\)"
                   ARGS check lcan.partitionable --param N=64 --param d=4 --param u=2)
netcert_cli_expect(lcan_partitionable_tree 0 "every switch serves exactly one block of PEs \\(T-LCAN\\(54,6,2\\)\\)"
                   ARGS check lcan.partitionable --param kind=t --param N=54 --param d=6 --param u=2)
# lcan.theorem3_groups (proof of Theorem 3, case 3; ERRATA seed 004 §10): consecutive top switches are no
# embedding's top level for l >= 3, u >= 2 (both numberings); l <= 2 and u = 1 hold with built embeddings.
netcert_cli_expect(lcan_theorem3_groups_msd_fails 1 "re-check: confirmed by the independent checker: .* meet 1 of them, an embedding's top level meets exactly 2"
                   ARGS check lcan.theorem3_groups --param N=64 --param d=4 --param u=2)
netcert_cli_expect(lcan_theorem3_groups_lsd_fails 1 "meet 4 of them, an embedding's top level meets exactly 2"
                   ARGS check lcan.theorem3_groups --param N=64 --param d=4 --param u=2 --param order=lsd)
netcert_cli_expect(lcan_theorem3_groups_hold 0 "2 holds, 0 fails"
                   ARGS check lcan.theorem3_groups --param N=16 --param d=4 --param u=1,2)
# Routing on T-LCANs. lcan.tlcan_paths: Theorem 2 with count=switches (one switch sequence per pair,
# Lemma 3) holds on a T-LCAN; with count=wires (the paper's wire-switch pairs) a pair at LCA level 1 has u^2 = 4
# paths (outside the hypotheses: Theorem 2 is stated for CB-LCANs); on a CB-LCAN both counts hold.
netcert_cli_expect(lcan_paths_tlcan_switches 0 "Theorem 2 holds for every pair on T-LCAN\\(16,4,2\\)"
                   ARGS check lcan.tlcan_paths --param kind=t --param N=16 --param d=4 --param u=2 --param count=switches --engine all)
netcert_cli_expect(lcan_paths_tlcan_wires_fails 1 "re-check: 4 non-redundant switch paths \\(wire level\\), 1 LCA switches"
                   ARGS check lcan.tlcan_paths --param kind=t --param N=16 --param d=4 --param u=2 --param count=wires --engine exhaustive)
netcert_cli_expect(lcan_paths_cb_counts_agree 0 "2 holds, 0 fails"
                   ARGS check lcan.tlcan_paths --param kind=cb --param N=27 --param d=3 --param u=2 --param count=wires,switches --engine exhaustive)
# lcan.tlcan_offline: Theorem 3's bound (d/u)^(l-1) on T-LCANs (an extension), every permutation, both down rules;
# the maximum over permutations of the minimum number of cycles equals the bound.
netcert_cli_expect(lcan_tlcan_offline_binary 0 "all 40320 permutations within B = 4 cycles, min-max 4 \\(T-LCAN\\(8,2,1\\), down=bundle\\)"
                   ARGS check lcan.tlcan_offline --param kind=t --param N=8 --param d=2 --param u=1 --engine exhaustive)
netcert_cli_expect(lcan_tlcan_offline_label 0 "all 40320 permutations within B = 2 cycles, min-max 2 \\(T-LCAN\\(8,4,2\\), down=label\\)"
                   ARGS check lcan.tlcan_offline --param kind=t --param N=8 --param d=4 --param u=2 --param down=label --engine exhaustive)
netcert_cli_expect(lcan_tlcan_offline_random 0 "2 holds, 0 fails"
                   ARGS check lcan.tlcan_offline --param kind=t --param N=16 --param d=4 --param u=2 --param down=bundle,label --engine random --cases 2000)
netcert_cli_expect(lcan_tlcan_offline_cb_refused 2 "this claim is about T-LCANs \\(kind=t\\)"
                   ARGS check lcan.tlcan_offline --param kind=cb --param N=8 --param d=2 --param u=2)
netcert_cli_expect(lcan_tlcan_offline_large_refused 2 "exhaustive engine: N > 10 is outside this engine"
                   ARGS check lcan.tlcan_offline --param kind=t --param N=16 --param d=4 --param u=2 --engine exhaustive)
# Table lcan-tlcan-online (a measurement): Sec. 3's on-line algorithm on T-LCANs; every simulated
# schedule passes the independent checker; root permutations on T-LCAN(16,4,2) with down=bundle take exactly
# B = 4 cycles (the root bundles' load).
netcert_cli_expect(lcan_tlcan_online_table 0 "T-LCAN\\(16,4,2\\) +3 +4 +bundle +root +40 +4\\.000.*4 rows: 4 holds, 0 fails"
                   ARGS table lcan-tlcan-online --param N=16 --param perms=40)
# Eq. (1) and Lemmas 1 and 2 for every CB-LCAN(N, d, u) with N = d^l up to 2^62 as one result row (docs/symbolic.md):
# the range of N is kept whole (2^62 sizes are not listed), refusals name the field.
netcert_cli_expect(lcan_reachable_symbolic 0
  "kind=cb N=2\\.\\.4611686018427387904 d=4 u=2 +symbolic +holds +[0-9.]+ +2 queries UNSAT: from every PE the climbs through i up-choices reach exactly u\\^i level-i switches.*1 holds, 0 fails, 0 unknown"
  ARGS check lcan.reachable_switches --engine symbolic -p N=2..4611686018427387904 -p d=4 -p u=2)
netcert_cli_expect(lcan_lca_count_symbolic 0
  "\"N\": \"2\\.\\.4611686018427387904\".*\"verdict\": \"holds\".*\"levels\": \"1\\.\\.62\".*\"note\": \"4 queries UNSAT: two PEs meet first at their most significant differing base-d digit m, on all u\\^m switches either reaches there, for every N = d\\^l, l = 1\\.\\.62 \\(d=2, u=2\\)\""
  ARGS check lcan.lca_count --engine symbolic -p N=2..4611686018427387904 -p d=2 -p u=2 --json -)
netcert_cli_expect(lcan_level_sizes_symbolic 0
  "kind=cb N=2\\.\\.4611686018427387904 d=4 u=2 +symbolic +holds +[0-9.]+ +3 queries UNSAT: the PEs are the downers of level 0 and Pi_\\(i\\+1\\) maps the uppers of level i one-to-one onto.*1 holds, 0 fails, 0 unknown"
  ARGS check lcan.level_sizes --engine symbolic -p N=2..4611686018427387904 -p d=4 -p u=2)
netcert_cli_expect(lcan_symbolic_d_not_power_of_two 2
  "netcert: check: d: d=3 is not a power of two: the symbolic engine's label arithmetic is shifts, d = 2\\^a and u = 2\\^b \\(the exhaustive and smt engines take any d, u\\)"
  ARGS check lcan.reachable_switches --engine symbolic -p N=3..100 -p d=3 -p u=2)
netcert_cli_expect(lcan_symbolic_t_refused 2 "netcert: check: kind: the symbolic engine covers CB-LCANs \\(kind=cb\\); a T-LCAN is a tree"
  ARGS check lcan.lca_count --engine symbolic -p kind=t -p N=2..64 -p d=4 -p u=2)
netcert_cli_expect(lcan_symbolic_indices_past_62_bits 2
  "netcert: check: N: N = 2\\^62 gives u\\^l = 2\\^124 switch indices at the top level, past the 2\\^62 the queries address; with u=4 give N <= 2147483648"
  ARGS check lcan.reachable_switches --engine symbolic -p N=2..4611686018427387904 -p d=2 -p u=4)
netcert_cli_expect(lcan_symbolic_no_size_in_range 2 "netcert: check: N: no CB-LCAN with d=4 has N in 5\\.\\.15 \\(N = d\\^l\\)"
  ARGS check lcan.reachable_switches --engine symbolic -p N=5..15 -p d=4 -p u=2)
netcert_cli_expect(lcan_symbolic_empty_range 2 "netcert: check: N: empty range 64\\.\\.16"
  ARGS check lcan.reachable_switches --engine symbolic -p N=64..16)
netcert_cli_expect(lcan_symbolic_past_the_domain 2 "netcert: check: N: 4611686018427387905 is outside the domain 1\\.\\.4611686018427387904"
  ARGS check lcan.reachable_switches --engine symbolic -p N=2..4611686018427387905)
# A suite entry with the symbolic engine reads its range as --param does: one row for the whole range.
netcert_cli_expect(lcan_symbolic_in_suite 0
  "kind=cb N=2\\.\\.4611686018427387904 d=4 u=2 +symbolic +holds +holds +as expected .*summary: 1 holds as expected, 0 unexpected.*\\(1 results\\)"
  ARGS suite ${NETCERT_SRC}/tests/data/lcan/symbolic-suite.json)
netcert_cli_expect(lcan_symbolic_suite_empty_range 2 "checks\\[0\\]\\.params\\.N: empty range 64\\.\\.16"
  ARGS suite ${NETCERT_SRC}/tests/data/hostile/suite_symbolic_empty_range.json)
