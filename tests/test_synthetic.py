"""The invented situations of tests/synthetic: their form, that none retells a real incident of ours, that the learned
reading never counts them, and the floors of the assistant on each half (aggregates only; see synthetic/README.md)."""

from __future__ import annotations

import re

import pytest

from tests import learn
from tests.assistant.test_memorising import words
from tests.cases import SYNTHETIC, _index, ask_case, load_half, rates, synthetic

HALVES = ("dev", "reserve")
MAX_CHARS = 250
RETOLD = 7  # content words in a row shared with a real incident: a retelling, not an invention
SECTION = re.compile(r"§|\b(?:section|article|règle)\s+\d|\b\d{1,2}\.\d{1,2}\b", re.I)  # « §9.4 », « 10.5 »
#: The measured level at the commit that brought the situations (dev 47.4 % / 74.4 %, confident 5.2 % at 75.9 %;
#: reserve 48.6 % / 76.2 %, 5.0 % at 66.3 %), minus a margin; never lowered to let a regression pass. Precision
#: raised with the confidence model fitted on the development half (session 8: dev 4.8 % at 86.8 %, in sample;
#: reserve, measured once, 4.8 % at 78.9 %).
FLOOR = {"dev": {"top1": 0.45, "top3": 0.72, "precision": 0.80},
         "reserve": {"top1": 0.46, "top3": 0.74, "precision": 0.70}}


def _all() -> list[tuple[str, str, dict]]:
    return [(half, name, case) for half in HALVES for name, case in synthetic(half)]


def test_both_halves_hold_situations_and_share_none():
    dev, reserve = ({c["say"] for _, c in synthetic(h)} for h in HALVES)
    assert len(dev) >= 1000 and len(reserve) >= 1000
    assert not dev & reserve


def test_the_learned_reading_never_counts_them():
    """Counted, they would be answered from memory and gauge nothing (and, measured, they did not help real
    incidents: README.md)."""
    assert not [p for p in learn.training_files() if SYNTHETIC in p.parents]


def test_every_situation_has_a_known_deciding_section(kb):
    ident, _ = _index(kb)
    missing = [f"{h}/{n}" for h, n, c in _all() if not c.get("expect")]
    bad = [(f"{h}/{n}", k) for h, n, c in _all() for k in (*(c.get("expect") or ()), *(c.get("also") or ()))
           if k not in ident]
    assert not missing, f"sans section qui la tranche : {missing[:5]}"
    assert not bad, f"étiquettes inconnues : {bad[:5]}"


def test_situations_are_short_and_never_name_the_rule():
    long = [f"{h}/{n}" for h, n, c in _all() if len(c["say"]) > MAX_CHARS]
    named = [f"{h}/{n}" for h, n, c in _all() if SECTION.search(c["say"])]
    assert not long, f"plus de {MAX_CHARS} caractères : {long[:5]}"
    assert not named, f"un numéro de section dans le récit : {named[:5]}"


def _grams(text: str, thesaurus) -> set:
    w = words(text, thesaurus)
    return {w[i:i + RETOLD] for i in range(len(w) - RETOLD + 1)}


@pytest.mark.parametrize("half", ["dev", "heldout"])
def test_no_situation_retells_a_real_incident(kb, half):
    """Written from the rulebook alone: seven content words in a row shared with a real incident would mean a story
    we collected (or hold out) was retold. Names only the invented situation, never a held-out incident."""
    from engine.inference import model

    thesaurus = model(kb).thesaurus
    real = set().union(*(_grams(c["say"], thesaurus) for _, c in load_half(half)))
    found = [f"{h}/{n}" for h, n, c in _all() if _grams(c["say"], thesaurus) & real]
    assert not found, f"{len(found)} situations inventées reprennent un incident réel ({half}) : {found[:5]}"


def test_the_retelling_guard_finds_a_retelling():
    a = "Au flop le donneur retourne la carte brûlée par erreur devant tous les joueurs de la table"
    b = "Hier soir, au flop le donneur retourne la carte brûlée par erreur devant tous, on fait quoi"
    assert _grams(a, None) & _grams(b, None)
    assert not _grams(a, None) & _grams("le donneur retourne une carte, on fait quoi", None)


@pytest.mark.parametrize("half", HALVES)
def test_floors(kb, half):
    """Aggregates only (no case named): the reserved half is never read to tune the assistant."""
    got = rates([(c, ask_case(kb, c)) for _, c in synthetic(half)], kb)
    low = {k: round(got[k], 3) for k, v in FLOOR[half].items() if got[k] < v}
    assert not low, f"situations inventées ({half}) : sous le plancher {low} (planchers {FLOOR[half]})"
