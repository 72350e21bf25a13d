"""Round 17: a past act reported by someone (« il dit qu'il a payé ») is not a declaration made at the table.

The stream drops « qu'il a » (stop words) and reads « payé » as « paye »: the report read as « dit je paye », a verbal
declaration (§9.4). engine.readings marks the report (REPORTED) and the vocabulary's `spoken` facts do not read a
phrase reaching into it; every other fact still reads the reported words. Every phrase is ours, invented for this file.
"""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "le voisin dit qu'il a payé la relance",
    "l'adversaire dit que j'avais relancé avant lui",
    "la joueuse dit qu'elle a payé au tour d'avant",
    "le croupier dit qu'on avait tous checké au flop",
])
def test_a_past_act_reported_is_no_declaration(model, text):
    assert facts_of(model, text).get("declaration") is None


@pytest.mark.parametrize("text, said", [
    ("il dit je paye", "call"),  # said at the table
    ("elle dit qu'elle relance", "raise"),  # said now, in the indirect form: still her declaration
    ("il annonce « call » en poussant ses jetons", "call"),
])
def test_a_declaration_said_is_still_read(model, text, said):
    assert facts_of(model, text).get("declaration") == said


def test_the_reported_words_still_tell_what_happened(model):
    """Only the declaration is a matter of what was said: the act reported is read for what it says happened."""
    assert facts_of(model, "il dit qu'il avait fait tapis au flop").get("allin") is True


@pytest.mark.parametrize("text, fact, value", [
    ("il lâche « la quinte est bonne » et retourne son jeu", "big_hand_folded", None),  # words blurted, nothing folded
    ("elle balance « je suis » en poussant ses jetons", "declaration", "call"),  # words said: her declaration
    ("il lâche son brelan sans réfléchir face à la relance", "big_hand_folded", True),  # no quote: his cards let go
])
def test_a_verb_of_letting_go_before_quoted_words_is_speech(model, text, fact, value):
    """« lâcher », « balancer » before quoted words (engine.readings.blurted) say something; otherwise they let go."""
    assert facts_of(model, text).get(fact) == value
