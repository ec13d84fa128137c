# Shard + merge equals the unsharded run (M = 1, 2, 7) for lcan.tlcan_offline's exhaustive
# engine (a sliced fold over permutation ranks: min-max cycles, histogram, first permutation over the bound)
# and lcan.tlcan_paths' (find-first over PE pairs: holds on T-LCANs counting switches, fails counting wires).
foreach(row
    "lcan.tlcan_paths|exhaustive|kind=t N=64 d=4 u=2 count=switches"
    "lcan.tlcan_paths|exhaustive|kind=t N=64 d=4 u=2 count=wires"
    "lcan.tlcan_paths|exhaustive|kind=cb N=27 d=3 u=2 count=wires"
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=4 u=2"
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=4 u=2 down=label"
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=2 u=1"
    )
  netcert_shard_merge_test("${row}")
endforeach()
