"""Session 13, two words the stream read wrong (engine.text). Every sentence is ours.

1. « rois » kept its « s » (the suffix rules leave « -ois » alone, for « fois », « trois »): « ses rois » named no
   king, so a hand of kings turned over was no card named (§11.5's compositions read « roi »).
2. « tout » as an adverb of degree (« la toute première carte », « le tout début ») read the « tout » of a whole stack
   pushed in: « le donneur envoie la toute première carte » was an all-in (« envoie tout »).
3. « compte ses jetons » read a player counting his own chips as a count asked for (count_request, §9.15): a count
   asked for is told by its request.
"""

import pytest

from engine.text import stream

from .reading import facts_of


def test_kings_in_the_plural_are_kings():
    assert stream("il retourne ses rois") == stream("il retourne son roi")


@pytest.mark.parametrize("text", [
    "le donneur envoie la toute première carte face visible sur le tapis de la petite blinde",
    "tout au tout début du niveau, le croupier pousse la toute dernière carte vers le muck",
])
def test_the_very_first_or_last_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "le short stack envoie tout sans réfléchir et le bouton paie",
    "il pousse tout au milieu, la grosse blinde suit",
])
def test_pushing_everything_is_still_all_in(model, text):
    assert facts_of(model, text).get("allin") is True


def test_a_player_counting_his_own_chips_asks_for_no_count(model):
    assert "count_request" not in facts_of(model, "elle compte ses jetons deux fois avant de relancer à 2000")
    assert facts_of(model, "son adversaire lui demande de compter ses jetons avant de payer").get("count_request") is True
