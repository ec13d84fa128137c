#!/usr/bin/env bash
# mutate-checker.sh — mutation check of the independent checker (docs/robustness.md,
# "Mutation check of the checker"). Each mutant of tests/mutants/checker.jsonl is applied,
# one at a time, to a scratch copy of the tree (build-mutants/, never the checkout), which
# is rebuilt incrementally; the unit, forge and mobical tests relevant to the mutated
# file must then fail. Prints killed / survived / equivalent per mutant.
#
#   scripts/mutate-checker.sh            the whole list (before a release: about 45 min on 2 cores)
#   scripts/mutate-checker.sh --ci       CI: 3 mutants drawn by the commit, within a 300 s budget
#   scripts/mutate-checker.sh --only fattree.ump_target_y2 --only butterfly.edge_count
#
# Other options go to scripts/mutate_checker.py (--sample N, --seed S, --stages unit,forge,mobical,
# --work DIR, --results FILE, --validate). Exit 0: every non-equivalent mutant killed; 1: a
# survivor; 2: the list is stale (a pattern no longer matches once) or leaves a file uncovered.
set -euo pipefail
cd "$(dirname "$0")/.."
args=()
for a in "$@"; do
  if [[ "$a" == --ci ]]; then
    # Rotating sample: the commit picks which 3; ctest has just run the unmutated tests.
    args+=(--sample 3 --seed "$(git rev-parse HEAD 2>/dev/null || date -u +%F)" --budget 300 --baseline none
           --jobs "$(nproc)")
  else
    args+=("$a")
  fi
done
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the checkout
exec python3 scripts/mutate_checker.py "${args[@]}"
