"""The JUnit of the default suite (`suite proofs/suites/seeds.json --junit`) is valid and read right.

Usage: /usr/bin/python3 junit_seeds.py SEEDS_SUITE XSD JUNIT_XML SUITE_JSON SEED
The XML and JSON are written by one run of the whole seeds suite (the fixture test
forge.roundtrip_seeds_suite, which requires that run to exit 0 as scripts/run-seeds.sh
does: every claim holds or is refuted as recorded in ERRATA.md). This test checks the
XML against tests/data/junit/junit.xsd with xmllint, reads it with a real consumer
(Debian's python3-junitparser), and requires its counts to agree with the JSON report.
"""
import json
import os
import re
import subprocess
import sys

from junitparser import Failure, JUnitXml, Skipped, TestSuite

seeds, xsd, xml_path, json_path, seed = sys.argv[1:6]

# 1. Schema (xmllint, the XSD written from Jenkins xunit's junit-10.xsd and Ant's JUnit.xsd).
ok = subprocess.run(["xmllint", "--noout", "--schema", xsd, xml_path], capture_output=True, text=True)
assert ok.returncode == 0, ok.stderr

report = json.load(open(json_path, encoding="utf-8"))
results, summary = report["results"], report["summary"]

# 2. junitparser: one <testsuite> per included suite file, named by its "suite" key, in include order.
seeds_doc = json.load(open(seeds, encoding="utf-8"))
assert "checks" not in seeds_doc, "seeds.json has checks of its own: this test expects includes only"
included = [json.load(open(os.path.join(os.path.dirname(seeds), f), encoding="utf-8")) for f in seeds_doc["include"]]
doc = JUnitXml.fromfile(xml_path)
suites = list(doc) if isinstance(doc, JUnitXml) else [doc]
assert all(isinstance(s, TestSuite) for s in suites)
assert [s.name for s in suites] == [d["suite"] for d in included], [s.name for s in suites]

# 3. Each testsuite's attributes agree with its own testcases, and its classnames are its file's properties.
for s, d in zip(suites, included):
    cases = list(s)
    fails = sum(any(isinstance(r, Failure) for r in c.result) for c in cases)
    skips = sum(any(isinstance(r, Skipped) for r in c.result) for c in cases)
    assert (s.tests, s.failures, s.errors, s.skipped) == (len(cases), fails, 0, skips), (s.name, s.tests, len(cases))
    assert {c.classname for c in cases} == {e["property"] for e in d["checks"]}, s.name
    props = {p.name: p.value for p in s.properties()}
    assert props.get("netcert.version") == report["netcert"], props
    assert re.fullmatch(r"[0-9a-f]{12}(-dirty)?|unknown", props.get("netcert.commit", "")), props
    assert props.get("seed") == seed, props
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", s.timestamp or ""), s.timestamp
    assert s.hostname, "hostname missing"

# 4. Case by case, in order, the JUnit says what the JSON report says.
cases = [c for s in suites for c in s]
assert len(cases) == len(results), (len(cases), len(results))
for c, r in zip(cases, results):
    props = {p.get("name"): p.get("value") for p in c._elem.findall("properties/property")}  # junitparser 2.8: no TestCase.properties()
    assert c.classname == r["property"], (c.classname, r["property"])
    assert (props["verdict"], props["expected"], props["outcome"]) == (r["verdict"], r["expected"], r["outcome"]), (c.name, props, r)
    refuted = "refuted as recorded" in (c.system_out or "")
    assert refuted == (r["outcome"] == "refuted as recorded"), (c.name, r["outcome"])
failures = sum(s.failures for s in suites)
skipped = sum(s.skipped for s in suites)
refuted = sum("refuted as recorded" in (c.system_out or "") for c in cases)
assert (failures, skipped, refuted) == (summary["fails"], summary["unknown"], summary["expected_fails"]), summary
assert failures == 0 and skipped == 0, "the seeds suite is expected to pass (scripts/run-seeds.sh)"

# 5. Every time attribute is an xs:decimal (no exponent).
times = re.findall(r'time="([^"]*)"', open(xml_path, encoding="utf-8").read())
assert len(times) == len(cases) + len(suites) + 1 and all(re.fullmatch(r"\d+\.\d+", t) for t in times)

print(f"JUnit of seeds.json: {len(suites)} testsuites, {len(cases)} testcases ({refuted} refuted as recorded, "
      f"{failures} failures, {skipped} skipped); xmllint ({os.path.basename(xsd)}) and junitparser agree with --json")
