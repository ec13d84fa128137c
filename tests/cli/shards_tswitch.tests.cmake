# --shard + merge equals the unsharded run (M = 1, 2, 7) for seed 002's
# exhaustive engines sliced in src/search (tswitch_loads, tswitch_reach, tswitch_deadlock,
# tswitch_connections, tswitch_turnaround, tswitch_ft_polynomial,
# kary_ntree_counts); tswitch.optimal_config's rows are in scale.tests.cmake.
foreach(row
    "tswitch.destro_path_counts|exhaustive|k=3 n=3"
    "tswitch.destro_balanced|exhaustive|k=3 n=3"
    "tswitch.destro_balanced|exhaustive|k=2 n=3 reading=literal"
    "tswitch.destro_deadlock_free|exhaustive|k=3 n=3"
    "tswitch.reachable_sets|exhaustive|k=3 n=3"
    "tswitch.reachable_sets|exhaustive|k=2 n=4 sets=destro"
    "tswitch.connection_counts|exhaustive|k=5"
    "tswitch.turnaround_paths|exhaustive|k=3 n=3"
    "tswitch.kary_counts|exhaustive|k=3 n=3"
    "tswitch.ft_polynomial|exhaustive|k=4 n=3"
    "tswitch.ft_polynomial|exhaustive|k=3 n=2")
  netcert_shard_merge_test("${row}")
endforeach()
