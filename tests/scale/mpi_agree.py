#!/usr/bin/python3
"""The MPI build gives the single-process verdicts.

usage: mpi_agree.py NETCERT_MPI NETCERT NP

For one property per paper (a refuted one, and two fabric checks), runs `mpirun -np NP NETCERT_MPI
check ... --json -` and `NETCERT check ... --json -` and requires the same
verdict, counterexample and note. Sliced engines must report that all ranks
merged; the others run on rank 0 alone and must say so on stderr.
"""
import json
import os
import subprocess
import sys

RUNS = [  # (property, engine, params, sliced)
    ("fattree.family_sums_to_ones", "exhaustive", ["n=10"], True),
    ("oft.conflict_free", "exhaustive", ["r=10"], True),
    ("oft.conflict_free", "exhaustive", ["r=9", "reading=shared"], True),  # refuted reading: fails
    ("lcan.lca_count", "exhaustive", ["N=256", "d=4", "u=2"], True),
    ("butterfly.chip_counts", "exhaustive", ["u=6"], True),  # find-first over the identities checked
    ("butterfly.chip_counts", "smt", ["u=6"], False),  # no sliced loop: rank 0 runs it alone
    ("tswitch.destro_path_counts", "exhaustive", ["k=4", "n=3"], True),  # sliced over switches
    ("tswitch.optimal_config", "exhaustive", ["k=8", "n=2"], True),  # a fold: minimum and minimisers
    ("tswitch.optimal_config", "exhaustive", ["k=5", "n=2"], True),  # refuted (odd k): fails
    ("butterfly.mprime_isomorphism", "exhaustive", ["u=6"], True),
    ("fattree.lower_bound", "exhaustive", ["n=2"], True),
    # fabric check: the ranks share the destinations; rank 0 merges with the property bound to the files
    ("fabric.routes_complete", "exhaustive", ["--topology=k4n3-ftree/topology.ibnd", "--lfts=k4n3-ftree/opensm-lfts.dump"], True),
    ("fabric.deadlock_free", "exhaustive", ["--topology=ring5-minhop/topology.ibnd", "--lfts=ring5-minhop/opensm-lfts.dump"], True),
]
FABRIC_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "fabric")


def command(prop, engine, params):
    """`check PROPERTY -p ...`, or `fabric check PROPERTY --topology F --lfts F` for fabric.* rows."""
    args = ["-e", engine, "--jobs", "1", "--json", "-"]
    if not prop.startswith("fabric."):
        return ["check", prop] + args + sum((["-p", p] for p in params), [])
    files = sum(([p.split("=")[0], os.path.join(FABRIC_DATA, p.split("=", 1)[1])] for p in params), [])
    return ["fabric", "check", prop] + args + files


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode not in (0, 1, 3):
        sys.exit(f"FAIL: {' '.join(cmd)} exited {p.returncode}\n{p.stderr}")
    return p.returncode, json.loads(p.stdout)["results"][0], p.stderr


def main():
    mpi_bin, plain_bin, np = sys.argv[1:]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_rmaps_base_oversubscribe="1")
    ok = True
    for prop, engine, params, sliced in RUNS:
        args = command(prop, engine, params)
        code_m, mpi, err = run(["mpirun", "-np", np, "--oversubscribe", mpi_bin] + args, env)
        code_s, single, _ = run([plain_bin] + args)
        diffs = [k for k in ("verdict", "counterexample", "note") if mpi.get(k) != single.get(k)]
        if code_m != code_s:
            diffs.append(f"exit {code_m} != {code_s}")
        if sliced and mpi.get("merged", {}).get("ranks") != int(np):
            diffs.append("not merged over all ranks")
        if not sliced and "rank 0 runs it alone" not in err:
            diffs.append("no note that rank 0 ran it alone")
        how = f"{np} ranks" if sliced else "rank 0 alone"
        print(f"{prop} {' '.join(params)}: {single['verdict']} ({how}) "
              + ("same as single process" if not diffs else "DIFFERS: " + ", ".join(diffs)))
        ok &= not diffs
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
