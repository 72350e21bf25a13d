"""Round 22, facts that fired where their concept was absent (found from the facts that made a wrong first section
apply, on the invented development half and the real development incidents), narrowed in the terms of their concept:
the raise missed, then chips put in (a short call), no longer read from chips put in before the miss by another player
or in another sentence; « souffle » as a breath or a sigh, and advice asked by the one telling the story, are no
disclosure; a player out of the hand stating a rule tells nothing of a hand; a hand shown as a condition or asked for is
no hand shown; a phone used away from the table is no device at the table. Every phrase is ours, invented for this file;
each narrowing has the sentence where it must still fire."""

import pytest

from .reading import facts_of


# -- bet_short / bet_kind: the raise missed, then the chips ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    # the chips are the raiser's own, the one who missed it puts nothing in
    "Au turn, le 4 relance en poussant trois plaques. Le 6 n'a pas entendu la relance et abat sa paire sans payer.",
    # chips put in before the miss, in another sentence: the blind paid, then nothing was raised
    "Freeroll, la BB jette alors que tout le monde a simplement payé. Elle dit qu'elle n'avait pas vu que personne "
    "n'avait relancé.",
])
def test_chips_before_the_miss_are_no_short_call(model, text):
    got = facts_of(model, text)
    assert got.get("bet_short") is not True and got.get("bet_kind") != "call", got


@pytest.mark.parametrize("text", [
    "il n'a pas vu la relance et pose juste 300",
    "le 2 relance à 1 800. Le 5 n'a pas entendu et ajoute 600 pour suivre.",  # the raise told before the miss
    "elle paie 400 sans avoir vu la relance",  # the chips, then the miss, in one sentence
])
def test_the_raise_missed_then_the_chips_still_read(model, text):
    got = facts_of(model, text)
    assert got.get("bet_short") is True and got.get("bet_kind") == "call", got


# -- disclosure: « souffle » and « conseil » in other senses --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il annonce « call, et 4 000 de plus » d'un seul souffle",  # one breath
    "à chaque main il réfléchit deux minutes, toute la table souffle",  # a sigh
    # the floor asks the reader (not when a player is named right after: « conseille le joueur » reads over the colon)
    "je demande conseil : une habituée garde ses cartes sous son sac à main",
])
def test_breath_and_advice_asked_are_no_disclosure(model, text):
    assert facts_of(model, text).get("disclosure") is not True


@pytest.mark.parametrize("text", [
    "sa voisine lui souffle de se coucher, il a le tirage max en face",
    "pendant le coup, il demande conseil à son voisin avant de payer",
    "un joueur couché lui conseille de relancer",
])
def test_whispered_advice_still_read(model, text):
    assert facts_of(model, text).get("disclosure") is True


def test_a_rule_stated_by_a_player_out_of_the_hand_is_no_disclosure(model):
    text = "un joueur déjà couché dit que la cinquième relance est interdite ici"
    assert facts_of(model, text).get("disclosure") is not True


def test_a_player_out_of_the_hand_telling_a_hand_still_read(model):
    text = "un joueur couché dit que le bouton avait deux cœurs, le coup continue"
    assert facts_of(model, text).get("disclosure") is True


# -- hand_exposed: a show set as a condition or asked for -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il lui propose : « si tu me montres un roi, je me couche »",
    "au floor, il lance : « montre-moi ses cartes, je veux savoir ce qu'il avait »",
])
def test_a_show_asked_or_set_as_a_condition_is_no_hand_shown(model, text):
    assert facts_of(model, text).get("hand_exposed") is not True


@pytest.mark.parametrize("text", [
    "il montre un roi à sa voisine pendant que l'autre réfléchit",
    "avant de parler, elle montre ses cartes au joueur d'à côté",
])
def test_a_hand_shown_still_read(model, text):
    assert facts_of(model, text).get("hand_exposed") is True


# -- phone: a phone used away from the table ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il part passer un coup de fil sur le parking et ne revient qu'au niveau suivant",
    "depuis vingt minutes elle est dehors au téléphone, ses blindes tournent",
])
def test_a_phone_away_from_the_table_is_no_device_at_the_table(model, text):
    assert facts_of(model, text).get("phone") is not True


@pytest.mark.parametrize("text", [
    "il répond au téléphone pendant le coup, ses cartes devant lui",
    "assise à la table, elle écrit des sms entre deux mains",
])
def test_a_phone_at_the_table_still_read(model, text):
    assert facts_of(model, text).get("phone") is True
