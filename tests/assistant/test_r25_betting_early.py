"""Round 25, §9.1-§9.12 (chips put in, short bets, raises). A single chip worth less than the bet faced, put in
without a word, is §9.12's case: §9.10 says so itself (« Tenir compte avant cela des règles du jeton unique »), and
§9.6's 50 % rule measures what a raise adds above the call, which such a chip does not reach. The short-bet rules of
§9.10 and §9.6's 50 % rule now give way to §9.12 when it applies; chips short of the bet made of several chips, or a
single chip worth more than the bet, are still theirs. Every sentence is ours."""

import pytest

from .reading import first_section


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

