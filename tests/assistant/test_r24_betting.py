"""Round 24, bets and raises §9.1 to §9.12, read from the rule texts: an act made before another player has spoken
(§9.3, « jouer avant que le joueur précédent ait complété son action »); chips put in without a word by a player who
wanted change back (§9.2, « Sans annonce, la mise est considérée comme totale »), and bets not made clearly forward
(§9.2, « Les mises doivent être faites clairement vers l'avant »); a bet found short, told by the official who makes
the player add to it (§9.10). Checked on the invented development half, the real development incidents and the
scenarios. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from engine import inference

from .reading import facts_of


# -- §9.3: an act right before « avant que [quelqu'un] ait parlé » --------------------------------------------------

@pytest.mark.parametrize("text", [
    "la joueuse du 6 balance ses cartes avant que le hijack ait parlé",
    "il relance avant qu'elle ait joué, le donneur l'arrête",
    "mon adversaire checke avant que le 4 ait agi",
])
def test_an_act_before_another_has_spoken_is_out_of_turn(model, text):
    assert facts_of(model, text).get("out_of_turn") is True


@pytest.mark.parametrize("text", [
    "elle jette ses cartes avant d'avoir parlé, sans un mot",  # her own silence: nobody skipped
    "il attend que le cut-off ait parlé pour jeter sa main",  # he waited: the normal order
    "il réfléchit longtemps avant de parler",
])
def test_waiting_or_one_s_own_silence_is_not_out_of_turn(model, text):
    assert facts_of(model, text).get("out_of_turn") is not True


# -- §9.2: change wished on chips put in silently ---------------------------------------------------------------------

def test_change_wished_on_silent_chips_is_the_whole_bet(kb):
    text = "Contre une mise de 300, elle pose un jeton de 1 000 et deux de 100 sans un mot : elle attendait la monnaie."
    first = inference.ask(kb, text, top=3)["results"][0]
    assert (first["id"], first["rule"]) == ("miser-ses-jetons", "monnaie-sans-annonce")


def test_change_wished_after_an_amount_said_is_not_the_silent_case(kb):
    text = "Il annonce 2 300 et pose 2 500 pour qu'on lui rende la monnaie."
    first = inference.ask(kb, text, top=3)["results"][0]
    assert first["rule"] != "monnaie-sans-annonce"


# -- §9.2: bets not made clearly forward -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle laisse ses jetons collés contre ses piles, impossible de voir qu'elle a misé",
    "on ne sait pas s'il vient de miser ou s'il range ses jetons",
    "il étale ses jetons sur tout le tapis vert à chaque mise",
])
def test_a_bet_not_made_clearly_forward(model, text):
    assert facts_of(model, text).get("chips_into_pot") is True


@pytest.mark.parametrize("text", [
    "pendant la pause il range ses jetons par couleur",
    "deux cartes collées l'une à l'autre sortent du sabot",
    "le donneur étale les cartes pour les compter",
])
def test_tidied_chips_or_stuck_cards_are_no_bad_bet(model, text):
    assert facts_of(model, text).get("chips_into_pot") is not True


# -- §9.10: a bet found short, told by the official who makes the player add to it ------------------------------------

@pytest.mark.parametrize("text", [
    "il avance 500 en silence, le croupier lui fait rajouter le reste",
    "le TD oblige la joueuse à compléter jusqu'à 6 000",
    "le directeur lui impose de compléter sa mise",
])
def test_an_official_making_him_add_tells_a_short_bet(model, text):
    assert facts_of(model, text).get("bet_short") is True


@pytest.mark.parametrize("text", [
    "le floor fait rebattre le paquet ; la dame qui complétait sa quinte est perdue",  # another verb after « fait »
    "son voisin exige qu'il complète",  # a player's demand, no ruling
    "la croupière lui dit de compléter sa petite blinde",  # a blind to post, no bet found short
])
def test_completing_without_an_official_order_is_no_short_bet(model, text):
    assert facts_of(model, text).get("bet_short") is not True
