# Shard + merge equals the unsharded run (M = 1, 2, 7) for the lcan
# structure checks, lcan.equivalences (every claim) and the fabric.* checks
# (netcert_shard_merge_test in CliTests.cmake; a fabric row names its files with
# --topology= and --lfts=, relative to tests/data: tests/scale/shard_merge.py).
foreach(row
    "lcan.level_sizes|exhaustive|kind=cb N=4096 d=4 u=4"
    "lcan.level_sizes|exhaustive|kind=t N=4096 d=4 u=2"
    "lcan.downer_switches|exhaustive|N=4096 d=4 u=2"
    "lcan.equivalences|exhaustive|claim=tlcan_cblcan N=27 d=3 u=1"
    "lcan.equivalences|exhaustive|claim=tlcan_cblcan N=16 d=4 u=2"
    "lcan.equivalences|exhaustive|claim=cblcan_baseline N=32 d=2 u=2"
    "lcan.equivalences|exhaustive|claim=cblcan_butterfly N=32 d=2 u=2"
    "lcan.equivalences|exhaustive|claim=cblcan_butterfly N=16 d=4 u=4"
    "lcan.equivalences|exhaustive|claim=unfolded_benes N=64 d=2 u=2"
    "lcan.equivalences|exhaustive|claim=unfolded_benes N=16 d=4 u=2"
    "fabric.routes_complete|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.routes_complete|exhaustive|--topology=fabric/k4n2-ftree/topology.ibnd --lfts=fabric/broken/loop.dump"
    "fabric.kary_ntree|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.kary_ntree|exhaustive|--topology=fabric/broken/k4n3_swapped.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.destro_equivalent|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.destro_equivalent|exhaustive|--topology=fabric/k4n3-updn/topology.ibnd --lfts=fabric/k4n3-updn/opensm-lfts.dump"
    "fabric.link_load|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump pattern=shift"
    "fabric.link_load|exhaustive|--topology=fabric/k4n3-updn/topology.ibnd --lfts=fabric/k4n3-updn/opensm-lfts.dump pattern=shift"
    "fabric.link_load|exhaustive|--topology=fabric/k4n2-ftree/topology.ibnd --lfts=fabric/broken/loop.dump pattern=all-to-all"
    "fabric.deadlock_free|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.deadlock_free|exhaustive|--topology=fabric/k4n3-updn/topology.ibnd --lfts=fabric/k4n3-updn/opensm-lfts.dump"
    "fabric.deadlock_free|exhaustive|--topology=fabric/torus5x5-minhop/topology.ibnd --lfts=fabric/torus5x5-minhop/opensm-lfts.dump"
    "fabric.deadlock_free|exhaustive|--topology=fabric/k4n2-ftree/topology.ibnd --lfts=fabric/broken/loop.dump"
    )
  netcert_shard_merge_test("${row}")
endforeach()

# A fabric shard says what it covers; merge refuses shards of two fabrics (their
# SHA-256 differ) and a fabric --checkpoint (its key would not name the fabric).
set(NETCERT_SHARDS_FABRIC @SRC@/tests/data/fabric)
netcert_cli_expect(shards_fabric_holds_scope 0
                   "holds .*shard 2/3: [0-9]+ of 1024 slices done; holds on this shard's slices only: `netcert merge` all 3 shards"
                   ARGS fabric check fabric.destro_equivalent --topology ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/topology.ibnd
                        --lfts ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/opensm-lfts.dump -e exhaustive --shard 2/3)
netcert_cli_expect(shards_fabric_fold_share 0
                   "unknown .*this shard.s share of the destinations.*shard 2/3: [0-9]+ of 64 slices done; this shard's share"
                   ARGS fabric check fabric.routes_complete --topology ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/topology.ibnd
                        --lfts ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/opensm-lfts.dump -e exhaustive --shard 2/3)
netcert_cli_expect(shards_fabric_deadlock_share 0
                   "unknown .*this shard.s share of the destinations.*shard 3/7: [0-9]+ of 64 slices done; this shard's share"
                   ARGS fabric check fabric.deadlock_free --topology ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/topology.ibnd
                        --lfts ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/opensm-lfts.dump -e exhaustive --shard 3/7)
netcert_cli_expect(shards_fabric_merge_other_fabric 2
                   "fabric_k4n2_minhop_shard2of2.json: fabric: another fabric than .*fabric_k4n2_ftree_shard1of2.json"
                   ARGS merge @SRC@/tests/data/scale/fabric_k4n2_ftree_shard1of2.json
                        @SRC@/tests/data/scale/fabric_k4n2_minhop_shard2of2.json)
# --checkpoint on a fabric: keyed to the files' SHA-256, resumed by the same command,
# refused (exit 2) with another fabric's files.
add_test(NAME scale.fabric_checkpoint_keyed_to_fabric
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/scale/fabric_checkpoint.py ${NETCERT_BIN}
                 ${CMAKE_CURRENT_BINARY_DIR}/scale-fabric-checkpoint ${NETCERT_SRC}/tests/data/fabric)
set_tests_properties(scale.fabric_checkpoint_keyed_to_fabric PROPERTIES
  PASS_REGULAR_EXPRESSION "resumed with [0-9]+ slices done, holds as before; another fabric refused \\(exit 2\\)" TIMEOUT 120)

# fabric.tswitch_optimal: sliced over switches (48 of 8 positions in the 4-ary
# 3-trees, 25 of 5 connected ports in the torus: odd P; the 17-host star's one
# switch of 34 positions, solved by count vectors outside the loop by every shard
# and merge); a fabric whose pairs are not all delivered is unknown before the
# loop, alike in every shard and in merge.
foreach(row
    "fabric.tswitch_optimal|exhaustive|--topology=fabric/k4n3-ftree/topology.ibnd --lfts=fabric/k4n3-ftree/opensm-lfts.dump"
    "fabric.tswitch_optimal|exhaustive|--topology=fabric/k4n3-updn/topology.ibnd --lfts=fabric/k4n3-updn/opensm-lfts.dump"
    "fabric.tswitch_optimal|exhaustive|--topology=fabric/torus5x5-minhop/topology.ibnd --lfts=fabric/torus5x5-minhop/opensm-lfts.dump"
    "fabric.tswitch_optimal|exhaustive|--topology=fabric/k4n2-ftree/topology.ibnd --lfts=fabric/broken/loop.dump"
    "fabric.tswitch_optimal|exhaustive|--topology=fabric/bad/star17.ibnd --lfts=fabric/bad/star17.dump"
    )
  netcert_shard_merge_test("${row}")
endforeach()
netcert_cli_expect(shards_fabric_tswitch_share 0
                   "unknown .*this shard.s share of the switches.*shard 3/7: [0-9]+ of 48 slices done; this shard's share"
                   ARGS fabric check fabric.tswitch_optimal --topology ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/topology.ibnd
                        --lfts ${NETCERT_SHARDS_FABRIC}/k4n3-ftree/opensm-lfts.dump -e exhaustive --shard 3/7)
