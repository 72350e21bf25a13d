"""Round 23, misreadings found by earlier sessions, fixed generally: the option after « ou » is no act done, so it makes
no betting under way (« check ou all-in ? »), nor two seats' acts with « ou » between them a substantial action; a
seat named by its article in the hand (« le 6 dans le coup ») is no count of players; a call then a stack compared
(« il paie ; son tapis à elle est plus court ») is no all-in called. Every phrase is ours, invented for this file; each fix has the sentence that was misread and the one that must still be read."""

import pytest

from .reading import facts_of


# -- the option after « ou » is no act done (concepts choice_or, choice_act) -----------------------------------------

@pytest.mark.parametrize("text", ["elle hésite longtemps : check ou all-in ?", "au turn, se coucher ou relancer ?"])
def test_a_choice_alone_is_no_betting_under_way(model, text):
    assert facts_of(model, text).get("betting_under_way") is not True


@pytest.mark.parametrize("text", ["le 6 relance à 900, il réfléchit : payer ou jeter ?",
                                  "la BB relance, le bouton paie"])
def test_a_bet_before_the_choice_or_a_reply_still_makes_it(model, text):
    assert facts_of(model, text).get("betting_under_way") is True


def test_two_seats_acts_with_ou_between_are_no_two_acts(model):
    got = facts_of(model, "on ne sait plus : le 7 relance ou le 2 suit ?")
    assert got.get("substantial_action") is not True and got.get("betting_under_way") is not True, got


def test_two_seats_acts_told_are_still_substantial(model):
    assert facts_of(model, "au flop le 7 relance, puis le 2 suit").get("substantial_action") is True


# -- a seat named by its article in the hand is one player, no count -------------------------------------------------

@pytest.mark.parametrize("text", ["à la river il ne reste que le 6 dans le coup", "le 2 et le 9 en jeu seulement"])
def test_a_seat_in_the_hand_is_no_count_of_players(model, text):
    assert "players_in_hand" not in facts_of(model, text)


def test_players_counted_in_the_hand_are_still_a_count(model):
    assert facts_of(model, "à la river on est encore 3 dans le coup").get("players_in_hand") == 3


# -- a call, then a stack compared, is no all-in called ---------------------------------------------------------------

@pytest.mark.parametrize("text", ["elle paie ; le tapis de son adversaire est plus court que le sien",
                                  "il suit, son tapis est plus gros"])
def test_a_call_then_a_stack_compared_is_no_all_in_called(model, text):
    assert facts_of(model, text).get("allin_called") is not True


def test_a_stack_called_is_still_an_all_in_called(model):
    assert facts_of(model, "au turn elle paie le tapis de son adversaire").get("allin_called") is True
