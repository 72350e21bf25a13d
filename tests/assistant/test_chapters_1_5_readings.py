"""Chapters 1-5 told as a floor tells them: words of the scenery that made a wrong fact, and concepts not read.

- « la première carte tombe » is the deal under way (§4.1), no card off the table (§6.4);
- one card face up inside the deck is a boxed card (§5.3), not a card the dealer exposed while dealing it (§6.3);
- « monter » is a raise at the table, so « la grosse blinde relance » is no new blind level (§3.1);
- a blind « sortie » (out of the tournament) is the dead button question (§4.3);
- not yet seated, gone for a smoke: the player is away from his seat (§4.1);
- the one who shuffles cuts the deck himself, or no cut is asked (§5.2)."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "Sophie se rassoit au 7 alors que la première carte est déjà tombée chez le 1",
    "il revient du parking, les cartes étaient en train de tomber",
    "quand la 1ère carte tombe il est encore au comptoir",
])
def test_cards_falling_at_the_deal_are_dealt(model, text):
    assert "card_dropped" not in facts_of(model, text)


def test_a_card_falling_to_the_floor_still_drops(model):
    assert facts_of(model, "en les regardant, sa carte est tombée par terre")["card_dropped"] is True


def test_back_after_the_first_card_is_the_presence_rule(kb):
    text = "Yann n'était pas encore assis quand la première carte est tombée, il arrive et prend ses cartes"
    assert first_section(kb, text) == "presence-a-la-table"


@pytest.mark.parametrize("text", [
    "en donnant, la croupière découvre une carte à l'envers au milieu du paquet",
    "une carte face visible dans le paquet, repérée pendant la distribution du flop",
])
def test_a_card_face_up_inside_the_deck_is_boxed(model, kb, text):
    found = facts_of(model, text)
    assert found.get("boxed_card") is True
    assert "cards_exposed" not in found
    assert first_section(kb, text) == "feuille-morte"


def test_two_boxed_cards_keep_their_count(model):
    assert facts_of(model, "trois cartes à l'envers dans le paquet pendant la donne")["cards_exposed"] >= 2


@pytest.mark.parametrize("text", [
    "la petite blinde relance à 2400 après l'open du cut-off",
    "au turn la grosse blinde monte à 8000",
    "la BB surrelance, le bouton réfléchit",
])
def test_a_blind_who_raises_is_no_new_level(model, text):
    assert "level_change" not in facts_of(model, text)


def test_the_blinds_going_up_is_still_a_new_level(model):
    assert facts_of(model, "le chrono sonne et les blindes montent au milieu du coup")["level_change"] is True


@pytest.mark.parametrize("text", [
    "la petite blinde vient de sortir sur un tapis, qui est de bouton ?",
    "notre BB est sortie au coup d'avant, on met les blindes comment ?",
])
def test_a_blind_gone_out_is_the_dead_button(model, text):
    assert facts_of(model, text).get("dead_button") is True


def test_a_card_coming_out_near_the_button_is_no_dead_button(model):
    assert "dead_button" not in facts_of(model, "le bouton checke, la river vient de sortir")


@pytest.mark.parametrize("text", [
    "Tom n'est pas assis quand on commence à donner",
    "pendant qu'il réfléchit son voisin part fumer devant la porte",
    "elle revient de fumer au milieu du coup",
])
def test_away_from_the_seat(model, text):
    assert facts_of(model, text).get("absent") is True


def test_seated_is_not_away(model):
    assert "absent" not in facts_of(model, "tout le monde est assis, on lance la donne")


@pytest.mark.parametrize("text", [
    "le bouton mélange et coupe lui-même son paquet",
    "la donneuse a envoyé les cartes sans faire couper sa voisine",
])
def test_a_shuffle_without_another_cut(model, text):
    assert facts_of(model, text).get("shuffle") is True
