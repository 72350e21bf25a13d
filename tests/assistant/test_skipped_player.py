"""A player passed over: at the deal (no cards, §6) or in the betting (no turn to speak, §9.3). « Sauter le siège 4 »
alone does not say which; what follows it does (« en distribuant », « demande au 5 de parler »)."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "la croupière a zappé la joueuse du 2 et a demandé directement au 3 de parler",
    "il passe par dessus le siège 8, c'est le 9 qui agit",
    "on a oublié le 6 : le donneur a donné son tour au 7",
])
def test_passed_over_in_the_betting(model, text):
    found = facts_of(model, text)
    assert found.get("forgotten_player") is True
    assert "player_skipped_deal" not in found


@pytest.mark.parametrize("text", [
    "le dealer a sauté la place 5 en distribuant les cartes",
    "le siège 1 a été zappé pendant la distrib",
])
def test_passed_over_at_the_deal(model, text):
    assert facts_of(model, text).get("player_skipped_deal") is True


def test_a_jump_is_no_skipped_player(model):
    found = facts_of(model, "il saute de son siège en hurlant")
    assert "forgotten_player" not in found and "player_skipped_deal" not in found
