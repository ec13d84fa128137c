"""--timeout ends an exhaustive run within a tenth of its value (plus start-up), also when one index of the loop is
a whole level check or a slot's census: the loop looks at the deadline inside its blocks (core/parallel.hpp,
DeadlinePoll); and also when the engine is still in work that does not look at the deadline (building the M and
M' mappings of a butterfly with 2^20 rows, before its loop): the runner stops waiting for it
(core/engine_watchdog.hpp).
Each run below takes far longer than the timeout without these; each must end `unknown`, exit 3, within
1.1 x TIMEOUT + 0.4 s of wall time.

Usage: timeout_honoured.py NETCERT
"""
import subprocess
import sys
import time

TIMEOUT = 1.0
RUNS = [
    "fattree.family_sums_to_ones -p n=16",
    "fattree.bound_tight -p n=20",
    "fattree.rotator_no_reduction -p n=16 -p family=rotator",
    "lcan.online_classes -p n=8",
    # Before the watchdog: 2.0-4.0 s and 1.9 s (machine idle to loaded).
    "butterfly.chip_counts -p u=20",
    "tswitch.optimal_config -p k=8 -p n=4",
]


def main():
    netcert = sys.argv[1]
    late = []
    for run in RUNS:
        args = [netcert, "check", *run.split(), "-e", "exhaustive", "--jobs", "2", "--timeout", str(TIMEOUT)]
        start = time.monotonic()
        p = subprocess.run(args, capture_output=True, text=True)
        wall = time.monotonic() - start
        print(f"{run}: exit {p.returncode} after {wall:.2f} s")
        if p.returncode != 3 or wall > 1.1 * TIMEOUT + 0.4:
            late.append(f"{run}: exit {p.returncode} after {wall:.2f} s")
    if late:
        sys.exit("--timeout not honoured: " + "; ".join(late))
    print(f"every run ended unknown within 1.1 x {TIMEOUT} s + 0.4 s")


if __name__ == "__main__":
    main()
