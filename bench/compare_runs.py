#!/usr/bin/env python3
"""Interleaved paired runs of two builds' Google Benchmark programs, and the verdict.

Each round runs every program of both builds once (base then head on even rounds,
head then base on odd ones, so a drift of the machine's speed hits both alike). The
runs of each build are merged into one Google Benchmark JSON with one repetition per
round, and Google Benchmark's own compare.py (Debian's libbenchmark-tools) prints the
table and its Mann-Whitney U test. The verdict is this script's:

  ratio   = median(head) / median(base)            (CPU time; real time for */real_time)
  noise   = the larger relative interquartile range of the two samples
  slower  = ratio > max(floor, 1 + 2 * noise)  and  the U test's p < 0.05

so a slowdown counts only when it is larger than the spread this very run measured and
unlikely to be chance. Exit 0: none slower; 1: some slower; 2: a program failed.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

COMPARE_PY = "/usr/share/benchmark/compare.py"


def programs(bench_dir):
    found = sorted(f for f in os.listdir(bench_dir) if f.endswith("_bench")
                   and os.access(os.path.join(bench_dir, f), os.X_OK))
    if not found:
        sys.exit(f"compare_runs.py: no *_bench program in {bench_dir}")
    return found


def run_once(path, filt, min_time, out):
    cmd = [path, f"--benchmark_filter={filt}", f"--benchmark_min_time={min_time}",
           "--benchmark_format=json", f"--benchmark_out={out}", "--benchmark_out_format=json"]
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        print(f"compare_runs.py: {path} exited {r.returncode}: {r.stderr[-500:]}", file=sys.stderr)
        sys.exit(2)
    with open(out) as f:
        text = f.read()
    # A program none of whose benchmarks match the filter writes nothing.
    return json.loads(text) if text.strip() else {"context": {}, "benchmarks": []}


def measured(bench):
    key = "real_time" if bench["name"].endswith("/real_time") else "cpu_time"
    return bench[key]


def merge(runs):
    """One JSON per build: every round's result as one repetition of its benchmark."""
    merged = {"context": runs[0]["context"], "benchmarks": []}
    merged["context"]["executable"] = "merged rounds"
    for round_index, run in enumerate(runs):
        for b in run["benchmarks"]:
            if b.get("run_type", "iteration") != "iteration":
                continue
            rep = dict(b, repetitions=len(runs), repetition_index=round_index)
            merged["benchmarks"].append(rep)
    merged["benchmarks"].sort(key=lambda b: (b["name"], b["repetition_index"]))
    return merged


def samples(merged):
    out = {}
    for b in merged["benchmarks"]:
        out.setdefault(b["name"], []).append(measured(b))
    return out


def relative_iqr(xs):
    if len(xs) < 4:
        return (max(xs) - min(xs)) / statistics.median(xs)
    q = statistics.quantiles(xs, n=4)
    return (q[2] - q[0]) / statistics.median(xs)


def pvalues(dump_path):
    with open(dump_path) as f:
        dump = json.load(f)
    result = {}
    for row in dump:
        u = row.get("utest") or {}
        if u:
            key = "time_pvalue" if row["name"].endswith("/real_time") else "cpu_pvalue"
            result[row["name"]] = u.get(key)
    return result


def verdict_rows(base, head, pv, floor):
    rows, slower = [], []
    for name in sorted(base):
        if name not in head:
            continue
        b, h = base[name], head[name]
        ratio = statistics.median(h) / statistics.median(b)
        noise = max(relative_iqr(b), relative_iqr(h))
        limit = max(floor, 1 + 2 * noise)
        p = pv.get(name)
        is_slower = ratio > limit and p is not None and p < 0.05
        rows.append((name, ratio, noise, limit, p, is_slower))
        if is_slower:
            slower.append(name)
    return rows, slower


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", required=True, help="BASE's bench/ directory")
    ap.add_argument("--head", required=True, help="the current tree's bench/ directory")
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--filter", default=".")
    ap.add_argument("--min-time", default="0.1")
    ap.add_argument("--floor", type=float, default=1.10, help="no ratio below this counts as slower")
    ap.add_argument("--out", required=True, help="directory for the merged JSON and compare.py's dump")
    ap.add_argument("--program", action="append", default=[],
                    help="run only this *_bench program (repeatable; default: every one both sides built)")
    ap.add_argument("--base-label", default="base")
    ap.add_argument("--head-label", default="head")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    with open("/proc/loadavg") as f:
        load_before = f.read().split()[0]
    progs = [p for p in programs(a.head) if os.path.exists(os.path.join(a.base, p))
             and (not a.program or p in a.program)]
    if a.program and sorted(progs) != sorted(set(a.program)):
        sys.exit(f"compare_runs.py: --program {' '.join(a.program)}: built on both sides only {' '.join(progs) or 'none'}")
    any_slower = False
    for prog in progs:
        runs = {"base": [], "head": []}
        for r in range(a.rounds):
            order = ("base", "head") if r % 2 == 0 else ("head", "base")
            for side in order:
                d = a.base if side == "base" else a.head
                out = os.path.join(a.out, f"{prog}.{side}.{r}.json")
                runs[side].append(run_once(os.path.join(d, prog), a.filter, a.min_time, out))
            selected = runs["base"][0]["benchmarks"] and runs["head"][0]["benchmarks"]
            if not selected:
                break  # the filter selects nothing in this program
        if not selected:
            continue
        merged = {side: merge(runs[side]) for side in runs}
        paths = {}
        for side, m in merged.items():
            paths[side] = os.path.join(a.out, f"{prog}.{side}.json")
            with open(paths[side], "w") as f:
                json.dump(m, f)
        dump = os.path.join(a.out, f"{prog}.compare.json")
        subprocess.run([sys.executable, COMPARE_PY, "--no-color", "-d", dump, "benchmarks",
                        paths["base"], paths["head"]], check=True)
        rows, slower = verdict_rows(samples(merged["base"]), samples(merged["head"]), pvalues(dump), a.floor)
        print(f"\n{prog}: {a.head_label} / {a.base_label}, {a.rounds} interleaved rounds")
        for name, ratio, noise, limit, p, is_slower in rows:
            mark = "SLOWER" if is_slower else "ok"
            ptext = "n/a" if p is None else f"{p:.4f}"
            print(f"  {name:55s} ratio {ratio:6.3f}  noise ±{noise:5.1%}  limit {limit:5.3f}  U-test p {ptext}  {mark}")
        any_slower = any_slower or bool(slower)
    with open("/proc/loadavg") as f:
        load_after = f.read().split()[0]
    print(f"\nload average {load_before} before, {load_after} after")
    print("verdict: " + ("SLOWER beyond the measured noise" if any_slower else "no slowdown beyond the measured noise"))
    return 1 if any_slower else 0


if __name__ == "__main__":
    sys.exit(main())
