"""Round 15: a negation closed after its verb (« ne dit rien et… », spoken « il paie pas »). The closing word of
« ne … rien / pas / jamais » was read as a second negation that denied the act told after « et » (« il ne voit rien et
jette ses cartes » read as cards not thrown), and spoken French, which drops the « ne », lost its negation at the end of
a clause (« il paie pas » read as a call). « lui-même » was read as « même », the same (« il prend lui-même les antes
dans les tapis » as the same stack), and « il me montre ses cartes », « me » a stop word, as cards shown to the table.
Every phrase is ours, invented for this file; each reading has a
counter-example."""

import pytest

from engine.text import NEG, stream

from .reading import facts_of


# -- a negation closed after its verb denies nothing after « et » --------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle ne regarde rien et balance sa main au muck",
    "le joueur en bouton ne voit rien et jette ses cartes",
])
def test_an_act_told_after_a_closed_negation_is_done(model, text):
    assert facts_of(model, text).get("hand_mucked") is True


def test_an_act_denied_is_still_denied(model):
    assert facts_of(model, "il ne jette pas ses cartes, il réfléchit").get("hand_mucked") is not True


@pytest.mark.parametrize("text, denied, done", [
    ("il ne paie pas et se couche", "pai", "couch"),
    ("elle dit rien et retourne ses cartes", "dire", "retourn"),
])
def test_the_verb_before_the_closing_word_is_the_one_denied(text, denied, done):
    stems = stream(text)
    assert stems[stems.index(denied) - 1] == NEG
    assert stems[stems.index(done) - 1] != NEG


def test_spoken_french_keeps_its_negation_at_the_end_of_a_clause():
    stems = stream("le gros tapis relance, lui il suit pas")
    assert stems[-1] == "suit" and stems[-2] == NEG


def test_a_modal_verb_keeps_its_infinitive_denied():
    stems = stream("il ne peut pas payer la relance")
    assert stems[stems.index("pay") - 1] == NEG


# -- « lui-même » is the person himself, not « the same » -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle va prendre elle-même ses antes dans le tapis de son voisin",
    "le joueur du siège 2 sort lui-même les antes des tapis de la table",
])
def test_himself_is_no_same_stack(model, text):
    assert "same_stack" not in facts_of(model, text)


def test_the_same_stack_is_still_read(model):
    assert facts_of(model, "les deux antes sont prises dans le même tapis").get("same_stack") is True


# -- « il me montre » is shown to one person, the one telling ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "au turn mon adversaire me montre ses cartes avant de payer",
    "le gars d'à côté me la montre discrètement pendant le coup",
])
def test_shown_to_me_is_shown_to_one(model, text):
    assert facts_of(model, text).get("shown_to_one") is True


def test_shown_to_everyone_is_not(model):
    assert "shown_to_one" not in facts_of(model, "au turn il montre ses cartes à toute la table")
