#!/usr/bin/env python3
"""Fails when a unit test file does not mirror a source file.

    tests_mirror_sources.py ROOT

A unit test file is named after the one source it tests: tests/FOLDER/NameTest.cpp
tests SRCDIR/name.cpp or SRCDIR/name.hpp, where Name is name in CamelCase (each
"_"-separated word capitalised, a digit staying with its word: ButterflyTable1Test
tests butterfly_table1) and FOLDER maps to SRCDIR as

    check -> src/check    core -> src/core      net -> src/net
    report -> src/report  route -> src/route    search -> src/search
    cli -> src/cli        proofs -> proofs      properties -> properties
    generators -> generators

Scope: every *Test.cpp anywhere under ROOT/tests, which is every file
tests/CMakeLists.txt compiles into netcert_tests as a test. Nothing else is
read: the helpers beside the tests (tests/core/slice_replay.hpp,
tests/search/fabric_fixture.hpp, ...), tests/main.cpp, and the folders that
are not unit-test mirrors and hold no *Test.cpp (tests/bench, tests/data,
tests/forge, tests/fuzz, tests/layout, tests/mobical, tests/mutants,
tests/sanitizers, tests/scale, tests/smt). tests/cli is both: its *.cmake
golden runs of the binary are out of scope, its OptionTableTest.cpp mirrors
src/cli/option_table.cpp. A *Test.cpp in a folder that mirrors no source
folder, or in a subfolder of one that does, is an offender.

There is no list of exceptions: a test of behaviour shared by several sources
is named after the source that owns the behaviour.

Each offender is printed as path: reason, and the exit status is 1 when there
is one.
"""
import os
import re
import sys

MIRRORS = {
    "check": "src/check",
    "core": "src/core",
    "net": "src/net",
    "report": "src/report",
    "route": "src/route",
    "search": "src/search",
    "cli": "src/cli",
    "proofs": "proofs",
    "properties": "properties",
    "generators": "generators",
}
SOURCE = re.compile(r"^([a-z0-9]+(?:_[a-z0-9]+)*)\.(?:cpp|hpp)$")


def camel(snake):
    return "".join(word[:1].upper() + word[1:] for word in snake.split("_"))


def sources_by_camel(srcdir):
    """CamelName -> snake_name for every .cpp and .hpp directly in srcdir."""
    names = {}
    if os.path.isdir(srcdir):
        for name in os.listdir(srcdir):
            match = SOURCE.match(name)
            if match:
                names[camel(match.group(1))] = match.group(1)
    return names


def offenders(root):
    tests = os.path.join(root, "tests")
    found = []
    for folder, dirs, names in os.walk(tests):
        dirs.sort()
        for name in sorted(names):
            if not name.endswith("Test.cpp"):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            parts = os.path.relpath(folder, tests).split(os.sep)
            if len(parts) != 1 or parts[0] not in MIRRORS:
                found.append(f"{path}: tests/{'/'.join(parts)} mirrors no source folder "
                             f"(unit tests live in tests/{{{','.join(sorted(MIRRORS))}}})")
                continue
            srcdir = MIRRORS[parts[0]]
            stem = name[:-len("Test.cpp")]
            sources = sources_by_camel(os.path.join(root, srcdir))
            if stem not in sources:
                snake = re.sub(r"(?<!^)(?=[A-Z])", "_", stem).lower()
                found.append(f"{path}: no {srcdir}/{snake}.cpp or .hpp to mirror "
                             f"(name the test after the source it tests)")
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    found = offenders(sys.argv[1])
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} test file(s) mirror no source: tests/FOLDER/NameTest.cpp tests SRCDIR/name.cpp")
        return 1
    print("every unit test file mirrors a source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
