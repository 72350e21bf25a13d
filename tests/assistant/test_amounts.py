"""Amounts read in a situation (blinds, actions, chips) and the facts they imply when the words did not say them."""

from __future__ import annotations

import pytest

from engine import amounts


def derived(text: str) -> dict:
    values: dict = {}
    amounts.derive(amounts.extract(text), values)
    return values


def test_blinds_actions_and_chips_are_read_in_order():
    info = amounts.extract("sur 100/200, A mise 500 et B pose deux jetons de 1000")
    assert info["blinds"] == [100, 200]
    assert info["actions"][0] == {"verb": "mise", "amount": 500}
    assert info["chips"] == [1000, 1000]


def test_big_blind_alone_gives_the_blinds():
    assert amounts.extract("la grosse blinde est à 400, il relance à 900")["blinds"] == [200, 400]


def test_an_opening_below_the_big_blind_is_a_short_open():
    assert derived("au flop il ouvre à 50 alors que la grosse blinde est à 100") == {"bet_short": True,
                                                                                     "bet_kind": "open"}


def test_an_opening_at_the_big_blind_is_not_short():
    assert "bet_short" not in derived("au flop il ouvre à 100, grosse blinde 100")


def test_a_short_all_in_is_not_a_short_open():
    facts = derived("sur 50/100 il fait tapis 60 au flop")
    assert facts["allin"] is True and facts["allin_short"] == "below-bb" and "bet_kind" not in facts


@pytest.mark.parametrize("text", ["A mise 100, B met 150 sans rien dire", "A mise 100, B ne pose que 150"])
def test_a_push_between_the_bet_and_the_minimum_raise_is_a_short_raise(text):
    assert derived(text) == {"bet_short": True, "bet_kind": "raise"}


def test_a_full_raise_is_not_short():
    assert derived("A mise 100, B met 250") == {}


def test_chips_placed_are_left_to_the_chip_rules():
    facts = derived("ouverture à 1200, il pose deux jetons de 1000 sans parler")
    assert facts == {"chips_placed": "multiple", "chips_identical": True}


def test_chips_of_different_values_are_not_identical():
    """§9.13 (2019.03) tests a call only for identical chips: the amounts tell which."""
    facts = derived("ouverture à 1200, il pose un jeton de 1000 et un jeton de 500 sans parler")
    assert facts == {"chips_placed": "multiple", "chips_identical": False}


def test_only_restricts_the_amount_read():
    info = amounts.extract("le CO dit relance et ne pose que 600")
    assert info["actions"] == [{"verb": "pose", "amount": 600}]


@pytest.mark.parametrize("text", [
    "la grosse blinde a deux cartes de trop après la donne",
    "il part à tapis, un joueur n'a pas encore parlé",
    "il ne reste que 3 joueurs dans le coup après le tapis",
    "son tapis, 4 mains plus tard, est toujours là",
])
def test_a_count_of_cards_or_players_is_no_amount(text):
    """Numbers that count cards, players or hands (or « un », the article) are no blind, stack or bet."""
    info = amounts.extract(text)
    assert "blinds" not in info and "actions" not in info and "stack" not in info
    assert "allin_short" not in derived(text)


def test_an_all_in_amount_is_still_read():
    assert amounts.extract("blindes 300/600, il fait tapis pour 450")["actions"] == [{"verb": "tapis", "amount": 450}]


# round 12 (reach of chapter 9): the amount told through the gesture, the all-in after its amount, the last chips

def test_an_opening_told_through_its_gesture_is_read():
    assert derived("après le flop le bouton ouvre en posant 200, grosse blinde à 600") == {"bet_short": True,
                                                                                          "bet_kind": "open"}


def test_an_amount_called_all_in_after_it_is_an_all_in():
    info = amounts.extract("grosse blinde 1000, le 4 avance 1700 all in")
    assert info["actions"] == [{"verb": "tapis", "amount": 1700}]
    assert derived("grosse blinde 1000, le 4 avance 1700 all in").get("allin_short") == "below-min-raise"


def test_an_amount_with_tapis_as_a_noun_elsewhere_is_not_an_all_in():
    info = amounts.extract("sur 100/200 il relance 600 et regarde le tapis du voisin")
    assert info["actions"][0]["verb"] == "relance"


def test_the_last_chips_pushed_are_a_short_all_in():
    values = derived("à la river elle pousse ses 90 derniers jetons, la bb est à 300")
    assert values.get("allin") is True and values.get("allin_short") == "below-bb"


def test_a_stack_told_outright_wins_over_the_last_chips():
    assert amounts.extract("sur 200/400, tapis de 2500, il pousse ses 300 derniers jetons")["stack"] == 2500


def test_chips_found_after_an_all_in_are_not_a_bet():
    values = {"forgotten_chips": True}
    amounts.derive(amounts.extract("sur 100/200, il y avait deux jetons de 1000 sous son verre"), values)
    assert "chips_placed" not in values


@pytest.mark.parametrize("text, value", [
    ("en 25/50 il limpe avec une seule plaque de 500", "higher"),  # before the flop, the big blind is the bet faced
    ("sur 100/200, A mise 1000 et B pose un jeton de 500", "lower"),
    ("sur 100/200, A mise 500 et B pose un jeton de 5000", "higher"),
])
def test_a_single_chip_is_weighed_against_the_bet_it_answers(text, value):
    assert derived(text)["chip_value"] == value


def test_a_single_chip_equal_to_the_bet_is_neither_higher_nor_lower():
    facts = derived("sur 100/200, A mise 500 et B pose un jeton de 500")
    assert facts["chips_placed"] == "single" and "chip_value" not in facts


# -- a single chip against the bet it answered (round 20: a helper's finding) ---------------------------------------

def test_a_single_chip_answers_the_bet_told_before_it_not_a_raise_after():
    """« A mise 1 000, B pose une plaque de 5 000, puis C relance à 20 000 »: the chip faced 1 000 (higher, §9.11),
    and it is no short bet against a raise told after it."""
    got = derived("blindes 100/200, A mise 1 000, B pose une plaque de 5 000, puis C relance à 20 000")
    assert got.get("chip_value") == "higher" and "bet_short" not in got, got


def test_a_ruling_told_after_the_chip_is_not_the_bet_it_faced():
    got = derived("B mise 2000, A pose un jeton de 5000 sans rien dire, le floor l'oblige à payer 30 000")
    assert got.get("chip_value") == "higher", got


def test_a_bet_told_only_after_the_chip_is_still_the_one_it_faced():
    got = derived("il pose une plaque de 500 face à une relance à 800")
    assert got.get("chip_value") == "lower" and got.get("bet_short") is True, got
