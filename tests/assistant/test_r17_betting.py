"""Round 17, bets and raises (chapter 9, annex 2023-10 §7.5): readings of the concepts the rules need, checked on the
invented development half, the real development incidents, the scenarios and the blind-written situations before they
were kept. The big blind who keeps or takes back the chips of its blind and puts more (annex §7.5): the seat, what it
does with its blind, the chips added, in one sentence. Every phrase is ours, invented for this file; each reading has
a counter-example."""

import pytest

from .reading import facts_of


# -- annex 2023-10 §7.5: chips added on the big blind ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "en BB, la joueuse garde sa blinde au milieu et avance encore trois plaques",
    "le gars de la big blind laisse ses jetons où ils sont et ajoute un gros jeton",
    "la grosse blinde retire son jeton de 200 puis glisse une plaque de 1000",
    "face à l'open, la BB conserve ses 400 devant elle et complète avec des jetons de 100",
])
def test_the_big_blind_handling_its_blind_and_adding_chips(model, text):
    assert facts_of(model, text).get("bb_chips_adjusted") is True


@pytest.mark.parametrize("text", [
    "sur une grosse blinde à 600, le cutoff laisse passer puis pose deux jetons",  # the level, another seat's act
    "la grosse blinde garde ses cartes en main et pose deux jetons de 500",  # his cards kept, not his blind
    "la grosse blinde garde sa blinde et checke",  # nothing added
    "le bouton garde sa blinde d'avant ; la grosse blinde se couche",  # no chips put by the big blind
])
def test_the_big_blind_named_without_its_blind_kept_and_chips_added(model, text):
    assert facts_of(model, text).get("bb_chips_adjusted") is not True
