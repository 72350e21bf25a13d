"""Round 15: a pot paid out with the wrong amount. A dealer who counts or pushes the wrong amount (« au lieu de »,
« de trop ») attributes chips to the wrong player (§10.9), and an error seen « plus tard », or the game gone on, comes
after the cards were gathered. « Il manque des jetons » alone is a stack found short (a theft, a miscount), no bet
short. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- a pot paid out with the wrong amount, seen later ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière lui pousse 9 000 au lieu de 6 000 après le tapis payé",
    "le donneur compte le tapis du gagnant avec 5 000 de trop et le paie",
])
def test_a_payout_with_the_wrong_amount_is_chips_attributed_wrongly(model, text):
    assert facts_of(model, text).get("misread") is True


@pytest.mark.parametrize("text", [
    "le donneur annonce une relance à 3000 au lieu de 300",
    "il compte ses jetons au lieu de jouer",
    "la joueuse pousse 800 au lieu de 400 pour relancer",
])
def test_a_wrong_figure_that_pays_out_nothing_is_no_misread_pot(model, text):
    assert "misread" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "l'erreur est vue plus tard, au niveau suivant",
    "on continue, et le jeu repart sans que personne ne dise rien",
])
def test_an_error_seen_later_or_the_game_gone_on_is_after_the_cards_were_gathered(model, text):
    assert facts_of(model, text).get("cards_collected") is True


def test_an_error_seen_at_once_is_not(model):
    assert facts_of(model, "l'erreur est vue tout de suite par le voisin").get("cards_collected") is not True


# -- « il manque des jetons »: a stack found short, or a bet short ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "au retour de la pause, il manque des jetons dans mon tapis",
    "elle revient des toilettes et il lui manque deux jetons de 5000, la mise de départ était de 30 000",
])
def test_chips_missing_from_a_stack_are_no_bet_short(model, text):
    assert "bet_short" not in facts_of(model, text)


def test_a_bet_short_told_as_such_is_still_read(model):
    assert facts_of(model, "il annonce call mais ne met pas assez pour payer").get("bet_short") is True
