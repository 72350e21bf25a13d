"""Round 25, chapter 11 told through the act it sanctions: the count of a penalty in rounds (§11.1), the order of the
sanctions when a fault repeats (§11.2), two players acting as one (§11.6), a hand turned toward one player still in
the hand (§11.4), a player singing through the hands (§11.7), and a few words read in another sense (« faute » is also « il faut »;
two players who arrange their chips are no scheme). Each fix has the sentence it must read and a sentence
where its words stand without it. Every phrase is ours."""

import pytest

from .reading import facts_of


# -- §11.1: the hands a penalty in rounds makes a player miss ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "sa pénalité d'un tour à huit joueurs : 7 ou 8 mains, personne n'est d'accord",
    "il a déjà purgé 5 mains de sa suspension quand la table casse",
    "le règlement parle bien d'une main par joueur assis ?",
    "le TD lui inflige 6 mains de pénalité, puis la table passe à sept",
])
def test_a_penalty_counted_in_hands_is_read(model, text):
    assert facts_of(model, text).get("penalty_rounds") is True


@pytest.mark.parametrize("text", [
    # the sanction given for an act, no count asked (« main de pénalité » alone no longer reads the count)
    "il jette ses cartes alors qu'il pouvait checker : le floor lui colle une main de pénalité",
    "main morte et pénalité pour le joueur qui a jeté trop tôt",
    # hands counted, but no penalty: a level's end, a player away
    "il reste 2 ou 3 mains avant la pause",
    "ça fait 3 mains qu'il n'est pas revenu à sa place",
])
def test_hands_without_a_penalty_count_are_not_the_count(model, text):
    assert facts_of(model, text).get("penalty_rounds") is not True


# -- §11.2: a repeat, and whether a different fault climbs the ladder ----------------------------------------------

def test_a_fault_counted_is_a_repeat(model):
    assert facts_of(model, "c'est déjà sa deuxième faute de la soirée").get("repeated") is True


def test_il_faut_after_a_rank_is_no_fault(model):
    # « faute » and « faut » read alike: the rank and the verb apart are no fault counted
    assert facts_of(model, "au deuxième rang, il faut attendre son tour").get("repeated") is not True


@pytest.mark.parametrize("text", [
    "averti pour son portable, il joue ensuite avant son tour : une faute différente compte-t-elle ?",
    "le floor dit que ce n'est pas la même faute, donc il n'y a pas d'escalade",
    # the ladder is a topic the question names whichever way: the negation does not deny it
    "ce n'est quand même pas une faute différente ?",
])
def test_whether_another_fault_counts_is_the_ladder(model, text):
    assert facts_of(model, text).get("sanction_ladder") is True


def test_a_warning_started_over_is_the_ladder(model):
    assert facts_of(model, "nouveau jour : son avertissement d'hier repart à zéro ?").get("sanction_ladder") is True


def test_a_player_starting_over_is_no_ladder(model):
    # « repartir à zéro » alone: a player who starts again (a new entry, a new stack), no sanction counted
    assert facts_of(model, "elle veut repartir à zéro avec un nouveau tapis demain").get("sanction_ladder") is not True


def test_a_different_thing_needed_is_no_ladder(model):
    assert facts_of(model, "il faut différentes piles pour compter ses jetons").get("sanction_ladder") is not True


# -- §11.6: two players acting as one --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "on a vu deux joueurs qui magouillaient depuis le début du niveau",
    "les deux joueurs se liguent contre le short stack à chaque main",
])
def test_a_pair_scheming_or_attacking_together_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "les deux joueurs arrangent leurs jetons en piles avant le color up",
    "à la table finale, deux joueurs s'arrangent sur les prix avant la pause",
    "les deux joueurs sont à tapis, plus aucune mise n'est possible",
])
def test_a_pair_tidying_or_all_in_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- §11.4: cards turned toward one player still in the hand ---------------------------------------------------------

def test_cards_turned_toward_one_player_are_shown_to_him(model):
    got = facts_of(model, "à trois au turn, il retourne ses cartes vers l'un des deux autres, encore dans le coup")
    assert got.get("shown_to_one") is True and got.get("hand_exposed") is True, got
    assert got.get("exposed_to") == "player-in-hand", got


@pytest.mark.parametrize("text", [
    "il retourne ses cartes vers le croupier et quitte la table",
    "il retourne ses cartes vers le muck sans un mot",
])
def test_cards_turned_toward_the_dealer_or_muck_are_shown_to_nobody(model, text):
    got = facts_of(model, text)
    assert got.get("shown_to_one") is not True and got.get("hand_exposed") is not True, got


# -- §11.7: singing at the table -----------------------------------------------------------------------------------

def test_singing_at_the_table_is_misconduct(model):
    assert facts_of(model, "hors du coup, il chante fort à chaque main malgré les remarques").get("misconduct") is True


def test_blackmail_is_not_singing(model):
    # « chantage » keeps its own stem: no song read
    assert facts_of(model, "il parle de chantage à propos du deal").get("misconduct") is not True
