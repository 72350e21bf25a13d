"""Round 24, bets and raises §9.1 to §9.12, read from the rule texts: an act made before another player has spoken
(§9.3, « jouer avant que le joueur précédent ait complété son action »). Checked on the invented development half, the
real development incidents and the scenarios. Every phrase is ours, invented for this file; each reading has a
counter-example."""

import pytest

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
