"""Grave conduct (§11.1 « Des sanctions SERONT appliquées en cas de ... Abus, Injure et comportement dérangeant »):
blows, a threat to kill or to burn, a racist insult are sanctioned at once, ahead of the repeated rudeness of §11.7;
shouting, swearing, a shove or a fist on the table stay §11.7's. Phrases invented here (none is a case's)."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "à la pause il colle une baffe au gars du siège 4",
    "les deux joueurs en viennent aux mains près du bar",
    "furieux, il l'attrape à la gorge devant le croupier",
    "il lui met un coup de boule en se levant",
    "il menace de tuer le croupier s'il sort encore un as",
    "elle tient des propos racistes envers son adversaire",
])
def test_grave_conduct_phrasings(model, text):
    assert facts_of(model, text).get("serious_misconduct") is True


@pytest.mark.parametrize("text", [
    "il frappe du poing sur la table après la river",
    "il hurle sur la donneuse et lâche des gros mots",
    "le floor menace de le sanctionner s'il continue",
    "le dernier agresseur montre sa main en premier",
    "il bouscule sa pile de jetons en relançant",
    "sur un coup de tête elle pousse tout son tapis au milieu",
    "les trois derniers se battent pour la première place",
    "la bagarre pour le pot est serrée entre ces deux-là",
    "il frappe deux fois sur le tapis pour checker",
    "de rage il met un coup de pied dans la chaise",
])
def test_rudeness_is_not_grave_conduct(model, text):
    assert "serious_misconduct" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "au showdown il perd, se lève et met un coup de poing à son adversaire ; que fait le directeur ?",
    "sorti sur un bad beat, il menace de mettre le feu à la salle ; quelle sanction ?",
])
def test_grave_conduct_goes_to_sanctions(kb, text):
    assert first_section(kb, text) == "sanctions-et-disqualification"


def test_swearing_stays_disrespect(kb):
    """A swear word alone is §11.7's disrespect, not the sure sanction of §11.1."""
    assert first_section(kb, "il râle et lâche un juron à chaque coup perdu ; le floor peut le sanctionner ?") \
        == "manquements-ethiques"
