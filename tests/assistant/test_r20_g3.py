"""Round 20, group 3: the misdeal (§6.1), the premature board (§7.2) and the players' responsibility for their cards
(§8.1), read from the rule texts. §8.1 « un responsable de tournoi est obligé d'intervenir pour rendre sa main (si les
cartes sont identifiables) à un joueur qui ne l'a pas protégée » : an official giving a player his hand back
(hand_given_back), apart from the chips, a bet or a ruling « rendu » and from a player handing his cards to the dealer.
§6.1 « l'une des deux premières cartes distribuées est retournée » : the first card, then its face up, in one sentence
(first_cards_exposed) without a word of the deal, but not the first card of the board, the burn or the deck, nor a
player showing his own first card. Checked on the invented development half, the real development incidents and the scenarios. Every phrase is ours,
invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §8.1: the official who gives the hand back ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la superviseuse lui restitue ses deux cartes, qu'on distinguait sans peine",
    "le floor repère ses cartes dans la pile et les lui rend",
    "le directeur finit par les lui rendre, assorties d'un avertissement",
    "floor appelé : cartes rendues au siège 2",
])
def test_an_official_gives_the_hand_back(model, text):
    assert facts_of(model, text).get("hand_given_back") is True


@pytest.mark.parametrize("text", [
    "le floor rend sa décision après avoir vu la vidéo",  # a ruling
    "le floor se rend compte que le pot était mal compté",  # « se rendre compte »
    "le TD rend les mises à tout le monde et fait redistribuer",  # the bets given back
    "le directeur lui rend la monnaie sur sa plaque",  # change
    "elle rend ses cartes au croupier sans les montrer",  # a player's fold, no official
    "le croupier reprend sa main dans le muck et la lui rend",  # the dealer, not an official
])
def test_no_hand_given_back(model, text):
    assert facts_of(model, text).get("hand_given_back") is not True


def test_a_hand_taken_by_the_dealer_and_given_back_is_the_warning_of_8_1(kb):
    text = ("Au turn la croupière embarque les cartes nues du 6 avec les cartes couchées, la superviseuse les repère "
            "tout en haut et les lui restitue. Il prend un avertissement, normal ?")
    assert first_section(kb, text) == "responsabilite-des-cartes"


# -- §6.1: the first card dealt comes up face up --------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la première carte, celle du petit blind, arrive face en l'air",
    "dès la 1ère carte, un as se retrouve à l'endroit devant le siège 1",
    "la toute première carte atterrit face visible sur le tapis",
])
def test_the_first_card_face_up(model, text):
    assert facts_of(model, text).get("first_cards_exposed") is True


@pytest.mark.parametrize("text", [
    "la première carte du flop se retourne quand la croupière la pose",  # the board
    "la première carte brûlée est retournée par erreur",  # the burn
    "la première carte du paquet est à l'endroit",  # a card boxed in the deck
    "il retourne sa première carte pour la montrer à son voisin",  # a player showing his own card
])
def test_no_first_card_dealt_face_up(model, text):
    assert facts_of(model, text).get("first_cards_exposed") is not True
