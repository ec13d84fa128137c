# Real fabrics: `netcert fabric check` on OpenSM's real tables
# (tests/data/fabric, made by make_fabric.sh with ibsim + OpenSM), on broken
# tables (broken/make_broken.sh) and on hostile files (bad/): exit code and
# message (run_cli_expect.cmake).
set(F @SRC@/tests/data/fabric)
function(netcert_fabric_expect name expected regex)
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=${expected} "-DMATCH=${regex}" "-DARGS=${ARGN}"
                   -DNAME=${name} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DSRC=${NETCERT_SRC}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_cli_expect.cmake)
endfunction()

netcert_fabric_expect(fabric_routes_ftree_holds 0 "240 host pairs delivered.*1 holds, 0 fails"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_deadlock_ftree_k2n3_holds 0 "acyclic.*1 holds, 0 fails"
  fabric check fabric.deadlock_free --topology ${F}/k2n3-ftree/topology.ibnd --lfts ${F}/k2n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_deadlock_ring_minhop_fails 1 "cycle of 5 channels confirmed.*0 holds, 1 fails"
  fabric check fabric.deadlock_free --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_routes_loop_fails 1 "\"end\":\"loop\".*re-check: re-walked over the tables: H15 -> H4 ends in loop"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/broken/loop.dump)
netcert_fabric_expect(fabric_routes_deadend_fails 1 "ends in no table entry after 3 switches"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/broken/deadend.dump)
netcert_fabric_expect(fabric_json_contract 0 "\"property\": \"fabric.deadlock_free\".*\"verdict\": \"holds\".*\"sha256\""
  fabric check fabric.deadlock_free --topology ${F}/k4n2-updn/topology.ibnd --lfts ${F}/k4n2-updn/opensm-lfts.dump --json -)
netcert_fabric_expect(fabric_plain_check_refuses 2 "reads its fabric from files: netcert fabric check"
  check fabric.routes_complete)
netcert_fabric_expect(fabric_unknown_property 2 "'fabric.routes_complet' is not a fabric property \\(did you mean 'fabric.routes_complete'"
  fabric check fabric.routes_complet --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_bad_unknown_guid 2 "unknown_guid.dump:105: unknown GUID 0x00000000002000ff"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/bad/unknown_guid.dump)
netcert_fabric_expect(fabric_bad_port_out_of_range 2 "port_out_of_range.dump:115: port 9 is out of range 0..8"
  fabric check fabric.deadlock_free --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/bad/port_out_of_range.dump)
netcert_fabric_expect(fabric_bad_duplicate_lid 2 "duplicate_lid.ibnd:[0-9]+: duplicate LID 13"
  fabric check fabric.routes_complete --topology ${F}/bad/duplicate_lid.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_bad_missing_link_end 2 "missing_link_end.ibnd:183: missing link end"
  fabric check fabric.routes_complete --topology ${F}/bad/missing_link_end.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_bad_truncated 2 "truncated.dump:120: truncated"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/bad/truncated.dump)
netcert_fabric_expect(fabric_bad_not_a_topology 2 "opensm-lfts.dump:1: unrecognised line"
  fabric check fabric.routes_complete --topology ${F}/k4n2-ftree/opensm-lfts.dump --lfts ${F}/k4n2-ftree/opensm-lfts.dump)

# k-ary n-tree recognition and DESTRO equivalence (4-ary 3-tree fixtures; broken/ topologies).
netcert_fabric_expect(fabric_kary_ntree_ftree_holds 0 "a 4-ary 3-tree: isomorphism onto netcert's labelling.*1 holds, 0 fails"
  fabric check fabric.kary_ntree --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_kary_ntree_ring_fails 1 "not a k-ary n-tree: 5 hosts, 5 switches in 1 stages.*re-check: not a k-ary n-tree, recomputed"
  fabric check fabric.kary_ntree --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_kary_ntree_missing_link_fails 1 "S1_0 .* at stage 1 has 3 links down and 4 up.*re-check: not a k-ary n-tree"
  fabric check fabric.kary_ntree --topology ${F}/broken/k4n3_missing_link.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_kary_ntree_swapped_fails 1 "splits into [0-9]+ parts, not k.*re-check: not a k-ary n-tree"
  fabric check fabric.kary_ntree --topology ${F}/broken/k4n3_swapped.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_destro_ftree_holds 0 "DESTRO on a 4-ary 3-tree under the relabelled isomorphism: all 4032 paths.*1 holds, 0 fails"
  fabric check fabric.destro_equivalent --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_destro_updn_fails 1 "departs from DESTRO \\(tied_labels\\) at stage 1: H47 -> H59, H47 -> H63.*re-check: no labelling makes this routing DESTRO"
  fabric check fabric.destro_equivalent --topology ${F}/k4n3-updn/topology.ibnd --lfts ${F}/k4n3-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_kary_ntree_writes_topology 0 "Hca\t1 \"H15\"\n\\[1\\]\t\"S0_7\"\\[2\\]"
  fabric kary-ntree --param k=2 --param n=4 --out -)
netcert_fabric_expect(fabric_kary_ntree_needs_both 2 "both k=K and n=N are needed"
  fabric kary-ntree --param k=4 --out -)

# The live pipeline: the real tools started by scripts/fabric-from-ibsim.sh (a few seconds).
add_test(NAME cli.fabric_live_pipeline
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_live.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-live)
set_tests_properties(cli.fabric_live_pipeline PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120)
# A fabric certificate above the 64 MiB certificate limit verifies with its files given (writes 106 MB of tables).
add_test(NAME cli.fabric_cert_large
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_cert_large.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-cert-large)
set_tests_properties(cli.fabric_cert_large PROPERTIES TIMEOUT 300)
# Beyond ibsim's default 256 switches: the 10-ary 3-tree (300 switches) captured and routed (about 8 s).
add_test(NAME cli.fabric_ibsim_large
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_ibsim_large.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-ibsim-large)
set_tests_properties(cli.fabric_ibsim_large PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120)
# The three-level fat tree with every top port used (gen_topology.py full-fat-tree 3), captured and checked.
add_test(NAME cli.fabric_full_fat_tree
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_full_fat_tree.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-full-fat-tree)
set_tests_properties(cli.fabric_full_fat_tree PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120)

# Failure sweeps (scripts/fabric-failures.sh, ibsim + OpenSM once per failed link) and table fabric-failures:
# rows agree with fabric check by hand, certificates verify, corrupted runs exit 2.
add_test(NAME cli.fabric_failures
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_failures.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-failures)
set_tests_properties(cli.fabric_failures PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120)

netcert_fabric_expect(fabric_failures_needs_dir 2 "--dir: fabric-failures reads a failure sweep: --dir DIR"
  fabric table fabric-failures)
netcert_fabric_expect(fabric_failures_not_a_sweep 2 "--dir: .* has no run directories"
  fabric table fabric-failures --dir ${F}/k4n3-ftree)
netcert_fabric_expect(fabric_tswitch_needs_files 2 "--lfts: fabric-tswitch reads --topology and --lfts"
  fabric table fabric-tswitch --topology ${F}/k4n3-ftree/topology.ibnd)

# Virtual lanes (opensm-sl2vl.dump + saquery path records): lash, dfsssp, minhop, merged lanes, a forged lane.
add_test(NAME cli.fabric_lanes
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_lanes.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-lanes)
set_tests_properties(cli.fabric_lanes PROPERTIES TIMEOUT 300)

# Deadlock verdicts against ibdmchk (Debian ibutils), the field's own credit-loop check, on every fixture.
add_test(NAME cli.fabric_ibdmchk_agrees
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_ibdmchk.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.fabric_ibdmchk_agrees PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300
                     PASS_REGULAR_EXPRESSION "ibdmchk agrees with fabric.deadlock_free on all [0-9]+ fixtures")
netcert_fabric_expect(fabric_deadlock_ring_updn_roots_holds 0 "10 channels, 8 dependencies, acyclic.*1 holds, 0 fails"
  fabric check fabric.deadlock_free --topology ${F}/ring5-updn/topology.ibnd --lfts ${F}/ring5-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_deadlock_torus_minhop_fails 1 "cycle of 5 channels confirmed.*0 holds, 1 fails"
  fabric check fabric.deadlock_free --topology ${F}/torus5x5-minhop/topology.ibnd --lfts ${F}/torus5x5-minhop/opensm-lfts.dump)
# OpenSM's own subnet list as the topology: the same verdicts as ibnetdiscover's output.
netcert_fabric_expect(fabric_subnet_lst_destro_holds 0 "DESTRO on a 4-ary 3-tree under the relabelled isomorphism: all 4032 paths.*1 holds, 0 fails"
  fabric check fabric.destro_equivalent --topology ${F}/k4n3-ftree/opensm-subnet.lst --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_subnet_lst_ring_deadlock_fails 1 "cycle of 5 channels confirmed.*0 holds, 1 fails"
  fabric check fabric.deadlock_free --topology ${F}/ring5-minhop/opensm-subnet.lst --lfts ${F}/ring5-minhop/opensm-lfts.dump)
# check-schedule with a fabric description file (kind fabric/opensm; paths relative to the file).
netcert_fabric_expect(fabric_description_ftree_holds 0 "fabric opensm .*: holds.*fabric.destro_equivalent \\(information, does not decide the verdict\\): holds"
  check-schedule @SRC@/examples/fabric/k4n3-ftree.json)
netcert_fabric_expect(fabric_description_ring_fails 1 "fabric.deadlock_free: fails — channel dependency cycle of length 5.*counterexample re-checked"
  check-schedule @SRC@/examples/fabric/ring5-minhop.json)
netcert_fabric_expect(fabric_description_unknown_property 2 "description_unknown_property.json: properties\\[1\\]: 'fabric.deadlok_free' is not a fabric property .*did you mean 'fabric.deadlock_free'"
  check-schedule ${F}/bad/description_unknown_property.json)
netcert_fabric_expect(fabric_description_missing_file 2 "description_missing_file.json: topology: .*no-such-topology.ibnd"
  check-schedule ${F}/bad/description_missing_file.json)
# Table fabric-tswitch (optimal T-switch configurations under the real traffic): equal to tswitch-oscp stage by
# stage under ftree, different under updn (the rows say how); beyond 16 ports per switch (a 17-ary star: 34
# netcert ports), count vectors instead of the enumeration.
netcert_fabric_expect(fabric_tswitch_ftree_equals_oscp 0
  "0 +16 +128 +6 +yes +\\[0,1,4,5\\] +use 128, 6 configurations +16/16 switches +equal +holds\n1 +16 +128 +6 +yes +\\[0,1,4,5\\] +use 128, 6 configurations +16/16 switches +equal +holds\n2 +16 +0 +2 +yes +\\[0,1,2,3\\] +use 0, 2 configurations +16/16 switches +equal +holds"
  fabric table fabric-tswitch --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_tswitch_updn_differs 0
  "0 +16 +128 +6 .* equal +holds\n1 +16 +120 +8 +no .* differs: optimal use 120 vs 128, configurations 8 vs 6 +holds\n2 +16 +0 +2\\.\\.70 .* differs: configurations 2\\.\\.70 vs 2 +holds"
  fabric table fabric-tswitch --topology ${F}/k4n3-updn/topology.ibnd --lfts ${F}/k4n3-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_tswitch_ring_not_a_tree 0 "0 +5 +6 +4 +yes .*n/a \\(not a k-ary n-tree\\) +holds"
  fabric table fabric-tswitch --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_tswitch_detail 0 "stage +switch +optimal use.*\n2 +S2_11 \\(S-000000000020002b\\) +0 +70 "
  fabric table fabric-tswitch --topology ${F}/k4n3-updn/topology.ibnd --lfts ${F}/k4n3-updn/opensm-lfts.dump --detail)
netcert_fabric_expect(fabric_tswitch_34_ports_by_count_vectors 0
  "0 +1 +0 +2 +yes +\\[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16\\] .* holds.*solved by count vectors"
  fabric table fabric-tswitch --topology ${F}/bad/star17.ibnd --lfts ${F}/bad/star17.dump)
netcert_fabric_expect(fabric_tswitch_unknown_table 2 "'fabric-tswich' is not a fabric table \\(did you mean 'fabric-tswitch'"
  fabric table fabric-tswich --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_tswitch_plain_table_refuses 2 "reads its fabric from files: netcert fabric table fabric-tswitch"
  table fabric-tswitch)
# Switches of real size (36 and 64 ports) from the live pipeline: count-vector certificates verify, forgeries do not.
add_test(NAME cli.fabric_tswitch_big_switches
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_tswitch_big.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-tswitch-big)
set_tests_properties(cli.fabric_tswitch_big_switches PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
# Certificate round trip: fabric table --certify, then verify-cert VERIFIED.
set(FABRIC_DIR ${PROJECT_SOURCE_DIR}/tests/data/fabric/k4n3-updn)
add_test(NAME cli.fabric_tswitch_certify_roundtrip
         COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=0 -DVERDICT=holds
                 "-DARGS=fabric;table;fabric-tswitch;--topology;${FABRIC_DIR}/topology.ibnd;--lfts;${FABRIC_DIR}/opensm-lfts.dump"
                 -DNAME=fabric_tswitch_certify_roundtrip -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR}
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/table_certify.cmake)
# Link load under a traffic pattern (fabric.link_load): OpenSM's ftree balances the shifts on the 4-ary 3-tree
# in LID order, updn does not (two flows of shift +5 on one top link), bvn needs 2^n hosts, and params are checked.
netcert_fabric_expect(fabric_link_load_ftree_shift_holds 0 "pattern=shift order=lid +exhaustive +holds .*63 shift matrices.*1 holds, 0 fails"
  fabric check fabric.link_load --param pattern=shift --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_link_load_updn_shift_fails 1 "\"matrix\":5,\"stage\":\\[2,3\\],\"channel\":\\{\"node\":\"S1_12\",\"port\":5\\},\"load\":2,\"bound\":1,\"flows\":\\[\\{\"source\".*re-check: 2 flows of matrix 5 re-walked over the tables cross S1_12:5, above the bound 1 = ceil\\(20 flow-hops / 64 links\\)"
  fabric check fabric.link_load --param pattern=shift --param order=lid --topology ${F}/k4n3-updn/topology.ibnd --lfts ${F}/k4n3-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_link_load_json_stats 0 "\"stages\": \\[.*\"channels\": 64,.*\"flow_hops\": 3072,.*\"max_load\": 48,.*\"bound\": 48.*\"worst\": \\{.*\"name\": \"H63:1\",.*\"load\": 63"
  fabric check fabric.link_load --param pattern=all-to-all --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump --json -)
netcert_fabric_expect(fabric_link_load_bad_pattern 2 "pattern: 'tornado' is not one of all-to-all, shift, bvn"
  fabric check fabric.link_load --param pattern=tornado --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_link_load_bad_order 2 "order: 'rank' is not one of lid, file"
  fabric check fabric.link_load --param order=rank --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_link_load_bvn_needs_power_of_two 2 "bit-reverse family is defined on N = 2\\^n inputs, and the fabric has 5 hosts"
  fabric check fabric.link_load --param pattern=bvn --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_params_refused_without_params 2 "pattern: unknown parameter \\(this one takes: none\\)"
  fabric check fabric.routes_complete --param pattern=shift --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_description_link_load_params 1 "fabric.deadlock_free: holds.*fabric.link_load: fails .*counterexample re-checked"
  check-schedule @SRC@/examples/fabric/k4n3-updn-load.json)
# The admin's path: the default set (no PROPERTY, or a description without "properties") decides on routes and
# deadlock only and reports the link loads; dump_fts / dump_lfts output is read; tables from another run of the
# same cabling are refused (tests/data/fabric/admin, made by make_admin.sh with ibsim, OpenSM and infiniband-diags).
set(A ${F}/admin)
netcert_fabric_expect(fabric_default_set_updn_holds 0
  "properties: fabric.routes_complete, fabric.deadlock_free; fabric.link_load as information.*information \\(does not decide the exit code\\):\n  fabric.link_load \\(pattern=shift order=lid\\): fails .*\n\n2 holds, 0 fails, 0 unknown"
  fabric check --topology ${F}/k4n3-updn/topology.ibnd --lfts ${F}/k4n3-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_default_set_torus_minhop_fails 1
  "fabric.deadlock_free +exhaustive +fails .*counterexample \\(fabric.deadlock_free, exhaustive\\).*1 holds, 1 fails, 0 unknown"
  fabric check --topology ${F}/torus5x5-minhop/topology.ibnd --lfts ${F}/torus5x5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_default_set_pattern_param 0 "fabric.link_load \\(pattern=all-to-all order=lid\\): holds"
  fabric check --param pattern=all-to-all --topology ${F}/k4n3-ftree/topology.ibnd --lfts ${F}/k4n3-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_default_set_json 0
  "\"properties\": \\[\n +\"fabric.routes_complete\",\n +\"fabric.deadlock_free\"\n +\\],.*\"information\": \\[\n +\\{.*\"property\": \"fabric.link_load\""
  fabric check --json - --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_default_set_refuses_shard 2 "--shard: shards and checkpoints split one property's search: name the PROPERTY"
  fabric check --shard 1/2 --topology ${F}/k4n2-ftree/topology.ibnd --lfts ${F}/k4n2-ftree/opensm-lfts.dump)
netcert_fabric_expect(fabric_description_default_set_updn_holds 0
  "fabric opensm .*: holds\n  fabric.routes_complete: holds.*\n  fabric.deadlock_free: holds.*\n  fabric.link_load \\(information, does not decide the verdict\\): fails"
  check-schedule @SRC@/examples/fabric/k4n3-updn.json)
netcert_fabric_expect(fabric_description_pattern_unread 2
  "description_pattern_unread.json: params.pattern: no selected property reads it \\(fabric.link_load does"
  check-schedule ${F}/bad/description_pattern_unread.json)
netcert_fabric_expect(fabric_description_missing_kind 2 "description_missing_kind.json: kind: missing: network 'fabric' takes kind 'opensm'"
  check-schedule ${F}/bad/description_missing_kind.json)
netcert_fabric_expect(fabric_dump_lfts_accepted 0 "fabric.deadlock_free +exhaustive +holds .*2 holds, 0 fails"
  fabric check --topology ${A}/k4n2-updn/topology.ibnd --lfts ${A}/k4n2-updn/dump_lfts.txt)
netcert_fabric_expect(fabric_dump_fts_accepted 0 "fabric.routes_complete +exhaustive +holds .*2 holds, 0 fails"
  fabric check --topology ${A}/k4n2-updn-sm-h15/opensm-subnet.lst --lfts ${A}/k4n2-updn-sm-h15/dump_fts.txt)
netcert_fabric_expect(fabric_other_run_renamed 2
  "k4n2-renamed-updn/opensm-lfts.dump:1: switch 'S0_0' \\(GUID 0x0000000000200000\\): node description 'S0_0' in the topology but 'sw-0-0' here \\(are the topology and the tables from the same run"
  fabric check --topology ${A}/k4n2-updn/topology.ibnd --lfts ${A}/k4n2-renamed-updn/opensm-lfts.dump)
netcert_fabric_expect(fabric_other_run_lids 2
  "k4n2-updn-sm-h15/opensm-lfts.dump:2: switch 'S0_0' \\(GUID 0x0000000000200000\\): destination LID 1 is 'H0' \\(a CA port\\) in the topology but 'H15' \\(a CA port\\) here \\(are the topology"
  fabric check fabric.routes_complete --topology ${A}/k4n2-updn/topology.ibnd --lfts ${A}/k4n2-updn-sm-h15/opensm-lfts.dump)
netcert_fabric_expect(fabric_other_run_dump_fts 2
  "k4n2-updn-sm-h15/dump_fts.txt:4: switch 'S0_2' \\(GUID 0x0000000000200002\\): destination LID 1 is 'H0' \\(a CA port\\) in the topology but 'H15'"
  fabric check --topology ${A}/k4n2-updn/topology.ibnd --lfts ${A}/k4n2-updn-sm-h15/dump_fts.txt)
netcert_fabric_expect(fabric_counterexample_names 1
  "counterexample \\(fabric.deadlock_free, exhaustive\\):\n  \\{\"cycle\":\\[\\{\"switch\":\"S2\",\"port\":2,\"flow\":\\{\"source\":\\{\"node\":\"H2\",\"port\":1\\}"
  fabric check fabric.deadlock_free --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)
netcert_fabric_expect(fabric_counterexample_node_names_json 1
  "\"switch\": \"S-0000000000200002\",.*\"node_names\": \\{\n +\"S-0000000000200002\": \"S2\",\n +\"H-0000000000100004\": \"H2\","
  fabric check fabric.deadlock_free --json - --topology ${F}/ring5-minhop/topology.ibnd --lfts ${F}/ring5-minhop/opensm-lfts.dump)

# The admin's path live (ibsim + OpenSM + dump_fts): default set verdicts on updn, ftree, a link down and the ring;
# dump_lfts read; another run refused; README's recipe for OpenSM's dumps.
add_test(NAME cli.fabric_admin_live
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_admin_live.sh ${NETCERT_BIN} ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-admin-live)
set_tests_properties(cli.fabric_admin_live PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
