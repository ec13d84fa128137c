"""The JUnit of the default suite (`suite proofs/suites/seeds.json --junit`) is valid and read right.

Usage: /usr/bin/python3 junit_seeds.py SEEDS_SUITE NPM_CACHE JUNIT_XML SUITE_JSON SEED
The XML and JSON are written by one run of the whole seeds suite (the fixture test
forge.roundtrip_seeds_suite, which requires that run to exit 0 as scripts/run-seeds.sh
does: every claim holds or is refuted as recorded in ERRATA.md). This test checks the
XML with xmllint against real JUnit schemas (tests/cli/junit_schema_files.py), reads it with a real consumer
(Debian's python3-junitparser), and requires its counts to agree with the JSON report.
"""
import json
import os
import re
import sys

from junitparser import Failure, JUnitXml, TestSuite

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from junit_schema_files import schemas, xmllint  # noqa: E402

seeds, npm_cache, xml_path, json_path, seed = sys.argv[1:6]

# 1. Schemas (xmllint): Ant's JUnit.xsd, Jenkins' junit-4.xsd, and junit-10.xsd when available.
xsds = schemas(npm_cache)
for name, xsd in xsds.items():
    ok, why = xmllint(xsd, xml_path)
    assert ok, f"not valid against {name}:\n{why}"

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
    assert (s.tests, s.failures, s.errors) == (len(cases), fails, 0), (s.name, s.tests, len(cases))
    assert {c.classname for c in cases} == {e["property"] for e in d["checks"]}, s.name
    props = {p.name: p.value for p in s.properties()}
    assert props.get("netcert.version") == report["netcert"], props
    assert re.fullmatch(r"[0-9a-f]{12}(-dirty)?|unknown", props.get("netcert.commit", "")), props
    assert props.get("seed") == seed, props
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", s.timestamp or ""), s.timestamp
    assert s.hostname, "hostname missing"

# 4. Case by case, in order, the JUnit says what the JSON report says: each testcase's line of its
# testsuite's <system-out> (junit-10 and Ant allow no properties on a testcase) gives verdict,
# expectation and outcome; the project's own suites say "refuted as recorded in ERRATA.md".
cases = [c for s in suites for c in s]
lines = [l for s in suites for l in (s._elem.findtext("system-out") or "").splitlines() if not l.startswith("  ")]
assert len(cases) == len(results) == len(lines), (len(cases), len(results), len(lines))
for c, r, line in zip(cases, results, lines):
    assert c.classname == r["property"], (c.classname, r["property"])
    outcome = r["outcome"] + (" in ERRATA.md" if r["outcome"] == "refuted as recorded" else "")
    want = f"{c.classname} {c.name}: verdict {r['verdict']}, expected {r['expected']}, {outcome}"
    assert line == want, (line, want)
failures = sum(s.failures for s in suites)
refuted = sum(l.endswith("refuted as recorded in ERRATA.md") for l in lines)
assert (failures, refuted) == (summary["fails"] + summary["unknown"], summary["expected_fails"]), summary
assert failures == 0 and refuted > 0, "the seeds suite is expected to pass (scripts/run-seeds.sh)"

# 5. Every time attribute is an xs:decimal with at most 3 decimals (junit-10's SUREFIRE_TIME), no exponent.
times = re.findall(r'time="([^"]*)"', open(xml_path, encoding="utf-8").read())
assert len(times) == len(cases) + len(suites) and all(re.fullmatch(r"\d+\.\d{3}", t) for t in times)

print(f"JUnit of seeds.json: {len(suites)} testsuites, {len(cases)} testcases ({refuted} refuted as recorded, "
      f"{failures} failures); xmllint ({', '.join(xsds)}) and junitparser agree with --json")
