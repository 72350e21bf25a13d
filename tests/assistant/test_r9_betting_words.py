"""Round 9, chapters 9-11: false readings found on incidents of our own, each fixed in the mechanism. Every phrase
here is ours (none is a scenario's or an incident's).

- « la grosse blinde relance » is a blind raising, not a change of level (the thesaurus reads « monter » as a raise,
  so « les blindes montent » read any blind raising as the level going up);
- « sans parler » is the manner of an act (silently), not a player who has not spoken yet (out of turn);
- « X dit que c'est une relance » judges what chips are worth, it is no player's declaration;
- a figure said alone between quotes (« cinq ») is an abbreviated amount;
- « il reste des jetons » alone is chips still to play, not chips forgotten at an all-in.
"""

import pytest

from engine.text import stream

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "la grosse blinde relance à 1200 derrière l'ouverture",
    "BB 400, le bouton relance à 1000",
    "la petite blinde sur-relance, la BB réfléchit",
])
def test_a_blind_raising_is_no_change_of_level(model, text):
    assert "level_change" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "pendule à zéro, on passe au niveau suivant pendant le coup",
    "les nouvelles blindes s'affichent alors qu'il a déjà mélangé",
])
def test_the_level_change_is_still_read(model, text):
    assert facts_of(model, text).get("level_change") is True


@pytest.mark.parametrize("text", [
    "il paie 1800 sans parler",
    "elle relance 4000, sans parler, et croise les bras",
    "le 6 met 2 jetons de 500 sans même parler",
])
def test_silently_is_not_out_of_turn(model, text):
    facts = facts_of(model, text)
    assert "out_of_turn" not in facts
    assert facts.get("declaration") == "none"


def test_silently_keeps_its_object():
    """« sans parler de sa main »: a negation with an object keeps its words."""
    assert "silenc" not in stream("il mise sans parler de sa main")


@pytest.mark.parametrize("text", [
    "le 9 balance ses cartes alors que le 6 n'a pas encore parlé",
    "elle jette sa main alors que le 2 n'avait pas parlé",
])
def test_a_hand_thrown_before_a_seat_has_spoken_is_out_of_turn(model, text):
    assert facts_of(model, text).get("out_of_turn") is True


def test_a_seat_still_to_speak_after_a_bet_is_no_unopened_pot(model):
    """« n'a pas encore parlé après la mise »: there is a bet, someone has still to answer it."""
    assert facts_of(model, "le joueur du 3 n'a pas encore parlé après la mise du 1").get("no_bet") is not True


@pytest.mark.parametrize("text", [
    "son voisin dit que c'est une relance",
    "le bouton proteste : pour lui c'est une relance",
    "la table crie que c'est un call",
])
def test_a_judgement_on_the_chips_is_no_declaration(model, text):
    assert facts_of(model, text).get("declaration") not in {"raise", "call"}


def test_the_declaration_itself_is_still_read(model):
    assert facts_of(model, "il dit relance puis pose 3 plaques").get("declaration") == "raise"
    assert facts_of(model, "il annonce une relance à 5000").get("declaration") == "raise"


def test_a_protest_does_not_make_the_chips_a_declared_raise(kb):
    """Three same chips, silently, to call a bet they all are needed for: §9.13, whoever protests after."""
    assert first_section(kb, "Au turn le hijack avance trois jetons de 1000 pour payer 2600, sans parler. "
                             "Le SB dit que c'est une relance.") == "jetons-multiples"


@pytest.mark.parametrize("text", [
    "il lâche « cinq » en regardant le pot",
    "elle annonce \"3\" et pose ses jetons",
])
def test_a_figure_said_alone_is_an_abbreviated_amount(model, text):
    assert facts_of(model, text).get("abbreviated_amount") is True


def test_a_figure_in_a_sentence_or_a_count_is_not(model):
    assert "abbreviated_amount" not in facts_of(model, "il en pose cinq devant lui")
    assert "abbreviated_amount" not in facts_of(model, "on lui compte le temps : « un », puis il paie")


def test_an_abbreviated_amount_goes_to_the_total_amount(kb):
    assert first_section(kb, "Pot de 2400 au flop, il annonce « huit » sans rien poser. "
                             "500 ou 5000 ? Le floor est appelé.") == "montant-total"


@pytest.mark.parametrize("text", [
    "heads-up, il reste des jetons à jouer, il montre ses cartes",
    "il lui reste encore des jetons pour payer la river",
])
def test_chips_still_to_play_are_not_forgotten(model, text):
    assert "forgotten_chips" not in facts_of(model, text)


def test_chips_found_hidden_after_an_all_in_are_still_forgotten(model):
    assert facts_of(model, "tapis payé, puis on trouve une plaque de 1000 planquée sous son téléphone") \
        .get("forgotten_chips") is True


# -- a condition told without « si » (§9.19) ----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "il prévient son voisin : « tu paies, je relance »",
    "elle lui lance « tu checkes, moi je mise »",
    "tu bouges, je fais tapis, dit le gros stack",
])
def test_your_act_then_mine_is_a_conditional_declaration(model, text):
    assert facts_of(model, text).get("conditional") is True


def test_a_question_answered_is_no_condition(model):
    """« tu paies ? » closes its sentence: the fold told after it answers it, no condition was set (in_clause)."""
    assert "conditional" not in facts_of(model, "le bouton lui demande « tu paies ? » et l'autre se couche")


def test_the_others_act_in_a_condition_is_not_the_speakers_declaration(model):
    facts = facts_of(model, "il dit à la BB « tu checkes, je checke aussi »")
    assert facts.get("conditional") is True
    assert facts.get("declaration") != "check"


def test_a_condition_without_si_goes_to_conditional_declarations(kb):
    assert first_section(kb, "River, le cut-off dit à son adversaire : « tu mises, je me couche ». "
                             "L'adversaire appelle le floor.") == "declarations-conditionnelles"


# -- soft play told as such: a pair of friends who never play each other (§11.6) ----------------------------------------
@pytest.mark.parametrize("text", [
    "deux copains de club ne se misent jamais dessus quand ils sont seuls dans un coup",
    "les deux frères font check down à chaque fois qu'ils se retrouvent heads-up",
    "mari et femme à la même table, ils ne s'attaquent jamais",
])
def test_a_pair_that_never_plays_each_other_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "son pote est au rail, lui ne relance jamais avant le flop",
    "il ne relance jamais sans une grosse main, son ami le sait",
])
def test_one_friend_and_a_tight_player_are_no_collusion(model, text):
    assert "collusion" not in facts_of(model, text)


# -- two chips of different values are two chips (§9.2) ------------------------------------------------------------------
def test_a_chip_and_another_of_other_value_are_several_chips(model):
    assert facts_of(model, "face à 700, elle pose un jeton de 1000 et un de 25 sans rien dire").get("chips_placed") == "multiple"
    assert facts_of(model, "il pose une plaque de 5000 et un jeton de 500").get("chips_placed") == "multiple"


def test_one_chip_is_still_one(model):
    assert facts_of(model, "il lâche un jeton de 5000 face à la relance").get("chips_placed") == "single"


# -- an act while the player before still thinks: out of turn (§9.3) -------------------------------------------------------
def test_acting_while_another_still_thinks_is_out_of_turn(model):
    assert facts_of(model, "le cut-off lâche « je paie » pendant que le hijack réfléchit toujours").get("out_of_turn") is True


def test_a_bet_then_the_other_thinking_is_the_normal_order(model):
    assert "out_of_turn" not in facts_of(model, "elle paie, puis son adversaire réfléchit longtemps avant de relancer")


# -- a hand named aloud while showing: the cards speak (§10.3) ----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "il étale ses cartes en annonçant un full, il n'a que deux paires",
    "elle abat en criant « couleur » mais il lui manque un trèfle",
])
def test_a_hand_named_while_showing_is_the_cards_speak(model, text):
    assert facts_of(model, text).get("cards_speak") is True


# -- a card named and shown to someone: the hand exposed (§11.4/11.5) ------------------------------------------------
def test_a_card_named_shown_to_the_table_is_a_hand_exposed(model):
    assert facts_of(model, "encore en jeu, il fait voir sa dame à tout le monde").get("hand_exposed") is True


def test_the_dealer_turning_an_ace_on_the_board_is_no_hand_exposed(model):
    assert "hand_exposed" not in facts_of(model, "la croupière retourne un as au turn")


def test_the_shower_still_in_the_hand_is_not_his_audience(model):
    """« il est encore dans le coup » says who shows, not to whom: no « shown to a player in the hand »."""
    assert facts_of(model, "il montre son roi à la table, il est encore dans le coup").get("exposed_to") != "player-in-hand"


# -- chip dumping told by its purpose (§11.6) ---------------------------------------------------------------------------
def test_folding_so_that_a_friend_keeps_his_chips_is_collusion(model):
    assert facts_of(model, "il jette un brelan face au tapis pour que son pote garde ses jetons").get("collusion") is True


# -- small general readings met on the way ----------------------------------------------------------------------------
def test_cut_cards_in_the_feminine_plural_are_a_cut_not_a_hand():
    """« coupées » is the cut (« coupe »), not « coup » (a hand): the other forms of the verb already were."""
    assert stream("les cartes ont été coupées") == stream("les cartes ont été coupé")


def test_the_short_stack_pushing_is_all_in(model):
    assert facts_of(model, "au bouton, le short envoie ses derniers jetons").get("allin") is True


# -- an all-in over the last bet but short of a full raise (§9.8, §9.21), from the amounts -----------------------------
@pytest.mark.parametrize("text", [
    "BB 600, le premier de parole part à tapis pour 1000",
    "Blindes 200/400, ouverture à 1000, le suivant fait tapis pour 1300",
])
def test_an_all_in_short_of_a_full_raise_is_read_from_the_amounts(kb, text):
    from engine import inference
    facts = {f["name"]: f["value"] for f in inference.ask(kb, text, top=1)["facts"]}
    assert facts.get("allin_short") == "below-min-raise"


def test_an_all_in_making_a_full_raise_is_not_short(kb):
    from engine import inference
    facts = {f["name"]: f["value"] for f in inference.ask(kb, "BB 600, le premier part à tapis pour 2000", top=1)["facts"]}
    assert "allin_short" not in facts


# -- the turn back to a player who raised: may he raise again (§9.21) ------------------------------------------------------
def test_the_turn_back_and_a_raise_is_the_question_of_reopening(model):
    assert facts_of(model, "la parole revient à l'ouvreur, il veut relancer encore").get("reopen") is True


def test_a_blocked_raiser_story_goes_to_the_blocked_raise(kb):
    assert first_section(kb, "Blindes 300/600, le hijack relance à 1800, le bouton fait tapis pour 2400, la BB paie. "
                             "Quand ça revient au hijack, il veut sur-relancer.") == "relance-bloquee"
