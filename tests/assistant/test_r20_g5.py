"""Round 20, the end of a hand (chapter 10 and annex §7.1), read from the rule texts. §10.3 (« À l'abattage, les cartes
parlent. Les annonces verbales concernant la main d'un joueur n'ont aucune valeur ; cependant, un joueur annonçant
délibérément une fausse main pourra être pénalisé »): the pot given up in table words, then the cards turned over anyway,
or given up blind to what the player's own hand makes; the rule's two cases as rules (the words against the hand turned
at the showdown; the sanction asked about a false hand). §10.1 (« s'il gagne le coup sans que sa dernière mise ne soit
suivie, ne rien montrer ou ne montrer qu'une seule carte »): the fold told facing his all in, the others all folding,
one card shown and the other kept hidden. §10.2 and §10.9: the award only begun (« s'il apparaît qu'une erreur va être
commise ») is no pot given; the dealer sweeping a hand away; the pot given to the wrong hand. Checked on the invented
development half, the real development incidents and the scenarios before they were kept. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §10.3: the pot given up by word, the cards turned anyway ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle soupire « GG », puis abat malgré tout ses deux cartes",
    "je suis mort, lâche-t-il, et il retourne quand même sa main",
    "il lui dit tu gagnes et montre tout de même son jeu",
    "le perdant annonce « gg » sans voir sa couleur au tableau",
])
def test_words_given_up_then_cards_turned(model, text):
    assert facts_of(model, text).get("cards_speak") is True


@pytest.mark.parametrize("text", [
    "il dit GG à la table et part au bar",  # no cards turned
    "elle dit tu gagnes, puis jette ses cartes face cachée",  # a throw, not a show
    "il s'était couché mais il retourne quand même ses cartes",  # a fold, then a show: no words given up
])
def test_no_words_against_the_cards(model, text):
    assert facts_of(model, text).get("cards_speak") is not True


def test_words_against_the_hand_turned_are_10_3(kb):
    text = "River, le tapis est payé. Il dit « GG, tu gagnes » puis retourne quand même une couleur. Son adversaire réclame le pot."
    assert first_section(kb, text) == "les-cartes-ont-raison"


# -- §10.1: the last bet not called; one card shown, the other kept hidden ------------------------------------------

@pytest.mark.parametrize("text", [
    "après que je me sois couchée sur son tapis, il me fait voir une carte",
    "la cut-off ouvre, tout le monde jette",
    "au turn elle mise et les deux autres se couchent",
])
def test_the_last_bet_not_called(model, text):
    assert facts_of(model, text).get("won_uncalled") is True


@pytest.mark.parametrize("text", [
    "le bouton relance, tous les autres se couchent sauf la petite blinde",  # one player left in
    "couché depuis le turn, il pose sa bière sur le tapis",  # the felt, no bet of his
    "deux joueurs s'étaient couchés sur des relances avant le flop",  # earlier folds, the hand goes on
])
def test_the_bet_still_faced(model, text):
    assert facts_of(model, text).get("won_uncalled") is not True


@pytest.mark.parametrize("text", [
    "il expose son valet et garde la seconde face cachée",
    "elle retourne un as en laissant l'autre cachée sous sa main",
])
def test_one_card_shown_the_other_hidden(model, text):
    assert facts_of(model, text).get("one_card_shown") is True


@pytest.mark.parametrize("text", [
    "il garde ses deux cartes cachées jusqu'au bout",  # nothing shown
])
def test_both_cards_hidden_is_not_one_shown(model, text):
    assert facts_of(model, text).get("one_card_shown") is not True


# -- §10.2 / §10.9: the moment of the award, the dealer's sweep, the pot to the wrong hand ---------------------------

@pytest.mark.parametrize("text", [
    "la croupière commence à pousser le pot vers le brelan",  # begun, not given (« une erreur va être commise »)
    "le dealer s'apprête à donner le pot au mauvais joueur",
])
def test_the_award_not_yet_made(model, text):
    assert facts_of(model, text).get("pot_awarded") is not True


def test_the_award_made(model):
    assert facts_of(model, "la croupière pousse le pot vers le brelan").get("pot_awarded") is True


def test_the_dealer_sweeps_a_hand(model):
    assert facts_of(model, "le donneur balaie ses deux cartes avec la défausse").get("mucked_by") == "dealer"


def test_the_dealer_sweeps_the_board_is_no_hand(model):
    assert facts_of(model, "le croupier balaie le tableau").get("mucked_by") != "dealer"


@pytest.mark.parametrize("text", [
    "le pot est attribué à la mauvaise main, la voisine le voit aussitôt",
    "le pot part au mauvais gagnant",
])
def test_the_pot_to_the_wrong_hand(model, text):
    assert facts_of(model, text).get("misread") is True


def test_the_pot_to_the_winner_is_no_misread(model):
    assert facts_of(model, "le pot part au gagnant, la voisine applaudit").get("misread") is not True
