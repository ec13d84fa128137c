#!/usr/bin/env python3
"""Writes the journal edits that once crashed netcert or reached an engine
unchecked as regression inputs of the `checkpoint` and `shard_report` fuzz
harnesses (tests/fuzz/journal_harnesses.cpp; ctest fuzz.replay.checkpoint and
fuzz.replay.shard_report replay them in every build). Genuine checkpoints and
shard reports of the harnesses' small runs are written by NETCERT, then edited.

    make_journal_regressions.py NETCERT       (run from anywhere; writes beside this file)
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NC = sys.argv[1]


def args(prop, params):
    return ["check", prop] + [a for p in params for a in ("-p", p)] + ["-e", "exhaustive", "--jobs", "1"]


def checkpoint_of(tmp, prop, params):
    path = os.path.join(tmp, "cp.json")
    if os.path.exists(path):
        os.remove(path)
    subprocess.run([NC, *args(prop, params), "--checkpoint", path], capture_output=True)
    with open(path) as f:
        return json.load(f)


def shards_of(tmp, prop, params, m=2):
    out = []
    for i in range(1, m + 1):
        path = os.path.join(tmp, f"s{i}.json")
        subprocess.run([NC, *args(prop, params), "--shard", f"{i}/{m}", "--json", path], capture_output=True)
        with open(path) as f:
            out.append(json.load(f))
    return out


def write(harness, name, doc):
    os.makedirs(os.path.join(HERE, harness), exist_ok=True)
    with open(os.path.join(HERE, harness, name + ".json"), "w") as f:
        json.dump(doc, f)
        f.write("\n")


def edited(doc, edit):
    doc = json.loads(json.dumps(doc))
    edit(doc)
    return doc


def checkpoints(tmp):
    def failure(i):
        return lambda d: d["journal"].update(first_failure_index=i)

    def all_done(d):
        d["journal"].update(done=[[0, d["journal"]["slices"]]], first_failure_index=None)

    for prop, params, name, edit in (
            ("oft.diameter", ["r=3", "reading=links"], "oft_diameter_max_at_tag",
             lambda d: d["journal"]["max_at"].__setitem__(1, 6)),
            ("butterfly.chip_counts", ["u=3"], "butterfly_chip_counts_failure_0", failure(0)),
            ("oft.all_to_all", ["r=3"], "oft_all_to_all_failure_15", failure(15)),
            ("fattree.proof_steps", ["n=3"], "fattree_proof_steps_failure_4", failure(4)),
            ("fattree.ump", ["n=3"], "fattree_ump_failure_1", failure(1)),
            ("tswitch.connection_counts", ["k=4"], "tswitch_connection_counts_failure_last",
             lambda d: d["journal"].update(first_failure_index=d["journal"]["indices"] - 1)),
            ("oft.conflict_free", ["r=3", "reading=shared"], "oft_conflict_free_all_done", all_done),
            ("fattree.nonblocking_degree", ["n=2", "degrees=one-less"], "fattree_nonblocking_all_done", all_done),
            ("oft.conflict_free", ["r=3", "reading=shared"], "oft_conflict_free_indices_plus_1",
             lambda d: d["journal"].update(indices=d["journal"]["indices"] + 1)),
            ("fattree.bound_tight", ["n=4", "family=rotator"], "fattree_bound_tight_max_zeroed",
             lambda d: d["journal"].update(max=[0] * len(d["journal"]["max"]))),
            ("oft.counts", ["r=4"], "oft_counts_counts_plus_1",
             lambda d: d["journal"]["counts"].__setitem__(0, [c + 1 for c in d["journal"]["counts"][0]]))):
        write("checkpoint", name, edited(checkpoint_of(tmp, prop, params), edit))


def shard_reports(tmp):
    def first(edit):
        return lambda pair: edit(pair[0]["results"][0])

    for prop, params, name, edit in (
            ("oft.diameter", ["r=3", "reading=links"], "oft_diameter_max_at_tag",
             first(lambda r: r["shard"]["max_at"].__setitem__(1, 6))),
            ("butterfly.chip_counts", ["u=3"], "butterfly_chip_counts_failure_0",
             first(lambda r: r["shard"].update(first_failure_index=0))),
            ("oft.conflict_free", ["r=3", "reading=shared"], "oft_conflict_free_seconds_string",
             first(lambda r: r.update(seconds="x"))),
            ("oft.conflict_free", ["r=3", "reading=shared"], "oft_conflict_free_commit_number",
             first(lambda r: r["shard"].update(commit=1))),
            ("oft.conflict_free", ["r=3", "reading=shared"], "oft_conflict_free_never_sliced",
             lambda pair: [p["results"][0]["shard"].update(sliced=False) for p in pair])):
        pair = shards_of(tmp, prop, params)
        edit(pair)
        write("shard_report", name, pair)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="netcert-regressions-") as tmp:
        checkpoints(tmp)
        shard_reports(tmp)
