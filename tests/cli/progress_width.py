"""The progress line on a terminal keeps count, total, percentage and ETA at any width.

Usage: /usr/bin/python3 progress_width.py NETCERT ARGS...
Runs NETCERT ARGS under a pseudo-terminal (util-linux `script`) at COLUMNS=80 and at
COLUMNS=300. Every drawn line ("\\r...\\033[K") fits the width; at 80 the beginning (the
outer item's name) is cut first, so "done/total (pct%, ETA t) [elapsed]" stays whole; at
300 the whole line shows, the item's name included.
"""
import os
import re
import shlex
import subprocess
import sys

netcert, args = sys.argv[1], sys.argv[2:]
COUNTERS = re.compile(r"\d+/\d+ \(\d+%, ETA (\?|\d+s|\d+m\d\ds|\d+h\d\dm)\) \[\d+\.\ds(, stopping)?\]$")


def drawn_lines(columns):
    env = dict(os.environ, COLUMNS=str(columns))
    command = " ".join(shlex.quote(a) for a in [netcert] + args)
    run = subprocess.run(["script", "-qfec", command, "/dev/null"], env=env, capture_output=True, text=True,
                         timeout=120)
    lines = [piece.split("\x1b[K")[0].split("\n")[-1] for piece in run.stdout.split("\r") if "\x1b[K" in piece]
    lines = [line for line in lines if line]
    assert lines, f"no progress line drawn at {columns} columns:\n{run.stdout!r}"
    return lines


narrow = drawn_lines(80)
too_wide = [line for line in narrow if len(line) > 79]
assert not too_wide, f"lines wider than the terminal: {too_wide}"
assert all(COUNTERS.search(line) for line in narrow), f"count, total, percentage or ETA missing: {narrow}"
whole = [line for line in drawn_lines(300) if not line.startswith("...") and COUNTERS.search(line)]
assert whole, "no whole line at 300 columns"
print(f"80 columns: {narrow[0]!r}\n300 columns: {whole[0]!r}")
