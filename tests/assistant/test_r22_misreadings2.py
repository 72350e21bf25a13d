"""Round 22, second pass on misreadings found by earlier helpers, fixed generally: a seat named by its number with its
article (« le 5 », « du 3 », « au 7 ») is one player, never a count of players or cards; a choice between the all-in
and another act (« parole ou tapis ? ») is no all-in made; a stack miscounted is a count error, no action
misunderstood; two seats acting, one with chips (« le 2 relance et le 6 se couche »), are a substantial action. Every phrase is ours, invented for this file; each fix has the sentence that was misread and the one
that must still be read."""

import pytest

from .reading import facts_of


# -- a seat named by its article is one player, no count (engine.text streams it with a leading zero) ---------------

@pytest.mark.parametrize("text", [
    "au turn, le 6 se couche sans réfléchir",
    "le joueur du 4 se couche, le donneur pousse ses cartes au muck",
])
def test_a_seat_folding_is_no_count_of_folds(model, text):
    assert facts_of(model, text).get("substantial_action") is not True


@pytest.mark.parametrize("text", [
    "trois joueurs se couchent avant qu'on remarque la carte",
    "6 folds sont déjà passés quand le croupier voit le problème",
])
def test_folds_counted_are_still_substantial(model, text):
    assert facts_of(model, text).get("substantial_action") is True


def test_a_seat_speaking_of_his_cards_is_no_count_of_cards(model):
    assert facts_of(model, "le 3 a des cartes devant lui, il n'a rien jeté").get("wrong_card_count") is not True


def test_three_cards_dealt_are_still_a_wrong_count(model):
    assert facts_of(model, "en hold'em, elle a reçu 3 cartes à la donne").get("wrong_card_count") is True


def test_a_seat_named_still_reads_a_number_for_its_turn(model):
    # « alors que le {n} n'a pas parlé »: the phrases that read a seat's number still read it
    assert facts_of(model, "il se couche alors que le 4 n'a pas parlé").get("out_of_turn") is True


def test_the_seat_is_a_plain_number_to_the_full_text():
    from engine.text import search_terms, stream
    assert stream("le 5 paie") != stream("5 paie") and search_terms(stream("le 5 paie")) == search_terms(stream("5 paie"))


@pytest.mark.parametrize("text", ["le 7 de carreau tombe sur le flop", "il dit qu'après le 3-bet il va payer"])
def test_a_card_or_a_raise_is_no_seat(model, text):
    from engine.text import stream
    assert not any(s[:1] == "0" for s in stream(text))


# -- a choice between the all-in and another act is no all-in made (concept choice_or) -----------------------------

@pytest.mark.parametrize("text", ["parole ou tapis ? il réfléchit encore", "elle peut relancer ou faire tapis ?"])
def test_a_choice_with_the_all_in_is_no_all_in(model, text):
    assert facts_of(model, text).get("allin") is not True


@pytest.mark.parametrize("text", ["elle checke, puis fait tapis sur la relance", "il dit parole et l'autre fait tapis"])
def test_an_all_in_after_a_check_is_still_read(model, text):
    assert facts_of(model, text).get("allin") is True


# -- a stack miscounted is a count error, no action misunderstood ---------------------------------------------------

@pytest.mark.parametrize("text", ["au moment de payer, le tapis de l'adversaire est mal compté",
                                  "son tapis a été mal compté par la croupière"])
def test_a_stack_miscounted_is_no_action_misunderstood(model, text):
    got = facts_of(model, text)
    assert got.get("misunderstood") is not True and got.get("count_error") is True, got


def test_a_raise_miscounted_is_still_misunderstood(model):
    assert facts_of(model, "la croupière a mal compté la relance du bouton").get("misunderstood") is True


# -- two seats acting, one of them with chips, is a substantial action (§6.7, concept seat_named) -------------------

@pytest.mark.parametrize("text", ["au flop le 3 mise 800 et le 5 se couche", "le 2 passe, le 9 relance à 1 200"])
def test_a_bet_and_another_seats_act_are_substantial(model, text):
    assert facts_of(model, text).get("substantial_action") is True


@pytest.mark.parametrize("text", ["le 8 se couche, puis le 4 passe", "le 3 mise 800, le 5 doit-il payer ou se coucher ?"])
def test_two_acts_without_chips_or_a_choice_are_not_substantial(model, text):
    assert facts_of(model, text).get("substantial_action") is not True
