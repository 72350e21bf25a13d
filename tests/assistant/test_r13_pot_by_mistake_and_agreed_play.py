"""Round 13 (collection 12's development half): a pot pushed « par erreur » is a misread award (§10.9), an error
learnt after the tournament is a late claim, and a line of play agreed between players is collusion (§11.6).
Every phrase is ours, invented for this file; each concept has counter-examples where the words are scenery."""

import pytest

from .reading import facts_of, first_section


# -- the award's own mistake (§10.9) ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière me pousse le pot par erreur alors qu'il avait le meilleur kicker",
    "le donneur donne le pot par mégarde à celui qui avait perdu",
    "au final le croupier pousse le pot au perdant, personne ne bronche",
])
def test_a_pot_pushed_by_mistake_is_a_misread_award(model, text):
    assert facts_of(model, text).get("misread") is True


@pytest.mark.parametrize("text", [
    "il pousse ses jetons par erreur au milieu, il voulait juste les compter",  # a bet, no award
    "le croupier retourne une carte par erreur pendant la donne, puis pousse le pot au gagnant",  # the error is the deal's
])
def test_an_error_elsewhere_is_no_misread_award(model, text):
    assert "misread" not in facts_of(model, text)


def test_a_late_claim_after_the_tournament_means_the_cards_were_gathered(model):
    got = facts_of(model, "elle découvre après la fin du tournoi, sur la vidéo, qu'on lui a donné le pot à tort")
    assert got.get("cards_collected") is True


def test_a_pot_pushed_by_mistake_and_claimed_later_is_the_pot_claim(kb):
    assert first_section(kb, "Il part saluer un ami, la croupière me pousse le pot par erreur alors que son kicker "
                             "était meilleur. À son retour, deux mains plus tard, il réclame.") == "reclamer-le-pot"


# -- a line of play agreed between players (§11.6) -----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "mon voisin me propose qu'on checke jusqu'à la river contre le petit tapis",
    "trois joueurs se sont mis d'accord pour partir à tapis sans regarder leurs cartes",
    "avant le flop il lui suggère de check down pour sortir le short",
])
def test_an_agreed_line_of_play_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "tout le monde a checké jusqu'à la river et le short stack a perdu",  # ordinary play, no agreement told
    "il propose de revoir la vidéo, la table est d'accord",  # an agreement, no line of play
    "d'accord pour la pause, mais on finit le coup : il fait tapis sans regarder ses cartes",
])
def test_checking_down_or_agreeing_alone_is_no_collusion(model, text):
    assert "collusion" not in facts_of(model, text)


def test_an_agreed_check_down_is_ruled_by_the_ethics_section(kb):
    assert first_section(kb, "à la bulle, mon voisin me propose qu'on checke jusqu'à la river contre le petit tapis, "
                             "je refuse. Le floor doit faire quoi ?") == "ethique"


# -- a concept word that holds its own negation (engine.facts._composed) --------------------------------------------

@pytest.mark.parametrize("text", [
    "le 6 n'a pas encore parlé quand la croupière sort déjà la turn",
    "la BB n'a pas encore parlé, elle regarde ses cartes, et le donneur retourne la river",
])
def test_not_yet_acted_is_read_whole_and_not_as_its_denied_tail(model, text):
    """« n'a pas encore parlé » holds « encore parlé »: the shorter word is its tail, not « encore parlé » denied."""
    assert facts_of(model, text).get("premature") is True


def test_a_player_who_has_spoken_leaves_no_card_out_too_soon(model):
    assert "premature" not in facts_of(model, "le 6 a parlé, tout le monde a payé, la croupière sort la turn")


# -- watching the others' reaction (annex §7.7), a hand played again (§6.1), a player named « le bouton » ---------------

@pytest.mark.parametrize("text", [
    "elle annonce « relance » puis attend, le temps de mater la réaction de son adversaire, avant de dire combien",
    "il pose la main sur son tapis sans le bouger, juste pour guetter les réactions en face",
])
def test_a_move_made_to_watch_the_reaction_is_an_angle_shoot(model, text):
    assert facts_of(model, text).get("angle_shoot") is True


def test_a_reaction_told_without_anyone_watching_for_it_is_no_angle_shoot(model):
    assert "angle_shoot" not in facts_of(model, "sa réaction a été de se lever et de quitter la table")


@pytest.mark.parametrize("text", ["personne n'avait reçu ses cartes quand le flop est sorti : on rejoue le coup ?",
                                  "le floor décide de recommencer la donne"])
def test_a_hand_played_again_is_a_misdeal_asked(model, text):
    assert facts_of(model, text).get("misdeal") is True


def test_the_button_as_a_player_asking_for_a_card_removed_is_no_button_right(model):
    assert "button_right" not in facts_of(model, "le bouton exige qu'on retire la turn et qu'on en sorte une autre")


def test_a_button_turn_taken_away_is_still_the_button_right(model):
    assert facts_of(model, "après la casse de table on lui a retiré son tour de bouton").get("button_right") is True


def test_a_check_down_proposed_aloud_is_collusion(model):
    assert facts_of(model, "son voisin lui souffle : « on le checke jusqu'au bout ? »").get("collusion") is True


def test_a_chip_thrown_before_a_check_down_is_no_proposal(model):
    assert "collusion" not in facts_of(model, "il lance ses jetons au milieu, puis tout le monde checke jusqu'au bout")


# -- an act intended is not an act done (engine.vocabulary.INTENT) --------------------------------------------------

@pytest.mark.parametrize("text,fact", [
    ("la petite blinde explique qu'elle allait se coucher de toute façon", "declaration"),
    ("il voulait relancer à 3000, finalement il checke", "declaration"),
    ("la grosse blinde allait se coucher quand la turn est sortie", "bb_folds"),
])
def test_an_act_intended_is_not_read_as_done(model, text, fact):
    got = facts_of(model, text)
    assert got.get(fact) not in ("fold", "raise", True), got


@pytest.mark.parametrize("text,fact,value", [
    ("la grosse blinde dit « allez, je me couche »", "bb_folds", True),  # « allez » is no intention
    ("la grosse blinde se couche, elle allait de toute façon perdre", "bb_folds", True),  # the intention comes after
])
def test_an_act_done_beside_an_intention_word_is_read(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text,fact", [
    ("le croupier allait sortir la turn alors que le 6 n'a pas parlé", "premature"),  # composed from concepts
    ("il allait montrer ses cartes à son voisin quand le floor est arrivé", "hand_exposed"),
])
def test_a_composed_act_intended_is_not_read_as_done(model, text, fact):
    assert fact not in facts_of(model, text)
    assert facts_of(model, text.replace("allait ", "", 1).replace("sortir", "sort").replace("montrer", "montre"))[fact]
