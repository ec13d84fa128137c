"""suite --junit is valid against real JUnit schemas and read right by a real consumer.

Usage: /usr/bin/python3 junit_consumers.py NETCERT SRC WORKDIR NPM_CACHE
(Debian python3-junitparser and xmllint; the schemas: tests/cli/junit_schema_files.py)

A passing (exit 0), a failing (exit 1) and an unknown (exit 3) suite each validate with
xmllint against every schema; junitparser reads each with the right counts; every testcase's
verdict and expectation are in its testsuite's <system-out>. Negative control: the shape
netcert wrote before (a <properties> inside a <testcase>) is rejected by every schema.
"""
import os
import re
import subprocess
import sys

from junitparser import Failure, JUnitXml, TestSuite

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from junit_schema_files import schemas, xmllint  # noqa: E402

netcert, src, work, npm_cache = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
data = os.path.join(src, "tests", "data", "junit")
xsds = schemas(npm_cache)


def suite_out(s):
    """A testsuite's <system-out> (junitparser 2.8 reads it only on testcases)."""
    return s._elem.findtext("system-out") or ""


def run_suite(name, exit_code):
    xml_path = os.path.join(work, name + ".xml")
    if os.path.exists(xml_path):
        os.remove(xml_path)
    run = subprocess.run([netcert, "-q", "suite", os.path.join(data, name + ".json"), "--junit", xml_path,
                          "--seed", "7"], capture_output=True, text=True)
    assert run.returncode == exit_code, f"{name}: exit {run.returncode}, expected {exit_code}: {run.stdout}{run.stderr}"
    for schema, xsd in xsds.items():
        ok, why = xmllint(xsd, xml_path)
        assert ok, f"{name}.xml is not valid against {schema}:\n{why}"
    doc = JUnitXml.fromfile(xml_path)
    suites = list(doc) if isinstance(doc, JUnitXml) else [doc]
    assert all(isinstance(s, TestSuite) for s in suites)
    for s in suites:
        cases = list(s)
        failed = sum(any(isinstance(r, Failure) for r in c.result) for c in cases)
        assert (s.tests, s.failures, s.errors) == (len(cases), failed, 0), (name, s.name, s.tests, s.failures)
        props = {p.name: p.value for p in s.properties()}
        assert props.get("netcert.version") and re.fullmatch(r"[0-9a-f]{12}(-dirty)?|unknown", props["netcert.commit"])
        assert props.get("seed") == "7", props
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", s.timestamp or ""), s.timestamp
        assert s.hostname, "hostname missing"
        lines = [l for l in suite_out(s).splitlines() if not l.startswith("  ")]
        assert len(lines) == len(cases), (s.name, lines)
        for c, line in zip(cases, lines):
            assert line.startswith(f"{c.classname} {c.name}: verdict "), (line, c.classname, c.name)
    return xml_path, suites


def outcomes(suites):
    return [l.split(", ")[-1] for s in suites for l in suite_out(s).splitlines() if not l.startswith("  ")]


# 1. Passing: one <testsuite> per suite file, in order; a user's expect-fails entry "failed as expected".
passing, suites = run_suite("two_papers", 0)
assert [(s.name, s.tests, s.failures) for s in suites] == [("fattree_small", 2, 0), ("oft_small", 2, 0),
                                                           ("two_papers", 1, 0)], [(s.name, s.tests) for s in suites]
assert outcomes(suites) == ["as expected", "as expected", "failed as expected", "as expected", "as expected"]
assert "ERRATA" not in open(passing, encoding="utf-8").read(), "a user's suite cites the project's ERRATA.md"

# 2. Failing: an unexpected fails and an unexpected holds are <failure>s, the rest pass.
failing, suites = run_suite("failing", 1)
cases = [c for s in suites for c in s]
types = [[r.type for r in c.result if isinstance(r, Failure)] for c in cases]
assert types == [["fails"], ["unexpected-holds"], [], []], types
assert outcomes(suites) == ["unexpected", "unexpected", "failed as expected", "as expected"], outcomes(suites)
assert "counterexample: " in suite_out(suites[0])

# 3. Unknown: never a pass; a <failure type="unknown"> (Ant's schema has no <skipped>).
unknown, suites = run_suite("unknown", 3)
types = [[r.type for r in c.result if isinstance(r, Failure)] for s in suites for c in s]
assert types == [["unknown"], []], types
assert outcomes(suites) == ["unknown", "as expected"], outcomes(suites)

# 4. Every time is an xs:decimal with at most 3 decimals (junit-10's SUREFIRE_TIME), no exponent.
for path in (passing, failing, unknown):
    times = re.findall(r'time="([^"]*)"', open(path, encoding="utf-8").read())
    assert times and all(re.fullmatch(r"\d+\.\d{3}", t) for t in times), times

# 5. Negative control: per-testcase <properties> (netcert's old output) is rejected by every schema.
text = open(passing, encoding="utf-8").read()
bad_text = re.sub(r'(<testcase [^>]*?)/>', r'\1><properties><property name="verdict" value="holds"/></properties></testcase>',
                  text, count=1)
assert bad_text != text
bad = os.path.join(work, "bad.xml")
open(bad, "w", encoding="utf-8").write(bad_text)
for schema, xsd in xsds.items():
    ok, _ = xmllint(xsd, bad)
    assert not ok, f"{schema} accepted a <properties> inside a <testcase>"
os.remove(bad)
print(f"JUnit of a passing, a failing and an unknown suite: valid against {', '.join(xsds)} (xmllint); "
      "junitparser reads the counts and every verdict")
