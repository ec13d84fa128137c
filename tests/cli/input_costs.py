#!/usr/bin/env python3
"""What reading one input may cost: each case builds its hostile input here, runs
netcert on it and bounds the child's CPU time (user + system, so a loaded machine
does not fail it), its peak resident memory, its stderr and its exit code.

usage: input_costs.py CASE NETCERT WORKDIR [SOURCE_DIR]
"""
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import time


def run(netcert, args, cwd, wall_limit=120):
    """Runs netcert; returns (rc, stdout, stderr, cpu seconds, peak RSS in MiB, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.Popen([netcert] + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = p.communicate(timeout=wall_limit)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return None, out.decode(errors="replace"), err.decode(errors="replace"), wall_limit, 0, wall_limit
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # ru_maxrss of children is the largest child so far: each case runs one big child first.
    return p.returncode, out.decode(errors="replace"), err.decode(errors="replace"), cpu, after.ru_maxrss / 1024, wall


failures = []


def expect(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def wide_object(n):
    return "{" + ",".join('"k%d":%d' % (i, i) for i in range(n)) + "}"


def case_wide_object(netcert, work):
    """One JSON object with 100,000 keys, in every input kind: read in under a second."""
    keys = wide_object(100000)[1:-1]
    inputs = {
        "schedule": (["check-schedule", "f.json"],
                     '{"network":"fattree","kind":"permutation","params":{"n":1,%s},"permutation":[0,1]}' % keys),
        "suite": (["suite", "f.json"], '{"suite":"s","checks":[{"property":"fattree.ump","params":{%s}}]}' % keys),
        "certificate": (["verify-cert", "f.json"], '{"netcert_certificate":1,%s}' % keys),
        "checkpoint": (["check", "fattree.nonblocking_degree", "-p", "n=3", "-e", "exhaustive", "--checkpoint", "f.json"],
                       '{"checkpoint":1,%s}' % keys),
        "shard_report": (["merge", "f.json", "g.json"], '{"netcert":"x",%s}' % keys),
    }
    for kind, (args, text) in inputs.items():
        for name in ("f.json", "g.json"):
            with open(os.path.join(work, name), "w") as f:
                f.write(text)
        rc, _, err, cpu, _, _ = run(netcert, args, work)
        expect(rc in (1, 2), "%s with 100,000 keys: exit %s (want 2, or 1 REJECTED for a certificate)" % (kind, rc))
        expect(cpu < 1.0, "%s with 100,000 keys: read in %.2f s of CPU (limit 1 s)" % (kind, cpu))
        expect("f.json" in err or "REJECTED" in err or rc == 1, "%s: the message names the file" % kind)


def case_long_key(netcert, work):
    """A 60 MB unknown key: the message shows its head, not the key."""
    key = "x" * (60 << 20)
    with open(os.path.join(work, "f.json"), "w") as f:
        f.write('{"network":"fattree","kind":"permutation","params":{"n":1},"permutation":[0,1],"%s":1}' % key)
    rc, _, err, cpu, _, _ = run(netcert, ["check-schedule", "f.json"], work)
    expect(rc == 2, "60 MB unknown key: exit %s (want 2)" % rc)
    expect(len(err) < 2000, "60 MB unknown key: %d bytes on stderr (limit 2000)" % len(err))
    expect("x" * 60 + "\u2026" in err and "unknown key" in err, "the key is cut to 60 characters and \u2026: " + err[:200])
    expect(cpu < 3.0, "60 MB unknown key: %.2f s of CPU (limit 3 s)" % cpu)


def case_flat_permutation(netcert, work):
    """The 262 MB flat permutation, at a sixth of the size: fattree n=3 with 22M entries."""
    count = 22 << 20
    path = os.path.join(work, "f.json")
    with open(path, "w") as f:
        f.write('{"network":"fattree","kind":"permutation","params":{"n":3},"permutation":[')
        f.write("0," * (count - 1))
        f.write("0]}")
    size_mib = os.path.getsize(path) / (1 << 20)
    rc, _, err, cpu, rss, _ = run(netcert, ["check-schedule", "f.json"], work)
    expect(rc == 2, "flat permutation of %d entries: exit %s (want 2)" % (count, rc))
    expect("f.json: permutation[" in err and "JSON values" in err, "the message names the file and the array: " + err[:300])
    # Within a small multiple of the input: the text itself and the process (z3 and all), not a tree of 22M values.
    expect(rss < 3 * size_mib + 64, "peak memory %.0f MiB for a %.0f MiB input (limit 3x + 64 MiB)" % (rss, size_mib))
    expect(cpu < 2.0, "rejected after %.2f s of CPU (limit 2 s)" % cpu)


def write_json(path, doc):
    with open(path, "w") as f:
        json.dump(doc, f)


def case_suite_includes(netcert, work):
    """Suites that include each other 6 times, 8 levels deep: refused by the total, naming a file."""
    for level in range(8):
        doc = {"suite": "level%d" % level, "include": ["l%d.json" % (level + 1)] * 6}
        write_json(os.path.join(work, "l%d.json" % level), doc)
    write_json(os.path.join(work, "l8.json"), {"suite": "leaf", "checks": [{"property": "fattree.ump", "params": {"n": 1}}]})
    rc, _, err, cpu, _, wall = run(netcert, ["suite", "l0.json", "--junit", "j.xml"], work, wall_limit=60)
    expect(rc == 2, "6-way includes 8 deep: exit %s (want 2)" % rc)
    expect("l" in err and ".json" in err and "input limit" in err, "the message names a file and the limit: " + err[:300])
    expect(wall < 10, "refused in %.1f s (limit 10 s)" % wall)
    expect(not os.path.exists(os.path.join(work, "j.xml")), "no JUnit file written")
    # The same check 10,001 times in one file: over the entry limit.
    write_json(os.path.join(work, "many.json"),
               {"suite": "many", "checks": [{"property": "fattree.ump", "params": {"n": 1}}] * 10001})
    rc, _, err, _, _, _ = run(netcert, ["suite", "many.json"], work, wall_limit=60)
    expect(rc == 2 and "many.json: checks: the suite has more than 10000 check entries" in err,
           "10,001 entries: exit %s, %s" % (rc, err[:200]))
    # A chain 10 deep: over the depth limit, naming the file too deep.
    for level in range(10):
        write_json(os.path.join(work, "c%d.json" % level), {"suite": "c", "include": ["c%d.json" % (level + 1)]})
    write_json(os.path.join(work, "c10.json"), {"suite": "c", "checks": [{"property": "fattree.ump"}]})
    rc, _, err, _, _, _ = run(netcert, ["suite", "c0.json"], work)
    expect(rc == 2 and "c9.json: include nesting deeper than 8 levels" in err, "10 deep: exit %s, %s" % (rc, err[:200]))


def case_outputs_all_or_nothing(netcert, work):
    """Several outputs of one command are written all or none."""
    # check --cert: the second certificate's path is taken by a directory, so it cannot be written.
    scratch = os.path.join(work, "scratch")
    rc, out, err, _, _, _ = run(netcert, ["check", "fattree.ump", "-p", "n=1..2", "-e", "exhaustive", "--cert", scratch,
                                          "--json", "-"], work)
    names = [os.path.basename(r["certificate"]) for r in json.loads(out)["results"] if "certificate" in r]
    expect(rc == 0 and len(names) == 2, "two certificates to start from: exit %s, %s" % (rc, names))
    certs = os.path.join(work, "certs")
    os.makedirs(os.path.join(certs, names[1]))
    rc, _, err, _, _, _ = run(netcert, ["check", "fattree.ump", "-p", "n=1..2", "-e", "exhaustive", "--cert", certs,
                                        "--json", os.path.join(work, "check.json")], work)
    left = sorted(set(os.listdir(certs)) - {names[1]})
    expect(rc == 2 and names[1] in err, "the unwritable certificate: exit %s, %s" % (rc, err.strip()[-200:]))
    expect(left == [] and not os.path.exists(os.path.join(work, "check.json")),
           "nothing else written (found %s)" % left)
    # suite --junit F --json G on a full disk: G does not fit (RLIMIT_FSIZE between the two sizes), F must not stay.
    write_json(os.path.join(work, "s.json"), {"suite": "s", "checks": [{"property": "fattree.ump", "params": {"n": "1..4"}}]})
    rc, _, _, _, _, _ = run(netcert, ["suite", "s.json", "--junit", "f.xml", "--json", "g.json"], work)
    f_size, g_size = (os.path.getsize(os.path.join(work, n)) for n in ("f.xml", "g.json"))
    expect(rc == 0 and f_size < g_size, "sizes to fill the disk between: JUnit %d, JSON %d bytes" % (f_size, g_size))
    for n in ("f.xml", "g.json"):
        os.remove(os.path.join(work, n))
    limit = (f_size + g_size) // 2

    def full_disk():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # write() then fails with EFBIG, as on a full disk
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    p = subprocess.run([netcert, "suite", "s.json", "--junit", "f.xml", "--json", "g.json"], cwd=work,
                       capture_output=True, text=True, preexec_fn=full_disk)
    expect(p.returncode == 2 and "g.json" in p.stderr, "full disk: exit %s, %s" % (p.returncode, p.stderr.strip()[-200:]))
    expect(sorted(n for n in os.listdir(work) if n.startswith(("f.xml", "g.json", ".f.xml", ".g.json"))) == [],
           "neither file nor a temporary is left: %s" % os.listdir(work))


def timed_results(netcert, args, work):
    rc, out, err, _, _, wall = run(netcert, args + ["--json", "-"], work)
    if rc is None or not out.strip():
        return rc, [], wall, err
    return rc, json.loads(out)["results"], wall, err


def case_fabric_timeout(netcert, work):
    """fabric.link_load and fabric.destro_equivalent: no holds after --timeout, at any limit shorter than the run."""
    fabric = os.path.join(sys.argv[4], "tests", "data", "fabric", "k4n3-ftree")
    files = ["--topology", os.path.join(fabric, "topology.ibnd"), "--lfts", os.path.join(fabric, "opensm-lfts.dump")]
    for prop, params in (("fabric.link_load", ["--param", "pattern=all-to-all"]), ("fabric.destro_equivalent", [])):
        rc, untimed, _, _ = timed_results(netcert, ["fabric", "check", prop] + params + files, work)
        took = max(r["seconds"] for r in untimed)
        expect(rc == 0, "%s without a limit: exit %s, holds in %.4f s" % (prop, rc, took))
        late = []
        for tenth in range(1, 10):  # limits that end before, inside and after the engine's own work
            limit = took * tenth / 10
            rc, results, _, err = timed_results(netcert, ["fabric", "check", prop] + params + files +
                                                ["--timeout", "%.6f" % limit], work)
            for r in results:
                if r["verdict"] == "holds" and r["seconds"] > limit:
                    late.append("%.4f s under --timeout %.4f" % (r["seconds"], limit))
                if r["verdict"] == "unknown" and r["seconds"] > 1.1 * limit + 0.05:
                    late.append("unknown only after %.4f s under --timeout %.4f" % (r["seconds"], limit))
            if not results:
                late.append("exit %s: %s" % (rc, err[-200:]))
        expect(not late, "%s: no holds after the limit, stopped within 10 %% (%s)" % (prop, "; ".join(late)))


def case_oft_timeout(netcert, work):
    """check oft.all_to_all -p r=16 --timeout 3: every engine stops within 10 %."""
    rc, results, wall, err = timed_results(netcert, ["check", "oft.all_to_all", "-p", "r=16", "--timeout", "3"], work)
    expect(rc is not None and results, "finished: exit %s %s" % (rc, err[-300:]))
    for r in results:
        expect(r["seconds"] <= 3.3 and r["verdict"] != "holds" or r["seconds"] <= 3.0,
               "%s engine: %s after %.2f s (limit 3 s + 10 %%)" % (r["engine"], r["verdict"], r["seconds"]))
    expect(wall <= 3.3 * max(1, len(results)) + 2, "the whole check took %.1f s for %d engines" % (wall, len(results)))


def main():
    case, netcert, work = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    try:
        globals()["case_" + case](netcert, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("%d failure(s)" % len(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
