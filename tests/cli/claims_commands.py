#!/usr/bin/python3
"""Every command of docs/claims.md gives the verdict its row records.

  claims_commands.py list SRC
      Prints every command the index names, one a line: its expected exit code, then the command.
  claims_commands.py run NETCERT SRC default|long
      Runs the commands of one group and compares each exit code with the recorded one. The `long` group is the
      commands named in tests/cli/claims_long.txt (measured to take more than a few seconds each); `default` is
      every other command.

A command is a code span of a row's command or status cell that starts with `check `, `table ` or
`check-schedule ` (or `netcert `, or `mpirun … netcert `). Its recorded verdict is the `(exit N` written right
after it, and exit 0 when nothing is written: a row records "holds" by writing no exit code. A row whose status
says "refuted" must also name at least one command recorded with exit 1, so that a refutation cannot lose its
evidence by an edit of the status alone (unless it says "no property verdict": a table's numbers only). Cells that say "same" or "as above" repeat the command of an earlier row
and are run once. Exit 3 (unknown) or 4 is never a recorded verdict. The `default` group also checks the table "Row counts": per
paper, the number of rows whose status starts with each status word.
"""
import os
import re
import shlex
import subprocess
import sys
import time

SUBCOMMANDS = ("check ", "table ", "check-schedule ")
SPAN = re.compile(r"`([^`]+)`(\s*\((?:[^()`]*?, )?exit (\d))?")
failures = []


def table_rows(path):
    """(line number, cells) of every body row of every Markdown table in the file."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.startswith("| ") or line.startswith("|---"):
                continue
            # An escaped \| is part of a cell, not a separator.
            cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
            rows.append((number, cells))
    return rows


def as_command(span):
    """The netcert argv of a code span, or None if the span is not a whole netcert command."""
    words = span.split()
    if span.startswith("mpirun ") and "netcert" in words:
        return words  # run as written (needs netcert on PATH: the test puts the build's first)
    if span.startswith("netcert "):
        span = span[len("netcert "):]
    if not span.startswith(SUBCOMMANDS) or len(span.split()) < 2:
        return None
    return shlex.split(span)


def claims_commands(src):
    """{command text: (expected exit, first line that names it)}, and the refuted rows' check."""
    path = os.path.join(src, "docs/claims.md")
    commands = {}
    header = None
    for number, cells in table_rows(path):
        if cells[:3] == ["claim", "netcert id", "command"]:
            header = cells
            continue
        if header is None or len(cells) != len(header):
            continue
        row = dict(zip(header, cells))
        recorded_fail = False
        for cell in (row["command"], row["status"]):
            for match in SPAN.finditer(cell):
                argv = as_command(match.group(1))
                if argv is None:
                    continue
                expected = int(match.group(3) or 0)
                recorded_fail |= expected == 1
                text = " ".join(argv)
                if text in commands and commands[text][0] != expected:
                    failures.append(f"docs/claims.md:{number}: `{text}` recorded as exit {expected} here, "
                                    f"exit {commands[text][0]} at line {commands[text][1]}")
                commands.setdefault(text, (expected, number))
                if expected not in (0, 1, 2):
                    failures.append(f"docs/claims.md:{number}: exit {expected} is not a verdict")
        if row["status"].startswith("refuted") and not recorded_fail and "no property verdict" not in row["status"]:
            failures.append(f"docs/claims.md:{number}: status refuted, but no command of the row is recorded "
                            f"with exit 1")
    if len(commands) < 100:
        failures.append(f"docs/claims.md: only {len(commands)} commands found; the tables changed shape?")
    return commands


STATUSES = ["holds", "refuted", "reading", "quantified", "not reproduced", "measured", "not checkable",
            "not covered yet"]


def check_row_counts(src):
    """The "Row counts" table equals the rows counted per paper and status."""
    path = os.path.join(src, "docs/claims.md")
    counted, paper, stated = {}, None, {}
    for number, cells in table_rows(path):
        if cells[:3] == ["claim", "netcert id", "command"]:
            paper = len(counted)
            counted[paper] = [0] * len(STATUSES)
        elif cells[0] == "paper":
            paper = None
        elif paper is not None and len(cells) == 4:
            kind = next((i for i, word in enumerate(STATUSES) if cells[3].startswith(word)), None)
            if kind is None:
                failures.append(f"docs/claims.md:{number}: status starts with none of {STATUSES}")
            else:
                counted[paper][kind] += 1
        elif paper is None and cells[0][:3].isdigit():
            stated[int(cells[0][:3])] = [int(c) for c in cells[1:]]
    for key, row in counted.items():
        want = row + [sum(row)]
        if stated.get(key) != want:
            failures.append(f"docs/claims.md, Row counts: paper {key:03d} has {want} rows (statuses, then all), "
                            f"the table says {stated.get(key)}")
    total = [sum(col) for col in zip(*[r + [sum(r)] for r in counted.values()])]
    all_row = [cells for _, cells in table_rows(path) if cells[0] == "all"]
    if not all_row or [int(c) for c in all_row[0][1:]] != total:
        failures.append(f"docs/claims.md, Row counts: all papers have {total}, the table says "
                        f"{all_row[0][1:] if all_row else None}")


def long_commands(src):
    with open(os.path.join(src, "tests/cli/claims_long.txt"), encoding="utf-8") as f:
        return {line.strip() for line in f if line.strip() and not line.startswith("#")}


def run_one(netcert, src, text, expected, number):
    argv = text.split() if text.startswith("mpirun ") else [netcert, *shlex.split(text)]
    # mpirun runs the build's netcert (first on PATH) and, as CI runs as root, is allowed to.
    env = dict(os.environ, PATH=os.path.dirname(netcert) + os.pathsep + os.environ.get("PATH", ""),
               OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    started = time.monotonic()
    try:
        proc = subprocess.run(argv, cwd=src, env=env, capture_output=True, text=True, timeout=1800)
        code, said = proc.returncode, (proc.stderr or proc.stdout).strip().splitlines()[-3:]
    except subprocess.TimeoutExpired:
        code, said = "timeout", []
    seconds = time.monotonic() - started
    print(f"{seconds:7.1f} s  exit {code} (recorded {expected})  line {number}: {text}", flush=True)
    if code != expected:
        failures.append(f"docs/claims.md:{number}: `{text}` exits {code}, the row records exit {expected}\n    " +
                        "\n    ".join(said))


def run(netcert, src, group):
    commands = claims_commands(src)
    if group == "default":
        check_row_counts(src)
    long = long_commands(src)
    for text in sorted(long - commands.keys()):
        failures.append(f"tests/cli/claims_long.txt names `{text}`, which docs/claims.md does not")
    chosen = [(text, v) for text, v in commands.items() if (text in long) == (group == "long")]
    for text, (expected, number) in chosen:
        run_one(netcert, src, text, expected, number)
    print(f"docs/claims.md: {len(chosen)} of {len(commands)} commands run ({group})")


def main():
    what = sys.argv[1]
    if what == "list":
        for text, (expected, number) in claims_commands(sys.argv[2]).items():
            print(expected, text)
    elif what == "run":
        run(os.path.abspath(sys.argv[2]), sys.argv[3], sys.argv[4])
    else:
        sys.exit(f"unknown mode {what}")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
