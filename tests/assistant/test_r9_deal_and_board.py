"""Round 9, chapters 6-8: readings of the deal and of the board that came from scenery or from the other sense of a
word (a card that « part face visible » is no player leaving; the deck dropped « with its cards » is no card fallen;
« un mauvais jeu » is a bad hand, not a wrong deck; « sans avoir annoncé » announced nothing), and a player forgotten
at the deal told by what he lacks (« oublié, rien devant lui »). Phrasings are ours."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "à la table 5 la deuxième carte du 3 part face visible, un dix de coeur",
    "trois cartes sont parties à l'envers en distribuant à la table 11",
])
def test_a_card_that_goes_face_up_is_no_absence(model, text):
    assert "absent" not in facts_of(model, text)


def test_a_player_who_leaves_the_table_is_still_absent(model):
    assert facts_of(model, "il quitte la table sans rien dire pendant le coup").get("absent") is True


@pytest.mark.parametrize("text", [
    "la croupière a oublié le siège 4, il n'a aucune carte devant lui",
    "le donneur a sauté la joueuse du 7 : elle n'a rien devant elle et personne n'a encore parlé",
])
def test_forgotten_and_left_without_cards_is_the_deal(model, text):
    assert facts_of(model, text).get("player_skipped_deal") is True


def test_forgotten_without_cards_is_a_misdeal(kb):
    assert first_section(kb, "le croupier a oublié le 2 en distribuant, elle n'a rien reçu, personne n'a parlé") \
        == "fausse-donne"


@pytest.mark.parametrize("text", [
    "au turn le croupier laisse tomber le paquet et les cartes se répandent sur le tapis",
    "la dealeuse fait tomber le paquet et toutes les cartes du talon sont visibles",
])
def test_the_deck_dropped_with_its_cards_is_no_card_fallen(model, text):
    found = facts_of(model, text)
    assert "card_dropped" not in found or found["card_dropped"] is False
    assert found.get("dropped_by") != "player"
    assert "allin" not in found


def test_a_player_dropping_his_own_card_is_still_read(model):
    found = facts_of(model, "en regardant sa main il fait tomber sa carte par terre")
    assert found.get("card_dropped") is True and found.get("dropped_by") == "player"


def test_the_remaining_cards_are_no_all_in(model):
    assert "allin" not in facts_of(model, "on remélange toutes les cartes restantes pour tirer la river")


@pytest.mark.parametrize("text", [
    "il retourne sa carte exprès pendant la distrib parce qu'il a un mauvais jeu",
    "avec son mauvais jeu en main il veut faire annuler la donne",
])
def test_a_bad_hand_is_no_wrong_deck(model, text):
    assert "two_decks_mixed" not in facts_of(model, text)


def test_the_wrong_deck_is_still_read(model):
    assert facts_of(model, "la croupière distribue avec le mauvais jeu, celui de la table voisine") \
        .get("two_decks_mixed") is True


def test_a_burn_before_the_flop_is_no_dark_bet(model):
    assert "dark_bet" not in facts_of(model, "le donneur brûle une carte de trop avant de sortir le flop")


def test_a_check_in_the_dark_is_still_read(model):
    assert facts_of(model, "il checke dans le noir avant de voir le flop").get("dark_bet") is True


@pytest.mark.parametrize("text", [
    "il montre une carte à son adversaire sans avoir annoncé payé",
    "elle retourne sa main sans avoir dit payé ou couché",
])
def test_without_having_announced_is_no_announcement(model, text):
    assert facts_of(model, text).get("declaration") in (None, "none")
