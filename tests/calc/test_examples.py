"""Every worked example recorded in any edition of the knowledge base is run through its calculator."""

from __future__ import annotations

import re

import pytest

from engine import RULEBOOK_DIR
from engine.calc import KINDS, compute
from engine.kb import build
from engine.model import thaw

_KB = build(RULEBOOK_DIR)  # at collection time, to parametrize: one test per example, named after it
EXAMPLES = [(c, ex) for ed in _KB.editions.values() for c in ed.clauses for ex in c.examples]


def subset(expected, actual, where="$"):
    """Assert that `expected` is contained in `actual`: mappings key by key, lists item by item, scalars equal."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: objet attendu, obtenu {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}.{key}: absent du résultat"
            subset(value, actual[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), f"{where}: {expected!r} != {actual!r}"
        for i, (e, a) in enumerate(zip(expected, actual)):
            subset(e, a, f"{where}[{i}]")
    else:
        assert actual == expected, f"{where}: attendu {expected!r}, obtenu {actual!r}"


@pytest.mark.parametrize("clause,example", EXAMPLES, ids=[f"{c.edition}:{c.number}:{ex['id']}" for c, ex in EXAMPLES])
def test_worked_example(kb, clause, example):
    """Run under the clause's own edition when the calculator can rule under it (else the default edition)."""
    from engine.calc import example_input

    assert example["calc"] in KINDS, f"calcul inconnu « {example['calc']} »"
    given = example_input(kb, clause, example)
    result = compute(example["calc"], given, kb)
    if "edition" in given:  # the citations name the edition the example was ruled under
        assert all(key.startswith(clause.edition + ":") or key.startswith("annex-") for key in result["clauses"])
    subset(thaw(example["expected"]), result)
    assert result["clauses"] and result["explanation"]


@pytest.mark.parametrize("clause,example", [(c, ex) for c, ex in EXAMPLES if ex.get("quote")],
                         ids=[f"{c.edition}:{c.number}:{ex['id']}" for c, ex in EXAMPLES if ex.get("quote")])
def test_quote_is_verbatim(clause, example):
    def norm(s):
        return re.sub(r"\s+", " ", s).strip()

    assert norm(example["quote"]) in norm(clause.text)


def test_example_ids_are_unique_per_clause():
    for ed in _KB.editions.values():
        for c in ed.clauses:
            ids = [ex["id"] for ex in c.examples]
            assert len(ids) == len(set(ids)), c.key


# The list of worked examples of the ROPTA 2019.03: clause number -> (calculator, how many at least).
REQUIRED = {"3.2": ("chiprace", 2), "9.2": ("bet", 1), "9.6": ("bet", 8), "9.7": ("pots", 5), "9.8": ("bet", 1),
            "9.9": ("bet", 1), "9.10": ("bet", 3), "9.13": ("bet", 2), "9.21": ("bet", 2)}


@pytest.mark.parametrize("number", sorted(REQUIRED))
def test_source_examples_are_recorded(kb, number):
    kind, count = REQUIRED[number]
    clause = kb.clause("ropta-2019.03", number)
    assert sum(1 for ex in clause.examples if ex["calc"] == kind) >= count


def test_cited_clauses_exist(kb):
    """Every clause a result cites exists, in the edition it names."""
    for _, ex in EXAMPLES:
        for key in compute(ex["calc"], thaw(ex["given"]), kb)["clauses"]:
            edition, _, number = key.partition(":")
            assert kb.find(edition, number) is not None, key


def test_example_input_names_the_clause_edition_only_where_a_calculator_rules(kb):
    from engine.calc import example_input

    clause = kb.clause("ropta-2019.03", "9.13")
    assert example_input(kb, clause, clause.examples[0])["edition"] == "ropta-2019.03"
    derived = kb.clause("ropta-2023.10", "9.13")
    assert example_input(kb, derived, derived.examples[0])["edition"] == "ropta-2023.10"
    annex = kb.clause("annex-2023-10", "7.5")
    assert "edition" not in example_input(kb, annex, annex.examples[0])  # an annex is not ruled under
    uth = next(c for c in kb.clauses("ultimate-texas-holdem") if c.examples)
    assert "edition" not in example_input(kb, uth, uth.examples[0])  # uth has no `edition` key
