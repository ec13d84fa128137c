#!/usr/bin/env python3
"""Replays one forged-journal recipe against the real binary: a checkpoint or
shard report edited by hand must end unknown (exit 3), fails (exit 1) or as an
input error (exit 2, naming the file and JSON path) -- never holds with exit 0,
never a signal, never exit 4 (internal error).

    journal_forgery.py NETCERT WORKDIR RECIPE     (RECIPE: see RECIPES below)

Prints "RECIPE: ok" when every step ended as required."""
import json
import os
import shutil
import subprocess
import sys

NC, WORK, RECIPE = sys.argv[1], sys.argv[2], sys.argv[3]


def fail(why):
    print(f"{RECIPE}: FAILED: {why}")
    sys.exit(1)


def run(*args):
    p = subprocess.run([NC, *args], cwd=WORK, capture_output=True, text=True, timeout=600)
    if p.returncode < 0 or p.returncode == 4:
        fail(f"netcert {' '.join(args)} ended with {p.returncode}: {p.stderr[-2000:]}")
    return p


def expect(allowed, *args, names=()):
    """Runs netcert; its exit must be in `allowed`, and on exit 2 its message names each of `names`."""
    p = run(*args)
    if p.returncode not in allowed:
        fail(f"netcert {' '.join(args)} exit {p.returncode}, expected one of {sorted(allowed)}:\n{p.stdout[-1500:]}{p.stderr[-1500:]}")
    for n in names if p.returncode == 2 else ():
        if n not in p.stderr:
            fail(f"netcert {' '.join(args)}: the message does not name '{n}': {p.stderr[-1500:]}")
    return p


def load(name):
    with open(os.path.join(WORK, name)) as f:
        return json.load(f)


def save(name, doc):
    with open(os.path.join(WORK, name), "w") as f:
        json.dump(doc, f)


def check_args(prop, params):
    out = ["check", prop]
    for p in params:
        out += ["-p", p]
    return out + ["-e", "exhaustive", "--jobs", "1"]


def all_done(journal):
    journal["done"] = [[0, journal["slices"]]]
    journal["first_failure_index"] = None


NOT_HOLDS = {1, 2, 3}


# ---- item: a resumed or merged holds is re-established --------------------

def checkpoint_all_done(prop, params, genuine_exit):
    expect({genuine_exit}, *check_args(prop, params), "--checkpoint", "cp.json")
    cp = load("cp.json")
    all_done(cp["journal"])
    save("cp.json", cp)
    os.makedirs(os.path.join(WORK, "d"), exist_ok=True)
    p = expect(NOT_HOLDS, *check_args(prop, params), "--checkpoint", "cp.json", "--cert", "d", names=("cp.json",))
    if p.returncode == 3 and "cp.json" not in p.stdout + p.stderr:
        fail("the unknown's note does not name the checkpoint")
    for f in os.listdir(os.path.join(WORK, "d")):
        if '"verdict": "holds"' in open(os.path.join(WORK, "d", f)).read():
            fail(f"a holds certificate was written: {f}")


def checkpoint_copied_journal(prop, good_params, bad_params):
    expect({0}, *check_args(prop, good_params), "--checkpoint", "good.json")
    expect({1}, *check_args(prop, bad_params), "--checkpoint", "bad.json")
    bad = load("bad.json")
    bad["journal"] = load("good.json")["journal"]
    save("bad.json", bad)
    expect(NOT_HOLDS, *check_args(prop, bad_params), "--checkpoint", "bad.json", names=("bad.json",))


def shard_reports(prop, params, m, prefix="s"):
    names = []
    for i in range(1, m + 1):
        name = f"{prefix}{i}.json"
        expect({0, 1, 3}, *check_args(prop, params), "--shard", f"{i}/{m}", "--json", name)
        names.append(name)
    return names


def forge_all_pass(names):
    """Each shard edited to say every slice it owns passed (holds, no failure)."""
    for n in names:
        doc = load(n)
        r = doc["results"][0]
        sh = r["shard"]
        r["verdict"] = "holds"
        sh["done"] = [[s, s + 1] for s in range(sh["index"] - 1, sh["slices"], sh["count"])]
        sh["first_failure_index"] = None
        save(n, doc)


def merged_all_pass(prop, params, m):
    names = shard_reports(prop, params, m)
    forge_all_pass(names)
    expect(NOT_HOLDS, "merge", *names, names=("s1.json",))


def merged_relabelled_alone():
    names = shard_reports("oft.conflict_free", ["r=4", "reading=shared"], 2)
    doc = load(names[0])
    doc["results"][0]["shard"]["count"] = 1
    save(names[0], doc)
    forge_all_pass(names[:1])
    expect(NOT_HOLDS, "merge", names[0])


def merged_params_edited():
    names = shard_reports("oft.conflict_free", ["r=4", "reading=per-processor"], 2)
    forge_all_pass(names)
    for n in names:
        doc = load(n)
        doc["results"][0]["params"]["reading"] = "shared"
        save(n, doc)
    expect(NOT_HOLDS, "merge", *names)


def merged_other_build():
    names = shard_reports("oft.conflict_free", ["r=4", "reading=per-processor"], 2)
    for n in names:
        doc = load(n)
        doc["results"][0]["shard"]["commit"] = "0123456789ab"
        save(n, doc)
    expect({2}, "merge", *names, names=("s1.json", "results[0].shard.commit"))


# ---- item: no edit of a checkpoint or shard report crashes netcert ---------

def diameter_max_at():
    names = shard_reports("oft.diameter", ["r=4", "reading=links"], 2)
    doc = load(names[0])
    doc["results"][0]["shard"]["max_at"][1] = 12
    save(names[0], doc)
    expect({2}, "merge", *names, names=("s1.json", "results[0].shard.max"))
    args = check_args("oft.diameter", ["r=4", "reading=links"])
    expect({1}, *args, "--checkpoint", "cp.json")
    cp = load("cp.json")
    cp["journal"]["max_at"][1] = 12
    save("cp.json", cp)
    expect({2}, *args, "--checkpoint", "cp.json", names=("cp.json", "journal.max"))


def failure_index_sweep(prop, params, genuine_exit, limit=64):
    """Every first_failure_index (up to `limit` of them, spread over the loop) in a checkpoint."""
    args = check_args(prop, params)
    expect({genuine_exit}, *args, "--checkpoint", "cp.json")
    genuine = load("cp.json")
    n = genuine["journal"]["indices"]
    step = max(1, n // limit)
    for i in sorted(set(list(range(0, n, step)) + [n - 1])):
        cp = json.loads(json.dumps(genuine))
        cp["journal"]["first_failure_index"] = i
        save("cp.json", cp)
        expect({1, 2}, *args, "--checkpoint", "cp.json", names=("cp.json", "journal.first_failure_index"))


def checkpoint_misfits():
    args = check_args("oft.conflict_free", ["r=6", "reading=per-processor"])
    expect({0}, *args, "--checkpoint", "cp.json")
    genuine = load("cp.json")
    for field, value in (("indices", genuine["journal"]["indices"] + 1), ("first_failure_index", 0)):
        cp = json.loads(json.dumps(genuine))
        cp["journal"][field] = value
        save("cp.json", cp)
        expect({2}, *args, "--checkpoint", "cp.json", names=("--checkpoint cp.json", "journal."))


def shard_wrong_types():
    names = shard_reports("oft.conflict_free", ["r=4", "reading=per-processor"], 2)
    saved = {n: load(n) for n in names}
    edits = (("seconds", "results[0].seconds", lambda d: d["results"][0], "x"),
             ("netcert", "netcert", lambda d: d, 1),
             ("property", "property", lambda d: d, 1),
             ("engine", "results[0].engine", lambda d: d["results"][0], 1),
             ("note", "results[0].note", lambda d: d["results"][0], 1),
             ("commit", "results[0].shard.commit", lambda d: d["results"][0]["shard"], 1),
             ("r", "results[0].params.r", lambda d: d["results"][0]["params"], 99))
    for key, path, at, value in edits:
        doc = json.loads(json.dumps(saved[names[1]]))
        at(doc)[key] = value
        save(names[1], doc)
        expect({2}, "merge", *names, names=(names[1], path))
    save(names[1], saved[names[1]])


RECIPES = {
    "checkpoint_all_done_nonblocking": lambda: checkpoint_all_done(
        "fattree.nonblocking_degree", ["n=3", "degrees=one-less"], 1),
    "checkpoint_all_done_conflict_free": lambda: checkpoint_all_done(
        "oft.conflict_free", ["r=4", "reading=shared"], 1),
    "checkpoint_copied_journal": lambda: checkpoint_copied_journal(
        "fattree.nonblocking_degree", ["n=3", "degrees=nonblocking"], ["n=3", "degrees=one-less"]),
    "checkpoint_copied_reduction": lambda: checkpoint_copied_journal(
        "fattree.bound_tight", ["n=4", "family=bitreverse"], ["n=4", "family=rotator"]),
    "merged_all_pass_conflict_free": lambda: merged_all_pass("oft.conflict_free", ["r=4", "reading=shared"], 2),
    "merged_all_pass_nonblocking": lambda: merged_all_pass(
        "fattree.nonblocking_degree", ["n=3", "degrees=one-less"], 3),
    "merged_relabelled_alone": merged_relabelled_alone,
    "merged_params_edited": merged_params_edited,
    "merged_other_build": merged_other_build,
    "diameter_max_at": diameter_max_at,
    "chip_counts_failure_index": lambda: failure_index_sweep("butterfly.chip_counts", ["u=3"], 0),
    "all_to_all_failure_index": lambda: failure_index_sweep("oft.all_to_all", ["r=4"], 0),
    "proof_steps_failure_index": lambda: failure_index_sweep("fattree.proof_steps", ["n=3"], 0),
    "connection_counts_failure_index": lambda: failure_index_sweep("tswitch.connection_counts", ["k=4"], 0),
    "ump_failure_index": lambda: failure_index_sweep("fattree.ump", ["n=3"], 0),
    "checkpoint_misfits": checkpoint_misfits,
    "shard_wrong_types": shard_wrong_types,
}

if __name__ == "__main__":
    if RECIPE not in RECIPES:
        print(f"unknown recipe {RECIPE}; known: {' '.join(RECIPES)}")
        sys.exit(2)
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    RECIPES[RECIPE]()
    shutil.rmtree(WORK, ignore_errors=True)
    print(f"{RECIPE}: ok")
