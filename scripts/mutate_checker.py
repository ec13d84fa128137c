#!/usr/bin/env python3
"""Mutation check of netcert's independent checker (scripts/mutate-checker.sh runs it).

Applies each mutant of a fixed list (tests/mutants/checker.jsonl: one JSON object per
line, {"id", "file", "find", "replace"} and optionally "equivalent": reason) to a scratch
copy of the source tree, one at a time, rebuilds that copy incrementally and runs the
tests relevant to the mutated file, cheapest first, stopping at the first that fails:

  unit     the Catch2 test files that include the file's header (or its mirror test)
  forge    tests/forge/run_forge.sh on the paper's corpus (every certificate kind)
  mobical  netcert_mobical --kind PAPER (differential tester), when the paper has one

A mutant is "killed" when a stage fails (or times out), "survived" when all pass, and
"stillborn" when it does not compile (the list is stale). The user's tree is never
edited: the copy lives in --work (default build-mutants/, which .gitignore covers).
No C++ mutation tool is packaged in Debian, hence this small driver of our own.
"""
import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

PAPERS = ("fattree", "butterfly", "tswitch", "oft", "lcan", "fabric")
PAPER_ALIASES = {"kary": "tswitch", "tlcan": "lcan"}
MOBICAL_KINDS = ("fattree", "butterfly", "tswitch", "oft", "lcan")


def read_mutants(path):
    mutants = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                m = json.loads(line)
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{number}: not a JSON object: {e}")
            missing = {"id", "file", "find", "replace"} - set(m)
            if missing:
                sys.exit(f"{path}:{number}: missing {sorted(missing)}")
            mutants.append(m)
    ids = [m["id"] for m in mutants]
    if len(ids) != len(set(ids)):
        sys.exit(f"{path}: duplicate mutant ids")
    return mutants


def check_applicable(repo, mutants):
    """Every mutant's pattern must occur exactly once in its file: a stale list fails."""
    stale = []
    for m in mutants:
        path = os.path.join(repo, m["file"])
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        count = text.count(m["find"])
        if count != 1:
            stale.append(f"{m['id']}: '{m['find']}' occurs {count} times in {m['file']}")
    return stale


def coverage_gaps(repo, mutants):
    """Files of src/check and properties/*_verify.cpp with fewer than two mutants."""
    wanted = [f"src/check/{n}" for n in sorted(os.listdir(os.path.join(repo, "src/check"))) if n.endswith(".cpp")]
    wanted += [f"properties/{n}" for n in sorted(os.listdir(os.path.join(repo, "properties")))
               if n.endswith("_verify.cpp") or n == "verify_certificate.cpp"]
    counts = {f: 0 for f in wanted}
    for m in mutants:
        counts[m["file"]] = counts.get(m["file"], 0) + 1
    return [f"{f} has {n} mutant(s)" for f, n in counts.items() if f in wanted and n < 2]


def paper_of(file):
    base = os.path.basename(file)
    head = base.split("_")[0].split(".")[0]
    head = PAPER_ALIASES.get(head, head)
    return head if head in PAPERS else None


def unit_tags(repo, file):
    """Catch2 filename tags of the test files that include the mutated file's header."""
    d, base = os.path.split(file)
    stem = base[:-len(".cpp")]
    headers = []
    if os.path.exists(os.path.join(repo, d, stem + ".hpp")):
        headers.append(f"{os.path.basename(d)}/{stem}.hpp")
    if stem.endswith("_verify"):
        headers.append(f"properties/{stem[:-len('_verify')]}.hpp")
    tests = set()
    for root, _, names in os.walk(os.path.join(repo, "tests")):
        for n in names:
            if not n.endswith("Test.cpp"):
                continue
            text = open(os.path.join(root, n), encoding="utf-8").read()
            if any(f'#include "{h}"' in text for h in headers):
                tests.add(n[:-len(".cpp")])
    mirror = "".join(w.capitalize() for w in stem.split("_")) + "Test"
    if os.path.exists(os.path.join(repo, "tests/check", mirror + ".cpp")):
        tests.add(mirror)
    paper = paper_of(file)
    # A helper only other checker files include, or a property's verifier (tests reach it through the
    # catalogue, not its header): the paper's checker and property tests.
    if paper and (not tests or stem.endswith("_verify")):
        prefix = paper.capitalize()
        for d in ("tests/check", "tests/properties", "tests/search"):
            tests |= {n[:-len(".cpp")] for n in os.listdir(os.path.join(repo, d))
                      if n.startswith(prefix) and n.endswith("Test.cpp")}
    return ",".join(f"[#{t}]" for t in sorted(tests))


def sync_tree(repo, src):
    """Copies the repo's tracked and untracked-but-not-ignored files into src; files
    whose bytes are unchanged keep their mtime, so the rebuild stays incremental."""
    listed = subprocess.run(["git", "-C", repo, "ls-files", "-co", "--exclude-standard", "-z"],
                            check=True, capture_output=True).stdout.decode().split("\0")
    keep = set()
    for rel in filter(None, listed):
        a, b = os.path.join(repo, rel), os.path.join(src, rel)
        if not os.path.isfile(a) or os.path.islink(a):
            continue
        keep.add(rel)
        data = open(a, "rb").read()
        if os.path.exists(b) and open(b, "rb").read() == data:
            continue
        os.makedirs(os.path.dirname(b), exist_ok=True)
        shutil.copy2(a, b)
    for root, dirs, names in os.walk(src):
        if root == src:
            dirs[:] = [d for d in dirs if d != "build"]  # the copy's own build tree
        for n in names:
            rel = os.path.relpath(os.path.join(root, n), src)
            if rel not in keep:
                os.remove(os.path.join(root, n))


class Runner:
    def __init__(self, args, src, build, log):
        self.args, self.src, self.build, self.log = args, src, build, log
        self.baseline = {}  # command -> the unmutated copy passes it
        # RapidCheck pinned as ctest pins it, so a unit stage is reproducible.
        self.env = dict(os.environ, CCACHE_BASEDIR=src, RC_PARAMS="seed=20261122 max_success=60 verbose_progress=0")

    def run(self, cmd, timeout, cwd=None):
        """(exit code, seconds); a timeout is exit code 124."""
        start = time.monotonic()
        with open(self.log, "a") as out:
            out.write(f"\n$ {' '.join(cmd)}\n")
            out.flush()
            try:
                rc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, env=self.env,
                                    timeout=timeout).returncode
            except subprocess.TimeoutExpired:
                out.write(f"(timed out after {timeout} s)\n")
                rc = 124
        return rc, time.monotonic() - start

    def configure(self):
        if os.path.exists(os.path.join(self.build, "CMakeCache.txt")):
            return 0
        # The build tree sits where the checkout's does (TREE/build) and the tests read the checkout's
        # tests/data: compile commands are then the checkout's, relative to CCACHE_BASEDIR, and ccache
        # serves every object but the mutated one.
        cmd = ["cmake", "-S", self.src, "-B", self.build, "-DCMAKE_BUILD_TYPE=Release",
               f"-DNETCERT_TEST_SOURCE_DIR={self.args.repo}"]
        cmd += self.args.cmake_arg  # e.g. the checkout's -DNETCERT_MPI=ON, so its objects are reused
        if shutil.which("ld.lld"):  # every mutant relinks four programs: lld links them several times faster
            cmd.append("-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld")
        rc, _ = self.run(cmd, 600)
        return rc

    def build_targets(self, targets):
        rc, _ = self.run(["cmake", "--build", self.build, "-j", str(self.args.jobs), "--target", *targets], 3600)
        return rc == 0

    def stages(self, m):
        """(name, targets, command, cwd) per relevant test, cheapest first."""
        b, s = self.build, self.src
        out = []
        tags = unit_tags(s, m["file"])
        if tags:
            out.append(("unit", ["netcert_tests"], [f"{b}/tests/netcert_tests", "-#", tags], s))
        paper = paper_of(m["file"])
        papers = [paper] if paper else list(PAPERS)
        if "forge" in self.args.stages:
            for p in papers:
                out.append((f"forge.{p}", ["netcert", "netcert_forge"],
                            [f"{s}/tests/forge/run_forge.sh", f"{b}/netcert", f"{b}/tests/netcert_forge",
                             f"{s}/tests/forge/corpus/{p}.txt", f"{b}/mutant-forge-{p}"], s))
        if "mobical" in self.args.stages:
            for p in papers:
                if p in MOBICAL_KINDS:
                    out.append((f"mobical.{p}", ["netcert_mobical"],
                                [f"{b}/tests/netcert_mobical", "--kind", p, "--seed", "20261123", "--cases", "2000",
                                 "--seconds", "20"], s))
        return [st for st in out if st[0].split(".")[0] in self.args.stages]


def apply_mutant(src, m):
    path = os.path.join(src, m["file"])
    text = open(path, encoding="utf-8").read()
    if text.count(m["find"]) != 1:
        return None
    open(path, "w", encoding="utf-8").write(text.replace(m["find"], m["replace"]))
    return text


def mutated_outcome(runner, m, start):
    """(status, stage, the stage's build targets, command, cwd) with the mutant applied."""
    for name, targets, cmd, cwd in runner.stages(m):
        if not runner.build_targets(targets):
            return "stillborn", name + " build", None
        rc, _ = runner.run(cmd, runner.args.test_timeout, cwd)
        if rc != 0:
            return "killed", name + (" (timeout)" if rc == 124 else ""), (targets, cmd, cwd)
    return "survived", "-", None


def run_mutant(runner, m):
    original = apply_mutant(runner.src, m)
    if original is None:
        return "stale", "-", 0.0
    start = time.monotonic()
    try:
        status, by, killer = mutated_outcome(runner, m, start)
    finally:
        open(os.path.join(runner.src, m["file"]), "w", encoding="utf-8").write(original)
    # A kill counts only if the unmutated copy passes that command (checked once per command, lazily,
    # unless --baseline ran every command up front).
    if killer and runner.args.baseline == "none":
        return status, by, time.monotonic() - start
    if killer and tuple(killer[1]) not in runner.baseline:
        targets, cmd, cwd = killer
        runner.baseline[tuple(cmd)] = runner.build_targets(targets) and runner.run(cmd, runner.args.test_timeout, cwd)[0] == 0
    if killer and not runner.baseline[tuple(killer[1])]:
        status, by = "unjudged", by + ": fails unmutated too"
    return status, by, time.monotonic() - start


def baseline_passes(runner, chosen):
    """The unmutated copy must pass every stage the chosen mutants are judged by."""
    seen = set()
    for m in chosen:
        for name, targets, cmd, cwd in runner.stages(m):
            if tuple(cmd) in seen:
                continue
            seen.add(tuple(cmd))
            runner.baseline[tuple(cmd)] = runner.build_targets(targets) and \
                runner.run(cmd, runner.args.test_timeout, cwd)[0] == 0
            if not runner.baseline[tuple(cmd)]:
                print(f"mutate-checker: the unmutated tree fails {name}: {' '.join(cmd)} (see {runner.log})",
                      file=sys.stderr)
                return False
    print(f"mutate-checker: baseline: the unmutated tree passes all {len(seen)} test commands")
    return True


def sample(mutants, count, seed):
    """A rotating sample: the order is a hash of (seed, id), so each day or commit draws others."""
    key = lambda m: hashlib.sha256(f"{seed}:{m['id']}".encode()).hexdigest()
    return sorted(mutants, key=key)[:count]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", default=os.path.join(repo, "tests/mutants/checker.jsonl"))
    ap.add_argument("--work", default=os.path.join(repo, "build-mutants"), help="scratch copy and its build tree")
    ap.add_argument("--only", action="append", default=[], help="mutant id (repeatable)")
    ap.add_argument("--sample", type=int, default=0, help="run N mutants drawn by --seed (CI)")
    ap.add_argument("--seed", default=datetime.date.today().isoformat(), help="sample seed (default: today)")
    ap.add_argument("--budget", type=float, default=0, help="start no new mutant after this many seconds")
    ap.add_argument("--stages", default="unit,forge,mobical", help="comma list of unit, forge, mobical")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cmake-arg", action="append", default=[],
                    help="configure option of the scratch copy (repeatable); give the checkout's own")
    ap.add_argument("--test-timeout", type=int, default=900, help="seconds per test stage (a hang is a kill)")
    ap.add_argument("--results", help="append one JSON line per mutant here")
    ap.add_argument("--baseline", choices=("all", "lazy", "none"), default="lazy",
                    help="the unmutated copy must pass a command for a kill by it to count: all commands first, "
                         "each killing command once (default), or none (CI: ctest just ran them)")
    ap.add_argument("--validate", action="store_true", help="only check that the list applies and covers every file")
    ap.add_argument("--dry-run", action="store_true", help="print each chosen mutant's test stages, build nothing")
    args = ap.parse_args()
    args.stages = set(args.stages.split(","))

    mutants = read_mutants(args.list)
    problems = check_applicable(repo, mutants) + coverage_gaps(repo, mutants)
    for p in problems:
        print(f"mutate-checker: list: {p}", file=sys.stderr)
    if problems:
        return 2
    print(f"mutate-checker: {len(mutants)} mutants, each applies once; every checker file has two or more")
    if args.validate:
        return 0
    chosen = [m for m in mutants if not args.only or m["id"] in args.only]
    if args.sample:
        chosen = sample(chosen, args.sample, args.seed)
        print(f"mutate-checker: sample of {len(chosen)} drawn with seed {args.seed}: "
              + ", ".join(m["id"] for m in chosen))

    if args.dry_run:
        runner = Runner(args, repo, os.path.join(args.work, "tree", "build"), os.devnull)
        for m in chosen:
            print(f"{m['id']}: " + " | ".join(f"{name}: {' '.join(cmd[1:] if name == 'unit' else cmd[:1])}"
                                             for name, _, cmd, _ in runner.stages(m)))
        return 0
    args.repo = repo
    src = os.path.join(args.work, "tree")
    build = os.path.join(src, "build")
    os.makedirs(src, exist_ok=True)
    sync_tree(repo, src)
    log = os.path.join(args.work, "mutants.log")
    runner = Runner(args, src, build, log)
    if runner.configure() != 0:
        print(f"mutate-checker: cmake failed, see {log}", file=sys.stderr)
        return 4
    # Build the unmutated copy first, so a mutant's time is its own incremental rebuild and tests.
    start = time.monotonic()
    if not runner.build_targets(sorted({t for m in chosen for st in runner.stages(m) for t in st[1]})):
        print(f"mutate-checker: the unmutated copy does not build, see {log}", file=sys.stderr)
        return 4
    print(f"mutate-checker: scratch copy built in {time.monotonic() - start:.0f} s ({src})", flush=True)
    if args.baseline == "all" and not baseline_passes(runner, chosen):
        return 4
    start = time.monotonic()
    results = []
    bad = 0
    for m in chosen:
        if args.budget and time.monotonic() - start > args.budget:
            print(f"mutate-checker: budget of {args.budget:.0f} s spent; {len(chosen) - len(results)} mutants not run")
            break
        status, by, seconds = run_mutant(runner, m)
        equivalent = m.get("equivalent")
        verdict = status
        if status == "survived" and equivalent:
            verdict = "equivalent"
        elif status in ("survived", "stillborn", "stale", "unjudged"):
            bad += 1
        results.append({"id": m["id"], "file": m["file"], "result": verdict, "by": by, "seconds": round(seconds)})
        print(f"{m['id']:44} {verdict:10} {by:24} {seconds:6.0f} s", flush=True)
        if args.results:
            with open(args.results, "a") as out:
                out.write(json.dumps(results[-1]) + "\n")
    tally = {}
    for r in results:
        tally[r["result"]] = tally.get(r["result"], 0) + 1
    print("mutate-checker: " + ", ".join(f"{v} {k}" for k, v in sorted(tally.items())) + f" (log: {log})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
