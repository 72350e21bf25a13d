"""Clause rules: every ROPTA 2019.03 section is findable, and rules speak the vocabulary's facts."""

import pytest

from engine import inference
from engine.inference import ask

ROPTA = "ropta-2019.03"


def test_rules_reference_vocabulary_facts_and_values(kb):
    m = inference.model(kb)
    facts = m.vocabulary.facts
    for c in kb.clauses(ROPTA):
        ids = [r["id"] for r in c.rules]
        assert len(ids) == len(set(ids)), c.id
        for r in c.rules:
            items = [dict(r.get("when") or {})] + [u if isinstance(u, dict) else {} for u in r.get("unless") or ()]
            for cond in items:
                for name, value in cond.items():
                    assert name in facts, f"{c.id}/{r['id']}: fait inconnu {name}"
                    f = facts[name]
                    values = value if isinstance(value, (list, tuple)) else [value]
                    for v in values:
                        if isinstance(v, dict):
                            assert f.type == "integer", f"{c.id}/{r['id']}: {name}"
                        elif f.type == "boolean":
                            assert isinstance(v, bool), f"{c.id}/{r['id']}: {name}={v}"
                        elif f.type == "enum":
                            assert v in f.values, f"{c.id}/{r['id']}: {name}={v}"
            for u in r.get("unless") or ():
                if isinstance(u, str):
                    assert u in facts or kb.find(ROPTA, u), f"{c.id}/{r['id']}: exception inconnue {u}"


def test_every_section_decides_or_is_summarised(kb):
    for c in kb.clauses(ROPTA):
        assert c.rules, f"§{c.number} sans règle"
        assert c.summary and c.keywords, f"§{c.number} sans résumé ni mots-clés"


def test_discretion_carries_options(kb):
    undercall = [r for r in kb.clause(ROPTA, "9.10").rules if r["then"].get("discretion")]
    assert undercall and all(r["then"]["options"] for r in undercall)


@pytest.mark.parametrize("number", [c for c in [
    "1.1", "1.3", "1.7", "2.3", "2.6", "3.2", "3.6", "4.1", "4.3", "5.3", "5.4", "6.1", "6.3", "6.7", "7.3", "7.6",
    "8.2", "8.6", "9.4", "9.11", "9.13", "9.21", "9.22", "10.5", "10.8", "11.1", "11.4", "11.6"]])
def test_each_section_is_found_by_its_own_title(kb, number):
    clause = kb.clause(ROPTA, number)
    keys = [r["id"] for r in ask(kb, clause.title.lower(), top=3)["results"]]
    assert clause.id in keys  # by default the edition in force answers, with its own numbers
