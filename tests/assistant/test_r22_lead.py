"""Masks (`not_triggers`) over a composed fact's concept word (engine.facts.extract): a mask sets a composed reading
aside only when it reads more than that word. A phrase whose other words are all stop words (« on retient » reads as
« retient » alone) says nothing of the word's sense: it used to mask every composition through that word, so « le
croupier retient les cartes lancées » read no card held back. Every phrase is ours, invented for this file."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "le croupier retient in extremis les deux cartes que le joueur avait lancées",
    "la donneuse retient de justesse la main jetée par le 4",
])
def test_a_mask_of_one_word_no_longer_hides_the_composed_reading(model, text):
    assert facts_of(model, text).get("muck_stopped") is True


@pytest.mark.parametrize("text", [
    "le croupier retient l'annonce de 2000 et le joueur paie",  # « retient l'annonce »: a version kept, no card
    "le donneur retient la version du joueur",
])
def test_a_mask_reading_more_than_the_word_still_sets_it_aside(model, text):
    assert facts_of(model, text).get("muck_stopped") is not True
