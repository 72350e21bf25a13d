"""Round 25, general practices and the regularity of the deal (chapters 3 and 5), read from the rule texts: the
level's clock or screen reaching its end (§3.1, « Quand le temps est écoulé dans un niveau de blindes »), and the
clock called on a slow player kept apart from it, and the countdown started or ended read as that clock (§3.5,
« les 5 dernières secondes étant décomptées à haute voix »); the decks replaced by the director and a mark on a card's
back (§3.4, « peut imposer un changement de jeu à tout moment », « une carte du jeu utilisé est marquée »); the deck
shuffled standing or held up in the air (§3.4, « il ne peut les prendre et les mélanger ailleurs que sur la table »);
the race for a denomination told by its figure (§3.2, « Le floor vient alors procéder au chip race »); a card found
twice, or a card that is no playing card, in the deck (§5.4, « présence d'une carte en double [...] ou toute autre
carte différente »). Checked on the invented development half, the real development incidents and the
scenarios. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §3.1: the level's clock or screen at its end ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la pendule arrive à zéro alors que le donneur a déjà lancé les cartes",
    "au moment où le chrono bascule sur la pause, on finissait de mélanger",
    "le niveau se termine pendant qu'on compte le pot",
    "l'écran passe en 400/800 pendant le mélange",
])
def test_the_level_clock_at_its_end_is_a_level_change(model, text):
    assert facts_of(model, text).get("level_change") is True


@pytest.mark.parametrize("text", [
    "elle regarde l'écran de son téléphone, passe et jette sa main",  # a check after a glance at a phone
    "le floor met le chrono sur lui, il a trente secondes",  # the clock called on a slow player (§3.5)
    "le niveau de jeu à cette table est très bas",
])
def test_a_screen_or_a_clock_alone_is_no_level_change(model, text):
    assert facts_of(model, text).get("level_change") is not True


def test_the_level_clock_is_no_time_called(model):
    got = facts_of(model, "le chrono bascule sur la pause juste avant la donne")
    assert got.get("time_call") is not True and got.get("level_change") is True


def test_the_clock_called_on_a_player_is_still_the_time(model):
    assert facts_of(model, "le floor lance le chrono sur lui après deux minutes").get("time_call") is True


# -- §3.4: decks replaced, a mark on a card's back ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "à la reprise, le directeur remplace les jeux de toutes les tables",
    "on remarque une petite marque au dos du roi de cœur",
])
def test_decks_replaced_or_a_card_marked_on_its_back_is_a_deck_change(model, text):
    assert facts_of(model, text).get("deck_change") is True


@pytest.mark.parametrize("text", [
    "il met une marque sur sa feuille de scores, puis se met de dos",
    "la carte tombe sur le dos, face visible, et la marque du joueur est faite",
])
def test_a_mark_and_a_back_apart_are_no_deck_change(model, text):
    assert facts_of(model, text).get("deck_change") is not True


# -- §3.4: the deck shuffled standing or up in the air --------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le joueur qui donne mélange debout, les cartes bien au-dessus de la table",
    "elle bat le paquet en l'air, à hauteur des yeux",
])
def test_a_deck_shuffled_standing_or_in_the_air_is_off_the_table(model, text):
    assert facts_of(model, text).get("cards_off_table") is True


@pytest.mark.parametrize("text", [
    "il mélange, puis reste debout derrière sa chaise pour regarder la télé",
    "le donneur mélange les cartes à plat sur le tapis",
])
def test_a_shuffle_on_the_table_is_not_off_it(model, text):
    assert facts_of(model, text).get("cards_off_table") is not True


# -- §5.4: a card twice in the deck, a card that is no playing card -------------------------------------------------

@pytest.mark.parametrize("text", [
    "à l'abattage on voit deux fois le même roi sur la table",
    "la même dame deux fois, une au tableau et une dans la main du 3",
    "une carte publicitaire du casino sort à la turn",
    "une carte de tarot est glissée dans le paquet",
])
def test_a_card_twice_or_a_foreign_card_is_an_irregular_deck(model, text):
    assert facts_of(model, text).get("deck_irregular") is True


@pytest.mark.parametrize("text", [
    "il mise deux fois la même somme au flop et au turn",
    "il a reçu deux fois la même main ce soir, as-roi",
    "le donneur lui donne la carte suivante du paquet",
])
def test_the_same_amount_twice_is_no_irregular_deck(model, text):
    assert facts_of(model, text).get("deck_irregular") is not True


# -- §3.5: the countdown started or ended, the clock launched --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le responsable arrive et commence le décompte, le joueur paie à la dernière seconde",
    "au bout du décompte il n'a toujours rien fait",
    "le directeur lance le time sur la joueuse du 3",
])
def test_a_countdown_on_a_slow_player_is_the_time(model, text):
    assert facts_of(model, text).get("time_call") is True


@pytest.mark.parametrize("text", [
    "le floor commence le décompte des jetons de son tapis",  # the chips counted (§9.15), not the seconds
    "il lance ses jetons, le donneur crie « time »",  # a word thrown, no clock launched on anybody
])
def test_a_count_of_chips_or_a_shout_is_no_time(model, text):
    assert facts_of(model, text).get("time_call") is not True


# -- §3.2: the race for a denomination told by its figure ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pour la course des 5, le floor distribue une carte par jeton restant",
    "le tirage des derniers 100 se fait à la table 4",
])
def test_the_race_of_a_denomination_is_a_chip_race(model, text):
    assert facts_of(model, text).get("chip_race") is True


@pytest.mark.parametrize("text", [
    "le tirage au sort des 2 places de la finale a lieu demain",
    "c'est la course des 3 derniers joueurs pour la victoire",
])
def test_a_draw_of_seats_or_players_is_no_chip_race(model, text):
    assert facts_of(model, text).get("chip_race") is not True
