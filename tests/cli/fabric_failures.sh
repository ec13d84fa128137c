#!/usr/bin/env bash
# fabric_failures.sh NETCERT SRC WORK — failure sweeps on the live pipeline:
# scripts/fabric-failures.sh (ibsim + OpenSM once per failed switch-to-switch link)
# on the 2-ary 3-tree under updn and ftree (ftree refuses every degraded tree and
# OpenSM falls back to minhop: the rows must say so) and on the 5-switch ring under
# minhop with --switches (the intact ring has a credit loop, every failed link or
# switch removes it: exit 1, and the rows say which); then `netcert fabric table
# fabric-failures`. FABRIC_FAILURES_K4N3=1 adds the 4-ary 3-tree under updn and
# ftree (128 link failures each; about 2 minutes: by hand, BENCHMARKS.md).
# Every row must agree with `netcert fabric check` run by hand on that run's files,
# every certificate must verify, and corrupted runs must exit 2 naming the file.
# Skips (77) only where the tools are missing.
set -euo pipefail
bin=$1 src=$2 work=$3
for t in ibsim opensm ibnetdiscover python3; do
  command -v "$t" > /dev/null || { echo "SKIP: $t not installed (scripts/install-deps.sh)"; exit 77; }
done
rm -rf "$work"; mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
sweep=$src/scripts/fabric-failures.sh
data=$src/tests/data/fabric
"$sweep" "$data/k2n3.topo" updn "$work/k2n3-updn" > /dev/null
"$sweep" "$data/k2n3.topo" ftree "$work/k2n3-ftree" > /dev/null
"$sweep" --switches "$data/ring5.topo" minhop "$work/ring5-minhop" > /dev/null
sweeps=(k2n3-updn:k2n3.topo:updn k2n3-ftree:k2n3.topo:ftree ring5-minhop:ring5.topo:minhop)
if [[ -n ${FABRIC_FAILURES_K4N3:-} ]]; then  # by hand (about 2 minutes): the 4-ary 3-tree, 128 links each
  "$sweep" "$data/k4n3.topo" updn "$work/k4n3-updn" > /dev/null
  "$sweep" "$data/k4n3.topo" ftree "$work/k4n3-ftree" > /dev/null
  sweeps+=(k4n3-updn:k4n3.topo:updn k4n3-ftree:k4n3.topo:ftree)
fi

# table SWEEP WANT_RC: the table's JSON (and its exit code) into WORK/SWEEP.json.
table() {
  local rc
  set +e; "$bin" fabric table fabric-failures --dir "$work/$1" --format json --out "$work/$1.json" 2> "$work/$1.err"
  rc=$?; set -e
  [[ $rc -eq $2 ]] || fail "fabric-failures on $1 exited $rc, expected $2: $(cat "$work/$1.err")"
}
table k2n3-updn 0
table k2n3-ftree 0
table ring5-minhop 1
if [[ -n ${FABRIC_FAILURES_K4N3:-} ]]; then table k4n3-updn 0; table k4n3-ftree 0; fi

# Every switch-to-switch link of k2n3 (16) and the intact run are rows; the verdicts agree with
# `netcert fabric check` by hand on every run's files; the ftree rows say when OpenSM fell back.
DATA=$data /usr/bin/python3 - "$bin" "$work" "${sweeps[@]}" <<'EOF'
import json, os, subprocess, sys
bin, work = sys.argv[1], sys.argv[2]
def fail(msg):
    print("FAIL:", msg); sys.exit(1)
def by_hand(run):
    out = subprocess.run([bin, "fabric", "check", "--topology", os.path.join(run, "topology.ibnd"),
                          "--lfts", os.path.join(run, "opensm-lfts.dump"), "--json", "-"],
                         capture_output=True, text=True)
    report = json.loads(out.stdout)
    verdicts = {r["property"]: r["verdict"] for r in report["results"] + report["information"]}
    return verdicts, out.returncode
import jsonschema  # Debian python3-jsonschema: every failure.json against `netcert schema fabric-failure`
schema = json.loads(subprocess.run([bin, "schema", "fabric-failure"], capture_output=True, text=True, check=True).stdout)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
report = json.loads(subprocess.run([bin, "schema", "table-report"], capture_output=True, text=True, check=True).stdout)
report_validator = jsonschema.Draft202012Validator(report)
def failures(topo):
    """Every switch-to-switch link of an ibsim topology (a set of its two (node, port) ends), every switch."""
    kind, node, ends = {}, None, []
    for line in open(topo):
        head = line.split('"')
        if line.startswith(("Switch", "Hca", "Ca")):
            node = head[1]; kind[node] = line.split()[0]
        elif line.startswith("[") and node:
            ends.append((node, int(line[1:line.index("]")]), head[1], int(line.rsplit("[", 1)[1].split("]")[0])))
    links = {frozenset([(a, pa), (b, pb)]) for a, pa, b, pb in ends if kind[a] == kind[b] == "Switch"}
    return links, {n for n, k in kind.items() if k == "Switch"}
def label_of(failure):
    if failure["failed"] == "link":
        a, b = failure["link"]
        return f"link {a['node']}[{a['port']}] - {b['node']}[{b['port']}]"
    return "switch " + failure["switch"] if failure["failed"] == "switch" else "none (intact fabric)"
for sweep, topo, engine in (arg.split(":") for arg in sys.argv[3:]):
    table = json.load(open(os.path.join(work, sweep + ".json")))
    for error in report_validator.iter_errors(table):
        fail(f"{sweep}.json is not valid against `netcert schema table-report`: {error.message}")
    if table.get("sweep") != {"dir": os.path.join(work, sweep)}:
        fail(f"{sweep}.json: sweep is {table.get('sweep')}")
    cols = table["columns"]
    rows = [dict(zip(cols, r)) for r in table["rows"]]
    runs = sorted(d for d in os.listdir(os.path.join(work, sweep)))
    if len(rows) != len(runs):
        fail(f"{sweep}: {len(rows)} rows for {len(runs)} runs")
    links, switches = failures(os.path.join(os.environ["DATA"], topo))
    got_links, got_switches = set(), set()
    for run in runs[1:]:
        failure = json.load(open(os.path.join(work, sweep, run, "failure.json")))
        if failure["failed"] == "link":
            a, b = failure["link"]
            got_links.add(frozenset([(a["node"], a["port"]), (b["node"], b["port"])]))
        else:
            got_switches.add(failure["switch"])
    with_switches = sweep.startswith("ring5")  # swept with --switches
    if (got_links != links or got_switches != (switches if with_switches else set()) or not runs[0].endswith("-none")
            or len(runs) != 1 + len(links) + len(got_switches)):
        fail(f"{sweep}: runs {runs} are not the intact fabric and each of its {len(links)} switch-to-switch links")
    for run, row in zip(runs, rows):
        description = json.load(open(os.path.join(work, sweep, run, "failure.json")))
        for error in validator.iter_errors(description):
            fail(f"{sweep}/{run}/failure.json is not valid against `netcert schema fabric-failure`: {error.message}")
        label = label_of(description)
        if row["failure"] != label:
            fail(f"{sweep}/{run}: row says {row['failure']!r}, failure.json {label!r}")
        verdicts, rc = by_hand(os.path.join(work, sweep, run))
        mine = {"fabric.routes_complete": row["routes complete"], "fabric.deadlock_free": row["deadlock free"],
                "fabric.link_load": row["balanced"]}
        if mine != verdicts:
            fail(f"{sweep}/{run}: table {mine} but fabric check by hand {verdicts}")
        if row["verdict"] != {0: "holds", 1: "fails", 3: "unknown"}[rc]:
            fail(f"{sweep}/{run}: table verdict {row['verdict']} but fabric check exited {rc}")
        configured = open(os.path.join(work, sweep, run, "opensm-engine.txt")).read().split()[1]
        engine_cell = row["engine (configured the tables)"]
        if configured == engine and engine_cell != engine:
            fail(f"{sweep}/{run}: {engine} configured the tables, the row says {engine_cell!r}")
        if configured != engine and engine_cell != f"{configured} ({engine} refused the fabric, OpenSM fell back)":
            fail(f"{sweep}/{run}: OpenSM fell back to {configured}, the row says {engine_cell!r}")
    engines = [r["engine (configured the tables)"] for r in rows]
    if sweep == "k2n3-ftree" and (engines[0] != "ftree" or not all("ftree refused" in e for e in engines[1:])):
        fail(f"k2n3-ftree: expected ftree on the intact tree and a fallback on every degraded one: {engines}")
    if sweep == "ring5-minhop":
        if rows[0]["deadlock free"] != "fails" or any(r["verdict"] != "holds" for r in rows[1:]) or len(rows) != 11:
            fail(f"ring5-minhop: expected the intact ring to deadlock and no ring with a failed link or switch to: {rows}")
print(f"agreement: every row of {len(sys.argv) - 3} sweeps equals fabric check by hand")
EOF

# --certify: three certificates a row (one per property), each verifying.
"$bin" fabric table fabric-failures --dir "$work/ring5-minhop" --certify "$work/certs" > /dev/null 2>&1 && \
  fail "ring5-minhop with --certify exited 0"
n=0
for c in "$work"/certs/*/*.cert.json; do
  "$bin" verify-cert "$c" > /dev/null || fail "certificate $c does not verify"
  n=$((n + 1))
done
[[ $n -eq 33 ]] || fail "expected 33 certificates (11 runs x 3 properties), found $n"

# Input errors: exit 2 naming the file, nothing written.
corrupt() {  # corrupt NAME FILE SED REGEX
  rm -rf "$work/$1"; cp -r "$work/k2n3-updn" "$work/$1"
  sed -i "$3" "$work/$1/003-link-S0_1.3-S1_0.2/$2"
  local out rc
  set +e; out=$("$bin" fabric table fabric-failures --dir "$work/$1" --out "$work/$1.txt" 2>&1); rc=$?; set -e
  [[ $rc -eq 2 ]] || fail "$1: exited $rc, expected 2: $out"
  grep -Eq "$4" <<< "$out" || fail "$1: the message does not say /$4/: $out"
  [[ ! -e $work/$1.txt ]] || fail "$1: a table was written"
}
corrupt bad-dump opensm-lfts.dump '5s/.*/garbage/' '003-link-S0_1.3-S1_0.2/opensm-lfts.dump:5: unrecognised line'
corrupt bad-key failure.json 's/"engine"/"engin"/' "003-link-S0_1.3-S1_0.2/failure.json: engin: unknown key"
corrupt bad-port failure.json 's/"port": 3/"port": 300/' "failure.json: link\[0\].port: 300 is outside 1..254"
corrupt bad-engine opensm-engine.txt 's/tables configured/tables/' "opensm-engine.txt:1: expected OpenSM's one log line"
corrupt bad-json failure.json '1s/{/[/' "003-link-S0_1.3-S1_0.2/failure.json"
corrupt no-link failure.json '/^  "link": \[/,/^  \]/d; s/\("topology": .*\),$/\1/' "failure.json: link: required key is missing"
# The schema refuses what the parser refuses.
"$bin" schema fabric-failure > "$work/fabric-failure.schema.json"
for bad in bad-key bad-port no-link; do
  /usr/bin/python3 -c 'import json, sys, jsonschema
try:
    doc = json.load(open(sys.argv[2]))
except ValueError:
    sys.exit(0)
sys.exit(1 if jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).is_valid(doc) else 0)' \
    "$work/fabric-failure.schema.json" "$work/$bad/003-link-S0_1.3-S1_0.2/failure.json" ||
    fail "$bad: netcert refuses its failure.json, the schema accepts it"
done

# A run the sweep recorded without tables is an unknown row (exit 3), not a dropped one.
rm -rf "$work/no-tables"; cp -r "$work/ring5-minhop" "$work/no-tables"
python3 - "$work/no-tables/002-"*/failure.json <<'EOF'
import json, sys
doc = json.load(open(sys.argv[1])); doc["error"] = "opensm failed: no subnet"
json.dump(doc, open(sys.argv[1], "w"))
EOF
set +e; out=$("$bin" fabric table fabric-failures --dir "$work/no-tables" 2>&1); rc=$?; set -e
[[ $rc -eq 1 ]] || fail "no-tables: exited $rc (the intact ring still fails), expected 1: $out"
grep -Eq "none \(minhop\): opensm failed: no subnet +unknown +unknown" <<< "$out" || fail "no-tables: $out"
rm -rf "$work/no-tables/000-none"
set +e; out=$("$bin" fabric table fabric-failures --dir "$work/no-tables" 2>&1); rc=$?; set -e
[[ $rc -eq 3 ]] || fail "no-tables without the failing intact run: exited $rc, expected 3: $out"
echo "failure sweeps: k2n3 updn and ftree (16 link failures each, ftree's fallbacks named), ring5 minhop with --switches (exit 1), rows agree with fabric check, 33 certificates verify, corrupted runs exit 2"
