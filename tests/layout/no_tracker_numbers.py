#!/usr/bin/env python3
"""Fails when a source, script, build file or doc cites a tracker item by number.

    no_tracker_numbers.py ROOT [PATH ...]

The tracker is not part of the repository, so a reader cannot follow such a
citation; comments say why instead. PATHs (default: every folder and top-level
file that holds code or docs) are read under ROOT; each hit is printed as
file:line: text, and the exit status is 1 when there is one.
"""
import os
import re
import sys

DEFAULT_PATHS = ["src", "proofs", "properties", "generators", "include", "tests", "bench", "scripts",
                 "cmake", "docs", "examples", "schemas", "CMakeLists.txt", "README.md", "BENCHMARKS.md",
                 "ERRATA.md"]
# The word, an optional "#" and a number (the word alone is ordinary English).
CITATION = re.compile(r"\b[Ii]ssue\s+#?[0-9]+")
TEXT_SUFFIXES = (".cpp", ".hpp", ".h", ".cc", ".cmake", ".txt", ".md", ".sh", ".py", ".json", ".in", ".1")


def files_under(path):
    if os.path.isfile(path):
        yield path
        return
    for folder, _, names in os.walk(path):
        for name in sorted(names):
            if name.endswith(TEXT_SUFFIXES) or name == "CMakeLists.txt":
                yield os.path.join(folder, name)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    hits = []
    for rel in sys.argv[2:] or DEFAULT_PATHS:
        for path in files_under(os.path.join(root, rel)):
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    if CITATION.search(line):
                        hits.append(f"{os.path.relpath(path, root)}:{number}: {line.strip()[:160]}")
    for hit in hits:
        print(hit)
    if hits:
        print(f"{len(hits)} line(s) cite a tracker item by number: say why in the text instead")
        return 1
    print("no tracker numbers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
