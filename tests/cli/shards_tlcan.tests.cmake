# Issue 14: shard + merge equals the unsharded run (M = 1, 2, 7) for lcan.tlcan_offline's exhaustive
# engine (a sliced fold over permutation ranks: min-max cycles, histogram, first permutation over the bound).
foreach(row
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=4 u=2"
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=4 u=2 down=label"
    "lcan.tlcan_offline|exhaustive|kind=t N=8 d=2 u=1"
    )
  netcert_shard_merge_test("${row}")
endforeach()
