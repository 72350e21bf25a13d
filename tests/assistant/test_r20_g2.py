"""Round 20, angle shooting and sanctions, read from the rule texts. Annex 2023-10 §7.7 (« commencer à pousser leurs
jetons vers le centre de la table et de s'arrêter avant que ces derniers ne franchissent la ligne », « retourner une ou
même leurs 2 cartes pendant une réflexion », « faisant mine de les jeter … avant de les remettre en place »): chips
pushed then halted midway, his own card turned while he still thinks, a throw of the hand mimed. §11.1 (« Seul le
Directeur de Tournoi peut prononcer une disqualification »): a disqualification said and the question of who may
pronounce it. §11.2 (« Disqualification définitive du tournoi. Les jetons du joueur sont alors retirés. »): a player
put out of the tournament and what becomes of his chips. Checked on the invented development half, the real
development incidents and the scenarios before they were kept. Every phrase is ours, invented for this file; each
reading has a counter-example."""

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


# -- §11.1: who may pronounce a disqualification ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière lui annonce qu'il est exclu, mais seule la directrice peut en décider",
    "un joueur crie à son voisin qu'il est viré ; personne n'a appelé le directeur",
    "le floor n'a pas le pouvoir de le disqualifier lui-même ?",
])
def test_who_may_disqualify_is_read(model, text):
    assert facts_of(model, text).get("dq_authority") is True


@pytest.mark.parametrize("text", [
    "le directeur l'a disqualifié pour avoir triché",  # a disqualification pronounced, no question of who may
    "seul le directeur peut changer la structure des blindes",  # the director's power over something else
])
def test_no_question_of_who_may_disqualify(model, text):
    assert facts_of(model, text).get("dq_authority") is not True


# -- §11.2: the chips of a disqualified player -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle vient d'être disqualifiée ; ses plaques, on les partage entre les autres ?",
    "exclu du tournoi pour tricherie, il voudrait que ses jetons aillent à son frère",
])
def test_the_chips_of_a_disqualified_player(model, text):
    assert facts_of(model, text).get("dq_chips") is True


@pytest.mark.parametrize("text", [
    "le floor menace de le disqualifier s'il touche encore les jetons de son voisin",  # threatened, not done
    "disqualifié hier, il revient aujourd'hui regarder la table finale",  # no chips asked about
])
def test_no_chips_of_a_disqualified_player(model, text):
    assert facts_of(model, text).get("dq_chips") is not True
