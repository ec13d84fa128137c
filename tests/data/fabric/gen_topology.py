#!/usr/bin/python3
"""Write an ibsim/ibnetdiscover-format topology.

  gen_topology.py kary-ntree K N   k-ary n-tree in netcert's kary_ntree conventions
  gen_topology.py ring M           M switches in a ring, one host each (minhop deadlocks)
  gen_topology.py torus R C        R x C 2-D torus, one host per switch (minhop deadlocks)
  gen_topology.py full-fat-tree K  three levels of 2K-port switches, every port used: 2K pods of K leaf and K
                                   middle switches, K*K top switches with one port per pod (2K^3 hosts)
  gen_topology.py stars M          hub switch S0 with leaf switches S1..SM, leaf Si with i hosts (uneven traffic)

Switch <s,o> is named "S<s>_<o>" (o as a decimal position), terminal h is "H<h>".
IB port p of a switch is netcert port p-1 (IB port 0 is the management port):
ports 1..K face stage s-1 (or hosts), ports K+1..2K face stage s+1.
Up-port k+j of <s,o> is wired to down-port o_s of <s+1, o with digit s := j>;
host h hangs on down-port h_0 of <0, h / K>.
"""
import sys


def digit(x, i, k):
    return (x // k**i) % k


def with_digit(x, i, d, k):
    return x - digit(x, i, k) * k**i + d * k**i


def kary_ntree(k, n):
    per_stage = k ** (n - 1)
    ports = {}  # (name) -> {ib_port: (peer, peer_port)}

    def link(a, pa, b, pb):
        ports.setdefault(a, {})[pa] = (b, pb)
        ports.setdefault(b, {})[pb] = (a, pa)

    for h in range(k ** n):
        link("H%d" % h, 1, "S0_%d" % (h // k), digit(h, 0, k) + 1)
    for s in range(n - 1):
        for o in range(per_stage):
            for j in range(k):
                up = with_digit(o, s, j, k)
                link("S%d_%d" % (s, o), k + j + 1, "S%d_%d" % (s + 1, up), digit(o, s, k) + 1)
    out = []
    # Hosts first: ibsim attaches the SM to the first port in the file.
    for h in range(k ** n):
        out.append(record("Hca", 1, "H%d" % h, ports["H%d" % h]))
    for s in range(n):
        for o in range(per_stage):
            name = "S%d_%d" % (s, o)
            out.append(record("Switch", 2 * k, name, ports.get(name, {})))
    return out


def full_fat_tree(k):
    """The largest three-level fat tree of 2K-port switches (36 ports: 11,664 hosts):
    leaf S0_<pod*K+i> has K hosts on ports 1..K and port K+1+j to middle S1_<pod*K+j>
    (its port i+1); middle S1_<pod*K+j> has port K+1+m to top S2_<j*K+m> (its port pod+1)."""
    ports = {}

    def link(a, pa, b, pb):
        ports.setdefault(a, {})[pa] = (b, pb)
        ports.setdefault(b, {})[pb] = (a, pa)

    hosts = []
    for pod in range(2 * k):
        for i in range(k):
            leaf = "S0_%d" % (pod * k + i)
            for h in range(k):
                hosts.append("H%d" % len(hosts))
                link(hosts[-1], 1, leaf, h + 1)
            for j in range(k):
                link(leaf, k + 1 + j, "S1_%d" % (pod * k + j), i + 1)
        for j in range(k):
            for m in range(k):
                link("S1_%d" % (pod * k + j), k + 1 + m, "S2_%d" % (j * k + m), pod + 1)
    out = [record("Hca", 1, h, ports[h]) for h in hosts]
    names = ["S%d_%d" % (s, o) for s in (0, 1) for o in range(2 * k * k)] + ["S2_%d" % o for o in range(k * k)]
    out += [record("Switch", 2 * k, name, ports[name]) for name in names]
    return out


def ring(m):
    ports = {}

    def link(a, pa, b, pb):
        ports.setdefault(a, {})[pa] = (b, pb)
        ports.setdefault(b, {})[pb] = (a, pa)

    for i in range(m):
        link("H%d" % i, 1, "S%d" % i, 1)
        link("S%d" % i, 3, "S%d" % ((i + 1) % m), 2)
    out = [record("Hca", 1, "H%d" % i, ports["H%d" % i]) for i in range(m)]
    out += [record("Switch", 3, "S%d" % i, ports["S%d" % i]) for i in range(m)]
    return out


def torus(rows, cols):
    """A rows x cols 2-D torus, one host per switch: port 1 host, 2 east,
    3 west, 4 south, 5 north (wrap-around links close every row and column)."""
    ports = {}

    def link(a, pa, b, pb):
        ports.setdefault(a, {})[pa] = (b, pb)
        ports.setdefault(b, {})[pb] = (a, pa)

    def sw(r, c):
        return "S%d_%d" % (r % rows, c % cols)

    for r in range(rows):
        for c in range(cols):
            link("H%d_%d" % (r, c), 1, sw(r, c), 1)
            link(sw(r, c), 2, sw(r, c + 1), 3)
            link(sw(r, c), 4, sw(r + 1, c), 5)
    hosts = ["H%d_%d" % (r, c) for r in range(rows) for c in range(cols)]
    out = [record("Hca", 1, h, ports[h]) for h in hosts]
    out += [record("Switch", 5, sw(r, c), ports[sw(r, c)]) for r in range(rows) for c in range(cols)]
    return out


def stars(m):
    """Hub S0, port i to leaf Si (port 1); Si carries i hosts on ports 2..i+1, so
    every hub port carries a different load (no two hub ports interchangeable)."""
    ports = {}

    def link(a, pa, b, pb):
        ports.setdefault(a, {})[pa] = (b, pb)
        ports.setdefault(b, {})[pb] = (a, pa)

    hosts = []
    for i in range(1, m + 1):
        link("S0", i, "S%d" % i, 1)
        for h in range(i):
            hosts.append("H%d_%d" % (i, h))
            link(hosts[-1], 1, "S%d" % i, h + 2)
    out = [record("Hca", 1, h, ports[h]) for h in hosts]
    out += [record("Switch", m, "S0", ports["S0"])]
    out += [record("Switch", i + 1, "S%d" % i, ports["S%d" % i]) for i in range(1, m + 1)]
    return out


def record(kind, nports, name, links):
    lines = ['%s\t%d "%s"' % (kind, nports, name)]
    for p in sorted(links):
        peer, pp = links[p]
        lines.append('[%d]\t"%s"[%d]' % (p, peer, pp))
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) == 4 and argv[1] == "kary-ntree":
        recs = kary_ntree(int(argv[2]), int(argv[3]))
    elif len(argv) == 3 and argv[1] == "ring":
        recs = ring(int(argv[2]))
    elif len(argv) == 4 and argv[1] == "torus":
        recs = torus(int(argv[2]), int(argv[3]))
    elif len(argv) == 3 and argv[1] == "full-fat-tree":
        recs = full_fat_tree(int(argv[2]))
    elif len(argv) == 3 and argv[1] == "stars":
        recs = stars(int(argv[2]))
    else:
        sys.stderr.write(__doc__)
        return 2
    sys.stdout.write("\n".join(recs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
