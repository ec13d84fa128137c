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
