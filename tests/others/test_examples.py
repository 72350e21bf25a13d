"""The Chevaliers raise examples, recorded as `bet` calculator examples, match their text and (once `bet` exists) hold."""

from __future__ import annotations

import pytest

from engine.calc import KINDS, compute
from engine.model import thaw


def _examples(kb):
    return [(c, ex) for c in kb.clauses("chevaliers") for ex in c.examples]


def test_the_raise_examples_are_recorded(kb):
    examples = _examples(kb)
    assert len(examples) >= 4
    for clause, ex in examples:
        assert ex["calc"] == "bet"
        assert ex["quote"] in clause.text
        # the `min_raise_to` of each example is a figure written in its quote
        assert str(ex["expected"]["min_raise_to"]) in ex["quote"]
        given = ex["given"]
        assert set(given) >= {"blinds", "street", "actions", "next"}
        assert set(given["next"]) >= {"player", "declared", "amount", "chips", "withdrawn", "stack"}


def test_the_raise_examples_hold(kb):
    for clause, ex in _examples(kb):
        out = compute("bet", thaw(ex["given"]), kb)
        for key, value in ex["expected"].items():
            assert out[key] == value, (clause.key, ex["id"], key)
