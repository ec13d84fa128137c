#!/usr/bin/env python3
"""What re-establishing a resumed or merged holds costs, per shardable engine.

A holds that took any slice from a checkpoint or a shard report goes through the
independent verifier (the one verify-cert runs) before it is reported. For every
row of the shard/merge tests (tests/cli/shards_*.tests.cmake: one or more per
sliced engine), this runs the command with --checkpoint (the run), then again
(every slice taken from the checkpoint), and prints a Markdown table of the
run's time, the resumed run's engine time and the verifier's time
(`checkpoint.reestablished.seconds`).

    bench/reestablish_cost.py [NETCERT] [--jobs N] [--larger]   (default build/netcert, --jobs 1)

--larger: instead of the test rows, the runs the checkpoint tests kill and resume
(tests/cli/scale.tests.cmake), seconds to a minute each.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))
DATA = os.path.join(ROOT, "tests", "data")


LARGER = [("oft.conflict_free", "exhaustive", "r=12"), ("fattree.bound_tight", "exhaustive", "n=15"),
          ("fattree.ump", "exhaustive", "n=15"), ("tswitch.optimal_config", "exhaustive", "k=14 n=3")]


def rows():
    seen = []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "cli", "shards_*.tests.cmake"))):
        for m in re.finditer(r'^\s*"([a-z]+\.[a-z_0-9]+)\|([a-z]+)\|([^"]*)"', open(path).read(), re.M):
            if m.groups() not in seen:
                seen.append(m.groups())
    return seen


def command(netcert, prop, engine, params, jobs):
    options, plain = [], []
    for p in params.split():
        name, _, value = p.partition("=")
        if name in ("--topology", "--lfts"):
            options += [name, os.path.join(DATA, value)]
        else:
            plain += ["-p", p]
    head = [netcert, "fabric", "check"] if options else [netcert, "check"]
    return head + [prop, "-e", engine, "-q", "--jobs", str(jobs)] + options + plain


def result(cmd, out):
    subprocess.run(cmd + ["--json", out], capture_output=True, text=True, timeout=3600)
    with open(out) as f:
        return json.load(f)["results"][0]


def main():
    args = sys.argv[1:]
    jobs = 1
    if "--jobs" in args:
        at = args.index("--jobs")
        jobs = int(args[at + 1])
        del args[at:at + 2]
    larger = "--larger" in args
    args = [a for a in args if a != "--larger"]
    netcert = args[0] if args else os.path.join(ROOT, "build", "netcert")
    print("| property | params | verdict | run (s) | resumed run: engine (s) | verifier (s) | verifier / run |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="netcert-reestablish-") as tmp:
        for prop, engine, params in (LARGER if larger else rows()):
            cp = os.path.join(tmp, "cp.json")
            if os.path.exists(cp):
                os.remove(cp)
            cmd = command(netcert, prop, engine, params, jobs) + ["--checkpoint", cp]
            first = result(cmd, os.path.join(tmp, "first.json"))
            again = result(cmd, os.path.join(tmp, "again.json"))
            shown = re.sub(r"--(topology|lfts)=fabric/", "", params)
            record = (again.get("checkpoint") or {}).get("reestablished")
            if record is None:
                why = "fails: counterexample re-checked" if again["verdict"] == "fails" else "no slice taken"
                print(f"| {prop} | {shown} | {again['verdict']} | {first['seconds']:.3f} | {again['seconds']:.3f} | — ({why}) | — |")
                continue
            v = record["seconds"]
            ratio = v / first["seconds"] if first["seconds"] > 0 else float("inf")
            status = again["verdict"] if record.get("verified") else f"{again['verdict']} ({record['why'][:60]})"
            print(f"| {prop} | {shown} | {status} | {first['seconds']:.3f} | {again['seconds']:.3f} | {v:.3f} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
