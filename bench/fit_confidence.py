"""Fit the confidence model (`Weights.confident_model`) on the invented development half, and say how it holds.

Usage: python bench/fit_confidence.py [--check]
The model is a logistic regression of the signals `engine.confidence.features` reads (score, margin, rule, words
explained, agreement of facts and words, the learned reading's choice...) against "the first section is right", fitted
on the covered situations of tests/synthetic/dev: 1,598 stories written from the rulebook's text by sessions that saw
neither the vocabulary nor the incidents, so the signals are those of an assistant meeting words it was not fitted to
(on the development halves of tests/incidents, fitted to, nearly every confident answer is right: no lesson there).
It prints the coefficients to paste into engine/weights.py, a two-fold check on that half (fitted on one part, judged
on the other), and the committed model's figures on the same half. `--check`: figures only, no fit.
Deterministic: fixed folds, fixed iterations. The reserved half (tests/synthetic/reserve) is never read here.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from types import MappingProxyType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cache import load_kb  # noqa: E402
from engine.confidence import features, gates, probability  # noqa: E402
from engine.inference import ask  # noqa: E402
from engine.record import replace  # noqa: E402
from engine.weights import WEIGHTS  # noqa: E402
from tests.cases import matches, synthetic  # noqa: E402

L2, RATE, ROUNDS, SEED = 0.01, 0.1, 1500, 7


def measured(kb) -> list[tuple[dict, dict, bool, bool]]:
    """(features, signals, committed answer confident, first section right) of each covered invented situation."""
    out = []
    for _, case in synthetic("dev"):
        if not case.get("expect"):
            continue
        answer = ask(kb, case["say"], top=1, trace=True)
        signals = answer["trace"]["confidence"]
        right = bool(answer["results"]) and matches(kb, answer["results"][0], set(case["expect"]))
        out.append((features(signals), signals, bool(answer["confident"]), right))
    return out


def fit(rows: list) -> dict:
    """Logistic regression (features standardised, L2 penalty, plain gradient descent) -> coefficients of the raw
    features, the bias absorbing the standardisation."""
    names = list(rows[0][0])
    xs = [[f[n] for n in names] for f, *_ in rows]
    ys = [1.0 if right else 0.0 for *_, right in rows]
    mean = [sum(x[j] for x in xs) / len(xs) if names[j] != "bias" else 0.0 for j in range(len(names))]
    sd = [max(1e-6, math.sqrt(sum((x[j] - mean[j]) ** 2 for x in xs) / len(xs))) if names[j] != "bias" else 1.0
          for j in range(len(names))]
    zs = [[(x[j] - mean[j]) / sd[j] for j in range(len(names))] for x in xs]
    wz = [0.0] * len(names)
    for _ in range(ROUNDS):
        grad = [0.0] * len(names)
        for z, y in zip(zs, ys):
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(wz, z))))))
            for j in range(len(names)):
                grad[j] += (p - y) * z[j]
        wz = [wz[j] - RATE * (grad[j] / len(zs) + (L2 * wz[j] if names[j] != "bias" else 0.0))
              for j in range(len(names))]
    coef = {n: wz[j] / sd[j] for j, n in enumerate(names) if n != "bias"}
    coef["bias"] = wz[names.index("bias")] - sum(wz[j] * mean[j] / sd[j] for j, n in enumerate(names) if n != "bias")
    return coef


def confident(coef: dict, signals: dict, w) -> bool:
    """The answer's confidence under the committed gates (engine.confidence.gates) with the probability of `coef`."""
    fitted = replace(w, confident_model=MappingProxyType(coef))
    return probability(signals, fitted) >= w.confident_probability and gates(signals, w)


def line(label: str, chosen: list) -> str:
    right = sum(r[-1] for r in chosen)
    return f"{label}: {len(chosen)} confident, {right} right ({right / len(chosen):.1%})" if chosen else \
        f"{label}: no confident answer"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="figures of the committed model only")
    args = ap.parse_args()
    kb = load_kb()
    rows = measured(kb)
    print(f"invented development half: {len(rows)} covered situations, first section right "
          f"{sum(r[-1] for r in rows) / len(rows):.1%}")
    print(line("committed model", [r for r in rows if r[2]]) + f" of {len(rows)}")
    if args.check:
        return 0
    shuffled = rows[:]
    random.Random(SEED).shuffle(shuffled)
    half = len(shuffled) // 2
    for i, (train, test) in enumerate(((shuffled[:half], shuffled[half:]), (shuffled[half:], shuffled[:half]))):
        coef = fit(train)
        print(line(f"fold {i + 1}, judged on the part not fitted", [r for r in test
                                                                     if confident(coef, r[1], WEIGHTS)]))
    coef = fit(rows)
    print(line("fitted on the whole half (in sample)", [r for r in rows if confident(coef, r[1], WEIGHTS)]))
    print("\nconfident_model coefficients (engine/weights.py):")
    print("    {" + ", ".join(f'"{n}": {v:.3f}' for n, v in coef.items()) + "}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
