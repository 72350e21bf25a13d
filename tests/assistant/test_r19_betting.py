"""Round 19, bets and raises (chapter 9), read from the rule texts: a word corrected in the same breath (§9.4) apart
from a meaning claimed afterwards (§1.6); the bets brought together into the pot (§9.17); cards thrown when the player
could stay in for nothing (§9.22); two acts at one instant (§9.18). Checked on the invented development half, the real
development incidents, the scenarios and the blind-written situations. Every phrase is ours, invented for this file;
each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §9.4: the word said, then the word meant, in one breath --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle lâche « tapis... je veux dire check »",
    "il annonce « relance, je voulais dire call » sans reprendre son souffle",
    "« 3000, je voulais dire 300 » dit la joueuse du siège 4",
])
def test_a_word_corrected_in_one_breath(model, text):
    assert facts_of(model, text).get("declaration_corrected") is True


@pytest.mark.parametrize("text", [
    "après le flop, il explique qu'il voulait juste dire qu'il payait",
    "elle soutient ensuite qu'elle voulait dire 4000 au total",
    "pour lui, check voulait dire qu'il passait son tour",
    "ce que je veux dire c'est que le floor s'est trompé",
])
def test_a_meaning_claimed_afterwards_is_no_correction(model, text):
    assert facts_of(model, text).get("declaration_corrected") is not True


@pytest.mark.parametrize("text", [
    "après le flop, il explique qu'il voulait juste dire qu'il payait",
    "le lendemain elle prétend que son mot voulait seulement dire qu'elle réfléchissait",
])
def test_a_meaning_claimed_afterwards(model, text):
    assert facts_of(model, text).get("meaning_claimed") is True


def test_a_meaning_asked_is_not_claimed(model):
    assert facts_of(model, "que signifie ce mot dans le règlement ?").get("meaning_claimed") is not True


# -- §9.17: the bets of a round brought together into the pot -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière regroupe toutes les plaques au centre, puis on voit qu'il manquait 200 au call",
    "le donneur ramasse tout au milieu avant qu'on vérifie la mise",
    "ses jetons sont déjà au centre quand l'autre dit que la relance était courte",
])
def test_the_bets_brought_together(model, text):
    assert facts_of(model, text).get("pot_gathered") is True


@pytest.mark.parametrize("text", [
    "le gagnant ramasse le pot sans montrer",  # the winner takes the pot
    "le croupier ramasse les cartes au milieu",  # cards, no bets
    "il met déjà ses jetons au milieu avant son tour",  # a bet put in, not the bets gathered
])
def test_no_bets_brought_together(model, text):
    assert facts_of(model, text).get("pot_gathered") is not True


# -- §9.22: cards thrown when the player could stay in for nothing ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "premier à parler, elle balance sa main au lieu de checker",
    "la BB jette sa main alors qu'elle pouvait voir le flop gratuitement",
])
def test_cards_thrown_for_nothing(model, text):
    assert facts_of(model, text).get("open_muck") is True


@pytest.mark.parametrize("text", [
    "il jette sa main alors qu'il y a une mise de 500",
    "elle checke gratuitement. Au turn, face à une grosse mise, elle jette",  # the free check and the throw, two sentences
])
def test_cards_thrown_against_a_bet(model, text):
    assert facts_of(model, text).get("open_muck") is not True


# -- §9.18: two acts at one instant --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle dit call pile au moment où son voisin annonce tapis",
    "les deux joueurs parlent ensemble, l'un check l'autre mise",
    "il check, et juste au moment où je mise elle annonce tapis",
])
def test_two_acts_at_one_instant(model, text):
    assert facts_of(model, text).get("simultaneous") is True


@pytest.mark.parametrize("text", [
    "ils jouent ensemble depuis des années",  # friends, no act at the table
    "il mise juste au moment où le croupier sort la turn",  # the dealer's act, not a player's
])
def test_no_two_acts_at_one_instant(model, text):
    assert facts_of(model, text).get("simultaneous") is not True
