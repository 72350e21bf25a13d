"""Two false readings, in phrasings of our own: the burn card named by the street it protects (« la brûlée du
turn ») is no moment of the hand (a flop error stays a flop error, §7.3 in 2019.03); and a player gone off with his
chips is a chips-transport story (§3.7), not a player absent at the deal (§4.1)."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "la carte en trop du flop devient la brûlée pour la turn",
    "on garde la quatrième comme carte brûlée du turn",
])
def test_a_burn_card_named_by_its_street_is_no_phase(model, text):
    assert facts_of(model, text).get("phase") != "turn"


def test_the_turn_itself_still_reads(model):
    assert facts_of(model, "au turn le joueur du 5 mise la moitié du pot").get("phase") == "turn"


def test_four_card_flop_with_its_burn_named(kb):
    assert first_section(kb, "le croupier étale quatre cartes au flop ; une servira de brûlée de la river, "
                             "les autres de flop, c'est correct ?") == "erreurs-au-flop"


@pytest.mark.parametrize("text", [
    "pendant la pause il part fumer avec une poignée de jetons dans sa poche",
    "elle quitte la table pour aller au bar, ses plaques dans son sac à main",
])
def test_away_with_chips_is_transport_first(kb, text):
    assert first_section(kb, text) == "transport-de-jetons"


def test_away_without_chips_stays_absence(kb):
    assert first_section(kb, "il était au bar quand la donne a commencé, sa main est morte ?") \
        == "presence-a-la-table"


@pytest.mark.parametrize("text", [
    "elle file aux toilettes avec son sac à main pendant la donne",
    "il pose son sac à dos sous la table avant de jouer",
])
def test_a_bag_without_chips_is_no_transport(model, text):
    assert "chips_transport" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "à la pause il range trois plaques dans son sac à dos",
    "ses jetons finissent dans une sacoche pendant le changement de salle",
])
def test_chips_in_a_bag_are_transport(model, text):
    assert facts_of(model, text).get("chips_transport") is True
