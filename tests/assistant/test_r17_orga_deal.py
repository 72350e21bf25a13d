"""Round 17: a player back at his seat once the deal has begun but before his last card, the very case the annex entry
« Présence à la table » (2023-10 §5.1: « à la première carte distribuée à la table (et non à la dernière) ») settles,
told by his return and the end of the deal or his second card, or by the last card claimed as the moment that counts;
§4.1's rules give that case to the annex entry. Every phrase is ours, invented for this file; each reading has a
counter-example."""

import pytest

from engine import inference

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "il se rassied au moment où on lui sert sa seconde carte",
    "elle revient alors que la distribution n'est pas terminée et réclame ses cartes",
    "selon lui la dernière carte fait foi, pas la première",
    "le joueur rejoint sa place pendant qu'on envoie les deuxièmes cartes",
])
def test_back_before_the_last_card_is_the_annex_case(model, text):
    assert facts_of(model, text).get("arrived_before_last_card") is True


@pytest.mark.parametrize("text", [
    "il revient des toilettes et joue son coup normalement",  # a return, no deal under way
    "le croupier a fini de donner, le joueur du 3 relance",  # the end of the deal, nobody coming back
    "elle rentre du fumoir après la dernière carte, tout était servi",  # back once the deal is over: §4.1
    "sa seconde carte est sortie face visible",  # a card exposed at the deal, no one arriving
])
def test_no_return_during_the_deal_is_no_annex_case(model, text):
    assert facts_of(model, text).get("arrived_before_last_card") is not True


def test_the_annex_entry_is_among_the_first_for_a_return_before_the_last_card(kb):
    """§4.1's rules give the case to the annex entry; §4.1's own words may still rank it first (a learned reading
    counted before this fact existed), the annex entry stays among the three first."""
    text = "Le joueur du 6 se rassied au moment où on lui sert sa seconde carte. Sa main est-elle morte ?"
    ids = [r["id"] for r in inference.ask(kb, text, top=3)["results"]]
    assert "divergence-presence-a-la-table" in ids
