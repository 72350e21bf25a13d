"""Round 19: readings from the rule texts of chapters 1 to 4 and the annex general questions. §3.2 (« Le floor annonce au
début d'un niveau le chip race d'une valeur », « afin qu'un seul joueur (en général avec le chipleader) regroupe
quasiment l'ensemble des jetons de cette valeur »): a chip value taken out of play told by its figure alone (« on
retire les 25 », « les 100 disparaissent »), and the small chips traded with the biggest stack, read chip_race; an
amount taken back from a bet, a pot or a stack is none. Annex §6.2 (« Le Chip Race doit se faire devant les joueurs »,
« déconseillé … pendant un break sans la surveillance des joueurs »): the chip race done out of the players' sight.
Every phrase is ours, invented for this file; each reading has a counter-example. §2.5 (« on ne doit jamais enlever à un joueur qui était de petite blinde le coup précédent le
droit d'être dernier de parole »): a small blind knocked out claims no button (that is §4.3's dead button), and
« sauter » said of a player, a blind or the button is an elimination, not a turn at the button skipped; a small blind
still at the table kept from the button is §2.5's, before §4.3."""

import pytest

from engine import inference

from .reading import facts_of, first_section


# -- §3.2: a chip value taken out of play, the small chips traded with the biggest stack ---------------------------------

@pytest.mark.parametrize("text", [
    "ce soir on retire les 10 à la reprise",
    "dès le niveau 9 les 500 disparaissent de toutes les tables",
    "avec la suppression des 50, elle garde une poignée de jetons sans valeur",
    "au prochain palier, les 25 vont disparaître, préparez-vous",
    "le directeur demande d'échanger les petits jetons avec le chipleader",
    "tout le monde fait le change de ses verts avec le plus gros tapis",
])
def test_a_chip_value_taken_out_of_play_is_a_chip_race(model, text):
    assert facts_of(model, text).get("chip_race") is True


@pytest.mark.parametrize("text", [
    "il enlève 200 et laisse 100 sur la ligne",  # an amount taken back from a bet
    "le croupier retire 300 de sa mise, elle a trop mis",
    "la grosse blinde retire 100 et pose une plaque de 500",  # the big blind changes her chip (§7.5)
    "il échange de place avec le chipleader pour voir l'écran",  # seats traded
    "elle pousse une plaque de 1000 plus un jeton de 25 et attend sa monnaie",  # a bet with change asked
    "on lui retire 600 de son tapis en pénalité",  # a penalty
])
def test_an_amount_taken_back_is_no_chip_race(model, text):
    assert facts_of(model, text).get("chip_race") is not True


# -- annex §6.2: the chip race done out of the players' sight -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la course aux jetons de 5 s'est faite sans aucun témoin",
    "le floor a tout réglé dans son coin, loin des joueurs",
    "pendant la pause, hors de la vue des joueurs, le directeur ramasse les petits jetons",
    "il fait le tirage en coulisse",
])
def test_work_done_out_of_the_players_sight_is_read(model, text):
    assert facts_of(model, text).get("players_not_watching") is True


@pytest.mark.parametrize("text", [
    "le floor fait le chip race devant toute la table",
    "les joueurs regardent le floor distribuer une carte par jeton",
    "aucun joueur n'a vu la carte brûlée",  # a negation and « joueur »: nothing done out of sight
    "il jette sa main sans la montrer",  # a hand mucked unseen
    "le donneur sert le siège vide du 4",  # a seat dealt to
])
def test_work_done_before_the_players_is_not(model, text):
    assert facts_of(model, text).get("players_not_watching") is not True


@pytest.mark.parametrize("text", [
    "Le directeur a retiré les 25 pendant le dîner, hors de la vue des joueurs, et au retour il me manque un jeton. C'est permis ?",
    "Course aux jetons de 100 faite dans son coin, loin des joueurs. Un joueur proteste.",
])
def test_a_chip_race_out_of_sight_is_decided_by_the_annex(kb, text):
    assert first_section(kb, text) == "question-color-up-et-chip-race"


def test_a_chip_race_before_the_players_stays_with_3_2(kb):
    text = "On retire les 25. Il reste onze jetons de 25 sur la table : combien de jetons de 100 le floor doit-il donner ?"
    assert first_section(kb, text) == "color-up-et-chip-race"


# -- §2.5 against §4.3: the small blind of the last hand, still there or knocked out ------------------------------------

@pytest.mark.parametrize("text", [
    "la petite blinde a sauté au coup précédent, qui donne maintenant ?",
    "la small vient de sauter au coup d'avant, où va le bouton",
    "la grosse blinde saute, on avance le bouton d'un siège",
    "le bouton a sauté sur le dernier coup, la table se demande qui mélange",
])
def test_a_blind_or_button_knocked_out_is_no_button_right(model, text):
    assert facts_of(model, text).get("button_right") is not True


@pytest.mark.parametrize("text", [
    "le donneur veut faire sauter le bouton à l'ancienne petite blinde",
    "celle qui était petite blinde au coup d'avant se retrouve sans bouton, il passe au nouveau",
    "on lui a sauté le bouton alors qu'elle était small juste avant",
])
def test_a_small_blind_kept_from_the_button_is_button_right(model, text):
    assert facts_of(model, text).get("button_right") is True


def test_a_small_blind_kept_from_the_button_is_decided_by_2_5(kb):
    """§4.3's rules give way (unless button_right); its text, all about blinds, may still keep it first on a short
    story: §2.5 must stand in the first two."""
    text = ("La grosse blinde est éliminée. Pour aller plus vite, le donneur veut faire sauter le bouton à l'ancienne "
            "petite blinde, qui proteste. Correct ?")
    assert "droit-au-bouton" in [r["id"] for r in inference.ask(kb, text, top=3)["results"][:2]]


def test_a_small_blind_knocked_out_stays_with_the_dead_button(kb):
    text = "La petite blinde a sauté au coup d'avant. Où va le bouton et qui paie la grosse blinde ?"
    assert first_section(kb, text) == "bouton-mort"
