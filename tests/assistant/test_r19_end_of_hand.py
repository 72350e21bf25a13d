"""Round 19: the end of a hand (ROPTA chapter 10), read from the rule text first. §10.4 « quel que soit le moment où le
tapis est intervenu »: a player who would keep his cards hidden until the board is complete; §10.6 « vérifier le ou les
jeux non dévoilés »: an official looking at the hand of a player who gave up the pot; and `hand_tabled` (« la main
gagnante était correctement exposée », a showdown fact) no longer read on cards turned over while the player still
thinks or faces a bet. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §10.4: showing put off until the board is complete ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "après le call de son all-in, le bouton ne veut pas montrer avant la river",
    "elle préfère garder sa main cachée jusqu'à la dernière carte",
    "il refuse de retourner avant la fin du tableau",
])
def test_showing_put_off_until_the_end_is_read(model, text):
    assert facts_of(model, text).get("show_deferred") is True


@pytest.mark.parametrize("text", [
    "le bouton montre son brelan à la river",  # a show at the river, nothing put off
    "avant la river, il relance et tout le monde passe",  # the street named, no show
])
def test_a_show_or_a_street_alone_is_no_show_put_off(model, text):
    assert facts_of(model, text).get("show_deferred") is not True


def test_an_allin_called_with_the_show_put_off_is_section_10_4(kb):
    text = "Le cut-off fait tapis au flop et le bouton paie, puis le bouton ne veut pas montrer avant la river."
    assert first_section(kb, text) == "face-visible-en-cas-de-tapis"


# -- §10.6: an official looking at a hand not shown -------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "j'aimerais que le directeur regarde les cartes de celle qui a lâché",
    "l'arbitre fait retourner les mains couchées après le coup",
    "le superviseur vient contrôler les cartes du joueur qui a foldé",
])
def test_an_official_looking_at_a_folded_hand_is_a_check(model, text):
    assert facts_of(model, text).get("collusion_check") is True


@pytest.mark.parametrize("text", [
    "le floor regarde la vidéo : le joueur qui s'est couché avait payé avant",  # the video, no hand looked at
    "le directeur arrive, le joueur couché est déjà parti fumer",  # no look at all
])
def test_an_official_near_a_folded_player_is_no_check(model, text):
    assert facts_of(model, text).get("collusion_check") is not True


# -- hand_tabled: a showdown fact, not cards turned while the betting goes on -----------------------------------------

@pytest.mark.parametrize("text", [
    "au turn, pendant qu'il réfléchit, il retourne ses deux cartes face visible",
    "face à une relance, elle pose ses cartes face visible devant elle",
    "il étale ses deux cartes en hésitant, puis il suit",
])
def test_cards_turned_while_still_thinking_are_not_tabled(model, text):
    assert facts_of(model, text).get("hand_tabled") is not True


@pytest.mark.parametrize("text", [
    "à l'abattage, il retourne une couleur et le croupier donne le pot à l'autre",
    "river check derrière, les deux mains sont retournées face visible",
])
def test_a_hand_tabled_at_the_showdown_is_still_read(model, text):
    assert facts_of(model, text).get("hand_tabled") is True
