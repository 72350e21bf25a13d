"""Round 12, chapters 9-11 and the annex: a declaration corrected in one breath, the floor's « angle », help from a
player out of the hand, the nuts checked behind (and against a friend), the action not over when cards are shown.
Every phrase is ours, invented for this file; each concept has its counter-examples where the words are scenery."""

import pytest

from engine import inference
from engine.readings import correction_said
from engine.text import stream

from .reading import facts_of, first_section


# -- a declaration corrected in the same breath (§9.4) ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "au turn elle annonce « check… euh non, je mise 2000 »",
    "face à l'open il dit je paie, pardon, relance !",
    "« fold… non non, call » lâche le joueur du 8",
    "preflop le cut-off dit tapis, non attends, 3000",
])
def test_a_declaration_corrected_in_one_breath(model, text):
    assert facts_of(model, text).get("declaration_corrected") is True


@pytest.mark.parametrize("text", [
    "tu fais tapis ? non, je passe, répond-il à son voisin",  # a question answered
    "il checke, non, il mise 500 en fait, je me suis trompé de coup",  # the teller corrects his story
    "il ne relance pas, non, il paie juste",
])
def test_no_correction_in_a_question_or_a_story(model, text):
    assert "declaration_corrected" not in facts_of(model, text)


def test_a_corrected_declaration_is_quoted_in_the_player_words():
    assert correction_said("le gars lance « raise… non, call ! » et pose") == "raise… non, call"


def test_a_declaration_corrected_is_ruled_by_the_announcement_that_binds(kb):
    assert first_section(kb, "Le 4 dit « check… euh non, je mise 800 ». Son adversaire veut le tenir au check.") \
        == "annonce-verbale-prevaut"


# -- the floor's « angle »: an angle shoot, never the English language ------------------------------------------------

@pytest.mark.parametrize("text", ["c'est angle ou pas ?", "pour moi c'est un gros angle", "un angle-shooter connu"])
def test_angle_is_the_angle_shoot(model, text):
    facts = facts_of(model, text)
    assert facts.get("angle_shoot") is True and "language" not in facts


@pytest.mark.parametrize("text", ["la table dans l'angle de la salle est bancale", "le donneur avait le 2 dans son angle mort"])
def test_a_corner_is_no_angle_shoot(model, text):
    facts = facts_of(model, text)
    assert "angle_shoot" not in facts and "language" not in facts


def test_english_is_still_the_language():
    assert stream("il parle anglais") != stream("il parle angle")


def test_english_is_still_the_language_question(model):
    assert facts_of(model, "un joueur ne parle qu'anglais à la table, il annonce en anglais").get("language") is True


# -- a player out of the hand who helps one still in it (§11.3) -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "son voisin, déjà couché, lui rappelle qu'il doit payer ou jeter avant la fin du chrono",
    "une joueuse hors du coup avertit le 3 qu'il ferait mieux de se coucher",
    "un joueur qui ne joue pas le coup lui signale qu'il peut encore relancer",
])
def test_help_from_a_player_out_of_the_hand(model, text):
    assert facts_of(model, text).get("disclosure") is True


@pytest.mark.parametrize("text", [
    "un joueur hors du coup prévient le floor que le donneur a oublié de brûler avant la turn",
    "un joueur couché fait remarquer que le bouton a payé trop peu",
    "le joueur hors du coup explique au croupier que le 3 doit encore parler",
])
def test_a_word_to_the_staff_or_a_fact_told_is_no_help(model, text):
    assert "disclosure" not in facts_of(model, text)


def test_help_from_a_player_out_of_the_hand_is_ruled_by_no_revelation(kb):
    assert first_section(kb, "Le 2 réfléchit face au tapis ; un joueur déjà couché lui glisse qu'il doit se décider, "
                             "le time va tomber. L'autre joueur proteste.") == "pas-de-revelation"


# -- the nuts checked behind; against a friend, a soft play (§10.5, §11.6) -------------------------------------------

@pytest.mark.parametrize("text", [
    "à la river le cut-off checke derrière et retourne le carré max",
    "il check back avec les nuts au dernier tour",
    "dernier à parler avec la quinte flush, il checke",
])
def test_the_nuts_checked_behind(model, text):
    assert facts_of(model, text).get("nuts_check") is True


@pytest.mark.parametrize("text", [
    "il checke derrière avec la deuxième paire, l'autre montre les nuts",
    "le bouton checke derrière, son adversaire retourne un carré",
    "la river met un carré au board, le bouton checke derrière et retourne une paire",
])
def test_a_winner_that_is_not_his_is_no_nuts_check(model, text):
    assert "nuts_check" not in facts_of(model, text)


def test_the_nuts_checked_against_a_relative_is_a_soft_play(kb, model):
    """§10.5 (annex 2023-10: no penalty without a suspicion of collusion) yields to §11.6 when the two are close."""
    text = ("Frère et sœur à la même table : à la river il checke, elle checke derrière et retourne une main "
            "imbattable. La table appelle le floor.")
    facts = facts_of(model, text)
    assert facts.get("nuts_check") is True and facts.get("acquainted") is True
    assert "exposes_in_action" not in facts
    top = [r["id"] for r in inference.ask(kb, text, top=3)["results"]]
    assert "ethique" in top


def test_the_last_betting_round_is_not_his_turn(model):
    assert "exposes_in_action" not in facts_of(model, "au dernier tour il checke et l'autre retourne sa paire")


@pytest.mark.parametrize("text", [
    "deux joueurs qui se connaissent bavardent pendant la pause, au retour le donneur oublie une blinde",
    "deux potes au même tournoi à deux tables différentes, l'un arrive en retard",
])
def test_friends_alone_are_no_collusion(kb, model, text):
    assert "collusion" not in facts_of(model, text)
    assert first_section(kb, text) != "ethique"


# -- the action not over: a shove over a called all-in, a player still to speak, a hand shown too early (§11.5) -------

@pytest.mark.parametrize("text", [
    "le 2 fait tapis, le 5 paie, puis le 8 relance à tapis par-dessus",
    "tapis et payé, mais le bouton est encore seul à parler",
    "le short fait tapis, la BB paie ; le cut-off n'avait pas encore parlé",
])
def test_a_call_then_more_betting_closes_no_all_in(model, text):
    assert facts_of(model, text).get("allin_called") is not True


@pytest.mark.parametrize("text", [
    "le short fait tapis et le chip leader paie, plus personne derrière",
    "deux joueurs à tapis, plus aucune enchère possible",
])
def test_a_called_all_in_is_still_read(model, text):
    assert facts_of(model, text).get("allin_called") is True


@pytest.mark.parametrize("text", [
    "au flop la SB checke, croit que le bouton a checké aussi et étale son brelan",
    "elle pensait que son adversaire avait checké et a retourné ses deux cartes",
])
def test_a_hand_shown_believing_the_other_had_checked(model, text):
    facts = facts_of(model, text)
    assert facts.get("hand_exposed") is True and facts.get("hand_in_progress") is True


@pytest.mark.parametrize("text", [
    "il croit que l'autre bluffe et paie, puis retourne sa paire à l'abattage",
    "il pense checker puis se ravise",
])
def test_a_belief_without_a_check_and_a_hand_turned_is_no_early_show(model, text):
    assert facts_of(model, text).get("hand_in_progress") is not True


def test_a_hand_shown_while_one_player_is_still_to_speak_is_ruled_by_cards_shown(kb):
    assert first_section(kb, "Au turn le 4 checke, croit que le 9 a checké derrière et abat son tirage. Le 9 n'avait "
                             "pas encore parlé. Sanction ?") == "cartes-montrees"


# -- the angle told by its move (a count asked by the player who covers) or by the table's verdict (annex §7.7) -------

@pytest.mark.parametrize("text", [
    "le chip leader couvre largement le short mais demande le compte avant de payer",
    "elle demande le count alors qu'elle a plus de jetons que lui",
    "tout le monde trouve ça limite, mais il n'a enfreint aucune règle",
    "franchement pas très fair-play, ce qu'il a fait avec ses jetons",
])
def test_an_angle_told_by_its_move_or_the_table_verdict(model, text):
    assert facts_of(model, text).get("angle_shoot") is True


@pytest.mark.parametrize("text", [
    "il couvre ses cartes avec un jeton et demande le compte du tapis adverse",  # a chip on his hand
    "le joueur à tapis a moins de jetons ; son adversaire demande le compte",
    "la limite de temps de réflexion est de 30 secondes, on lui lance le time",
])
def test_no_angle_in_a_plain_count_or_a_time_limit(model, text):
    assert "angle_shoot" not in facts_of(model, text)


def test_a_count_asked_by_a_short_stack_stays_counting_chips(kb):
    assert first_section(kb, "Le 5 fait tapis ; son adversaire, plus court, demande le compte avant de décider.") \
        == "compter-les-jetons"
