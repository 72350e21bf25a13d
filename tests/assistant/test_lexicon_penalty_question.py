"""A story that asks about a penalty, and the idioms that made false facts (round 5), in phrasings of our own.

The penalty is the question's topic whichever way it is told: « pas de sanction ? » still asks about the sanction (a
negation does not deny it, `negated: true`), and a verb with its noun (« il écope d'un avertissement ») is trusted
more than the noun alone, which most chapters' text holds. « La main dans le sac » is caught in the act, not a bag of
chips; a dealer going through every card of the deck is no request to see a folded hand."""

import pytest

from engine import spelling
from engine.facts import extract
from engine.text import stream

from tests.assistant.reading import facts_of, first_section


def _read(model, text):
    return extract(model.vocabulary, spelling.correct(model, stream(text, model.thesaurus)))


@pytest.mark.parametrize("text", [
    "il n'a même pas pris d'avertissement, c'est normal ?",
    "aucune disqualification pour lui ?",
    "le directeur ne l'a pas sanctionné du tout",
])
def test_a_penalty_denied_is_still_the_topic(model, text):
    assert facts_of(model, text).get("penalty") is True


@pytest.mark.parametrize("text", [
    "la croupière lui inflige une sanction de deux tours",
    "elle a écopé de trois tours pour ça",
    "est-ce que l'arbitre doit le pénaliser ?",
    "on aurait dû le disqualifier direct",
    "franchement, quelle pénalité pour un truc pareil ?",
])
def test_giving_a_penalty_is_fully_trusted(model, text):
    found = _read(model, text)
    assert found.values.get("penalty") is True and found.confidence["penalty"] == 1.0


def test_other_facts_still_denied(model):
    """Only a fact marked `negated: true` keeps its value under a negation."""
    assert facts_of(model, "personne n'a triché, c'était une erreur du croupier").get("cheating") is False


@pytest.mark.parametrize("text", [
    "le croupier surveille et finit par prendre le gars la main dans le sac",
    "une caméra le filme en flagrant délit pendant qu'il abîme le dos des cartes",
])
def test_caught_in_the_act_is_cheating_not_chips_carried(model, text):
    got = facts_of(model, text)
    assert got.get("cheating") is True and "chips_transport" not in got


def test_a_bag_still_carries_chips(model):
    assert facts_of(model, "elle range une pile de jetons dans son sac à main").get("chips_transport") is True


@pytest.mark.parametrize("text", [
    "la donneuse contrôle toutes les cartes avant de reprendre la donne",
    "le floor recompte les cartes du paquet, il en manque une",
])
def test_a_deck_check_is_no_request_to_see_a_hand(model, text):
    assert "collusion_check" not in facts_of(model, text)


def test_a_request_to_check_a_folded_hand_is_still_read(model):
    assert facts_of(model, "il exige de voir les cartes couchées de son adversaire").get("collusion_check") is True


def test_caught_cheating_then_a_light_penalty_asks_for_the_scale(kb):
    """Cards found marked, a player caught, a light penalty questioned: the sanctions' scale (11.1/11.2), not the
    chips carried nor the check of a hand."""
    text = ("Des figures sont retrouvées abîmées au dos sur plusieurs donnes. La croupière surveille et surprend "
            "un joueur sur le fait. Le superviseur ne lui donne qu'un avertissement. Ce n'est pas trop léger ?")
    assert first_section(kb, text) in {"hierarchie-des-sanctions", "sanctions-et-disqualification"}
