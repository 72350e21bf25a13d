"""Every situation of tests/scenarios/*.yaml asked to the assistant: each case can fail, and so can the aggregates.

- each scenario is a test: its first section must be one of `expect`; a miss fails, unless it is listed with its
  reason in `tests/scenarios/known-misses.yaml` (by `say`); a listed miss that now passes fails too, asking to remove
  it from the list (« retirer de la liste des échecs connus »);
- `test_accuracy_floor` fails on any regression below the measured level (FLOOR_*);
- `test_accuracy_target` is the issue's target for the committed scenarios (top-1 >= 95 %, top-3 >= 99 %).
bench/ask_bench.py prints the same figures (and those of tests/incidents).
"""

from __future__ import annotations

import pytest

from tests.cases import REMOVE, SCENARIOS, ask_case, judge, known_misses, load

TARGET_TOP1, TARGET_TOP3 = 0.95, 0.99
FLOOR_TOP1, FLOOR_TOP3 = 0.96, 0.99  # measured level (97.2 %, 99.4 %) minus a margin: a regression guard

CASES = load(SCENARIOS)
KNOWN = known_misses(SCENARIOS)
_ANSWERS: dict[str, tuple[bool, bool, list[str]]] = {}


def _answer(kb, name: str, sc: dict):
    if name not in _ANSWERS:
        answer = ask_case(kb, sc)
        t1, t3 = judge(answer, sc, kb)
        _ANSWERS[name] = (t1, t3, [f"{r['rulebook']}:{r['number']}" for r in answer["results"][:3]])
    return _ANSWERS[name]


@pytest.mark.parametrize("name,sc", CASES, ids=[c[0] for c in CASES])
def test_scenario(kb, name, sc):
    t1, _, got = _answer(kb, name, sc)
    known = KNOWN.get(sc["say"]) or KNOWN.get(name)
    if known:
        assert not t1, f"{sc['say']!r} est maintenant juste : {REMOVE} (tests/scenarios/known-misses.yaml)"
    else:
        assert t1, f"{sc['say']!r} attendu {sc['expect']} (+{sc.get('also') or []}), obtenu {got}"


def test_known_misses_name_scenarios():
    """Every entry of the known-misses list names a scenario that exists (a stale entry hides nothing)."""
    names = {n for n, _ in CASES} | {sc["say"] for _, sc in CASES}
    assert not [k for k in KNOWN if k not in names]


def _rates(kb):
    results = [_answer(kb, name, sc) for name, sc in CASES]
    n = len(results)
    return sum(r[0] for r in results) / n, sum(r[1] for r in results) / n


def test_accuracy_floor(kb):
    top1, top3 = _rates(kb)
    assert top1 >= FLOOR_TOP1 and top3 >= FLOOR_TOP3, f"top-1 {top1:.1%}, top-3 {top3:.1%}"


def test_accuracy_target(kb):
    top1, top3 = _rates(kb)
    assert top1 >= TARGET_TOP1 and top3 >= TARGET_TOP3, f"top-1 {top1:.1%}, top-3 {top3:.1%}"
