#!/usr/bin/python3
"""`netcert fabric check --checkpoint`: keyed to the fabric's SHA-256.

usage: fabric_checkpoint.py NETCERT WORKDIR FABRIC_DATA_DIR

1. A run with --checkpoint writes the checkpoint, which names the fabric's digest.
2. The same command again resumes from it and gives the same result.
3. The same checkpoint with another fabric's files is refused with exit 2, naming
   input_sha256 (a checkpoint of one fabric never resumes a run on another).
"""
import json
import os
import subprocess
import sys


def main():
    netcert, work, data = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    cp = os.path.join(work, "fabric.checkpoint.json")
    if os.path.exists(cp):
        os.remove(cp)

    def fabric(name, out):
        return [netcert, "fabric", "check", "fabric.routes_complete", "-e", "exhaustive", "--jobs", "1", "-q",
                "--topology", os.path.join(data, name, "topology.ibnd"),
                "--lfts", os.path.join(data, name, "opensm-lfts.dump"), "--checkpoint", cp, "--json", out]

    first = subprocess.run(fabric("k4n3-ftree", os.path.join(work, "first.json")), capture_output=True, text=True)
    with open(cp) as f:
        key = json.load(f).get("input_sha256", "")
    with open(os.path.join(work, "first.json")) as f:
        report = json.load(f)
    if first.returncode != 0 or key != report["fabric"]["sha256"]:
        sys.exit(f"FAIL: first run exit {first.returncode}; checkpoint input_sha256 {key!r} "
                 f"is not the fabric's {report['fabric']['sha256']!r}")
    again = subprocess.run(fabric("k4n3-ftree", os.path.join(work, "again.json")), capture_output=True, text=True)
    with open(os.path.join(work, "again.json")) as f:
        res = json.load(f)["results"][0]
    ref = report["results"][0]
    cpinfo = res.get("checkpoint", {})
    diffs = [k for k in ("verdict", "counterexample", "note", "evidence") if res.get(k) != ref.get(k)]
    if again.returncode != first.returncode or not cpinfo.get("resumed"):
        sys.exit(f"FAIL: the second run (exit {again.returncode}) did not resume: {cpinfo}")
    if diffs:
        sys.exit("FAIL: the resumed run DIFFERS in " + ", ".join(diffs))
    other = subprocess.run(fabric("k4n3-updn", os.path.join(work, "other.json")), capture_output=True, text=True)
    if other.returncode != 2 or "input_sha256" not in other.stderr:
        sys.exit(f"FAIL: another fabric's files with this checkpoint gave exit {other.returncode}: {other.stderr}")
    print(f"checkpoint keyed to sha256 {key[:12]}...: resumed with {cpinfo.get('resumed_slices')} slices done, "
          f"{res['verdict']} as before; another fabric refused (exit 2)")


if __name__ == "__main__":
    main()
