"""Round 20, general concepts (§1.1, §1.2), read from the rule texts: a situation no text foresees (§1.1 « Des
circonstances inhabituelles peuvent mener à des décisions dans lesquelles l'équité du jeu prime sur les règles
techniques »), a ruling against the rules' text (« une décision contraire au règlement »), an official improvising;
the rulebook asked for or missing (§1.1 « L'organisateur du tournoi a obligation de tenir le ROPTA à disposition des
participants »); the player's own check of his entry and seat not done (§1.2 « vérifier son inscription et son
placement à la table ») and an error noticed and kept quiet (§1.2 « intervenir s'il voit une erreur »). Checked on the
invented development half, the real development incidents and the scenarios before they were kept. Every phrase is
ours, invented for this file; each reading has a counter-example. These readings only name the fact: §1.1 stays a
lead, never a ruling, when another section is more specific."""

import pytest

from .reading import facts_of


# -- §1.1: a situation no text foresees, a ruling against the text, an official improvising ---------------------------

@pytest.mark.parametrize("text", [
    "aucun article ne parle d'une inondation, le floor fait rejouer",
    "le directeur redonne, sans texte pour cela",
    "la directrice tranche à l'inverse du texte",
    "le floor a pris une décision contre le règlement",
    "l'organisatrice improvise une solution",
])
def test_a_case_no_text_foresees(model, text):
    assert facts_of(model, text).get("unusual_case") is True


@pytest.mark.parametrize("text", [
    "aucune règle ne l'oblige à montrer ses cartes, dit le joueur",  # a player's argument, no case unforeseen
    "il relance contre le règlement, le floor tranche",  # a player's act told before the ruling
    "la décision du floor est conforme au règlement",
    "le joueur invente une histoire, le floor écoute",  # a player inventing, no official
])
def test_no_case_unforeseen(model, text):
    assert facts_of(model, text).get("unusual_case") is not True


# -- §1.1: the rulebook asked for, or missing -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle réclame le livret de règles au floor",
    "le règlement n'était jamais affiché dans la salle",
    "il exige le texte officiel, on n'en a aucun exemplaire",
])
def test_the_rulebook_asked_for_or_missing(model, text):
    assert facts_of(model, text).get("rules_availability") is True


@pytest.mark.parametrize("text", [
    "ce n'était écrit nulle part dans les règles de la maison",  # nothing written: no rulebook asked for
    "la structure des blindes n'était pas affichée",  # no rulebook
])
def test_no_rulebook_question(model, text):
    assert facts_of(model, text).get("rules_availability") is not True


# -- §1.2: the player's own check not done; an error noticed and kept quiet ------------------------------------------

@pytest.mark.parametrize("text", [
    "c'était à lui de vérifier sa confirmation d'inscription",
    "il n'avait jamais vérifié le mail de confirmation",
    "elle repère l'erreur du croupier mais garde le silence",
])
def test_a_player_duty(model, text):
    assert facts_of(model, text).get("player_duties") is True


@pytest.mark.parametrize("text", [
    "il joue sans regarder ses cartes, assis au siège 4",  # a hand played blind, no check of his seat
    "derrière moi à regarder mon jeu, le serveur au siège 2",  # a bystander looking, no duty
    "le floor constate l'erreur et ne dit rien",  # the official's silence, not a player's
])
def test_no_player_duty(model, text):
    assert facts_of(model, text).get("player_duties") is not True
