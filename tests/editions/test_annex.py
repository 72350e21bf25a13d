"""The annex 2023-10 as edition annex-2023-10: fixed ids and numbers, verbatim text, references, worked examples."""

from __future__ import annotations

import re

import pytest

from ..conftest import SEEDS

IDS = {
    "1": "avant-propos", "2": "historique", "3": "nouveautes-2023-09", "4": "nouveautes-2023-10", "5": "divergences-tda",
    "5.1": "divergence-presence-a-la-table", "5.2": "divergence-nouvelle-main-nouveau-niveau",
    "5.3": "divergence-pas-de-revelation", "6": "questions-classiques", "6.1": "question-ordre-d-abattage",
    "6.2": "question-color-up-et-chip-race", "7": "autres-questions", "7.1": "question-mauvaise-lecture",
    "7.2": "question-absence-d-un-joueur", "7.3": "question-spectateurs", "7.4": "question-departage-meme-tapis",
    "7.5": "question-ajouts-jetons-grosse-blinde", "7.6": "question-abandon-de-stack", "7.7": "question-angle-shoot",
}


def test_ids_and_numbers_are_the_fixed_ones(kb):
    ed = kb.edition("annex-2023-10")
    assert ed.kind == "annex" and ed.date == "2023-10"
    assert {c.number: c.id for c in ed.clauses} == IDS


def test_text_is_verbatim_with_only_markup_stripped(kb):
    seed = (SEEDS / "ropta-annexe-2023-10.md").read_text(encoding="utf-8")
    plain = re.sub(r"\[([^\]]+)\]\(mailto:[^)]+\)", r"\1", seed).replace("**", "")
    plain = re.sub(r"^#+\s+", "", plain, flags=re.M)
    plain = re.sub(r"^\*(.+)\*$", r"\1", plain, flags=re.M)
    lines = set(line.rstrip() for line in plain.split("\n"))
    for clause in kb.edition("annex-2023-10").clauses:
        for line in clause.text.split("\n"):
            assert line in lines, (clause.id, line)
        assert any("balisage markdown" in n.text for n in clause.notes), clause.id


def test_refs_point_to_ropta_2019_03(kb):
    for clause in kb.edition("annex-2023-10").clauses:
        for ref in clause.refs:
            assert ref.edition == "ropta-2019.03"
            if ref.target is not None:
                assert kb.resolve(clause, ref) is not None
    assert kb.clause("annex-2023-10", "5.1").refs[0].target == "presence-a-la-table"


def test_wrong_references_kept_unresolved_and_warned(kb, ropta):
    spect = kb.clause("annex-2023-10", "question-spectateurs")
    assert "(voir 12.3 / 12.4)" in spect.text
    assert [(r.label, r.target) for r in spect.refs] == [("12.3 / 12.4", None)] and spect.refs[0].note
    code, out, _ = ropta("check")
    assert code == 0 and "« 12.3 / 12.4 »" in out and "avertissement" in out


def test_big_blind_examples_in_the_calculator_format(kb):
    clause = kb.clause("annex-2023-10", "7.5")
    cases = {e["id"].split("-")[1] for e in clause.examples}
    assert cases == {"1", "2", "3"}
    for ex in clause.examples:
        assert ex["calc"] == "bet" and ex["quote"] in clause.text
        given = ex["given"]
        assert given["blinds"] == (50, 100) and given["street"] == "preflop"
        assert given["actions"][0] == {"player": "BTN", "action": "raise", "to": 700}
        assert given["next"]["player"] == "BB" and ex["expected"]["action"] in ("call", "raise")
    totals = {e["id"]: e["expected"]["total"] for e in clause.examples}
    assert totals["cas-1-deux-jetons-de-1000"] == 2100 and totals["cas-2-retire-un-50-et-deux-jetons-de-1000"] == 2050


def test_big_blind_examples_run(kb):
    from engine import calc
    from engine.model import thaw

    for ex in kb.clause("annex-2023-10", "7.5").examples:
        out = calc.compute("bet", thaw(ex["given"]), kb)
        assert {k: out[k] for k in ex["expected"]} == thaw(ex["expected"]), ex["id"]
