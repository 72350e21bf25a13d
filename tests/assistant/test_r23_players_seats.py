"""Round 23 (helper E), chapters 1 and 2 (players, seats, tables) misread on the invented development half.

§1.2: « Tout participant se doit de respecter l'organisation, les autres joueurs, la presse et le public. » A first
lack of respect, told as a first time, fails this duty; §11.7 sanctions the misconduct repeated (« répétés seront
sanctionnés »), and blows or a racist insult stay §11.1's sure sanction. Every sentence is ours, none is a case's.
"""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "Un joueur insulte la photographe du club devant la salle, son premier dérapage du tournoi. Que peut faire le "
    "directeur ?",
    "Une joueuse se moque d'un arbitre bénévole, son premier écart du week-end. On la sanctionne ?",
])
def test_a_first_lack_of_respect_is_the_players_duty(kb, text):
    assert first_section(kb, text) == "responsabilite-des-joueurs"


@pytest.mark.parametrize("text", [
    "Un joueur insulte encore la photographe du club, malgré l'avertissement reçu au niveau 3. Que peut faire le "
    "directeur ?",
    "Il se moque de son adversaire à chaque coup perdu, sans cesse, depuis le début de soirée.",
])
def test_repeated_disrespect_stays_the_ethics_section(kb, text):
    assert first_section(kb, text) == "manquements-ethiques"


@pytest.mark.parametrize("text", [
    "Pour la première fois de la soirée, un joueur gifle le donneur après un coup perdu. Que fait le directeur ?",
    "Pour la première fois, un joueur lance des propos racistes à son voisin. Que fait le directeur ?",
])
def test_a_first_serious_abuse_stays_the_sure_sanction(kb, text):
    assert first_section(kb, text) == "sanctions-et-disqualification"


@pytest.mark.parametrize("text", [
    "le premier joueur écarte ses cartes et l'autre mise",
    "à la première carte, il remarque qu'elle est marquée",
    "c'est le premier incident de la soirée : le donneur a retourné une carte",
])
def test_a_first_time_that_is_no_lapse_of_conduct_is_not_read(model, text):
    assert facts_of(model, text).get("first_offense") is not True


def test_an_insult_whose_repetition_is_not_told_stays_the_ethics_section(kb):
    # the rule of §1.2 stands on the first lapse told, not on the insult: it is no rival of §11.7 here
    assert first_section(kb, "un joueur traite le donneur d'abruti après un coup perdu") == "manquements-ethiques"


# §2.4 « L'ordre de fermeture des tables sera prédéterminé »: the order told in the floor's word for closing a table
# (« casse »), and the table that goes first
@pytest.mark.parametrize("text", [
    "Le floor a modifié l'ordre de casse sans rien afficher.",
    "Le directeur n'a jamais affiché quelle table saute en premier.",
])
def test_the_order_of_closing_tables_is_read(model, text):
    assert facts_of(model, text).get("table_closing") is True


@pytest.mark.parametrize("text", [
    "à notre table, le 3 saute en premier, puis le 7",
    "il casse en premier sa tirelire pour payer le buy-in",
])
def test_a_player_out_first_is_no_table_closed(model, text):
    assert facts_of(model, text).get("table_closing") is not True


# §1.5 « La langue officielle est le français »: a language named right after a word of speech
@pytest.mark.parametrize("text", [
    "Deux joueurs se parlent en russe pendant le coup.",
    "Elle glisse deux mots en portugais à son voisin encore en jeu.",
])
def test_a_language_spoken_at_the_table_is_read(model, text):
    assert facts_of(model, text).get("language") is True


@pytest.mark.parametrize("text", [
    "On joue au poker chinois ce soir, une variante du club.",
    "Il parle au croupier, puis un joueur russe fait tapis.",
])
def test_a_game_or_a_nationality_is_no_language_spoken(model, text):
    assert facts_of(model, text).get("language") is not True
