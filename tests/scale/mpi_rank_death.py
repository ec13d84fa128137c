#!/usr/bin/python3
"""A rank that dies under mpirun loses nothing it finished.

usage: mpi_rank_death.py NETCERT WORKDIR PROPERTY PARAM...

Starts `mpirun -np 2 NETCERT check PROPERTY --checkpoint F` (each rank journals
the slices it ran in F.rankR), waits until both ranks' checkpoints record
finished slices, and kills rank 1 with SIGKILL. The job must end without a
verdict of 0 (holds) or 1 (fails) and print no `holds`. The same command run
again must resume from both ranks' checkpoints (fewer slices left to run) and
give the single-process run's result, apart from timings.
"""
import json
import os
import signal
import subprocess
import sys
import time

from checkpoint_resume import done_slices  # the same reading of a checkpoint


def rank_pids(binary):
    """pid -> MPI rank of the running netcert ranks."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                env = dict(kv.split(b"=", 1) for kv in f.read().split(b"\0") if b"=" in kv)
            if os.path.realpath(f"/proc/{pid}/exe") != os.path.realpath(binary):
                continue
        except OSError:
            continue
        if b"OMPI_COMM_WORLD_RANK" in env:
            out[int(pid)] = int(env[b"OMPI_COMM_WORLD_RANK"])
    return out


def main():
    netcert, work, prop, *params = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    cp = os.path.join(work, "run.checkpoint.json")
    for r in (0, 1):
        if os.path.exists(f"{cp}.rank{r}"):
            os.remove(f"{cp}.rank{r}")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_rmaps_base_oversubscribe="1")
    args = ["check", prop, "-e", "exhaustive", "--jobs", "1"] + sum((["-p", p] for p in params), [])
    mpi = ["mpirun", "-np", "2", "--oversubscribe", netcert] + args + [
        "--checkpoint", cp, "--checkpoint-interval", "0.05", "--json"]
    first = subprocess.Popen(mpi + [os.path.join(work, "first.json")], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 90
    while time.time() < deadline and first.poll() is None:
        if all(done_slices(f"{cp}.rank{r}")[0] >= 2 for r in (0, 1)):
            break
        time.sleep(0.02)
    if first.poll() is not None:
        sys.exit(f"FAIL: the job finished (exit {first.returncode}) before a rank could be killed; use a larger size")
    victims = [pid for pid, rank in rank_pids(netcert).items() if rank == 1]
    if not victims:
        sys.exit("FAIL: rank 1 not found")
    os.kill(victims[0], signal.SIGKILL)
    out, _ = first.communicate(timeout=120)
    code = first.returncode
    before = [done_slices(f"{cp}.rank{r}") for r in (0, 1)]
    print(f"rank 1 killed: mpirun exit {code}; checkpoints: rank 0 {before[0][0]}, rank 1 {before[1][0]} "
          f"of {before[0][1]} slices")
    if code in (0, 1) or "holds" in out:
        sys.exit("FAIL: a job that lost a rank reported a verdict")
    if before[0][0] + before[1][0] >= before[0][1]:
        sys.exit("FAIL: the checkpoints already cover every slice; use a larger size")

    resumed_json = os.path.join(work, "resumed.json")
    again = subprocess.run(mpi + [resumed_json], env=env, capture_output=True, text=True)
    ref_json = os.path.join(work, "reference.json")
    code_ref = subprocess.run([netcert] + args + ["--json", ref_json], capture_output=True).returncode
    with open(resumed_json) as f:
        resumed = json.load(f)["results"][0]
    with open(ref_json) as f:
        ref = json.load(f)["results"][0]
    merged = resumed.get("merged", {})
    diffs = [k for k in set(ref) | set(resumed)
             if k not in ("seconds", "checkpoint", "merged", "shard", "reestablished") and ref.get(k) != resumed.get(k)]
    if again.returncode != code_ref:
        diffs.append(f"exit {again.returncode} != {code_ref}")
    if "checkpoints" not in merged:
        diffs.append("merged result does not name the checkpoints")
    print(f"resumed from {before[0][0] + before[1][0]} slices done: {resumed['verdict']}, "
          + ("equal to the single-process run" if not diffs else "DIFFERS: " + ", ".join(diffs)))
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
