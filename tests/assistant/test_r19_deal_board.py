"""Round 19: readings from the rule texts of chapter 6. §6.8 (« Si le dealer oublie de se donner une deuxième carte et
s'en rend compte avant son tour de jeu, il peut compléter sa main avant d'agir »): the dealer (or the button, who deals
where no dealer is) whose own hand is short or completed, in one sentence. §6.5 (« Si un joueur mêle une carte morte …
à son autre carte »): the mixing verb first, in the text's own order; and cards mixed into the muck (§8's matter) are
no dead card mixed with the live one. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §6.8: the dealer's own hand short, or completed ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la donneuse s'aperçoit qu'il lui manque une carte et attend son tour",
    "le donneur complète sa main en prenant la prochaine du talon",
    "au bouton, la donneuse se complète juste avant de parler",
    "sans croupier, le bouton remarque qu'il lui manque sa deuxième carte",
])
def test_the_dealers_own_hand_short_or_completed(model, text):
    assert facts_of(model, text).get("dealer_one_card") is True


@pytest.mark.parametrize("text", [
    "le donneur constate qu'il manque une carte au siège du fond",  # another seat's hand: §6.1
    "la donneuse découvre qu'il manque une carte au joueur du 2",  # a player's hand
    "le donneur complète la relance du cutoff",  # a bet completed, no hand
    "le donneur regarde la SB compléter",  # the small blind completing her bet
    "le bouton paie, un pique qui complétait sa couleur",  # a draw completed, no hand short
    "la donneuse, pressée, a oublié de servir la voisine",  # a player skipped (« se » is lost in reading)
    "il manque une carte au paquet, le donneur recompte",  # the deck, §5.4
])
def test_another_hand_or_a_bet_is_not_the_dealers_own_card(model, text):
    assert facts_of(model, text).get("dealer_one_card") is not True


# -- §6.5: the dead card mixed with the live one ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle mêle vite la carte exposée à son autre carte",
    "en la ramassant, il confond la carte tombée et sa bonne carte",
])
def test_a_dead_card_mixed_with_the_other_card(model, text):
    assert facts_of(model, text).get("dead_card_mixed") is True


@pytest.mark.parametrize("text", [
    "il lâche sa main et ses cartes se mêlent aux autres cartes de la défausse",  # lost in the muck: §8
    "ses deux cartes se mêlent aux cartes du muck",
    "le donneur dépose la carte retournée en haut du talon, distribue l'autre carte",  # the dealer's replacement, §6.3
])
def test_cards_lost_in_the_muck_or_replaced_are_no_dead_card_mixed(model, text):
    assert facts_of(model, text).get("dead_card_mixed") is not True
