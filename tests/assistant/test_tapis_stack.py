"""« tapis » is two things at a table: the all-in (« il fait tapis », « à tapis », « tapis ! ») and the player's stack
(« son tapis », « les tapis », « le plus gros tapis »). After a possessive, a plural or a size it is the stack, read
as text.STACK; an all-in told with the stack says its verb (« il pousse son tapis »)."""

import pytest

from engine.text import STACK, stream

from .reading import facts_of


def test_after_a_possessive_tapis_is_the_stack():
    assert STACK in stream("il recompte son tapis")
    assert STACK in stream("les tapis se ressemblent")
    assert STACK not in stream("il part à tapis") and "tapis" in stream("il part à tapis")


@pytest.mark.parametrize("text", [
    "il a triplé son tapis en deux mains",
    "leurs tapis sont à peu près pareils",
    "le joueur au plus gros tapis ouvre",
    "le short stack regarde ses cartes",
    "sa voisine demande combien fait son tapis",
    "ses tapis sont rangés n'importe comment",
])
def test_the_stack_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "le cut-off fait tapis",
    "elle est à tapis depuis le flop",
    "tapis ! crie le gars au siège 2",
    "il pousse son tapis au centre sans un mot",
    "il envoie son tapis",
    "il met tout son tapis",
])
def test_the_all_in_is_still_read(model, text):
    assert facts_of(model, text).get("allin") is True


def test_a_call_of_the_all_in_told_with_the_stack(model):
    assert facts_of(model, "la BB paie son tapis").get("allin_called") is True


def test_stack_phrases_said_with_a_possessive(model):
    assert facts_of(model, "il garde son tapis caché sous son bras").get("stacks_visible") is True
    assert facts_of(model, "leurs tapis sont identiques au jeton près").get("same_stack") is True
