#!/usr/bin/python3
"""Shard + merge equals the unsharded run.

usage: shard_merge.py [--launcher=CMD] NETCERT WORKDIR PROPERTY ENGINE COUNTS PARAM...
  --launcher=CMD: run each shard under CMD (e.g. "mpirun -np 2 --oversubscribe": an
  MPI job per shard whose ranks share its slices); each such shard's report must
  also give the verdict, note, counterexample and shard fields of the shard run alone
  COUNTS: comma list of shard counts M, e.g. 1,2,7
  PARAM: NAME=VALUE (passed as -p NAME=VALUE), or --topology=FILE / --lfts=FILE for a
  fabric.* property (then the command is `netcert fabric check`; a relative FILE is
  taken under tests/data)

For each M: runs `check --shard I/M --json --cert` for I = 1..M, merges them with
`netcert merge --cert`, and requires the merged JSON result to equal the
unsharded run's apart from timings (`seconds`, `merged`, the certificate's path),
the merged certificate to be byte-identical to the unsharded one, and
`verify-cert` to accept it. Prints one line per M; exit 0 only when all agree.
"""
import json
import os
import subprocess
import sys

IGNORED = {"seconds", "merged", "certificate", "reestablished"}
SHARD_FIELDS = ("index", "count", "finished", "scope", "slices_done")


def run(cmd, expect_codes=(0, 1, 3)):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode not in expect_codes:
        sys.exit(f"FAIL: {' '.join(cmd)} exited {p.returncode}: {p.stderr.strip()}")
    return p.returncode


def result_of(path):
    with open(path) as f:
        return json.load(f)["results"][0]


def cert_text(result):
    if not result.get("certificate"):
        return None
    with open(result["certificate"], "rb") as f:
        return f.read()


DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "data")
FABRIC_OPTIONS = ("--topology", "--lfts")


def command_of(netcert, prop, engine, params):
    """`check PROP -p ...`, or `fabric check PROP --topology F --lfts F -p ...`."""
    options, plain = [], []
    for p in params:
        name, _, value = p.partition("=")
        if name in FABRIC_OPTIONS:
            options += [name, value if os.path.isabs(value) else os.path.normpath(os.path.join(DATA, value))]
        else:
            plain += ["-p", p]
    command = [netcert, "fabric", "check"] if options else [netcert, "check"]
    return command + [prop, "-e", engine, "-q"] + options + plain


def shard_differences(launched, alone):
    """What a shard run under the launcher reports differently from the same shard run alone."""
    a, b = result_of(launched), result_of(alone)
    diffs = [k for k in ("verdict", "counterexample", "note") if a.get(k) != b.get(k)]
    fields = SHARD_FIELDS
    if b["shard"].get("first_failure_index") is not None:  # above a failure, ranks may run slices the shard alone skips
        fields = tuple(k for k in fields if k != "slices_done")
    diffs += [f"shard.{k}" for k in fields if a["shard"].get(k) != b["shard"].get(k)]
    return diffs


def main():
    args = sys.argv[1:]
    launcher = []
    if args and args[0].startswith("--launcher="):
        launcher = args.pop(0).split("=", 1)[1].split()
    netcert, work, prop, engine, counts, *params = args
    os.makedirs(work, exist_ok=True)
    base = command_of(netcert, prop, engine, params)
    full_json, full_certs = os.path.join(work, "full.json"), os.path.join(work, "full-certs")
    code = run(base + ["--json", full_json, "--cert", full_certs])
    full = result_of(full_json)
    ok = True
    for m in [int(c) for c in counts.split(",")]:
        shards, shard_diffs = [], []
        for i in range(1, m + 1):
            out = os.path.join(work, f"m{m}-s{i}.json")
            shard = ["--shard", f"{i}/{m}", "--cert", os.path.join(work, f"m{m}-shard-certs")]
            run(launcher + base + shard + ["--json", out])
            if launcher:
                alone = os.path.join(work, f"m{m}-s{i}-alone.json")
                run(base + shard + ["--json", alone])
                shard_diffs += [f"shard {i}/{m}: {d}" for d in shard_differences(out, alone)]
            shards.append(out)
        merged_json, merged_certs = os.path.join(work, f"m{m}-merged.json"), os.path.join(work, f"m{m}-certs")
        merged_code = run([netcert, "merge", "-q", "--json", merged_json, "--cert", merged_certs] + shards)
        merged = result_of(merged_json)
        diffs = shard_diffs + [k for k in set(full) | set(merged) if k not in IGNORED and full.get(k) != merged.get(k)]
        if merged_code != code:
            diffs.append(f"exit {merged_code} != {code}")
        if cert_text(full) != cert_text(merged):
            diffs.append("certificate bytes")
        if merged.get("certificate"):
            if subprocess.run([netcert, "verify-cert", merged["certificate"]], capture_output=True).returncode != 0:
                diffs.append("verify-cert rejected the merged certificate")
        print(f"M={m}: {full['verdict']} {'equal' if not diffs else 'DIFFERS: ' + ', '.join(map(str, diffs))}")
        ok &= not diffs
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
