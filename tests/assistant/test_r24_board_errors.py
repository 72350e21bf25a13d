"""Round 24, errors of the board from the flop on (ROPTA chapter 7), read as the floor tells them. « tourner » without
its « re- » puts a board card out (« il tourne la river »), but a deck or a button that « tourne » names no card; the
board swept or the burn card thrown into the muck is no player's hand thrown (§7.6, §7.3), while a hand the dealer
throws there still is. Every phrase is ours."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text, card", [
    ("le joueur de tête réfléchit encore et la donneuse tourne déjà la river", "river"),
    ("la turn a été tournée en avance, avant la fin des enchères du flop", "turn"),
    ("le dealer tourne le flop alors que la grosse blinde n'a pas encore parlé", "flop"),
])
def test_a_board_card_turned_too_soon(model, text, card):
    got = facts_of(model, text)
    assert got.get("premature") is True and got.get("premature_card") == card, got


@pytest.mark.parametrize("text", [
    "sur cette table les deux jeux tournent et le bouton tourne à chaque coup",
    "il fait tourner une plaque entre ses doigts pendant que la turn est jouée",
])
def test_a_deck_or_a_button_that_turns_puts_no_card_out(model, text):
    assert facts_of(model, text).get("premature") is not True


@pytest.mark.parametrize("text", [
    "avant l'abattage, la croupière ramasse les cartes du tableau et les jette dans le muck",
    "le flop est sorti trop tôt et le donneur a jeté la brûlée au muck",
])
def test_the_board_or_the_burn_in_the_muck_is_no_hand_thrown(model, text):
    got = facts_of(model, text)
    assert got.get("hand_mucked") is not True and got.get("mucked_by") != "dealer", got


@pytest.mark.parametrize("text", [
    "au flop, le donneur ramasse la main de Paul et la jette dans le muck",
    "le croupier jette les cartes de Léa dans le muck par erreur",
])
def test_a_hand_the_dealer_throws_in_the_muck_still_read(model, text):
    got = facts_of(model, text)
    assert got.get("hand_mucked") is True and got.get("mucked_by") == "dealer", got


def test_a_fold_told_apart_from_the_board_swept_still_read(model):
    # (a known limit: told in the same sentence within a few words, « ramasse le tableau puis Paul jette ses cartes
    # dans le muck », the fold is masked with the board)
    got = facts_of(model, "Paul jette ses cartes dans le muck. Ensuite le donneur ramasse le tableau trop tôt.")
    assert got.get("hand_mucked") is True, got


# The deck fallen or turned over (§7.6, §7.8) is told by the deck and its verb side by side; a card turned over a few
# words from « paquet » (a boxed card inside it, §5.3) turns no deck over.

def test_cards_face_up_inside_the_deck_are_no_deck_exposed(model):
    got = facts_of(model, "en brûlant pour la river, la croupière trouve deux cartes retournées au milieu du paquet")
    assert got.get("deck_exposed") is not True and got.get("boxed_card") is True, got


@pytest.mark.parametrize("text", [
    "le paquet lui échappe et tombe par terre, on voit plusieurs cartes",
    "le donneur fait tomber le talon face visible",
])
def test_the_deck_fallen_still_read(model, text):
    assert facts_of(model, text).get("deck_exposed") is True


# The claim that everything is void after a board error asks what becomes of the bets made before it (§7.1); a misdeal
# (§6.1) does void the hand, so §7.1 does not rule it.

def test_all_void_claimed_after_a_board_error(model, kb):
    text = "après la boulette du croupier au flop, mon adversaire dit que tout est annulé et veut reprendre ses jetons"
    assert facts_of(model, text).get("bets_before_error") is True
    assert first_section(kb, text) == "erreur-n-annule-pas-le-coup"


def test_cancelling_something_else_is_no_claim(model):
    assert facts_of(model, "tout le monde veut annuler la pause de 20 minutes").get("bets_before_error") is not True


def test_a_misdeal_voided_is_not_ruled_by_7_1(kb):
    text = ("le croupier oublie de donner une carte au siège 4 avant que quiconque parle : fausse donne, il annule "
            "tout. Il en avait le droit ?")
    assert first_section(kb, text) != "erreur-n-annule-pas-le-coup"


# « personne n'a parlé » in the present perfect: the street has just begun, nobody was left behind before the card; the
# pluperfect (« n'avait parlé ») or a player named still tells the card came out before him. « sans avoir brûlé » is
# the burn forgotten.

def test_nobody_has_spoken_yet_is_no_card_out_too_soon(model):
    got = facts_of(model, "la croupière retourne la turn sans avoir brûlé ; personne n'a parlé depuis")
    assert got.get("premature") is not True and got.get("burn_missing") is True, got


@pytest.mark.parametrize("text, card", [
    ("le donneur sort la turn alors que le bouton n'a pas parlé", "turn"),
    ("le flop est sorti alors que personne n'avait encore parlé préflop", "flop"),
])
def test_a_player_left_behind_still_reads_a_card_too_soon(model, text, card):
    got = facts_of(model, text)
    assert got.get("premature") is True and got.get("premature_card") == card, got
