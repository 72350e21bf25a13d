"""Round 24, errors of the initial deal (chapter 6), read from the rule texts: a card put face up on the deck is §6.3's
dead card waiting to be burned, not a boxed card (§5.4); which of a player's cards is the live one said unknown in any
verb of knowing (§6.5); a card seen by its rank, or up then fallen back face down, is a flashed card (§6.6); three cards
found by the player, the cards left untold, are a wrong count (§6.1); the dealer at the button with a single card is
§6.8's dealer short of his own second card. Checked on
the invented development half, the real development incidents and the scenarios before they were kept. Every phrase is
ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §5.4 / §6.3: a card face up ON the deck is no card face up IN it -------------------------------------------------

@pytest.mark.parametrize("text", [
    "la carte exposée du cut-off, le croupier la place face visible sur le talon en attendant le flop",
    "il met la dame retournée face en l'air sur le paquet, puis continue de servir",
])
def test_a_card_laid_on_the_deck_is_no_boxed_card(model, text):
    assert facts_of(model, text).get("boxed_card") is not True


@pytest.mark.parametrize("text", [
    "en servant le 4, le croupier voit un valet face visible en plein paquet",
    "une carte à l'endroit dans le reste du paquet apparaît au milieu de la donne",
])
def test_a_card_face_up_inside_the_deck_is_still_boxed(model, text):
    assert facts_of(model, text).get("boxed_card") is True


# -- §6.5: which card is the live one, said unknown ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle a remis sa carte retournée avec la bonne et plus personne ne peut dire laquelle vit encore",
    "le joueur a empilé ses deux cartes, impossible de savoir lequel était le neuf montré",
    "elle a tout ramassé ensemble, et le croupier ne peut plus dire laquelle était exposée",
])
def test_the_live_card_no_longer_known(model, text):
    assert facts_of(model, text).get("dead_card_mixed") is True


@pytest.mark.parametrize("text", [
    "au turn deux cartes brûlées se touchent et on ne sait plus laquelle devait partir",  # the board's, chapter 7
    "le donneur sait laquelle il a retournée et la pose sur le paquet",  # known, no negation
])
def test_which_card_known_or_on_the_board(model, text):
    assert facts_of(model, text).get("dead_card_mixed") is not True


# -- §6.6: a card seen by its rank, or up and fallen back face down -------------------------------------------------

@pytest.mark.parametrize("text", [
    "en servant, la croupière soulève trop la carte et le voisin de gauche voit un roi",
    "la carte du 2 se cabre, reste debout une seconde et retombe face cachée",
])
def test_a_flashed_card(model, text):
    assert facts_of(model, text).get("card_flashed") is True


@pytest.mark.parametrize("text", [
    "en poussant ses jetons au milieu, il laisse voir un as à son voisin",  # a player shows his own card (§11.5)
    "il voit son tapis fondre et s'énerve",  # seeing, no card named
])
def test_no_flashed_card(model, text):
    assert facts_of(model, text).get("card_flashed") is not True


# -- §6.1: three cards found by the player, the cards left untold (« il en trouve trois ») --------------------------

@pytest.mark.parametrize("text", [
    "elle regarde son jeu sous sa main et en trouve trois, avant que l'UTG parle",
    "au premier coup d'œil il en découvre trois devant lui",
])
def test_three_cards_found(model, text):
    assert facts_of(model, text).get("wrong_card_count") is True


@pytest.mark.parametrize("text", [
    "il trouve 3 jetons oubliés sous la table",  # chips counted, no cards
    "elle découvre trois joueurs déjà assis à sa table",  # players counted
])
def test_three_of_something_else(model, text):
    assert facts_of(model, text).get("wrong_card_count") is not True


# -- §6.8: the dealer at the button short of his own second card -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "le donneur est au bouton et ce coup-ci il ne prend qu'une seule carte pour lui",
    "la donneuse au bouton s'aperçoit en parlant qu'elle a une carte seulement",
])
def test_the_self_dealing_button_short(model, text):
    assert facts_of(model, text).get("dealer_one_card") is True


@pytest.mark.parametrize("text", [
    "le donneur au bouton envoie une seule carte au siège 3 et continue",  # another player's hand, §6.1
    "le donneur au bouton distribue ; plus tard le 6 dit qu'il a une seule carte",  # not the same sentence
])
def test_another_players_single_card(model, text):
    assert facts_of(model, text).get("dealer_one_card") is not True
