#!/usr/bin/python3
"""`netcert schema` against the files the project ships and the files netcert writes.

Usage: schema_validate.py NETCERT SRC WORKDIR

Every schema `netcert schema` lists must be a valid JSON Schema (draft 2020-12, Debian's
python3-jsonschema). Then, with the parser as the judge of what is good input:
- every schedule file in examples/ and tests/data that check-schedule accepts (exit 0, 1 or 3)
  validates against its kind's schema, and check-schedule's --json report against schedule-report;
- every suite in proofs/suites and tests/data, the certificates, checkpoints and shard reports in
  tests/data, and the outputs of real runs (check, merge, table, suite, list, --cert, --checkpoint,
  --shard) validate against theirs;
- the known-bad inputs below are refused by netcert (the exit code given) and by the schema too.
"""
import json
import os
import shutil
import subprocess
import sys

import jsonschema

NETCERT, SRC, WORK = sys.argv[1], sys.argv[2], sys.argv[3]

# Inputs the parser refuses that the schema must refuse too: path -> (netcert command, exit code).
SCHEDULE = ["check-schedule"]
SUITE = ["suite"]
CERT = ["verify-cert"]
KNOWN_BAD = {
    "examples/fattree/not-a-permutation-n3.json": (SCHEDULE, 2),
    "tests/data/hostile/fattree_n_overflow.json": (SCHEDULE, 2),
    "tests/data/hostile/tswitch_traffc.json": (SCHEDULE, 2),
    "tests/data/hostile/tswitch_params_typo.json": (SCHEDULE, 2),
    "tests/data/regressions/schedule_kary_ntree/tswitch_k1_below_range.json": (SCHEDULE, 2),
    "tests/data/tswitch/repeated_port.json": (SCHEDULE, 2),
    "tests/data/hostile/lcan_trials_negative.json": (SCHEDULE, 2),
    "tests/data/lcan/repeated.json": (SCHEDULE, 2),
    "tests/data/hostile/oft_r_huge.json": (SCHEDULE, 2),
    "tests/data/oft/bad_char.json": (SCHEDULE, 2),
    "tests/data/hostile/butterfly_key_typo.json": (SCHEDULE, 2),
    "tests/data/butterfly/bad_half_u2.json": (SCHEDULE, 2),
    "tests/data/fabric/bad/description_unknown_property.json": (SCHEDULE, 2),
    "tests/data/hostile/suite_entry_engin.json": (SUITE, 2),
    "tests/data/hostile/suite_entry_expct.json": (SUITE, 2),
    "tests/data/hostile/suite_timeout_negative.json": (SUITE, 2),
    "tests/data/hostile/suite_timeout_string.json": (SUITE, 2),
    "tests/data/hostile/suite_property_number.json": (SUITE, 2),
    "tests/data/hostile/suite_description_number.json": (SUITE, 2),
    "tests/data/hostile/suite_no_checks.json": (SUITE, 2),
    "tests/data/hostile/suite_empty_object.json": (SUITE, 2),
    "tests/data/hostile/suite_check_typo.json": (SUITE, 2),
    "tests/data/hostile/cert_missing_engine.cert.json": (CERT, 1),
    "tests/data/hostile/cert_missing_params.cert.json": (CERT, 1),
    "tests/data/hostile/cert_missing_witness.cert.json": (CERT, 1),
}

# Suites the suite tests run and pass: good by construction (not run again here; seeds.json takes minutes).
GOOD_SUITE_DIRS = ["proofs/suites", "tests/data/junit", "tests/data/suite", "tests/data/fattree"]
SCHEDULE_DIRS = ["examples", "tests/data"]

failures = []
counts = {}


def netcert(*args, check_exit=None):
    proc = subprocess.run([NETCERT, *args], capture_output=True, text=True, cwd=WORK, timeout=600)
    if check_exit is not None and proc.returncode not in check_exit:
        failures.append(f"netcert {' '.join(args)}: exit {proc.returncode}, expected {check_exit}: {proc.stderr.strip()}")
    return proc


def schema_names():
    text = netcert("schema", check_exit=[0]).stdout
    names = []
    for line in text.splitlines()[2:]:  # header and its rule
        if not line or line[0] == " ":
            continue  # a wrapped row's continuation, or the footer's blank line
        if line.startswith("`"):
            break
        names.append(line.split()[0])
    return names


def validator(name, cache={}):
    if name not in cache:
        proc = netcert("schema", name, check_exit=[0])
        schema = json.loads(proc.stdout)
        jsonschema.Draft202012Validator.check_schema(schema)
        cache[name] = jsonschema.Draft202012Validator(schema)
    return cache[name]


def errors_of(name, doc):
    return sorted(validator(name).iter_errors(doc), key=lambda e: list(e.absolute_path))


def expect_valid(name, doc, what):
    counts[name] = counts.get(name, 0) + 1
    errs = errors_of(name, doc)
    if errs:
        e = errs[0]
        failures.append(f"{what}: not valid against `netcert schema {name}`: "
                        f"{'/'.join(map(str, e.absolute_path)) or '(top level)'}: {e.message[:300]}")


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None  # not JSON, or nested deeper than Python reads: the hostile parse tests cover these


def rel(path):
    return os.path.relpath(path, SRC)


def json_files(top):
    for root, dirs, files in os.walk(os.path.join(SRC, top)):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".json"):
                yield os.path.join(root, f)


def kind_of(doc):
    if not isinstance(doc, dict):
        return None
    if isinstance(doc.get("network"), str) and isinstance(doc.get("kind"), str):
        return doc["network"] + "/" + doc["kind"]
    if "netcert_certificate" in doc:
        return "certificate"
    if "netcert_checkpoint" in doc:
        return "checkpoint"
    if "results" in doc and "property" in doc:
        shard = all(isinstance(r, dict) and "shard" in r for r in doc["results"])
        return "shard-report" if shard and doc["results"] else "check-report"
    return None


def check_schedules(names):
    """Every schedule file: the parser (check-schedule) decides whether it is good input."""
    rejected_by_parser_only = 0
    for top in SCHEDULE_DIRS:
        for path in json_files(top):
            doc = load(path)
            kind = kind_of(doc)
            if kind not in names or "/" not in kind or rel(path) in KNOWN_BAD:
                continue
            proc = netcert("check-schedule", path, "--json", "-", "--timeout", "5", "--quiet")
            if proc.returncode == 2:
                rejected_by_parser_only += not errors_of(kind, doc)
                continue
            expect_valid(kind, doc, rel(path))
            try:
                expect_valid("schedule-report", json.loads(proc.stdout), f"check-schedule --json {rel(path)}")
            except ValueError:
                failures.append(f"check-schedule {rel(path)}: exit {proc.returncode} without a JSON report")
    print(f"schedule files the parser refuses on rules beyond the schema: {rejected_by_parser_only}")


def check_shipped_files():
    for top in GOOD_SUITE_DIRS:
        for path in json_files(top):
            doc = load(path)
            if isinstance(doc, dict) and "suite" in doc:
                expect_valid("suite", doc, rel(path))
    for path in json_files("tests/data/scale"):
        kind = kind_of(load(path))
        if kind:
            expect_valid(kind, load(path), rel(path))
    for path in json_files("tests/data/hostile/certs"):
        expect_valid("certificate", load(path), rel(path))  # well-formed; the forgery is in the evidence


def check_known_bad():
    for path, (command, code) in KNOWN_BAD.items():
        full = os.path.join(SRC, path)
        doc = load(full)
        kind = {"check-schedule": kind_of(doc), "suite": "suite", "verify-cert": "certificate"}[command[0]]
        proc = netcert(*command, full)
        if proc.returncode != code:
            failures.append(f"{path}: netcert {command[0]} exit {proc.returncode}, expected {code} (a known-bad input)")
        if doc is None or kind is None or not errors_of(kind, doc):
            failures.append(f"{path}: netcert refuses it, but `netcert schema {kind}` accepts it")
    print(f"known-bad inputs refused by netcert and by the schema: {len(KNOWN_BAD)}")


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def check_outputs():
    """Outputs of real runs, and what they write to be read back."""
    certs = os.path.join(WORK, "certs")
    shutil.rmtree(certs, ignore_errors=True)
    proc = netcert("check", "fattree.ump", "-p", "n=1..2", "-e", "all", "--cert", certs, "--json", "-", "-q",
                   check_exit=[0])
    expect_valid("check-report", json.loads(proc.stdout), "check fattree.ump --json")
    proc = netcert("check", "oft.conflict_free", "-p", "r=3", "-p", "reading=shared", "-e", "exhaustive",
                   "--cert", certs, "--json", "-", "-q", check_exit=[1])
    expect_valid("check-report", json.loads(proc.stdout), "check oft.conflict_free reading=shared --json (fails)")
    for f in sorted(os.listdir(certs)):
        expect_valid("certificate", read_json(os.path.join(certs, f)), f"certificate {f}")
    checkpoint = os.path.join(WORK, "r5.checkpoint.json")
    if os.path.exists(checkpoint):
        os.remove(checkpoint)
    netcert("check", "oft.conflict_free", "-p", "r=5", "-e", "exhaustive", "--checkpoint", checkpoint, "-q",
            check_exit=[0])
    expect_valid("checkpoint", read_json(checkpoint), "check --checkpoint FILE")
    shards = []
    for i in (1, 2):
        shards.append(os.path.join(WORK, f"r5_shard{i}.json"))
        netcert("check", "oft.conflict_free", "-p", "r=5", "-e", "exhaustive", "--shard", f"{i}/2",
                "--json", shards[-1], "-q", check_exit=[0])
        expect_valid("shard-report", read_json(shards[-1]), f"check --shard {i}/2 --json")
    proc = netcert("merge", *shards, "--json", "-", "-q", check_exit=[0])
    expect_valid("check-report", json.loads(proc.stdout), "merge --json")
    proc = netcert("table", "fattree-degrees", "-p", "n=4", "--format", "json", check_exit=[0])
    expect_valid("table-report", json.loads(proc.stdout), "table fattree-degrees --format json")
    suite = os.path.join(SRC, "tests/data/hostile/suite_refuted_as_recorded.json")
    proc = netcert("suite", suite, "--json", "-", "-q", check_exit=[0])
    expect_valid("suite-report", json.loads(proc.stdout), "suite --json")
    proc = netcert("list", "--json", check_exit=[0])
    expect_valid("list-report", json.loads(proc.stdout), "list --json")


def check_shard_report_needs_a_shard():
    """A report without its journal is refused by merge (exit 2) and by the schema."""
    doc = read_json(os.path.join(SRC, "tests/data/scale/r5_shard1of2.json"))
    del doc["results"][0]["shard"]
    bad = os.path.join(WORK, "shard_without_journal.json")
    with open(bad, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    netcert("merge", bad, check_exit=[2])
    if not errors_of("shard-report", doc):
        failures.append("a shard report without results[0].shard: merge refuses it, the schema accepts it")


def main():
    os.makedirs(WORK, exist_ok=True)
    names = schema_names()
    wanted = {"suite", "certificate", "checkpoint", "shard-report", "check-report", "schedule-report",
              "table-report", "suite-report", "list-report"}
    schedules = netcert("schedules", check_exit=[0]).stdout.splitlines()[2:]
    wanted |= {line.split()[0] + "/" + line.split()[1] for line in schedules if line and line[0] != " "}
    for missing in sorted(wanted - set(names)):
        failures.append(f"`netcert schema` does not list {missing}")
    for name in names:
        validator(name)
    check_schedules(set(names))
    check_shipped_files()
    check_known_bad()
    check_outputs()
    check_shard_report_needs_a_shard()
    print("validated: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
