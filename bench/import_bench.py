"""Benchmark of `ropta edition import`: alignment on the synthetic editions made from the 2019.03 source.

Usage: python bench/import_bench.py [--runs N]
Scripted scenarios (the ones the tests assert on), then random mixes of the same edits (seeds 1..N).
Prints, per edition: sections, ids right, classes right, base sections gone (right), and the median import time
with its ratio to the identity import, measured in this run only (machines are noisy: compare ratios).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="imports per scenario (median time)")
    ap.add_argument("--random", type=int, default=10, help="random editions (seeds 1..N) after the scripted ones")
    args = ap.parse_args()
    from engine.cache import load_kb
    from engine.importer import import_edition
    from tests.editions.synthetic import BASE, SCENARIOS, make, make_random, score

    kb = load_kb()
    rows = []
    work = Path(tempfile.mkdtemp(prefix="ropta-import-bench-"))
    try:
        editions = [make(kb, name) for name in SCENARIOS] + [make_random(kb, seed) for seed in range(1, args.random + 1)]
        for syn in editions:
            name = syn.name
            src = work / f"{name}.txt"
            src.write_text(syn.text, encoding="utf-8")
            times, report = [], None
            for k in range(args.runs):
                start = time.perf_counter()
                report = import_edition(kb, src, BASE, "ropta-2099.01", out=work / f"{name}-{k}")
                times.append(time.perf_counter() - start)
            rows.append((name, score(report, syn), statistics.median(times)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    ref = rows[0][2]
    print(f"{'scénario':<16} {'sections':>8} {'ids justes':>10} {'classes justes':>14} {'disparues':>10} "
          f"{'temps (s)':>9} {'/identité':>9}")
    total = right = 0
    for name, s, t in rows:
        total, right = total + s["sections"], right + s["ids"]
        print(f"{name:<16} {s['sections']:>8} {s['ids']:>10} {s['classes']:>14} "
              f"{s['gone_right']:>4}/{s['gone']:<5} {t:>9.2f} {t / ref:>9.2f}")
    print(f"identifiants justes : {right}/{total} ({right / total:.1%})")
    return 0 if right == total else 1


if __name__ == "__main__":
    sys.exit(main())
