#!/usr/bin/python3
"""The docs against the product, so that they fail a test when they go stale.

  docs_check.py readme NETCERT SRC
      Runs every command block of README.md that starts with `$ netcert` (and needs no file outside the
      repository) and compares the output shown with the real output: a line `...` stands for any lines, `...`
      inside a line for any text, and timings (d.ddd) for any timing. Tables are compared as a 160-column
      terminal shows them (COLUMNS=160).
  docs_check.py suite-summary SRC SUITE_LOG
      README's block that starts with `summary:` equals the summary line of the default suite's real run
      (SUITE_LOG: the text output of `netcert suite proofs/suites/seeds.json`, which the fixture of
      forge.roundtrip_seeds_suite writes), and the result count README quotes elsewhere is that run's.
  docs_check.py schedules NETCERT SRC
      docs/schedules.md has a section per kind `netcert schedules` lists; it names every schedule file in
      examples/, each in its kind's section; a verdict written after a file name ("holds", "fails", "exit 2")
      is the one check-schedule gives.
  docs_check.py references SRC
      No file of the repository cites the outside design brief or a path outside the repository.
"""
import os
import re
import shlex
import subprocess
import sys

TIMING = re.compile(r"\b\d+\.\d{3,}\b")
failures = []


def fenced_blocks(path):
    """Every ``` block of a Markdown file: (first line number, lines)."""
    blocks, current, start = [], None, 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("```"):
                if current is None:
                    current, start = [], number + 1
                else:
                    blocks.append((start, current))
                    current = None
            elif current is not None:
                current.append(line)
    return blocks


def line_matches(shown, actual):
    shown, actual = TIMING.sub("#", shown.rstrip()), TIMING.sub("#", actual.rstrip())
    pattern = ".*".join(re.escape(part) for part in shown.split("..."))
    return re.fullmatch(pattern, actual) is not None


def lines_match(shown, actual):
    """`shown` against `actual`, a line `...` standing for any number of lines."""
    memo = {}

    def match(i, j):
        if (i, j) not in memo:
            if i == len(shown):
                result = j == len(actual)
            elif shown[i].strip() == "...":
                result = any(match(i + 1, k) for k in range(j, len(actual) + 1))
            else:
                result = j < len(actual) and line_matches(shown[i], actual[j]) and match(i + 1, j + 1)
            memo[(i, j)] = result
        return memo[(i, j)]

    return match(0, 0)


def commands_of(block):
    """[(command line, shown output lines)] of a block of `$ command` lines and their output."""
    commands = []
    for line in block:
        if line.startswith("$ "):
            commands.append((line[2:], []))
        elif commands:
            commands[-1][1].append(line)
    return commands


def runnable(commands, src):
    """Only netcert itself on files of the repository (a block on the user's own files is an illustration)."""
    for cmd, _ in commands:
        if not cmd.startswith("netcert ") or "/tmp/" in cmd or "|" in cmd or "#" in cmd:
            return False
        files = [a for a in shlex.split(cmd) if re.search(r"\.(json|dump|ibnd|topo|lst)$", a)]
        if any(not os.path.exists(os.path.join(src, f)) for f in files):
            return False
    return True


def check_readme(netcert, src):
    env = dict(os.environ, COLUMNS="160")
    ran = 0
    for start, block in fenced_blocks(os.path.join(src, "README.md")):
        if not block or not block[0].startswith("$ netcert "):
            continue
        commands = commands_of(block)
        if not runnable(commands, src):
            print(f"README.md:{start}: not run here (needs files outside the repository or another program)")
            continue
        for cmd, shown in commands:
            argv = shlex.split(cmd)
            proc = subprocess.run([netcert, *argv[1:]], cwd=src, env=env, capture_output=True, text=True, timeout=300)
            ran += 1
            actual = proc.stdout.rstrip("\n").split("\n")
            if not lines_match(shown, actual):
                failures.append(f"README.md:{start}: `{cmd}` prints something else now (exit {proc.returncode}):\n" +
                                "\n".join("    " + line for line in actual[:40]))
    print(f"README.md: {ran} commands run and compared")
    if ran < 4:
        failures.append(f"README.md: only {ran} example commands found; the blocks changed shape?")


def check_summary(src, suite_log):
    with open(suite_log, encoding="utf-8") as f:
        actual = [line for line in f.read().splitlines() if line.startswith("summary:")]
    blocks = [(start, block) for start, block in fenced_blocks(os.path.join(src, "README.md"))
              if block and block[0].startswith("summary:")]
    if len(blocks) != 1:
        failures.append(f"README.md: expected one block with the default suite's summary, found {len(blocks)}")
        return
    start, block = blocks[0]
    if [line.rstrip() for line in block if line.strip()] != actual:
        failures.append(f"README.md:{start}: the default suite's summary is now\n    " + "\n    ".join(actual))
    total = re.search(r"\((\d+) results\)", actual[0] if actual else "")
    readme = open(os.path.join(src, "README.md"), encoding="utf-8").read()
    for quoted in re.findall(r"(\d+) results\b", readme):
        if total and quoted != total.group(1):
            failures.append(f"README.md quotes {quoted} results; the default suite has {total.group(1)}")
    print(f"README.md:{start}: the default suite's summary checked against {suite_log}")


def check_schedules(netcert, src):
    listing = subprocess.run([netcert, "schedules"], capture_output=True, text=True, env=dict(os.environ, COLUMNS="160"))
    kinds = [line.split()[0] + " / " + line.split()[1] for line in listing.stdout.splitlines()[2:]
             if line and line[0] != " "]
    doc = open(os.path.join(src, "docs/schedules.md"), encoding="utf-8").read()
    sections = dict(re.findall(r"^## (\S+ / \S+)\n(.*?)(?=^## |\Z)", doc, flags=re.S | re.M))
    for kind in kinds:
        if kind not in sections:
            failures.append(f"docs/schedules.md: no section for {kind} (listed by `netcert schedules`)")
    for kind in sections:
        if kind not in kinds:
            failures.append(f"docs/schedules.md: section {kind} is not a kind `netcert schedules` lists")
    named = {}
    for kind, text in sections.items():
        directory = None
        # `examples/DIR/FILE.json` sets the directory for the bare file names after it.
        for match in re.finditer(r"`((?:examples/\w+/)?)([\w.-]+\.json)`( \(([^)]*)\))?", text):
            directory = match.group(1) or directory
            path = os.path.join(directory or "", match.group(2))
            named[path] = (kind, match.group(4) or "")
    for root, _, files in os.walk(os.path.join(src, "examples")):
        for f in files:
            path = os.path.relpath(os.path.join(root, f), src)
            if f.endswith(".json") and path not in named:
                failures.append(f"docs/schedules.md does not name {path}")
    for path, (kind, said) in sorted(named.items()):
        full = os.path.join(src, path)
        if not os.path.exists(full):
            failures.append(f"docs/schedules.md names {path}, which does not exist")
            continue
        proc = subprocess.run([netcert, "check-schedule", full, "--json", "-", "--quiet", "--timeout", "60"],
                              capture_output=True, text=True, timeout=300)
        expected = 2 if "exit 2" in said else 0 if "holds" in said else 1 if "fails" in said else None
        if expected is None and proc.returncode not in (0, 1):
            failures.append(f"{path}: check-schedule exit {proc.returncode}: {proc.stderr.strip()}")
        elif expected is not None and proc.returncode != expected:
            failures.append(f"docs/schedules.md says {path} ({said}), but check-schedule exits {proc.returncode}")
        elif proc.returncode in (0, 1) and not proc.stdout.startswith("{"):
            failures.append(f"{path}: no JSON report")
        elif proc.returncode in (0, 1):
            network, kind_name = kind.split(" / ")
            if f'"network": "{network}"' not in proc.stdout or f'"kind": "{kind_name}"' not in proc.stdout:
                failures.append(f"docs/schedules.md names {path} under {kind}, but it is another kind")
    print(f"docs/schedules.md: {len(sections)} kinds, {len(named)} example files checked")


def check_references(src):
    brief = "DESIGN" + ".md"  # spelled apart so that this file does not cite it
    outside = re.compile(re.escape(brief) + r"|\.\./shared\b|/" + "work/")
    skip_dirs = {".git", "build"}
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d not in skip_dirs and not d.startswith("build")]
        for f in files:
            path = os.path.join(root, f)
            if f == ".git":  # a worktree's pointer to its repository
                continue
            try:
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        if outside.search(line):
                            failures.append(f"{os.path.relpath(path, src)}:{number}: cites something outside the "
                                            f"repository: {line.strip()[:120]}")
            except (UnicodeDecodeError, OSError):
                continue
    print("references checked")


def main():
    what = sys.argv[1]
    if what == "readme":
        check_readme(sys.argv[2], sys.argv[3])
    elif what == "suite-summary":
        check_summary(sys.argv[2], sys.argv[3])
    elif what == "schedules":
        check_schedules(sys.argv[2], sys.argv[3])
    elif what == "references":
        check_references(sys.argv[2])
    else:
        sys.exit(f"unknown check {what}")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
