"""The butterfly chip picture as Graphviz draws it: `neato -n2` (the command the DOT file names) lays it out
without warnings, every half lies inside its chip's box, no two chip boxes overlap, and M' at u = 3 reads in
the mapping's own order: chips 0-3, 4-7 and 8-11 in three bands from the top, each band left to right by chip number.

Usage: butterfly_dot_layout.py NETCERT SRC WORKDIR
"""
import json
import os
import subprocess
import sys


def layout(netcert, schedule, work):
    dot = os.path.join(work, os.path.basename(schedule) + ".dot")
    subprocess.run([netcert, "check-schedule", schedule, "--dot", dot], stdout=subprocess.DEVNULL)
    with open(dot) as f:
        first = f.readline()
    assert "neato -n2" in first, f"{dot}: the first line should name the renderer: {first!r}"
    run = subprocess.run(["neato", "-n2", "-Tjson", dot], capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr == "", f"neato -n2 {dot}: exit {run.returncode}: {run.stderr}"
    return json.loads(run.stdout)


def boxes(graph):
    """{chip number: (bb, [node positions])}."""
    objects = graph["objects"]
    chips = {}
    for o in objects:
        if o["name"].startswith("cluster_chip"):
            bb = [float(v) for v in o["bb"].split(",")]
            nodes = [tuple(float(v) for v in objects[k]["pos"].split(",")) for k in o.get("nodes", [])]
            chips[int(o["name"][len("cluster_chip"):])] = (bb, nodes)
    return chips


def check_boxes(name, chips):
    for c, (bb, nodes) in chips.items():
        for x, y in nodes:
            assert bb[0] < x < bb[2] and bb[1] < y < bb[3], f"{name}: a half of chip {c} at ({x},{y}) lies outside {bb}"
    for a in chips:
        for b in chips:
            if a < b:
                p, q = chips[a][0], chips[b][0]
                apart = p[2] <= q[0] or q[2] <= p[0] or p[3] <= q[1] or q[3] <= p[1]
                assert apart, f"{name}: the boxes of chips {a} and {b} overlap"


def main():
    netcert, src, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    for name in ("mprime_u3", "mprime_u3_swapped"):
        chips = boxes(layout(netcert, os.path.join(src, "examples", "butterfly", name + ".json"), work))
        assert len(chips) == 12, f"{name}: {len(chips)} chips drawn, expected 12"
        check_boxes(name, chips)
        if name == "mprime_u3":
            tops = sorted({bb[3] for bb, _ in chips.values()}, reverse=True)
            bands = [[c for c in sorted(chips, key=lambda c: chips[c][0][0]) if chips[c][0][3] == top] for top in tops]
            assert bands == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], f"{name}: chips drawn in the order {bands}"
    print("butterfly pictures: neato -n2 draws them cleanly; M' u=3 in chip order 0-3 / 4-7 / 8-11")


if __name__ == "__main__":
    main()
