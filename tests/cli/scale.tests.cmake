# Runs that outgrow one machine: --shard + merge equals the unsharded
# run for every property with a sliced engine (M = 1, 2, 7; tests/scale/shard_merge.py),
# a run killed with SIGKILL or stopped with SIGINT resumes from its checkpoint to
# the uninterrupted result (tests/scale/checkpoint_resume.py), and the mistakes a
# user can make with shards are refused with exit 2 naming them.
set(NETCERT_SCALE ${CMAKE_CURRENT_SOURCE_DIR}/scale)

# One row per sliced engine (netcert list: engines marked *): property, engine, params
# (netcert_shard_merge_test in CliTests.cmake; more rows in tests/cli/shards_*.tests.cmake).
foreach(row
    "fattree.family_sums_to_ones|exhaustive|n=7"
    "fattree.family_sums_to_ones|exhaustive|n=5 family=tdm"
    "fattree.bound_tight|exhaustive|n=7"
    "fattree.bound_tight|exhaustive|n=6 family=rotator"
    "fattree.rotator_no_reduction|exhaustive|n=6 family=tdm"
    "fattree.rotator_no_reduction|exhaustive|n=6"
    "fattree.ump|exhaustive|n=7"
    "fattree.ump|exhaustive|n=7 family=rotator"
    "fattree.ump|exhaustive|n=6 family=tdm"
    "fattree.ump_realizable|exhaustive|n=3"
    "fattree.ump_realizable|exhaustive|n=3 reading=upper-half"
    "oft.conflict_free|exhaustive|r=8"
    "oft.conflict_free|exhaustive|r=8 reading=shared"
    "oft.all_to_all|exhaustive|r=7"
    "lcan.reachable_switches|exhaustive|N=64 d=4 u=2"
    "lcan.lca_count|exhaustive|N=64 d=4 u=2"
    "lcan.lca_count|exhaustive|kind=t N=27 d=3 u=1"
    "lcan.paths_equal_lca|exhaustive|N=16 d=2 u=2"
    "lcan.offline_routing|exhaustive|N=8 d=2 u=2"
    "tswitch.optimal_config|exhaustive|k=8 n=2"
    "tswitch.optimal_config|exhaustive|k=6 n=3 connections=ft"
    "tswitch.optimal_config|exhaustive|k=3 n=2"
    "butterfly.mprime_isomorphism|exhaustive|u=6"
    "fattree.lower_bound|exhaustive|n=2"
    "lcan.online_classes|exhaustive|n=4 class=linear_complement"
    "lcan.online_classes|exhaustive|n=3 class=linear rule=lower_input"
    "lcan.partitionable|exhaustive|N=64 d=4 u=2"
    "lcan.partitionable|exhaustive|kind=t N=54 d=6 u=2"
    "fattree.proof_steps|exhaustive|n=8 steps=lemma4"
    "fattree.proof_steps|exhaustive|n=8 steps=lemma5"
    "fattree.proof_steps|exhaustive|n=6 steps=lemma4 family=rotator"
    "lcan.theorem3_groups|exhaustive|N=64 d=4 u=2"
    "lcan.theorem3_groups|exhaustive|N=512 d=8 u=1")
  netcert_shard_merge_test("${row}")
endforeach()

foreach(sig KILL INT)
  add_test(NAME scale.checkpoint_resume_after_sig${sig}
           COMMAND /usr/bin/python3 ${NETCERT_SCALE}/checkpoint_resume.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/scale-checkpoint-${sig} ${sig} oft.conflict_free exhaustive r=12)
  set_tests_properties(scale.checkpoint_resume_after_sig${sig} PROPERTIES
    PASS_REGULAR_EXPRESSION "resumed with [1-9][0-9]* slices done: holds, equal to the uninterrupted run" TIMEOUT 120)
endforeach()

# A reduction's state survives the kill too (fat-tree loads: 2N entries in the checkpoint).
add_test(NAME scale.checkpoint_resume_reduction_after_sigKILL
         COMMAND /usr/bin/python3 ${NETCERT_SCALE}/checkpoint_resume.py ${NETCERT_BIN}
                 ${CMAKE_CURRENT_BINARY_DIR}/scale-checkpoint-reduction KILL fattree.bound_tight exhaustive n=15)
set_tests_properties(scale.checkpoint_resume_reduction_after_sigKILL PROPERTIES
  PASS_REGULAR_EXPRESSION "resumed with [1-9][0-9]* slices done: holds, equal to the uninterrupted run" TIMEOUT 120)

# fattree.ump's (slot, level) loop resumes too (n = 15: about 3 s of CPU per run).
add_test(NAME scale.checkpoint_resume_ump_after_sigKILL
         COMMAND /usr/bin/python3 ${NETCERT_SCALE}/checkpoint_resume.py ${NETCERT_BIN}
                 ${CMAKE_CURRENT_BINARY_DIR}/scale-checkpoint-ump KILL fattree.ump exhaustive n=15)
set_tests_properties(scale.checkpoint_resume_ump_after_sigKILL PROPERTIES
  PASS_REGULAR_EXPRESSION "resumed with [1-9][0-9]* slices done: holds, equal to the uninterrupted run" TIMEOUT 120)

# The T-switch optimum's fold (per stage: minimum, minimisers, how many in the
# claimed set, the largest minimising mask; about 3 s of CPU per run at k = 14, n = 3).
add_test(NAME scale.checkpoint_resume_tswitch_after_sigKILL
         COMMAND /usr/bin/python3 ${NETCERT_SCALE}/checkpoint_resume.py ${NETCERT_BIN}
                 ${CMAKE_CURRENT_BINARY_DIR}/scale-checkpoint-tswitch KILL tswitch.optimal_config exhaustive k=14 n=3)
set_tests_properties(scale.checkpoint_resume_tswitch_after_sigKILL PROPERTIES
  PASS_REGULAR_EXPRESSION "resumed with [1-9][0-9]* slices done: holds, equal to the uninterrupted run" TIMEOUT 120)

netcert_cli_expect(scale_shard_unsliced_engine 2
                   "^netcert: check: --shard: fattree.ump's smt engine does not split into slices \\(use --engine exhaustive\\)"
                   ARGS check fattree.ump -p n=3 -e smt --shard 1/2)
# A census's share (the UMP permutations of one shard) decides nothing alone.
netcert_cli_expect(scale_shard_census_share 0
                   "unknown +[0-9.]+ +this shard.s share of the UMP census.*shard 2/3: 341 of 1024 slices done; this shard's share of a reduction"
                   ARGS check fattree.ump_realizable -p n=3 -e exhaustive --shard 2/3)
netcert_cli_expect(scale_shard_many_runs 2 "^netcert: check: --shard: splits one run, but this command has 3 \\(parameter set, engine\\) pairs"
                   ARGS check oft.conflict_free -p r=2..4 -e exhaustive --shard 1/2)
netcert_cli_expect(scale_shard_bad_spec 2 "^netcert: check: --shard: '3/2': I must be 1..M \\(shards are numbered from 1\\)"
                   ARGS check oft.conflict_free -p r=3 -e exhaustive --shard 3/2)
netcert_cli_expect(scale_shard_holds_scope 0
                   "shard 2/3: [0-9]+ of 64 slices done; holds on this shard's slices only: `netcert merge` all 3 shards"
                   ARGS check oft.conflict_free -p r=6 -e exhaustive --shard 2/3)
netcert_cli_expect(scale_shard_reduction_share 0
                   "unknown +[0-9.]+ +this shard.s share of the loads.*shard 2/3: 21 of 64 slices done; this shard's share of a reduction, which decides nothing alone: `netcert merge` all 3 shards"
                   ARGS check fattree.bound_tight -p n=6 -e exhaustive --shard 2/3)
netcert_cli_expect(scale_checkpoint_other_run 2
                   "^netcert: check: --checkpoint: .*scale_other.checkpoint.json: written for params .*r.:5.*, but this run has .*r.:6"
                   ARGS check oft.conflict_free -p r=6 -e exhaustive --checkpoint @SRC@/tests/data/scale/scale_other.checkpoint.json)
netcert_cli_expect(scale_shard_tswitch_share 0
                   "unknown +[0-9.]+ +this shard.s share of the configurations.*shard 2/3: [0-9]+ of [0-9]+ slices done; this shard's share of a reduction"
                   ARGS check tswitch.optimal_config -p k=6 -p n=2 -e exhaustive --shard 2/3)
netcert_cli_expect(scale_merge_missing 2 "^netcert: merge: SHARD: missing shard\\(s\\) 2 of 2"
                   ARGS merge @SRC@/tests/data/scale/r5_shard1of2.json)
netcert_cli_expect(scale_merge_not_a_shard 2 "results\\[0\\].shard: missing: not written by check --shard I/M"
                   ARGS merge @SRC@/tests/data/scale/r5_unsharded.json)

# The MPI build (NETCERT_MPI=ON; scripts/test.sh builds CI's tree that way, the
# sanitizer trees stay MPI-free): mpirun -np 2 and -np 3 (--oversubscribe on 2
# cores) give the single-process verdicts, one property per paper.
if(NETCERT_MPI)
  find_program(NETCERT_MPIRUN mpirun REQUIRED)
  foreach(np 2 3)
    add_test(NAME scale.mpi_agrees_np${np}
             COMMAND /usr/bin/python3 ${NETCERT_SCALE}/mpi_agree.py ${NETCERT_BIN} ${NETCERT_BIN} ${np})
    set_tests_properties(scale.mpi_agrees_np${np} PROPERTIES
      FAIL_REGULAR_EXPRESSION "DIFFERS|FAIL" TIMEOUT 300 RUN_SERIAL ON)
  endforeach()
  # `mpirun -np 2 ... --shard I/M`: an MPI job per shard, its ranks sharing that
  # shard's slices. Each job's report must equal the shard run alone (verdict,
  # note, counterexample, shard fields), and the jobs' reports must merge into the
  # unsharded result (M = 1, 2, 3): find-first holds and fails, a reduction, a
  # census, a fold (holds and refuted) and a fabric check.
  foreach(row
      "oft.conflict_free|exhaustive|r=8"
      "oft.conflict_free|exhaustive|r=8 reading=shared"
      "fattree.bound_tight|exhaustive|n=7"
      "fattree.ump_realizable|exhaustive|n=3 reading=upper-half"
      "tswitch.optimal_config|exhaustive|k=8 n=2"
      "tswitch.optimal_config|exhaustive|k=5 n=2"
      "fabric.routes_complete|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump")
    netcert_shard_merge_test("${row}" MPI)
  endforeach()
  # Installed, netcert finds its MPI module in the prefix's library directory.
  add_test(NAME install.mpi_module COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_mpi_module.sh ${CMAKE_BINARY_DIR})
  set_tests_properties(install.mpi_module PROPERTIES TIMEOUT 300 RUN_SERIAL ON
    PASS_REGULAR_EXPRESSION "PASS: the installed netcert loaded the installed module")
  # A rank killed mid-run: mpirun reports no verdict; the same command resumes from
  # every rank's checkpoint and ends with the single-process result.
  add_test(NAME scale.mpi_rank_death_resumes
           COMMAND /usr/bin/python3 ${NETCERT_SCALE}/mpi_rank_death.py ${NETCERT_BIN}
                   ${CMAKE_CURRENT_BINARY_DIR}/scale-mpi-rank-death oft.conflict_free r=14)
  set_tests_properties(scale.mpi_rank_death_resumes PROPERTIES
    PASS_REGULAR_EXPRESSION "resumed from [1-9][0-9]* slices done: holds, equal to the single-process run"
    TIMEOUT 300 RUN_SERIAL ON)
endif()
