"""Round 16: readings found on the development half of the invented situations (tests/synthetic/dev), each judged on
the reserved half and on the real development incidents before it was kept. A rule or a notice the player did not
know, an error he saw and kept to himself (§1.2, the player's duties); the meaning of a word claimed or disputed, a
sign for a decision (§1.6); a team told by its verbs, a pair who never play each other, a big hand folded to kin's
bet (§11.6); a name thrown at someone, another player's chips handled (§11.7); the blinds « going up » are no raise.
Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- §1.2: the player's duties -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il proteste qu'il ne savait pas que la structure changeait à la pause, c'était pourtant sur le site",
    "la joueuse assure que personne ne l'a prévenue du format, alors que le mail le disait",
    "le voisin s'en était aperçu mais n'avait rien dit au donneur",
])
def test_a_rule_not_known_or_an_error_kept_quiet_is_the_players_duty(model, text):
    assert facts_of(model, text).get("player_duties") is True


@pytest.mark.parametrize("text", [
    "il ne savait pas quoi faire face à la relance",  # no rule or notice he ignored
    "le donneur n'a rien dit, il a continué la donne",  # silence without an error seen
])
def test_ignorance_or_silence_alone_is_no_duty(model, text):
    assert facts_of(model, text).get("player_duties") is not True


# -- §1.6: a word or a sign whose meaning is in question ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il lâche « je colle », et pour lui ça veut dire payer",
    "elle soutient que « go » ne veut rien dire à une table de tournoi",
    "il lève le pouce vers le donneur : ça vaut un call ?",
    "il assure qu'il voulait juste dire qu'il réfléchissait encore",
])
def test_a_word_or_a_sign_in_question_is_terminology(model, text):
    assert facts_of(model, text).get("terminology") is True


def test_a_word_said_to_mean_nothing_is_no_silence(model):
    """« ça ne veut rien dire » judges a word; it is not « sans rien dire », a bet made in silence."""
    assert facts_of(model, "il paraît que « je monte » ne veut rien dire ici").get("declaration") != "none"


# -- §11.6: a team, a pair who never play each other, a big hand folded to kin ----------------------------------------

@pytest.mark.parametrize("text", [
    "ces deux-là font équipe depuis le début de la soirée",
    "deux frangins qui ne se payent jamais quand ils sont seuls dans le coup",
    "il jette un carré sur une mise minuscule de sa compagne",
    "son frère sur-relance et lui se couche avec la quinte",
])
def test_play_between_kin_or_a_team_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "son copain lui souffle qu'il aurait dû jeter son brelan",  # advice after the fact, no fold to a friend
    "il jette son brelan face à la relance du chip leader",  # no kin
])
def test_a_big_fold_without_kin_betting_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- §11.7: names thrown, another player's chips handled ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il traite la donneuse d'incapable à chaque flop raté",
    "en partant il lance au floor qu'il est un minable",
    "la voisine tripote les piles de son adversaire pour les compter",
    "il renverse d'un geste les jetons du voisin en se levant",
])
def test_a_name_thrown_or_chips_of_another_handled_is_misconduct(model, text):
    assert facts_of(model, text).get("misconduct") is True


@pytest.mark.parametrize("text", [
    "il range ses jetons en piles de vingt",
    "la grosse blinde dit qu'elle a payé",  # « grosse » is no insult
])
def test_own_chips_or_a_big_blind_is_no_misconduct(model, text):
    assert facts_of(model, text).get("misconduct") is not True


# -- the blinds going up ----------------------------------------------------------------------------------------------

def test_the_blinds_going_up_are_no_raise(model):
    got = facts_of(model, "un joueur râle et dit que les blindes montent beaucoup trop vite")
    assert got.get("declaration") != "raise"


def test_a_raise_said_after_the_blinds_is_still_a_raise(model):
    got = facts_of(model, "les blindes montent à 400/800, puis le cutoff dit relance")
    assert got.get("declaration") == "raise"


# -- §11.3: an action judged aloud, the muck looked into -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "son voisin lui lance « fallait pas relancer avec ça » devant toute la table",
    "le joueur couché soulève les cartes du muck pour regarder ce qu'il y a",
])
def test_a_move_criticised_or_the_muck_looked_into_is_disclosure(model, text):
    assert facts_of(model, text).get("disclosure") is True


@pytest.mark.parametrize("text", [
    "il fallait payer 3 000 de plus pour suivre",  # what the call cost, no criticism
    "le donneur soulève le paquet pour le couper",  # a deck lifted, no muck
])
def test_a_cost_or_a_search_for_ones_own_cards_is_no_disclosure(model, text):
    assert facts_of(model, text).get("disclosure") is not True


# -- §8.1: cards kept out of sight -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle range ses cartes sous le rebord de sa pile de plaques",
    "il dissimule ses cartes au creux de sa paume",
])
def test_cards_put_out_of_sight_are_hidden(model, text):
    assert facts_of(model, text).get("own_cards_hidden") is True


@pytest.mark.parametrize("text", [
    "il pousse ses cartes face cachée vers le donneur",  # « cachée » is the face, no hiding
    "le croupier glisse la carte brûlée sous les jetons du pot",  # the dealer's burn card
])
def test_face_down_cards_or_the_burn_card_are_not_hidden(model, text):
    assert facts_of(model, text).get("own_cards_hidden") is not True
