#!/usr/bin/python3
"""Checkpoint and resume.

usage: checkpoint_resume.py NETCERT WORKDIR SIGNAL PROPERTY ENGINE PARAM...
  SIGNAL: KILL or INT

Starts `check --checkpoint` with a short checkpoint interval, waits until the
checkpoint records finished slices, then sends SIGKILL (or SIGINT) mid-run.
  KILL: the checkpoint must be a complete, parseable file with some slices done.
  INT:  the run must exit 3 with verdict unknown and `interrupted`, never holds.
Then runs the same command again: it must say it resumed, and its result must
equal an uninterrupted run's apart from timings.
"""
import json
import os
import signal
import subprocess
import sys
import time


def done_slices(path):
    try:
        with open(path) as f:
            j = json.load(f)["journal"]
        return sum(b - a for a, b in j.get("done", [])), j.get("slices", 0)
    except (OSError, ValueError, KeyError):
        return 0, 0


def main():
    netcert, work, sig, prop, engine, *params = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    cp = os.path.join(work, "run.checkpoint.json")
    if os.path.exists(cp):
        os.remove(cp)
    base = [netcert, "check", prop, "-e", engine, "-q", "--jobs", "1"] + sum((["-p", p] for p in params), [])
    cmd = base + ["--checkpoint", cp, "--checkpoint-interval", "0.05", "--json"]
    first = subprocess.Popen(cmd + [os.path.join(work, "first.json")], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    while time.time() < deadline and first.poll() is None:
        done, total = done_slices(cp)
        if done >= 2:
            break
        time.sleep(0.02)
    if first.poll() is not None:
        sys.exit(f"FAIL: the run finished (exit {first.returncode}) before it could be interrupted; use a larger size")
    first.send_signal(signal.SIGKILL if sig == "KILL" else signal.SIGINT)
    code = first.wait()
    done, total = done_slices(cp)
    print(f"interrupted with SIG{sig}: exit {code}, checkpoint has {done} of {total} slices")
    if not 0 < done < total:
        sys.exit("FAIL: the checkpoint does not record a partial run")
    if sig == "INT":
        with open(os.path.join(work, "first.json")) as f:
            r = json.load(f)
        res = r["results"][0]
        if code != 3 or res["verdict"] != "unknown" or not r.get("interrupted"):
            sys.exit(f"FAIL: SIGINT gave exit {code}, verdict {res['verdict']} (want 3, unknown, interrupted)")
    resumed_json = os.path.join(work, "resumed.json")
    code_resumed = subprocess.run(cmd + [resumed_json]).returncode
    ref_json = os.path.join(work, "reference.json")
    code_ref = subprocess.run(base + ["--json", ref_json]).returncode
    with open(resumed_json) as f:
        resumed = json.load(f)["results"][0]
    with open(ref_json) as f:
        ref = json.load(f)["results"][0]
    cpinfo = resumed.get("checkpoint", {})
    if not cpinfo.get("resumed") or cpinfo.get("resumed_slices", 0) <= 0:
        sys.exit(f"FAIL: the second run did not resume from the checkpoint: {cpinfo}")
    diffs = [k for k in set(ref) | set(resumed) if k not in ("seconds", "checkpoint", "reestablished") and ref.get(k) != resumed.get(k)]
    if code_resumed != code_ref:
        diffs.append(f"exit {code_resumed} != {code_ref}")
    print(f"resumed with {cpinfo['resumed_slices']} slices done: {resumed['verdict']}, "
          + ("equal to the uninterrupted run" if not diffs else "DIFFERS: " + ", ".join(diffs)))
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
