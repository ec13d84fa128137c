# Forged checkpoints and shard reports (tests/scale/journal_forgery.py): a journal
# edited by hand ends unknown, fails or exit 2 naming the file and JSON path --
# never holds with exit 0, never a crash. A resumed or merged holds goes through
# the independent verifier first; a failure index, loop size or reduction state
# that does not fit its loop is refused before any engine uses it.
foreach(recipe
    checkpoint_all_done_nonblocking checkpoint_all_done_conflict_free checkpoint_copied_journal
    checkpoint_copied_reduction merged_all_pass_conflict_free merged_all_pass_nonblocking
    merged_relabelled_alone merged_params_edited merged_other_build diameter_max_at
    chip_counts_failure_index all_to_all_failure_index proof_steps_failure_index
    connection_counts_failure_index ump_failure_index checkpoint_misfits shard_wrong_types)
  add_test(NAME scale.journal_forgery_${recipe}
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/scale/journal_forgery.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/journal-forgery-${recipe} ${recipe})
  set_tests_properties(scale.journal_forgery_${recipe} PROPERTIES PASS_REGULAR_EXPRESSION "${recipe}: ok" TIMEOUT 300)
endforeach()

# The forgery suite for run inputs (tests/forge/journal_forge.py), on every shardable property (`netcert list
# --json`, shardable_engines), at a small size and, where the property has one, with params under which it fails:
# every mutant of a genuine checkpoint and of genuine shard reports (slices done, failure index, reduction or census
# state, params, shard scope, commit) ends without a holds the unmutated run did not give, without a signal, without
# exit 4. Fabric properties name their fabric as fabric=DIR. cli.journal_forge_covers_every_shardable checks the list.
set(F ${PROJECT_SOURCE_DIR}/tests/data/fabric)
set(journal_forge_rows
    "oft.conflict_free|r=4 reading=shared"
    "oft.conflict_free|r=4 reading=per-processor"
    "oft.diameter|r=4 reading=links"
    "oft.debruijn|r=4"
    "oft.all_to_all|r=4"
    "oft.counts|r=4"
    "oft.feasibility|reading=links"
    "fattree.nonblocking_degree|n=3 degrees=one-less"
    "fattree.bound_tight|n=4 family=rotator"
    "fattree.ump|n=3"
    "fattree.ump|n=3 family=rotator"
    "fattree.family_sums_to_ones|n=3 family=bitreverse"
    "fattree.lower_bound|n=2 encoding=counting"
    "fattree.ump_realizable|n=3 reading=upper-half"
    "fattree.rotator_no_reduction|n=3 family=bitreverse"
    "fattree.load_equality|n=3 family=rotator"
    "fattree.ump_element|n=3 family=tdm"
    "fattree.level1_patterns|n=3 counted=permutations"
    "fattree.degree_identity|n=3 levels=all"
    "fattree.proof_steps|n=3 steps=lemma4 family=rotator"
    "butterfly.chip_counts|u=3"
    "butterfly.mprime_isomorphism|u=3"
    "tswitch.optimal_config|k=2 n=2"
    "tswitch.optimal_config|k=2 n=2 connections=ft"
    "tswitch.connection_counts|k=4"
    "tswitch.destro_path_counts|k=2 n=3"
    "tswitch.destro_balanced|k=2 n=3 reading=literal"
    "tswitch.destro_deadlock_free|k=2 n=3"
    "tswitch.reachable_sets|k=2 n=3 sets=both"
    "tswitch.turnaround_paths|k=2 n=3"
    "tswitch.kary_counts|k=2 n=3"
    "tswitch.ft_polynomial|k=2 n=3"
    "lcan.level_sizes|kind=cb N=16 d=2 u=2"
    "lcan.reachable_switches|kind=cb N=16 d=2 u=2"
    "lcan.lca_count|kind=cb N=16 d=2 u=2"
    "lcan.paths_equal_lca|kind=cb N=16 d=2 u=2"
    "lcan.tlcan_paths|kind=t N=16 d=4 u=2 count=switches"
    "lcan.offline_routing|kind=cb N=8 d=2 u=2"
    "lcan.equivalences|claim=tlcan_cblcan N=16 d=4 u=2"
    "lcan.downer_switches|kind=cb N=16 d=2 u=2"
    "lcan.online_classes|n=2 class=linear rule=lower_input"
    "lcan.partitionable|kind=cb N=8 d=2 u=2"
    "lcan.theorem3_groups|kind=cb N=16 d=4 u=2 order=msd"
    "lcan.tlcan_offline|kind=t N=8 d=4 u=2"
    "fabric.routes_complete|fabric=${F}/k2n3-ftree"
    "fabric.deadlock_free|fabric=${F}/ring5-minhop"
    "fabric.kary_ntree|fabric=${F}/k2n3-ftree"
    "fabric.destro_equivalent|fabric=${F}/k2n3-ftree"
    "fabric.tswitch_optimal|fabric=${F}/k2n3-ftree"
    "fabric.link_load|fabric=${F}/k2n3-ftree pattern=bvn")
foreach(row IN LISTS journal_forge_rows)
  string(REPLACE "|" ";" parts "${row}")
  list(GET parts 0 prop)
  list(GET parts 1 params)
  string(REPLACE " " ";" param_list "${params}")
  string(REPLACE "${F}/" "" short "${params}")
  string(MAKE_C_IDENTIFIER "${prop}_${short}" tag)
  add_test(NAME forge.journal_${tag}
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/forge/journal_forge.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/journal-forge-${tag} ${prop} ${param_list})
  set_tests_properties(forge.journal_${tag} PROPERTIES PASS_REGULAR_EXPRESSION "${prop}: [0-9]+ mutants, no forged holds"
                       TIMEOUT 900)
endforeach()
# The list above names every shardable property: a property made shardable without a row fails here.
list(JOIN journal_forge_rows "\n" journal_forge_rows_text)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/journal-forge-rows.txt "${journal_forge_rows_text}\n")
add_test(NAME cli.journal_forge_covers_every_shardable
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/forge/journal_forge_coverage.py ${NETCERT_BIN}
                 ${CMAKE_CURRENT_BINARY_DIR}/journal-forge-rows.txt)
set_tests_properties(cli.journal_forge_covers_every_shardable PROPERTIES
                     PASS_REGULAR_EXPRESSION "every one of [0-9]+ shardable properties has a run-input forgery row")
