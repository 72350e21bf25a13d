"""Two conduct readings, in phrasings of our own: chips moved from someone else's stack into one's own are a theft
(the `cheating` fact, §11.2 « gravité de la faute »); a neighbour, a friend or the rail speaking to a player who is
about to act breaks « un jeu = un joueur » (§11.3), while the hand is still being played."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "profitant de l'absence de son voisin, il fait glisser des jetons de son voisin dans sa pile",
    "elle chipe des jetons de sa voisine et les mélange avec ses jetons",
])
def test_chips_taken_from_another_stack_are_theft(model, text):
    assert facts_of(model, text).get("cheating") is True


@pytest.mark.parametrize("text", [
    "il compte les jetons de son voisin pour connaître son tapis",
    "il range ses jetons dans son tapis avant la pause",
    "le croupier pousse le pot : les jetons de l'adversaire vont dans son tapis",
    "après le tapis payé, la croupière ajoute les jetons de son adversaire à son stack",
])
def test_chips_counted_tidied_or_won_are_no_theft(model, text):
    assert "cheating" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "elle hésite à payer quand sa voisine lui glisse que l'autre bluffe",
    "il s'apprête à se coucher, son pote lui dit d'y aller",
])
def test_someone_speaking_to_a_player_about_to_act(model, text):
    found = facts_of(model, text)
    assert found.get("disclosure") is True and found.get("hand_in_progress") is True


def test_the_dealer_speaking_is_no_advice(model):
    assert "disclosure" not in facts_of(model, "il va payer quand le croupier lui dit que la mise est de 800")


def test_advice_to_a_deciding_player_goes_to_one_player_one_hand(kb):
    assert first_section(kb, "face au tapis il va jeter, son ami assis à côté lui dit de payer ; il paie et gagne. "
                             "Que risque l'ami ?") == "pas-de-revelation"
