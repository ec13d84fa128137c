#!/usr/bin/env python3
"""Regenerates the hashed hostile certificates from the genuine_*.json here.

Each is a genuine certificate with one semantic edit and a RECOMPUTED sha256, so the
hash check passes and the verifier's own bounds are what must reject it. Classes:
the three verify-cert crashes once found (an out-of-range or ragged witness array
indexing a checker table; a missing/empty stored-query list; a stage index outside
the k-ary n-tree) and the 16.8 GB certificate (params that make a re-check huge).
The hash is sha256 of nlohmann's dump(1, ' ', true) of the body without "sha256":
sorted keys, one-space indent, ASCII escapes (src/core/certificate.cpp).
Usage: python3 make_hostile_certs.py   (writes hashed_*.cert.json next to this file)
"""
import copy, hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def seal(cert):
    body = {k: v for k, v in cert.items() if k != "sha256"}
    text = json.dumps(body, indent=1, ensure_ascii=True, sort_keys=True)
    body["sha256"] = hashlib.sha256(text.encode()).hexdigest()
    return body


def write(name, cert):
    with open(os.path.join(HERE, "hashed_" + name + ".cert.json"), "w") as f:
        json.dump(seal(cert), f, indent=1, ensure_ascii=True, sort_keys=True)
        f.write("\n")


def edited(base, path, value):
    c = copy.deepcopy(base)
    node = c
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return c


def main():
    realizable = load("genuine_fattree_ump_realizable_fails.json")
    sigma = realizable["witness"]["counterexample"]["sigma"]
    cex = ["witness", "counterexample"]
    write("fattree_sigma_entry_out_of_range", edited(realizable, cex + ["sigma"], sigma[:-1] + [1000000]))
    write("fattree_sigma_entry_negative", edited(realizable, cex + ["sigma"], [-1] + sigma[1:]))
    write("fattree_sigma_too_short", edited(realizable, cex + ["sigma"], sigma[:3]))
    write("fattree_sigma_too_long", edited(realizable, cex + ["sigma"], list(range(4097))))
    write("fattree_sigma_not_integers", edited(realizable, cex + ["sigma"], ["0"] * len(sigma)))
    write("fattree_node_out_of_range", edited(realizable, cex + ["node"], [2, 1 << 40]))

    smt = load("genuine_fattree_ump_realizable_smt.json")
    write("fattree_smt_no_queries", edited(smt, ["witness", "smt2"], []))
    write("fattree_smt_queries_object", edited(smt, ["witness", "smt2"], {}))
    write("fattree_smt_query_not_object", edited(smt, ["witness", "smt2"], [1]))
    write("fattree_smt_witness_null", edited(smt, ["witness"], None))

    optimal = load("genuine_tswitch_optimal_config_fails.json")
    for name, stage in (("out_of_range", 99), ("negative", -1), ("huge", 1 << 62)):
        write("tswitch_stage_" + name, edited(optimal, cex + ["stage"], stage))
    oscp = load("genuine_tswitch_oscp_fails.json")
    write("tswitch_oscp_stage_out_of_range", edited(oscp, cex + ["stage"], 7))

    # The 16.8 GB class: in-domain params whose naive re-check would build a huge network.
    ump = load("genuine_fattree_ump_fails.json")
    write("fattree_ump_n1000_smt_fails", edited(edited(ump, ["params", "n"], 1000), ["engine"], "smt"))
    write("fattree_ump_n1000_exhaustive_fails", edited(ump, ["params", "n"], 1000))
    write("tswitch_k64_n12_exhaustive_fails", edited(edited(optimal, ["params", "k"], 64), ["params", "n"], 12))


if __name__ == "__main__":
    main()
