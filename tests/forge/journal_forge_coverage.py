"""Every property with a shardable engine (`netcert list --json`) has a row in the run-input forgery suite.

Usage: journal_forge_coverage.py NETCERT ROWS   (ROWS: one "PROPERTY|PARAMS" per line, as the CMake list has them)
"""
import json
import subprocess
import sys


def main():
    netcert, rows_file = sys.argv[1:3]
    listed = json.loads(subprocess.run([netcert, "list", "--json"], capture_output=True, text=True, check=True).stdout)
    shardable = {p["id"] for p in listed["properties"] if p["shardable_engines"]}
    with open(rows_file) as f:
        covered = {line.split("|", 1)[0] for line in f if line.strip()}
    missing = sorted(shardable - covered)
    unknown = sorted(covered - shardable)
    if missing or unknown:
        sys.exit(f"run-input forgery rows: missing for {missing}; rows for properties not shardable: {unknown}")
    print(f"every one of {len(shardable)} shardable properties has a run-input forgery row")


if __name__ == "__main__":
    main()
