"""Round 25, chapters 1 and 2 (general concepts, seats and tables), read from the rule texts: an event from outside the
game that spoils a hand is a case no rule of play foresees (§1.1), a player's complaint that a rule is unfair is none,
and a case said unforeseen by the house's own rules is left to the ROPTA's default; a duty denied is still the
question of the player's duties, and a player who does not follow the game fails one (§1.2); the last tables brought
together make the final table (§2.6); the count of players left over the last tables, or two players named at a
numbered table, is no count of one table's players (§2.3, §2.2). Checked on the invented development half, the real
development incidents and the scenarios before they were kept. Every phrase is ours, invented for this file; each
reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §1.1: an event from outside the game ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pendant une panne d'électricité, le TD annule le coup et rend les mises",
    "la tempête couche les cartes du tableau sur la terrasse, le floor fait rejouer le coup",
    "il fait une crise cardiaque à la table, le SAMU arrive et le directeur arrête le coup",
])
def test_an_outside_event_is_a_case_unforeseen(model, text):
    assert facts_of(model, text).get("unusual_case") is True


def test_an_evacuation_is_ruled_by_the_spirit_of_the_game(kb):
    text = "une alarme incendie fait évacuer la salle au milieu d'un coup ; au retour, le directeur rend les mises"
    assert first_section(kb, text) == "esprit-du-jeu"


@pytest.mark.parametrize("text", [
    "on sort un jeu de secours",  # a spare deck, no emergency
    "il trouve injuste de payer l'ante au bouton",  # a player's complaint about a rule, no case unforeseen
])
def test_no_outside_event(model, text):
    assert facts_of(model, text).get("unusual_case") is not True


# -- §1.1: unforeseen by the house's own rules: the ROPTA's default decides -----------------------------------------

def test_unforeseen_by_the_house_rules_is_no_unforeseen_case(model):
    assert facts_of(model, "rien n'est prévu dans le règlement du club pour les retardataires").get(
        "unusual_case") is not True


@pytest.mark.parametrize("text", [
    "rien n'est prévu pour une situation pareille, le floor décide seul",
    "rien n'est prévu dans le règlement pour une coupure pareille",
])
def test_unforeseen_by_the_rules_is_still_read(model, text):
    assert facts_of(model, text).get("unusual_case") is True


# -- §1.2: the player's duties -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il affirme qu'il ne connaissait pas le règlement du tournoi",  # the duty denied is the question
    "elle ne suit plus le jeu, on doit l'appeler à chaque tour",
    "le floor peut-il lui reprocher de ne pas suivre l'action ?",
])
def test_the_duties_of_the_player(model, text):
    assert facts_of(model, text).get("player_duties") is True


@pytest.mark.parametrize("text", [
    "il ne suit pas la relance et jette ses cartes",  # a call refused
    "il ne fait pas le jeu, il se contente de payer",  # a way of playing
])
def test_no_duty_of_the_player(model, text):
    assert facts_of(model, text).get("player_duties") is not True


# -- §2.6: the last tables brought together ------------------------------------------------------------------------

def test_tables_merged_make_the_final_table(model):
    assert facts_of(model, "le directeur veut fusionner les deux dernières tables à dix").get("final_table_size") is True


def test_chips_gathered_on_a_table_are_no_final_table(model):
    assert facts_of(model, "la donneuse regroupe les plaques au milieu de la table").get("final_table_size") is not True


# -- §2.3, §2.2: counts of players that are not one table's ----------------------------------------------------------

def test_players_left_over_the_last_tables_are_no_short_table(model):
    assert facts_of(model, "il reste 12 joueurs sur deux tables").get("table_balancing") is not True


def test_a_short_table_is_still_read(model):
    assert facts_of(model, "il reste 5 joueurs à cette table, l'autre est pleine").get("table_balancing") is True


@pytest.mark.parametrize("text", [
    "deux joueurs discutent à la table 5",  # two players named at a numbered table
    "seule la table finale a un croupier",  # one table with a dealer
])
def test_no_count_of_players_to_start(model, text):
    assert facts_of(model, text).get("min_players") is not True


def test_two_players_seated_to_start_is_still_read(model):
    assert facts_of(model, "il n'y a que deux joueurs assis, on lance ?").get("min_players") is True


# -- §1.10: two players out on one hand ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le gros tapis paie et nous sortons tous les deux",
    "avec son brelan elle élimine les deux autres d'un coup",
])
def test_both_players_out(model, text):
    assert facts_of(model, text).get("eliminated_together") is True


@pytest.mark.parametrize("text", [
    "le donneur sort les deux autres cartes du paquet",  # cards brought out
    "en fin de soirée ça saute toutes les deux minutes",  # players out one after another
])
def test_no_two_players_out_together(model, text):
    assert facts_of(model, text).get("eliminated_together") is not True


# -- §2.2: the count of players to start, the question asked ---------------------------------------------------------

def test_two_seated_at_the_restart_is_ruled_by_the_minimum(kb):
    text = ("au retour de la pause, seuls deux joueurs assis ; le donneur distribue, un troisième revient pendant la "
            "donne et sa main est morte. Il dit qu'on ne pouvait pas commencer à deux")
    assert first_section(kb, text) == "minimum-de-joueurs-par-table"


# -- §1.2: the player's duty, the question asked ---------------------------------------------------------------------

def test_a_rule_not_read_is_the_players_duty(kb):
    text = ("Le mail d'inscription interdisait les écouteurs. Un joueur en met, le floor lui demande de les retirer, il "
            "dit qu'il n'a jamais lu le mail. Ça change quelque chose ?")
    assert first_section(kb, text) == "responsabilite-des-joueurs"


def test_earphones_heard_at_the_table_stay_the_equipment_rule(kb):
    text = ("Un joueur écoute de la musique dans ses écouteurs pendant le coup, et le son s'entend à la table. Le floor "
            "peut l'obliger à baisser ?")
    assert first_section(kb, text) == "materiel-a-la-table"
