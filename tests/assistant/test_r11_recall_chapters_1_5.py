"""Recall of the less frequent sections (chapters 1-5), in phrasings of our own (none is a scenario's or an
incident's): the floor's usual words for a situation must reach the section that rules it, and the same words told as
scenery must not."""

import pytest

from tests.assistant.reading import facts_of, first_section


# --- §1.7: a ruling given, then a player who wants it changed -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "le floor a tranché, mais la joueuse exige qu'on rejuge tout le coup",
    "une fois le ruling donné, il annonce qu'il va aller voir le directeur pour le faire annuler",
    "il menace de se plaindre à la direction de la salle si on ne change pas la décision",
    "suite à la décision, Marc dit qu'il n'accepte pas et qu'il en appellera au-dessus du floor",
])
def test_appeal_of_a_ruling(model, text):
    assert facts_of(model, text).get("appeal") is True


@pytest.mark.parametrize("text", [
    # the facts contested before any ruling: no appeal (the order ruling -> overturn is what makes one)
    "le joueur dit qu'il n'accepte pas que le croupier ait ramassé ses cartes, on appelle le floor pour une décision",
    "avant de rendre sa décision, le floor veut revoir la vidéo de la main",
    "la décision du floor : main morte ; le voisin se plaint ensuite que le donneur va trop vite",
])
def test_scenery_is_no_appeal(model, text):
    assert "appeal" not in facts_of(model, text)


def test_an_appeal_reaches_the_complaints_section(kb):
    assert first_section(kb, "Après le ruling, Sophie refuse d'en rester là : elle veut qu'on rejuge la main et "
                             "menace d'écrire à la fédé.") == "reclamations"


# --- §3.6: the board card told in the conditional is the one that never came ----------------------------------------
@pytest.mark.parametrize("text", [
    "tout le monde couché, il demande quelle carte serait tombée au turn",
    "il veut connaître les cartes qui seraient sorties si personne n'avait foldé",
    "le perdant demande à voir la river qui aurait suivi",
])
def test_rabbit_in_the_conditional(model, text):
    facts = facts_of(model, text)
    assert facts.get("rabbit") is True
    assert "card_dropped" not in facts


def test_a_card_that_really_fell_is_still_dropped(model):
    assert facts_of(model, "en distribuant, une carte est tombée par terre sous la chaise du siège 2").get("card_dropped") \
        is True
