"""A listing fits the terminal: every stdout line within the width, nothing dropped.

Usage: /usr/bin/python3 line_width.py WIDTH NETCERT ARGS...
WIDTH: the COLUMNS value, or "none" (COLUMNS unset; stdout is a pipe, so 80 applies).
Wrapping moves text to continuation lines and never drops any: the output has the same
characters (apart from spaces and the header rule) as the unwrapped one (COLUMNS=100000).
"""
import collections
import os
import subprocess
import sys

width, netcert, args = sys.argv[1], sys.argv[2], sys.argv[3:]


def run(columns):
    env = dict(os.environ)
    env.pop("COLUMNS", None)
    if columns != "none":
        env["COLUMNS"] = columns
    out = subprocess.run([netcert] + args, env=env, capture_output=True, text=True, check=True).stdout
    return out


def characters(text):
    return collections.Counter(c for line in text.splitlines() if set(line) - set("- ") for c in line if c != " ")


narrow = run(width)
limit = 80 if width == "none" else int(width)
longest = max(len(line) for line in narrow.splitlines())
assert longest <= limit, f"a line of {longest} characters (limit {limit}):\n{narrow}"
assert characters(narrow) == characters(run("100000")), f"wrapping changed the text:\n{narrow}"
print(f"{' '.join(args)} at {width} columns: longest line {longest} (limit {limit}), nothing dropped")
