"""Round 25 (helper G), facts read where the story does not tell them: a hand or a misdeal the dealer announces is no
action misread (§9.20); a re-entry or a rebuy alone is no stack given up for another Day 1 (annex §7.6); chips left
somewhere, words between, are no tournament left (§1.9); « on redonne » after a level number is no count of misdeals
(§6.2); cards that « se lisent » are no e-reader (§1.3); a bet and a fold by two players is no bet before the fold;
another player's cards to the muck are no « other card » of a hand shown; the dealer gathering chips is no collusion.
Each fix with the sentence where the fact must still be read. Every phrase is ours."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "à l'abattage, la croupière annonce « split » et fait deux tas",
    "le donneur annonce brelan de valets et pousse le pot au siège 2",
    "le croupier annonce fausse donne et reprend les cartes",
])
def test_a_hand_or_a_misdeal_announced_is_no_action_misread(model, text):
    got = facts_of(model, text)
    assert got.get("misread_by_dealer") is not True and got.get("misunderstood") is not True, got


def test_an_action_announced_wrong_is_still_misread(model):
    got = facts_of(model, "le croupier annonce une relance à 900 alors que le joueur avait seulement payé")
    assert got.get("misread_by_dealer") is True and got.get("misunderstood") is True, got


@pytest.mark.parametrize("text", [
    "l'organisateur dit que le re-entry était ouvert jusqu'au niveau 6",
    "pendant la période de recave, le joueur demande s'il peut se recaver avant la donne",
    "il se recave et le croupier lui rend la monnaie",
])
def test_a_reentry_alone_is_no_stack_given_up(model, text):
    assert facts_of(model, text).get("stack_abandon_reentry") is not True


@pytest.mark.parametrize("text", [
    "qualifiée au Day 1B, elle veut renoncer à son stack et se réinscrire au 1C",
    "il lâche ses jetons du 1A pour rejouer le flight suivant",
    "elle veut rendre ses jetons ce soir pour se réinscrire demain",
])
def test_a_stack_given_up_for_another_flight_is_still_read(model, text):
    assert facts_of(model, text).get("stack_abandon_reentry") is True


@pytest.mark.parametrize("text", [
    "la plaque qu'il avait laissée traîner hors de son tapis n'a pas été comptée",
    "il s'aperçoit qu'il a laissé trois jetons de 100 près de son verre",
])
def test_chips_left_somewhere_are_no_player_leaving(model, text):
    assert facts_of(model, text).get("quits") is not True


def test_a_player_who_leaves_his_stack_still_quits(model):
    assert facts_of(model, "sans un mot, elle laisse son tapis et quitte la salle").get("quits") is True


def test_a_level_number_before_a_misdeal_is_no_count(model):
    got = facts_of(model, "une fausse donne au niveau 5, on redonne et on continue")
    assert got.get("dealing_repeated") is not True and got.get("misdeal") is True, got


def test_misdeals_counted_are_still_repeated(model):
    assert facts_of(model, "ce croupier en est à trois fausses donnes depuis le début du niveau").get("dealing_repeated") is True


def test_cards_that_can_be_read_are_no_device(model):
    assert facts_of(model, "les cartes abîmées se lisent par transparence").get("phone") is not True


def test_a_tablet_is_still_a_device(model):
    assert facts_of(model, "il regarde une série sur sa tablette pendant le coup").get("phone") is True


@pytest.mark.parametrize("text", [
    "au turn, le 3 mise 2 000, le 7 jette ses cartes",
    "A mise, l'autre jette sa main sans réfléchir",
])
def test_a_bet_and_another_players_fold_is_no_bet_before_muck(model, text):
    assert facts_of(model, text).get("bet_before_muck") is not True


def test_one_player_who_bets_then_folds_is_still_read(model):
    assert facts_of(model, "au river, il mise puis jette ses cartes au muck").get("bet_before_muck") is True


def test_another_player_to_the_muck_is_no_other_card(model):
    assert facts_of(model, "elle montre son jeu, l'autre joueur envoie ses cartes au muck").get("one_card_shown") is not True


def test_the_other_card_to_the_muck_is_still_one_card_shown(model):
    assert facts_of(model, "il montre un roi et envoie l'autre carte au muck").get("one_card_shown") is True


def test_the_dealer_gathering_chips_is_no_collusion(model):
    assert facts_of(model, "le croupier regroupe les jetons au milieu de la table").get("collusion") is not True


def test_players_pooling_their_chips_is_still_collusion(model):
    assert facts_of(model, "les deux frères regroupent leurs jetons pour faire un seul tapis").get("collusion") is True
