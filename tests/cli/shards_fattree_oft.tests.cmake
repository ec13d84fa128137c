# --shard + merge equals the unsharded run (M = 1, 2, 7) for the sliced
# engines of fattree.load_equality, fattree.ump_element, fattree.level1_patterns,
# fattree.nonblocking_degree, fattree.degree_identity, butterfly.chip_counts and
# oft.debruijn, oft.counts, oft.diameter, oft.feasibility (netcert_shard_merge_test
# in CliTests.cmake). Holds rows with >= 7 slices where the loop has them (oft.feasibility
# checks 6 quantities; level1_patterns at n >= 5 is one DP identity); fails rows where
# a parameter refutes the claim.
foreach(row
    "fattree.load_equality|exhaustive|n=8"
    "fattree.load_equality|exhaustive|n=6 family=rotator"
    "fattree.ump_element|exhaustive|n=8"
    "fattree.ump_element|exhaustive|n=6 family=tdm"
    "fattree.level1_patterns|exhaustive|n=4"
    "fattree.level1_patterns|exhaustive|n=3 counted=permutations"
    "fattree.level1_patterns|exhaustive|n=6"
    "fattree.level1_patterns|exhaustive|n=6 counted=permutations"
    "fattree.nonblocking_degree|exhaustive|n=3"
    "fattree.nonblocking_degree|exhaustive|n=2 degrees=one-less"
    "fattree.degree_identity|exhaustive|n=20"
    "fattree.degree_identity|exhaustive|n=20 levels=all"
    "butterfly.chip_counts|exhaustive|u=6"
    "oft.debruijn|exhaustive|r=12"
    "oft.counts|exhaustive|r=8"
    "oft.diameter|exhaustive|r=8"
    "oft.diameter|exhaustive|r=8 reading=links"
    "oft.feasibility|exhaustive|reading=links"
    "oft.feasibility|exhaustive|reading=routers")
  netcert_shard_merge_test("${row}")
endforeach()
