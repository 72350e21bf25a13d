"""A composed fact (engine.facts._composed) and a composed mask (`not_compose`) are read at every place their concepts
stand together, not only at the first: a mask that sets the first combination aside (a card that « arrive » is no
player arriving) no longer hides a player who comes back later in the same story, and a mask told twice (two stacks
mixed, at two tables) covers both places. Every phrase is ours, invented for this file; each has its counter-example."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "la turn arrive, puis il se rassoit une fois les cartes distribuées",
    "le flop arrive ; elle se pointe déjà les cartes données",
])
def test_a_later_combination_is_read_when_a_mask_sets_the_first_aside(model, text):
    assert facts_of(model, text).get("presence_at_deal") is True


@pytest.mark.parametrize("text", [
    "la turn arrive, puis il relance une fois les cartes distribuées",  # nobody comes back: the card's « arrive » only
    "la river arrive et le croupier pousse le pot",
])
def test_the_masked_combination_alone_still_reads_nothing(model, text):
    assert facts_of(model, text).get("presence_at_deal") is not True


def test_a_mask_told_twice_covers_both_places(model):
    got = facts_of(model, "sur la table voisine deux tapis se mélangent, et chez nous aussi deux tapis se mélangent")
    assert got.get("allin") is not True


def test_an_all_in_beside_a_masked_stack_is_still_read(model):
    got = facts_of(model, "deux tapis se mélangent au bord de la table ; plus tard, au flop, il fait tapis")
    assert got.get("allin") is True


@pytest.mark.parametrize("text", [
    "avant d'agir il annonce : si tu mises, je te paye",  # « conditional »: its concepts in any order, found twice
    "la turn arrive, puis il se rassoit une fois les cartes distribuées",
])
def test_a_place_found_from_two_starts_is_read_once(model, text):
    """A combination in any order is looked for around each of its first concept's words: two starts may find the
    same words again. Each place counts once, so repeats never use up the later places a mask may need."""
    from collections import Counter

    from engine import facts
    from engine.text import stream

    found = facts._composed(model.vocabulary, stream(text, model.thesaurus))
    places = Counter((hit[2].fact, hit[2].phrase, tuple(sorted(hit[5]))) for hit in found)
    assert found and max(places.values()) == 1
