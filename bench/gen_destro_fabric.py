#!/usr/bin/python3
"""Write a k-ary n-tree fabric routed by DESTRO, in the real tools' formats.

  gen_destro_fabric.py K N OUTDIR

OUTDIR receives topology.ibnd (ibnetdiscover's format, with LIDs) and
opensm-lfts.dump (OpenSM's unicast dump) for netcert's k-ary n-tree
(tests/data/fabric/gen_topology.py wiring: IB port p = netcert port p-1) with
DESTRO tables (seed 002, A.7.1: up through port k+d_s, down through d_s).

Why this exists: DESTRO tables at any size, written without OpenSM (which has
no DESTRO engine). The tables are netcert's own DESTRO; a benchmark on them
measures reading and checking, not OpenSM (real OpenSM tables at the same size
come from scripts/fabric-from-ibsim.sh, which sizes ibsim's limits from the
topology). Hosts get LIDs 1..k^n, switches the LIDs after them.
"""
import os
import sys


def digit(x, i, k):
    return (x // k**i) % k


def with_digit(x, i, d, k):
    return x - digit(x, i, k) * k**i + d * k**i


def main(argv):
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    k, n, out = int(argv[1]), int(argv[2]), argv[3]
    hosts, per_stage = k**n, k ** (n - 1)
    sw = [(s, o) for s in range(n) for o in range(per_stage)]
    sw_index = {x: i for i, x in enumerate(sw)}
    sw_guid = lambda s, o: 0x200000 + sw_index[(s, o)]
    sw_lid = lambda s, o: hosts + 1 + sw_index[(s, o)]
    sw_name = lambda s, o: "S%d_%d" % (s, o)
    h_guid = lambda h: 0x100000 + 2 * h  # node GUID; its port GUID is +1

    # peer[(s, o)][ib_port] = ("H", h) or ("S", s', o', ib_port')
    peer = {x: {} for x in sw}
    for h in range(hosts):
        peer[(0, h // k)][digit(h, 0, k) + 1] = ("H", h)
    for s in range(n - 1):
        for o in range(per_stage):
            for j in range(k):
                up, down_port = with_digit(o, s, j, k), digit(o, s, k) + 1
                peer[(s, o)][k + j + 1] = ("S", s + 1, up, down_port)
                peer[(s + 1, up)][down_port] = ("S", s, o, k + j + 1)

    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "topology.ibnd"), "w") as f:
        f.write("#\n# Topology file: written by bench/gen_destro_fabric.py %d %d\n#\n\n" % (k, n))
        for (s, o) in sw:
            g = sw_guid(s, o)
            f.write("switchguid=0x%x(%x)\n" % (g, g))
            f.write('Switch\t%d "S-%016x"\t\t# "%s" base port 0 lid %d lmc 0\n' % (2 * k, g, sw_name(s, o), sw_lid(s, o)))
            for p in sorted(peer[(s, o)]):
                e = peer[(s, o)][p]
                if e[0] == "H":
                    h = e[1]
                    f.write('[%d]\t"H-%016x"[1](%x) \t\t# "H%d" lid %d 4xSDR\n' % (p, h_guid(h), h_guid(h) + 1, h, h + 1))
                else:
                    _, s2, o2, p2 = e
                    f.write('[%d]\t"S-%016x"[%d]\t\t# "%s" lid %d 4xSDR\n' % (p, sw_guid(s2, o2), p2, sw_name(s2, o2), sw_lid(s2, o2)))
            f.write("\n")
        for h in range(hosts):
            g, leaf = h_guid(h), (0, h // k)
            f.write("caguid=0x%x\n" % g)
            f.write('Ca\t1 "H-%016x"\t\t# "H%d"\n' % (g, h))
            f.write('[1](%x) \t"S-%016x"[%d]\t\t# lid %d lmc 0 "%s" lid %d 4xSDR\n\n'
                    % (g + 1, sw_guid(*leaf), digit(h, 0, k) + 1, h + 1, sw_name(*leaf), sw_lid(*leaf)))

    with open(os.path.join(out, "opensm-lfts.dump"), "w") as f:
        top = hosts + len(sw)
        for (s, o) in sw:
            f.write("Unicast lids [0-%d] of switch Lid %d guid 0x%016x ('%s'):\n" % (top, sw_lid(s, o), sw_guid(s, o), sw_name(s, o)))
            lines = 0
            for d in range(hosts):
                below = all(digit(d, i + 1, k) == digit(o, i, k) for i in range(s, n - 1))
                port = digit(d, s, k) + 1 if below else k + digit(d, s, k) + 1
                f.write("0x%04x %03d # Channel Adapter portguid 0x%016x: 'H%d'\n" % (d + 1, port, h_guid(d) + 1, d))
                lines += 1
            f.write("0x%04x %03d # Switch portguid 0x%016x: '%s'\n" % (sw_lid(s, o), 0, sw_guid(s, o), sw_name(s, o)))
            f.write("%d lids dumped\n" % (lines + 1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
