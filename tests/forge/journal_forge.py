#!/usr/bin/env python3
"""The forgery suite for run inputs (beside netcert_forge for certificates): a
genuine checkpoint and genuine shard reports of one run are mutated field by
field -- slices done, failure index, reduction or census state, params, shard
scope, commit -- and every mutant is resumed (check --checkpoint) or merged
(netcert merge). No mutant may produce a `holds` (exit 0 with verdict holds)
that the unmutated run did not, and none may crash (signal) or end in exit 4.

    journal_forge.py NETCERT WORKDIR PROPERTY PARAM...

Prints "PROPERTY: N mutants, no forged holds" on success."""
import copy
import json
import os
import shutil
import subprocess
import sys

NC, WORK, PROP, PARAMS = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
# A fabric property names its fabric as fabric=DIR (DIR/topology.ibnd and DIR/opensm-lfts.dump).
FABRIC = [p[len("fabric="):] for p in PARAMS if p.startswith("fabric=")]
PARAMS = [p for p in PARAMS if not p.startswith("fabric=")]
ARGS = (["fabric", "check"] if FABRIC else ["check"]) + [PROP] + [a for p in PARAMS for a in ("-p", p)] + \
    ["-e", "exhaustive", "--jobs", "1"]
if FABRIC:
    ARGS += ["--topology", os.path.join(FABRIC[0], "topology.ibnd"), "--lfts", os.path.join(FABRIC[0], "opensm-lfts.dump")]


def run(*args):
    p = subprocess.run([NC, *args], cwd=WORK, capture_output=True, text=True, timeout=600)
    if p.returncode < 0 or p.returncode == 4:
        sys.exit(f"{PROP}: FAILED: netcert {' '.join(args)} ended with {p.returncode}: {p.stderr[-1500:]}")
    return p.returncode


def path(name):
    return os.path.join(WORK, name)


def load(name):
    with open(path(name)) as f:
        return json.load(f)


def save(name, doc):
    with open(path(name), "w") as f:
        json.dump(doc, f)


def domains():
    """{param: its choices, or None for an integer} of PROP, as `netcert list --json` declares them."""
    listed = json.loads(subprocess.run([NC, "list", "--json"], capture_output=True, text=True, check=True).stdout)
    prop = next(p for p in listed["properties"] if p["id"] == PROP)
    return {k: v.get("choices") for k, v in prop["params"].items()}


def other_params(params):
    """The params with one value changed inside its domain (an integer + 1, a choice swapped for the next one)."""
    choices = domains()
    out = []
    for k, v in params.items():
        p = dict(params)
        if isinstance(v, int):
            p[k] = v + 1
        elif choices.get(k) and v in choices[k] and len(choices[k]) > 1:
            p[k] = choices[k][(choices[k].index(v) + 1) % len(choices[k])]
        else:
            continue
        out.append(p)
    return out


def journal_mutants(j):
    """(name, mutated journal) for every mutation of a slice journal."""
    n, s = j["indices"], j["slices"]
    yield "done=all", {**j, "done": [[0, s]]}
    yield "done=all,no-failure", {**j, "done": [[0, s]], "first_failure_index": None}
    yield "done=none", {**j, "done": []}
    yield "done=first-half", {**j, "done": [[0, max(1, s // 2)]], "first_failure_index": None}
    for f in sorted({0, 1, n // 2, n - 1}):
        if f < n:
            yield f"failure={f}", {**j, "first_failure_index": f}
    if j.get("first_failure_index") is not None:
        f = j["first_failure_index"]
        yield "failure=null", {**j, "first_failure_index": None}
        if f + 1 < n:
            yield "failure+1", {**j, "first_failure_index": f + 1}
        if f > 0:
            yield "failure-1", {**j, "first_failure_index": f - 1}
    yield "indices+1", {**j, "indices": n + 1}
    if "max" in j:
        width = len(j["max"])
        for e in sorted({0, 1, width // 2, width - 1}):
            if e >= width:
                continue
            for what, change in (("value+1", lambda m, t: (m + 1, t)), ("value=0", lambda m, t: (0, t)),
                                 ("tag+1", lambda m, t: (m, t + 1)), ("tag=0", lambda m, t: (m, 0))):
                k = copy.deepcopy(j)
                k["max"][e], k["max_at"][e] = change(k["max"][e], k["max_at"][e])
                yield f"max[{e}].{what}", k
        k = copy.deepcopy(j)
        k["max"] = [0] * width
        k["max_at"] = [0] * width
        yield "max=zero", k
    if "counts" in j:
        counted = [i for i, c in enumerate(j["counts"]) if c]
        for i in counted[:3]:
            k = copy.deepcopy(j)
            k["counts"][i] = [c + 1 for c in k["counts"][i]]
            yield f"counts[{i}]+1", k
            k = copy.deepcopy(j)
            k["counts"][i] = None
            yield f"counts[{i}]=null", k


def checkpoint_mutants(genuine_exit):
    run(*ARGS, "--checkpoint", "genuine.json")
    genuine = load("genuine.json")
    mutants = [(f"journal.{name}", {**genuine, "journal": j}) for name, j in journal_mutants(genuine["journal"])]
    for p in other_params(genuine["params"]):
        mutants.append((f"params={p}", {**genuine, "params": p}))
    mutants.append(("commit", {**genuine, "commit": "0123456789ab"}))
    count = 0
    for name, doc in mutants:
        save("cp.json", doc)
        rc = run(*ARGS, "--checkpoint", "cp.json")
        if rc == 0 and genuine_exit != 0:
            sys.exit(f"{PROP}: FAILED: checkpoint mutant {name} gives holds (exit 0); the genuine run exits {genuine_exit}")
        count += 1
    return count


def shard_mutants(genuine_exit, m=2):
    names = [f"s{i}.json" for i in range(1, m + 1)]
    for i, n in enumerate(names, 1):
        run(*ARGS, "--shard", f"{i}/{m}", "--json", n)
    genuine = {n: load(n) for n in names}
    count = 0

    def merge_with(label, edited):
        nonlocal count
        for n in names:
            save(n, edited.get(n, genuine[n]))
        files = [n for n in names if edited.get(n, genuine[n]) is not None]
        rc = run("merge", *files)
        if rc == 0 and genuine_exit != 0:
            sys.exit(f"{PROP}: FAILED: shard mutant {label} gives holds (exit 0); the genuine run exits {genuine_exit}")
        count += 1

    for n in names:
        r0 = genuine[n]["results"][0]
        for name, j in journal_mutants(r0["shard"]):
            doc = copy.deepcopy(genuine[n])
            doc["results"][0]["shard"] = {**r0["shard"], **j}
            doc["results"][0]["verdict"] = "holds"
            merge_with(f"{n} {name}", {n: doc})
        for p in other_params(r0["params"]):
            doc = copy.deepcopy(genuine[n])
            doc["results"][0]["params"] = p
            merge_with(f"{n} params={p}", {n: doc})
        doc = copy.deepcopy(genuine[n])
        doc["results"][0]["shard"]["commit"] = "0123456789ab"
        merge_with(f"{n} commit", {n: doc})
    # Shard scope: the first shard relabelled 1/1 and merged alone, with every slice said done.
    doc = copy.deepcopy(genuine[names[0]])
    sh = doc["results"][0]["shard"]
    sh.update(count=1, index=1, done=[[0, sh["slices"]]], first_failure_index=None)
    doc["results"][0]["verdict"] = "holds"
    save(names[0], doc)
    rc = run("merge", names[0])
    if rc == 0 and genuine_exit != 0:
        sys.exit(f"{PROP}: FAILED: shard 1/{m} relabelled 1/1 gives holds")
    return count + 1


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    genuine_exit = run(*ARGS)
    n = checkpoint_mutants(genuine_exit) + shard_mutants(genuine_exit)
    shutil.rmtree(WORK, ignore_errors=True)
    print(f"{PROP}: {n} mutants, no forged holds")


if __name__ == "__main__":
    main()
