"""Round 25, §9.1-§9.12 (chips put in, short bets, raises). A single chip worth less than the bet faced, put in
without a word, is §9.12's case: §9.10 says so itself (« Tenir compte avant cela des règles du jeton unique »), and
§9.6's 50 % rule measures what a raise adds above the call, which such a chip does not reach. The short-bet rules of
§9.10 and §9.6's 50 % rule now give way to §9.12 when it applies; chips short of the bet made of several chips, or a
single chip worth more than the bet, are still theirs. The least a raise may be (§9.6) is read when told as what is
required next to a raise word, and a chip told by its value then other chips is several chips. Every sentence is
ours."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "À la turn, on est quatre, mise de 4 000. Le joueur suivant laisse tomber une plaque de 500 sans un mot ; il "
    "voulait relancer.",
    "River, mise de 6 000 face à trois joueurs. Le suivant avance une plaque de 1 000 en silence puis annonce qu'il "
    "se couche.",
])
def test_a_single_chip_below_the_bet_is_section_9_12(kb, text):
    assert first_section(kb, text) == "jeton-unique-de-valeur-inferieure"


@pytest.mark.parametrize("text", [
    # several chips, short of the raise: the 50 % rule, not the single chip
    "Au flop, mise de 1 000. Sans rien dire, il avance 1 600 en plusieurs jetons.",
    # one chip, but worth more than the bet: §9.11
    "River, mise de 8 000. Il avance une plaque de 10 000 sans rien dire.",
])
def test_several_chips_or_a_bigger_chip_are_not_section_9_12(kb, text):
    assert first_section(kb, text) != "jeton-unique-de-valeur-inferieure"


# The least a raise or a bet may be (§9.6 « Une relance doit ajouter au moins … », « à chaque nouveau tour d'enchère,
# on repart de zéro »), told as what is required next to a raise word: « au moins » alone streams to « moins », so a
# chip count short of a raise (an act: §9.10) or « au moins » before a count of times is no minimum asked.
@pytest.mark.parametrize("text", [
    "Le 4-bet est à 3 500, le floor répond qu'il faut au moins 4 000 pour relancer.",
    "Un joueur soutient qu'une relance doit doubler la mise précédente.",
    "Au turn, on lui dit qu'il ne peut pas miser moins que la relance faite au flop.",
])
def test_the_least_a_raise_may_be_is_asked(model, text):
    assert facts_of(model, text).get("min_raise") is True


@pytest.mark.parametrize("text", [
    "Face à une relance à 3 000, il pose moins que la relance sans rien dire.",
    "Ce joueur relance au moins 3 fois par tour, la table se plaint.",
    "Le joueur relance à 2 000 ; il a au moins 40 000 derrière.",
])
def test_less_than_a_raise_put_in_is_no_minimum_asked(model, text):
    assert facts_of(model, text).get("min_raise") is not True


# A chip told by its value, then other chips (« et » is a stop word): several chips, not the first one alone (§9.11,
# §9.12 are about a single chip).
@pytest.mark.parametrize("text", [
    "Sans un mot, elle pose un 1 000 et deux 25 devant elle.",
    "Il lâche une plaque de 1 000 plus un jeton de 25 sans rien annoncer.",
])
def test_a_chip_and_others_are_several_chips(model, text):
    assert facts_of(model, text).get("chips_placed") == "multiple"


@pytest.mark.parametrize("text", [
    "Sans un mot, elle pose un 1 000 devant elle.",
    "Il lâche un 5 000, et son voisin proteste aussitôt.",
])
def test_one_chip_told_alone_is_still_single(model, text):
    assert facts_of(model, text).get("chips_placed") == "single"
