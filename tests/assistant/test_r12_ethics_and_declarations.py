"""Round 12, chapters 9-11 and the annex: a declaration corrected in one breath, the floor's « angle », help from a
player out of the hand, the nuts checked behind (and against a friend), the action not over when cards are shown.
Every phrase is ours, invented for this file; each concept has its counter-examples where the words are scenery."""

import pytest

from engine.readings import correction_said
from engine.text import stream

from .reading import facts_of, first_section


# -- a declaration corrected in the same breath (§9.4) ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "au turn elle annonce « check… euh non, je mise 2000 »",
    "face à l'open il dit je paie, pardon, relance !",
    "« fold… non non, call » lâche le joueur du 8",
    "preflop le cut-off dit tapis, non attends, 3000",
])
def test_a_declaration_corrected_in_one_breath(model, text):
    assert facts_of(model, text).get("declaration_corrected") is True


@pytest.mark.parametrize("text", [
    "tu fais tapis ? non, je passe, répond-il à son voisin",  # a question answered
    "il checke, non, il mise 500 en fait, je me suis trompé de coup",  # the teller corrects his story
    "il ne relance pas, non, il paie juste",
])
def test_no_correction_in_a_question_or_a_story(model, text):
    assert "declaration_corrected" not in facts_of(model, text)


def test_a_corrected_declaration_is_quoted_in_the_player_words():
    assert correction_said("le gars lance « raise… non, call ! » et pose") == "raise… non, call"


def test_a_declaration_corrected_is_ruled_by_the_announcement_that_binds(kb):
    assert first_section(kb, "Le 4 dit « check… euh non, je mise 800 ». Son adversaire veut le tenir au check.") \
        == "annonce-verbale-prevaut"


# -- the floor's « angle »: an angle shoot, never the English language ------------------------------------------------

@pytest.mark.parametrize("text", ["c'est angle ou pas ?", "pour moi c'est un gros angle", "un angle-shooter connu"])
def test_angle_is_the_angle_shoot(model, text):
    facts = facts_of(model, text)
    assert facts.get("angle_shoot") is True and "language" not in facts


@pytest.mark.parametrize("text", ["la table dans l'angle de la salle est bancale", "le donneur avait le 2 dans son angle mort"])
def test_a_corner_is_no_angle_shoot(model, text):
    facts = facts_of(model, text)
    assert "angle_shoot" not in facts and "language" not in facts


def test_english_is_still_the_language():
    assert stream("il parle anglais") != stream("il parle angle")
