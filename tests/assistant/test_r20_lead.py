"""Round 20, three words read in a second sense (found reading the engine's facts on sentences of our own, not on a
case): « battu » said of a player is beaten, not a shuffle; « je suis battu » is no « je suis » (a call); a street
named after « avant » is not the moment of the incident. Every phrase is ours."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "il montre sa main et dit « je suis battu », puis jette ses cartes",
    "sûr d'être battu, elle balance ses cartes au milieu",
])
def test_a_beaten_player_is_no_shuffle_and_no_call(model, text):
    got = facts_of(model, text)
    assert got.get("shuffle") is not True and got.get("declaration") != "call", got


@pytest.mark.parametrize("text", [
    "le donneur a mal battu les cartes, on voit encore les paires du coup d'avant",
    "les cartes ont été mal battues avant la donne",
])
def test_cards_badly_shuffled_still_read(model, text):
    assert facts_of(model, text).get("shuffle") is True


def test_je_suis_alone_is_still_a_call(model):
    assert facts_of(model, "il dit « je suis » et pose ses jetons").get("declaration") == "call"


@pytest.mark.parametrize("text", [
    "juste avant la river, le croupier retourne une carte du paquet",
    "avant que la turn sorte, il annonce tapis",
])
def test_a_street_not_yet_dealt_is_not_the_moment(model, text):
    assert facts_of(model, text).get("phase") not in ("river", "turn")


def test_the_street_itself_is_still_the_moment(model):
    assert facts_of(model, "à la river, il mise 500 et l'autre paie").get("phase") == "river"


@pytest.mark.parametrize("text", [
    "le 5 découvre qu'il a trois cartes ; aucun jeton n'a été misé encore",
    "avant que quelqu'un mise, la BB signale qu'elle n'a qu'une carte",
])
def test_nobody_has_bet_yet_is_no_substantial_action(model, text):
    assert facts_of(model, text).get("substantial_action") is False


def test_bets_already_made_are_still_substantial(model):
    assert facts_of(model, "deux joueurs ont déjà misé et payé quand le 3 voit qu'il a trois cartes").get(
        "substantial_action") is True
