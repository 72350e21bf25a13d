"""Round 20, angle shooting and sanctions, read from the rule texts. Annex 2023-10 §7.7 (« commencer à pousser leurs
jetons vers le centre de la table et de s'arrêter avant que ces derniers ne franchissent la ligne », « retourner une ou
même leurs 2 cartes pendant une réflexion », « faisant mine de les jeter … avant de les remettre en place »): chips
pushed then halted midway, his own card turned while he still thinks, a throw of the hand mimed. Checked on the
invented development half, the real development incidents and the scenarios before they were kept. Every phrase is
ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- annex §7.7: the push halted, the card turned while thinking, the throw mimed --------------------------------------

@pytest.mark.parametrize("text", [
    "elle avance sa pile de plaques puis s'interrompt net, les yeux sur le miseur",
    "il glisse tout son tas vers le centre et se fige à mi-chemin",
    "le joueur du cut-off dévoile sa main pendant qu'il réfléchit à mon tapis",
    "elle expose une de ses cartes en hésitant face à la relance",
    "il soulève ses cartes comme s'il allait jeter, puis les garde et relance",
    "la joueuse mime un fold pour tester l'autre",
])
def test_a_feint_is_an_angle_shoot(model, text):
    assert facts_of(model, text).get("angle_shoot") is True


@pytest.mark.parametrize("text", [
    "le donneur pousse le pot au gagnant puis s'arrête pour compter",  # the dealer's push
    "il pousse ses jetons au milieu. La pendule s'arrête pour la pause",  # the halt is another thing's, in another sentence
    "il réfléchit longtemps, paie, puis retourne ses cartes à l'abattage",  # turned once his decision is made
    "le croupier retourne une carte pendant qu'il réfléchit",  # the dealer's card
    "comme pour tous les coups, il jette sa main sans regarder",  # « comme pour » about something else
    "il pousse ses jetons sans arrêt vers le milieu",  # « sans arrêt »: again and again, no halt
])
def test_no_feint_is_read(model, text):
    assert facts_of(model, text).get("angle_shoot") is not True
