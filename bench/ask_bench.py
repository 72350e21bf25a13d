"""Benchmark of the ruling assistant, every figure measured in this run (machines are noisy: compare ratios).

Prints: the committed scenarios (top-1/top-3), the real incidents' development and held-out halves (top-1/top-3,
one line per collection round and one for all rounds, aggregates only for the held-out halves), the invented
situations of tests/synthetic (both halves, aggregates only: a larger gauge of unseen cases), the calibration of
`confident` (share of covered cases answered with confidence, top-1 precision when confident, abstention on uncovered
cases), the in-process latency (p50/p95), the time of a 5,000-word narrative, and the cold start of `ropta ask` as a
ratio to `python3 -c pass`.

Usage: python bench/ask_bench.py [--failures] [--runs N] [--no-cold] [--dev-only] [--skip STEM ...]
`--failures` lists the scenarios and development incidents whose first section is wrong; never a held-out case.
`--dev-only` measures the scenarios and the development halves alone, for tuning: the held-out halves are not even
loaded (they are measured once, at the end of a cycle). `--skip heldout-6` leaves one half out (not even loaded): the
newest held-out half waits for the end of its cycle while the others are measured.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tests import learn  # noqa: E402
from tests.cases import SCENARIOS, ask_case, halves, judge, load, rates, synthetic  # noqa: E402

UNSEEN = "lecture apprise comptée sans"  # the figure of a file the learned counts never saw (tests/learn.py)
TARGETS = "cibles : scénarios >= 95 % / 99 % ; held-out >= 85 % / 95 % ; confiant >= 85 %, précision >= 90 %, " \
          "abstention >= 75 % ; p95 <= 5 ms ; froid <= 4x"


def answered(kb, cases, show: bool) -> list:
    """(case, answer) of a list of (name, case); with `show`, each wrong first section is printed."""
    rows = []
    for name, case in cases:
        answer = ask_case(kb, case)
        rows.append((case, answer))
        if show and not judge(answer, case, kb)[0]:
            got = ", ".join(f"{r['rulebook']}:{r['number']}" for r in answer["results"][:3])
            print(f"  {name}: {case['say'][:90]!r}\n      attendu {case.get('expect') or 'non couvert'} ; "
                  f"obtenu {got} ; confiant {answer.get('confident')}")
    return rows


def measure(kb, cases, show: bool) -> dict:
    """Aggregates of a list of (name, case)."""
    return rates(answered(kb, cases, show), kb)


@contextmanager
def unseen(kb, counted, path: Path):
    """The learned reading counted without the cases of `path` (tests/learn.py), for the time of a measure: a file
    the counts saw is answered partly from memory; this is how it fares on counts that never saw it."""
    from engine.inference import model

    m = model(kb)
    kept = m.learned
    m.learned = learn.without(kb, counted, path)
    try:
        yield
    finally:
        m.learned = kept


def measure_unseen(kb, counted, paths: list[Path]) -> dict:
    """Aggregates over `paths`, each file answered with the learned counts taken without it."""
    rows = []
    for path in paths:
        with unseen(kb, counted, path):
            rows += answered(kb, load(path), False)
    return rates(rows, kb)


def line(label: str, r: dict) -> str:
    if not r["n"]:
        return f"{label} : aucun cas"
    ab = "—" if r["abstention"] is None else f"{r['abstention']:.1%}"
    return (f"{label} : {r['covered']} couverts + {r['uncovered']} non couverts ; top-1 {r['top1']:.1%} ; "
            f"top-3 {r['top3']:.1%} ; confiant {r['confident']:.1%} ; précision si confiant {r['precision']:.1%} ; "
            f"abstention {ab}")


def latency(kb, texts: list[str], runs: int) -> tuple[float, float, float, float]:
    """(p50, p95) in ms over every run of every situation, then (p50, p95) of each situation's best run: on these
    shared 2-core machines a run stalled by another process lands in the first pair's tail; the second pair is the
    engine's own time, what a floor's phone or laptop with nothing else running would see. Both are printed."""
    from engine.inference import ask

    for t in texts[:20]:
        ask(kb, t)  # warm-up (caches, imports)
    samples = []
    best = [float("inf")] * len(texts)
    for _ in range(runs):
        for i, t in enumerate(texts):
            start = time.perf_counter()
            ask(kb, t)
            took = time.perf_counter() - start
            samples.append(took)
            best[i] = min(best[i], took)

    def pair(values: list[float]) -> tuple[float, float]:
        values = sorted(values)
        return statistics.median(values) * 1000, values[int(len(values) * 0.95) - 1] * 1000

    return (*pair(samples), *pair(best))


NARRATIVE = ["Le joueur au bouton relance à 1200 avant le flop", "la petite blinde paye et la grosse blinde se couche",
             "au flop le donneur expose une carte en brûlant", "ensuite le joueur au bouton mise 2000 et regarde les tapis",
             "puis un spectateur commente la main à voix haute", "le floor est appelé et discute longuement avec eux"]


def narrative_time(kb) -> tuple[int, float]:
    """Words and milliseconds of a 5,000-word narrative (events repeated, the last one deciding)."""
    from engine.inference import ask

    sentences, words = [], 0
    while words < 5000:
        s = NARRATIVE[len(sentences) % len(NARRATIVE)]
        sentences.append(s)
        words += len(s.split())
    text = ". ".join(sentences) + ". Puis le donneur a ramassé la main non protégée du joueur au bouton."
    ask(kb, text)
    start = time.perf_counter()
    ask(kb, text)
    return len(text.split()), (time.perf_counter() - start) * 1000


def cold_ratio(repeat: int = 7, bytecode: bool | None = None) -> tuple[float, float, float]:
    """Cold `ropta ask` over `python3 -c pass`, both in the same run and the same environment.

    `bytecode`: None measures as the environment is; True gives both commands compiled bytecode (what a pip install
    leaves: a private PYTHONPYCACHEPREFIX, filled by a first run); False writes none (an editable install on a
    machine with PYTHONDONTWRITEBYTECODE=1, like these: the project's modules are compiled at every start, the
    standard library keeps the bytecode it was installed with)."""
    from _timing import compare, ropta_command

    env = dict(os.environ)
    if bytecode:
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="ropta-pyc-")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    elif bytecode is False:
        env.pop("PYTHONPYCACHEPREFIX", None)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        if any((ROOT / "engine").rglob("__pycache__")):
            print("  (engine/__pycache__ existe : la mesure « sans bytecode » le lit quand même)")
    cmd = ropta_command() + ["ask", "le donneur a retourné une carte en distribuant", "--json"]
    compare({"fill": cmd}, repeat=1, env=env)  # fills the knowledge-base cache (and the bytecode, when asked)
    medians = compare({"base": ["python3", "-c", "pass"], "ask": cmd}, repeat=repeat, env=env)
    return medians["ask"] / medians["base"], medians["ask"] * 1000, medians["base"] * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--failures", action="store_true", help="list the scenarios and dev incidents missed")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-cold", action="store_true")
    ap.add_argument("--dev-only", action="store_true", help="tuning: scenarios and dev halves only, no timing")
    ap.add_argument("--skip", action="append", default=[], metavar="STEM",
                    help="leave one half out (e.g. heldout-6, not measured before the end of its cycle)")
    args = ap.parse_args()
    os.environ.setdefault("ROPTA_CACHE_DIR", tempfile.mkdtemp(prefix="ropta-bench-"))
    from engine.cache import load_kb

    kb = load_kb()
    print(TARGETS)
    scenarios = load(SCENARIOS)
    counted = learn.labelled(kb, learn.training_files())
    print(line("scénarios (comptés par la lecture apprise)", measure(kb, scenarios, args.failures)))
    print(line(f"  {UNSEEN} le fichier mesuré", measure_unseen(kb, counted, sorted(
        p for p in SCENARIOS.glob("*.yaml") if p.name != "known-misses.yaml"))))
    kinds = (("dev", "incidents dev", args.failures), ("heldout", "incidents held-out", False))
    for kind, label, show in kinds[:1] if args.dev_only else kinds:
        rounds = [(n, p) for n, p in enumerate(halves(kind), 1) if p.stem not in args.skip]  # numbered before skipping
        files = [p for _, p in rounds]  # one line per round, then all together
        for n, path in rounds:
            print(line(f"{label} (collecte {n}, {path.name})", measure(kb, load(path), show)))  # held-out: aggregates only
            if kind == "dev":
                print(line(f"  {UNSEEN} cette collecte", measure_unseen(kb, counted, [path])))
        if len(files) > 1:
            print(line(f"{label} (toutes collectes)", measure(kb, [c for p in files for c in load(p)], False)))
            if kind == "dev":
                print(line(f"  {UNSEEN} la collecte mesurée", measure_unseen(kb, counted, files)))
    for kind, label in (("dev", "situations inventées, développement"), ("reserve", "situations inventées, réservées")):
        if kind == "dev" or not args.dev_only:  # aggregates only: never a case listed (tests/synthetic/README.md)
            print(line(label, measure(kb, synthetic(kind), False)))
    if args.dev_only:
        return 0
    p50, p95, best50, best95 = latency(kb, [c["say"] for _, c in scenarios], args.runs)
    print(f"latence en processus ({len(scenarios)} scénarios x {args.runs} passages) : p50 {p50:.2f} ms ; "
          f"p95 {p95:.2f} ms ; meilleur passage de chaque scénario : p50 {best50:.2f} ms ; p95 {best95:.2f} ms")
    words, ms = narrative_time(kb)
    print(f"récit de {words} mots : {ms:.1f} ms")
    if not args.no_cold:
        for bytecode, label in ((True, "avec bytecode, comme après pip install"),
                                (False, "sans bytecode, installation éditable et PYTHONDONTWRITEBYTECODE=1")):
            ratio, ask_ms, base_ms = cold_ratio(bytecode=bytecode)
            print(f"démarrage à froid ({label}) : ropta ask {ask_ms:.0f} ms / python3 -c pass {base_ms:.0f} ms "
                  f"= {ratio:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
