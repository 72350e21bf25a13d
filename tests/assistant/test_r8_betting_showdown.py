"""Round 8, chapters 8-10 (dead hands, betting, end of a hand): false readings removed and concepts told in floor
French, each phrase invented here (none is a scenario's or an incident's), so a pass measures the mechanism."""

import pytest

from tests.assistant.reading import facts_of


# -- a player claiming the pot is no « pot » bet (§9.15) -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "à l'abattage elle dit que le pot est à elle parce que son adversaire a mucké",
    "le bouton affirme que le pot lui revient, il dit que le pot est à lui",
    "il dit que le pot n'a pas été bien partagé",
])
def test_a_claim_on_the_pot_is_no_pot_bet(model, text):
    assert "pot_bet" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "en no limit il dit juste « pot » et avance la main",
    "au turn elle annonce pot sans rien poser",
    "il mise le pot au flop, personne n'a compté",
])
def test_a_pot_bet_is_still_read(model, text):
    assert facts_of(model, text).get("pot_bet") is True
