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

# The forgery suite for run inputs (tests/forge/journal_forge.py), on a representative
# set of shardable properties, one per kind of sliced loop and paper, holding and failing:
# every mutant of a genuine checkpoint and of genuine shard reports (slices done,
# failure index, reduction or census state, params, shard scope, commit) ends without a
# holds the unmutated run did not give.
foreach(row
    "oft.conflict_free|r=4 reading=shared"
    "oft.conflict_free|r=4 reading=per-processor"
    "oft.diameter|r=4 reading=links"
    "fattree.nonblocking_degree|n=3 degrees=one-less"
    "fattree.bound_tight|n=4 family=rotator"
    "fattree.ump|n=3"
    "butterfly.chip_counts|u=3"
    "butterfly.mprime_isomorphism|u=3"
    "tswitch.optimal_config|k=2 n=2"
    "tswitch.connection_counts|k=4")
  string(REPLACE "|" ";" parts "${row}")
  list(GET parts 0 prop)
  list(GET parts 1 params)
  string(REPLACE " " ";" param_list "${params}")
  string(MAKE_C_IDENTIFIER "${prop}_${params}" tag)
  add_test(NAME forge.journal_${tag}
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/forge/journal_forge.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/journal-forge-${tag} ${prop} ${param_list})
  set_tests_properties(forge.journal_${tag} PROPERTIES PASS_REGULAR_EXPRESSION "${prop}: [0-9]+ mutants, no forged holds"
                       TIMEOUT 900)
endforeach()
