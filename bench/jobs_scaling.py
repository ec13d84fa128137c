#!/usr/bin/env python3
"""jobs_scaling.py NETCERT [--fabric DIR] [--pairs N] [--only PROPERTY...]

Two jobs against one for every shardable engine: each row runs
`netcert check PROPERTY PARAMS -e exhaustive -q --jobs 2` against the same with
`--jobs 1`, paired and interleaved by farm-bench (N pairs, whole process), and
prints one Markdown table (BENCHMARKS.md, "Two jobs against one, every shardable
engine"). Sizes are the smallest of each engine's domain where one job takes a
second or more on the 2-core build machine; an engine whose limit stops it below
a second is run at its limit and marked so. The last columns are the distance to
the machine: the largest count in the result's stats (the engine's unit of work)
per nanosecond of one job's engine time. Rows under a second and the fabric
rows get four times the pairs: their ratio moves more from run to run, the
kernel's first touch of fresh memory being a larger share of them (a fabric
check reads a file of hundreds of MB; BENCHMARKS.md, "Cold pages").

--fabric DIR: a directory with topology.ibnd and opensm-lfts.dump (the real
OpenSM capture of the 14-ary 3-tree that ctest's fabric-cert-large fixture
writes, or any other); without it the fabric rows are left out.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile

# (property, params, reaches one second at this size?)
ROWS = [
    ("fattree.family_sums_to_ones", "n=14", True),
    ("fattree.ump", "n=15", True),
    ("fattree.lower_bound", "n=2", False),
    ("fattree.bound_tight", "n=15", True),
    ("fattree.ump_realizable", "n=4 reading=upper-half", True),
    ("fattree.rotator_no_reduction", "n=15", True),
    ("fattree.load_equality", "n=12", False),
    ("fattree.ump_element", "n=12", True),
    ("fattree.level1_patterns", "n=11", False),
    ("fattree.nonblocking_degree", "n=3", False),
    ("fattree.degree_identity", "n=1024", False),
    ("fattree.proof_steps", "n=12", True),
    ("butterfly.chip_counts", "u=20", False),
    ("butterfly.mprime_isomorphism", "u=19", False),
    ("butterfly.mprime_isomorphism", "u=20", False),
    ("tswitch.destro_path_counts", "k=16 n=3", False),
    ("tswitch.destro_balanced", "k=16 n=3", False),
    ("tswitch.optimal_config", "k=15 n=2", True),
    ("tswitch.destro_deadlock_free", "k=10 n=3", False),
    ("tswitch.reachable_sets", "k=16 n=3", True),
    ("tswitch.connection_counts", "k=10", False),
    ("tswitch.turnaround_paths", "k=6 n=3", False),
    ("tswitch.kary_counts", "k=45 n=4", False),
    ("tswitch.ft_polynomial", "k=10 n=3", False),
    ("oft.debruijn", "r=24", False),
    ("oft.conflict_free", "r=13", True),
    ("oft.all_to_all", "r=13", True),
    ("oft.counts", "r=16", False),
    ("oft.diameter", "r=13", True),
    ("oft.feasibility", "reading=routers", False),
    ("lcan.level_sizes", "N=4194304 d=4", False),
    ("lcan.reachable_switches", "N=65536 d=4", False),
    ("lcan.lca_count", "N=1024 d=4", False),
    ("lcan.paths_equal_lca", "N=256 d=4", False),
    ("lcan.tlcan_paths", "N=256 d=4", False),
    ("lcan.offline_routing", "N=8 d=2", False),
    ("lcan.equivalences", "claim=unfolded_benes N=256", False),
    ("lcan.downer_switches", "N=4194304 d=4", False),
    ("lcan.online_classes", "n=7", True),
    ("lcan.partitionable", "N=4096 d=4", False),
    ("lcan.theorem3_groups", "N=65536 d=4", False),
    ("lcan.tlcan_offline", "N=8 d=2 u=1", False),
]
FABRIC_ROWS = ["routes_complete", "deadlock_free", "kary_ntree", "destro_equivalent", "tswitch_optimal",
               "link_load pattern=all-to-all"]


def command(netcert, prop, params, fabric, jobs):
    words = [netcert, "fabric", "check", prop, "--topology", f"{fabric}/topology.ibnd", "--lfts",
             f"{fabric}/opensm-lfts.dump"] if prop.startswith("fabric.") else [netcert, "check", prop]
    for p in params.split():
        words += ["-p", p]
    return words + ["-e", "exhaustive", "-q", "--jobs", str(jobs)]


def farm_bench(a, b, pairs):
    out = subprocess.run(["farm-bench", "-n", str(pairs), "--warmup", "1", "--timeout", "300", "--vs", " ".join(b),
                          "--"] + a, capture_output=True, text=True)
    figures = {}
    for line in (out.stdout + out.stderr).splitlines():
        m = re.match(r"\s*(A|B|A/B) (wall|cpu)( s)?\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)", line)
        if m:
            figures[(m.group(1), m.group(2))] = tuple(float(m.group(i)) for i in (4, 5, 6))
    if ("A/B", "wall") not in figures:
        sys.exit(f"farm-bench gave no ratio for {' '.join(a)}:\n{out.stdout}{out.stderr}")
    return figures


def work_rate(words):
    """(stat name, count per ns) of one --jobs 1 run's largest stats count."""
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        run = subprocess.run(words + ["--json", f.name], capture_output=True, text=True)
        if run.returncode not in (0, 1):  # a verdict; anything else is a wrong row
            sys.exit(f"{' '.join(words)}: exit {run.returncode}: {run.stderr.strip()}")
        result = json.load(open(f.name))["results"][0]
    counts = {k: v for k, v in (result.get("stats") or {}).items() if isinstance(v, int) and not isinstance(v, bool)}
    if not counts or not result.get("seconds"):
        return "—", None
    name = max(counts, key=counts.get)
    return name, counts[name] / (result["seconds"] * 1e9)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("netcert")
    ap.add_argument("--fabric")
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    rows = list(ROWS)
    if args.fabric:
        for r in FABRIC_ROWS:
            name, *params = r.split()
            rows.append(("fabric." + name, " ".join(params), True))
    print("| engine | size | jobs 1 (s) | jobs 2 (s) | jobs 2 / jobs 1 [min–max] | pairs | work per ns, one job |")
    print("|---|---|---|---|---|---|---|")
    for prop, params, second in rows:
        if args.only and prop not in args.only:
            continue
        one, two = (command(args.netcert, prop, params, args.fabric, j) for j in (1, 2))
        name, rate = work_rate(one)
        pairs = args.pairs if second and not prop.startswith("fabric.") else 4 * args.pairs
        f = farm_bench(two, one, pairs)
        ratio = f[("A/B", "wall")]
        size = (params or "—") + ("" if second else " (its limit; under a second)")
        rate_text = f"{rate:.3g} ({name})" if rate is not None else "—"
        print(f"| `{prop}` | {size} | {f[('B', 'wall')][1]:.3f} | {f[('A', 'wall')][1]:.3f} | "
              f"{ratio[1]:.2f} [{ratio[0]:.2f}–{ratio[2]:.2f}] | {pairs} | {rate_text} |", flush=True)


if __name__ == "__main__":
    main()
