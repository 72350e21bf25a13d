"""Reading bounds of round 25 (the lead's), each with the sentence it was made for and its counter-example, all in
our own words.

1. « alors que » / « tandis que » open a clause told beside the first. Their words are stop words, and a trigger
   phrase reads its words over a gap of a few others, so « la river sortie alors que la turn… » read « sort la turn »
   (a turn put out too soon: §7.3 of 2023.10, with confidence, where the river was early, §7.5). They are now a mark of
   their own (`engine.text.WHILE`) that no phrase crosses unless it says « alors que » itself.
2. The typo corrector rewrote short French words into other known words (« matin » read « main », « annuel »
   « annul », « décalé » « deal », « retenu » « revenu »). A stem under `MID_EDIT_MIN` letters is now corrected only
   when a letter is missing from it, two of its letters are swapped, or it has one letter more at its end than a
   known stem.
3. Number words were summed whatever their order: « un dix et un valet » read 12, « un neuf et un dix » 21. A unit
   now continues a number only after tens, and less than them (« vingt deux », « dix sept », « cent trois »).
4. « la river sortie …, il restait … » read players out staying about the table (spectator): a street named right
   before « sortie » is a card.
"""

import pytest

from engine import spelling
from engine.text import WHILE, search_terms, stream, words

from tests.assistant.reading import facts_of


def test_alors_que_is_a_mark_of_its_own():
    assert stream("la river sort alors que la turn n'était pas finie") == ["riv", "sortir", WHILE, "turn", "!", "fini"]
    assert stream("tandis qu'il réfléchit")[1] == WHILE
    assert WHILE not in search_terms(stream("il mise alors que le bouton n'a pas parlé"))  # no word of the full text


def test_a_phrase_does_not_read_across_alors_que(model):
    """The card put out is the one before « alors que »; the street after it is the one left unfinished."""
    told = facts_of(model, "La river est sortie alors que la turn n'était pas finie : le bouton devait encore parler.")
    assert told.get("premature_card") == "river"
    # the same words in one clause still read the turn put out
    assert facts_of(model, "Le croupier sort la turn trop tôt, le bouton devait encore parler.").get(
        "premature_card") == "turn"


def test_a_phrase_that_says_alors_que_still_reads(model):
    """A trigger written with « alors que » streams the mark too, so it matches across it."""
    assert facts_of(model, "il mise alors que le bouton n'a pas parlé").get("out_of_turn") is True


@pytest.mark.parametrize("word,known", [
    ("matin", "main"), ("annuel", "annul"), ("decal", "deal"), ("retenu", "revenu"), ("chanc", "chang"),
])
def test_a_short_word_is_not_turned_into_another_word(word, known):
    """Each pair is one edit apart, so the corrector found it; none is a slip of the other."""
    assert spelling._one_edit(word, known) or spelling._closest(word, frozenset({known})) == known
    assert not spelling._short_slip(word, known)


def test_short_slips_are_still_corrected(model):
    assert spelling.correct(model, ["retoun"]) == ["retourn"]  # « retounee »: a letter missing
    assert spelling._short_slip("perdus", "perdu")  # one letter more at the end: the stemmer's variant
    assert spelling._short_slip("strnig", "string")  # two letters swapped
    assert facts_of(model, "carte retounee par le donneur")["cards_exposed"] == 1


def test_the_morning_is_no_hand(model):
    assert spelling.correct(model, ["matin"]) == ["matin"]
    assert spelling.correct(model, ["annuel"]) == ["annuel"]


@pytest.mark.parametrize("text,expected", [
    ("il montre un dix et un valet", ["il", "montre", "1", "10", "et", "1", "valet"]),
    ("un neuf et un dix", ["1", "9", "et", "1", "10"]),
    ("j'ai un six", ["j", "ai", "1", "6"]),
])
def test_an_article_before_a_card_is_no_part_of_its_number(text, expected):
    assert words(text) == expected


@pytest.mark.parametrize("text,number", [
    ("dix-sept", "17"), ("vingt-deux", "22"), ("vingt et un", "21"), ("soixante et onze", "71"),
    ("soixante-quinze", "75"), ("quatre-vingt-dix", "90"), ("cent trois", "103"), ("deux mille cinq cents", "2500"),
    ("mille deux cents", "1200"),
])
def test_compound_numbers_still_read_as_one(text, number):
    assert words(text) == [number]


def test_a_board_card_out_is_no_player_out(model):
    """« sortie » (the river) and « sortis » (players out) stem alike: a street named right before it is a card."""
    assert "spectator" not in facts_of(model, "La river est sortie trop tôt, il restait le bouton à parler.")
    assert facts_of(model, "Les joueurs sortis restent autour de la table et commentent").get("spectator") is True
