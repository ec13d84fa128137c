"""suite --junit is read by a real JUnit consumer and is valid against tests/data/junit/junit.xsd.

Usage: /usr/bin/python3 junit_consumers.py NETCERT SRC WORKDIR   (Debian python3-junitparser, xmllint)
"""
import os
import re
import subprocess
import sys

from junitparser import JUnitXml, TestSuite

netcert, src, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
data = os.path.join(src, "tests", "data", "junit")
xml_path = os.path.join(work, "two_papers.xml")
if os.path.exists(xml_path):
    os.remove(xml_path)
run = subprocess.run([netcert, "-q", "suite", os.path.join(data, "two_papers.json"), "--junit", xml_path, "--seed", "7"],
                     capture_output=True, text=True)
assert run.returncode == 0, f"suite exited {run.returncode}: {run.stdout}{run.stderr}"

# 1. junitparser: one <testsuite> per suite file, in order, with the right counts.
doc = JUnitXml.fromfile(xml_path)
suites = list(doc) if isinstance(doc, JUnitXml) else [doc]
assert all(isinstance(s, TestSuite) for s in suites)
got = [(s.name, s.tests, s.failures, s.errors, s.skipped) for s in suites]
want = [("fattree_small", 2, 0, 0, 0), ("oft_small", 2, 0, 0, 0), ("two_papers", 1, 0, 0, 0)]
assert got == want, f"testsuites {got}, expected {want}"
assert sum(len(list(s)) for s in suites) == 5
for s in suites:
    props = {p.name: p.value for p in s.properties()}
    assert props.get("netcert.version") and re.fullmatch(r"[0-9a-f]{12}(-dirty)?|unknown", props.get("netcert.commit", "")), props
    assert props.get("seed") == "7", props
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", s.timestamp or ""), s.timestamp
    assert s.hostname, "hostname missing"
    for case in s:
        assert case.result == [] or all(r._tag == "system-out" for r in case.result), (case.name, case.result)
refuted = [c for c in suites[1] if c.classname == "oft.conflict_free"]
assert len(refuted) == 1 and "refuted as recorded" in (refuted[0].system_out or ""), "refuted-as-recorded case lost"

# 2. Every time attribute is an xs:decimal (no exponent), and the schema validates.
text = open(xml_path, encoding="utf-8").read()
times = re.findall(r'time="([^"]*)"', text)
assert times and all(re.fullmatch(r"\d+\.\d+", t) for t in times), times
xsd = os.path.join(data, "junit.xsd")
ok = subprocess.run(["xmllint", "--noout", "--schema", xsd, xml_path], capture_output=True, text=True)
assert ok.returncode == 0, ok.stderr
# Negative control: the validator does reject what the issue found (exponent times, skipped on <testsuites>).
for bad_text in (text.replace(times[-1], "1e-05", 1), text.replace('<testsuites name="netcert"', '<testsuites skipped="0" name="netcert"', 1)):
    bad = os.path.join(work, "bad.xml")
    open(bad, "w", encoding="utf-8").write(bad_text)
    no = subprocess.run(["xmllint", "--noout", "--schema", xsd, bad], capture_output=True, text=True)
    assert no.returncode != 0, "the schema accepted an invalid file"
print("JUnit: 3 testsuites, 5 testcases; junitparser counts and tests/data/junit/junit.xsd (xmllint) agree")
