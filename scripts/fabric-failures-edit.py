#!/usr/bin/env python3
"""fabric-failures-edit.py - the topology edits of scripts/fabric-failures.sh.

An ibsim topology (ibsim-utils' format, as ibnetdiscover writes it) is a list of
node blocks: a header 'Switch N "name"' or 'Hca N "name"' (also 'Ca'), then one
line '[port] "peer"[peer port]' per connected port. A failure is a spec:
  none          the topology as it is
  link:I        the I-th switch-to-switch link (file order) removed at both ends
  switch:I      the I-th switch's block and every link to it removed
Commands:
  prepare TOPO ENGINE OUTDIR [--switches]   per run OUTDIR/NNN-NAME/ with failed.topo and
                                            failure.json; prints NNN-NAME<TAB>SM-HOST per run
                                            (SM-HOST: the first CA the failure left linked)
  error FAILURE_JSON MESSAGE                records that the run gave no tables
Hand-written: ibsim has no tool that edits its topology files.
"""
import json
import os
import re
import sys

HEADER = re.compile(r'^(Switch|Hca|Ca)\s+\d+\s+"([^"]*)"')
LINK = re.compile(r'^\[(\d+)\]\s*"([^"]*)"\[(\d+)\]')
SAFE = re.compile(r"[^A-Za-z0-9_.-]")


def parse(path):
    """(lines, per line (owner, kind) or None, per line link (port, peer, peer_port) or None)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    owner, kinds, owners, links = None, {}, [], []
    for line in lines:
        h = HEADER.match(line)
        if h:
            owner = h.group(2)
            kinds[owner] = h.group(1)
        m = LINK.match(line)
        owners.append(owner)
        links.append((int(m.group(1)), m.group(2), int(m.group(3))) if m and not h else None)
    return lines, owners, links, kinds


def switch_links(topo):
    lines, owners, links, kinds = parse(topo)
    seen, out = set(), []
    for owner, link in zip(owners, links):
        if link is None or kinds.get(owner) != "Switch" or kinds.get(link[1]) != "Switch":
            continue
        ends = frozenset([(owner, link[0]), (link[1], link[2])])
        if ends not in seen:
            seen.add(ends)
            out.append(((owner, link[0]), (link[1], link[2])))
    return out


def switches(topo):
    _, _, _, kinds = parse(topo)
    return [name for name, kind in kinds.items() if kind == "Switch"]


def failed(topo, spec):
    """(kind, the removed link's ends or the removed switch, or None)."""
    kind, _, index = spec.partition(":")
    if kind == "none":
        return kind, None
    if kind == "link":
        return kind, switch_links(topo)[int(index)]
    if kind == "switch":
        return kind, switches(topo)[int(index)]
    raise SystemExit(f"unknown failure spec {spec!r}")


def edited_lines(topo, spec):
    lines, owners, links, _ = parse(topo)
    kind, what = failed(topo, spec)
    out = []
    for line, owner, link in zip(lines, owners, links):
        if kind == "link" and link and ((owner, link[0]) in what):
            continue
        if kind == "switch" and (owner == what and (link or HEADER.match(line)) or (link and link[1] == what)):
            continue
        out.append(line)
    return out


def sm_host(topo, spec):
    """The first CA with a link left (the first CA may hang off a failed switch)."""
    lines = edited_lines(topo, spec)
    owner = None
    for line in lines:
        h = HEADER.match(line)
        if h:
            owner = h.group(2) if h.group(1) != "Switch" else None
        elif owner and LINK.match(line):
            return owner
    return ""


def plan(topo, with_switches):
    rows = [("none", "none")]
    for i, ((a, pa), (b, pb)) in enumerate(switch_links(topo)):
        rows.append((f"link-{SAFE.sub('_', a)}.{pa}-{SAFE.sub('_', b)}.{pb}", f"link:{i}"))
    if with_switches:
        for i, s in enumerate(switches(topo)):
            rows.append((f"switch-{SAFE.sub('_', s)}", f"switch:{i}"))
    return [(f"{n:03d}-{name}", spec) for n, (name, spec) in enumerate(rows)]


def description(topo, engine, spec):
    kind, what = failed(topo, spec)
    doc = {"failed": kind, "engine": engine, "topology": os.path.basename(topo)}
    if kind == "link":
        doc["link"] = [{"node": n, "port": p} for n, p in what]
    if kind == "switch":
        doc["switch"] = what
    return doc


def prepare(topo, engine, outdir, with_switches):
    for name, spec in plan(topo, with_switches):
        run = os.path.join(outdir, name)
        os.makedirs(run)
        with open(os.path.join(run, "failed.topo"), "w", encoding="utf-8") as f:
            f.write("\n".join(edited_lines(topo, spec)))
        with open(os.path.join(run, "failure.json"), "w", encoding="utf-8") as f:
            f.write(json.dumps(description(topo, engine, spec), indent=2) + "\n")
        print(f"{name}\t{sm_host(topo, spec)}")


def record_error(path, message):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    doc["error"] = message or "no tables (no message)"
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(doc, indent=2) + "\n")


def main(argv):
    if argv[1] == "prepare":
        prepare(argv[2], argv[3], argv[4], "--switches" in argv[5:])
    elif argv[1] == "error":
        record_error(argv[2], argv[3])
    else:
        raise SystemExit(f"unknown command {argv[1]!r}")


if __name__ == "__main__":
    main(sys.argv)
