"""Benchmark of the ruling assistant: accuracy on tests/scenarios, in-process latency, cold start vs `python3 -c pass`.

Usage: python bench/ask_bench.py [--scenarios DIR] [--failures] [--runs N]
Prints figures measured in this run only (machines are noisy: compare ratios, not absolute times).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def load_scenarios(directory: Path) -> list[dict]:
    """Every scenario of every YAML file of the directory, with its file and line for reports."""
    import yaml

    out = []
    for path in sorted(directory.glob("*.yaml")):
        for i, item in enumerate(yaml.safe_load(path.read_text(encoding="utf-8")) or []):
            item = dict(item)
            item["_where"] = f"{path.name}#{i}"
            out.append(item)
    return out


def keys(result: dict) -> set[str]:
    return {f"{result['rulebook']}:{result['number']}", f"{result['rulebook']}:{result['id']}"}


def judge(answer: dict, scenario: dict) -> tuple[bool, bool]:
    """(top-1 is expected, one of expect/also is in the top 3)."""
    expect = set(scenario.get("expect") or [])
    also = set(scenario.get("also") or [])
    results = answer["results"]
    top1 = bool(results) and bool(keys(results[0]) & expect)
    top3 = any(keys(r) & (expect | also) for r in results[:3])
    return top1, top3


def accuracy(kb, scenarios: list[dict], show: bool) -> tuple[float, float]:
    from engine.inference import ask

    ok1 = ok3 = 0
    for sc in scenarios:
        answer = ask(kb, sc["say"], facts=sc.get("facts") or None, top=5)
        t1, t3 = judge(answer, sc)
        ok1 += t1
        ok3 += t3
        if show and not t1:
            got = ", ".join(f"{r['rulebook']}:{r['number']}" for r in answer["results"][:3])
            print(f"  {'   ' if t3 else 'XX '}{sc['_where']}: {sc['say'][:90]!r}\n      attendu {sc['expect']} "
                  f"(+{sc.get('also') or []}) ; obtenu {got}")
    n = max(len(scenarios), 1)
    return ok1 / n, ok3 / n


def latency(kb, texts: list[str], runs: int) -> tuple[float, float]:
    from engine.inference import ask

    for t in texts[:20]:
        ask(kb, t)  # warm-up (caches, imports)
    samples = []
    for _ in range(runs):
        for t in texts:
            start = time.perf_counter()
            ask(kb, t)
            samples.append(time.perf_counter() - start)
    samples.sort()
    return statistics.median(samples) * 1000, samples[int(len(samples) * 0.95) - 1] * 1000


def cold_ratio(repeat: int = 7) -> tuple[float, float, float]:
    env = dict(os.environ)
    env.setdefault("ROPTA_CACHE_DIR", tempfile.mkdtemp(prefix="ropta-bench-"))
    cmd = [sys.executable, "-m", "engine", "ask", "le donneur a retourné une carte en distribuant", "--json"]
    subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, check=True)  # fills the cache

    def median_time(argv):
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, check=True)
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    base = median_time(["python3", "-c", "pass"])
    ask_t = median_time(cmd)
    return ask_t / base, ask_t * 1000, base * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scenarios", default=str(ROOT / "tests" / "scenarios"))
    ap.add_argument("--failures", action="store_true", help="list the scenarios whose top-1 is wrong")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-cold", action="store_true")
    args = ap.parse_args()
    os.environ.setdefault("ROPTA_CACHE_DIR", tempfile.mkdtemp(prefix="ropta-bench-"))
    from engine.cache import load_kb

    kb = load_kb()
    scenarios = load_scenarios(Path(args.scenarios))
    if scenarios:
        top1, top3 = accuracy(kb, scenarios, args.failures)
        print(f"scénarios : {len(scenarios)} ; top-1 : {top1:.1%} (cible 90 %) ; top-3 : {top3:.1%} (cible 98 %)")
    else:
        print(f"scénarios : aucun dans {args.scenarios}")
    texts = [s["say"] for s in scenarios] or ["le donneur a retourné une carte en distribuant",
                                              "il a dit call mais a poussé deux gros jetons"]
    p50, p95 = latency(kb, texts, args.runs)
    print(f"latence en processus : p50 {p50:.2f} ms ; p95 {p95:.2f} ms (cible p95 <= 5 ms)")
    if not args.no_cold:
        ratio, ask_ms, base_ms = cold_ratio()
        print(f"démarrage à froid : ropta ask {ask_ms:.0f} ms / python3 -c pass {base_ms:.0f} ms = {ratio:.1f}x "
              f"(cible <= 15x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
