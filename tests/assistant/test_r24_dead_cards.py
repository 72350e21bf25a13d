"""Round 24 (helper E), chapter 8: cards a player keeps out of sight (§8.1 « les cartes … doivent toujours rester sur
la table et être visibles »). The cards put under a thing of the table (a cap, a plate, his elbow) or said unseen by
the table are the cards hidden; the cards hidden behind the chips are not the stack hidden (§3.3). For each reading,
the sentence that must be read and one where the words stand without the concept. Every phrase is ours."""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "pendant tout le coup elle laisse ses cartes sous son chapeau, au bord de la table",
    "il pose sa serviette sur la table et range ses cartes sous la serviette",
    "le joueur du 4 garde ses cartes contre lui, on ne les voit pas depuis les autres sièges",
    "quand il annonce sa relance, personne ne voit ses cartes",
])
def test_cards_kept_out_of_sight(model, text):
    assert facts_of(model, text).get("own_cards_hidden") is True


@pytest.mark.parametrize("text", [
    "il pose son chapeau sur la table et mise 500",
    "personne ne voit la mise du bouton et le donneur distribue la turn",
    "il met un jeton sur ses cartes, bien devant lui",
])
def test_no_cards_hidden_without_the_cards_out_of_sight(model, text):
    assert facts_of(model, text).get("own_cards_hidden") is not True


@pytest.mark.parametrize("text", [
    "la joueuse dissimule ses cartes derrière ses piles de jetons",
    "il planque ses cartes derrière une grosse pile de plaques",
])
def test_cards_behind_the_chips_are_no_stack_hidden(model, text):
    got = facts_of(model, text)
    assert got.get("own_cards_hidden") is True and got.get("stacks_visible") is not True, got


@pytest.mark.parametrize("text", [
    "il cache ses gros jetons derrière ses piles de petits",
    "on ne voit plus ses plaques, elles sont derrière ses piles",
])
def test_chips_hidden_behind_chips_are_still_the_stack(model, text):
    assert facts_of(model, text).get("stacks_visible") is True


# §8.3 « jugée indiscernable »: the hand melted into the discards told with the muck first, or into the burnt cards
@pytest.mark.parametrize("text", [
    "sa main file vers le muck ; elle passe sous la défausse et se confond avec elle",
    "il balance ses deux cartes, elles se mêlent aux brûlées et plus personne ne sait lesquelles",
])
def test_hand_melted_into_the_discards(model, text):
    assert facts_of(model, text).get("mucked_lost") is True


@pytest.mark.parametrize("text", [
    "en ramassant, le donneur laisse la défausse se mêler au paquet",
    "une carte du tableau se mêle aux brûlées pendant que le donneur range",
    "il jette ses cartes à côté de la défausse, on les distingue bien",
])
def test_no_hand_melted_without_a_hand_lost_in_the_discards(model, text):
    assert facts_of(model, text).get("mucked_lost") is not True


# §8.2 « si le donneur brûle une main non-protégée » told belief first: the dealer who believed a fold and gathered the
# hand; and « si un autre joueur la jette »: another player sweeping the teller's cards along with his own
@pytest.mark.parametrize("text", [
    "la croupière pense que le 3 a passé et rafle ses cartes",
    "le donneur croit que la joueuse s'est couchée et ramasse sa main",
])
def test_dealer_gathers_after_believing_a_fold(model, text):
    assert facts_of(model, text).get("mucked_by") == "dealer"


@pytest.mark.parametrize("text", [
    "le croupier croit que tout le monde a passé et ramasse le pot",
    "il pense que le bouton s'est couché et prend ses jetons",
])
def test_a_belief_then_chips_gathered_is_no_hand_mucked_by_the_dealer(model, text):
    assert facts_of(model, text).get("mucked_by") != "dealer"


@pytest.mark.parametrize("text", [
    "en foldant, la joueuse d'à côté emporte ma main avec la sienne",
    "il se couche et ramasse ses cartes et les miennes d'un geste",
])
def test_another_player_sweeps_my_cards_with_his(model, text):
    got = facts_of(model, text)
    assert got.get("mucked_by") == "other" and got.get("hand_mucked") is True, got


@pytest.mark.parametrize("text", [
    "il ramasse ses jetons et compare sa main avec la mienne",
    "il jette ses cartes sur les miennes",
])
def test_no_sweep_of_my_cards_without_them_taken_along(model, text):
    assert facts_of(model, text).get("mucked_by") != "other"


# §8.4 « toute main jetée faces cachées vers le muck »: cards let go toward the middle of the table are sent toward the
# muck, wherever they stop; the dealer sending cards to the middle, or chips pushed there, are no hand thrown
@pytest.mark.parametrize("text", [
    "au turn, elle lâche sa main vers le milieu et se ravise aussitôt",
    "il se couche en envoyant ses deux cartes vers le centre de la table",
])
def test_cards_let_go_toward_the_middle_are_thrown(model, text):
    assert facts_of(model, text).get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "le donneur envoie les cartes vers le centre pour le flop",
    "il pousse ses jetons vers le centre et annonce tapis",
])
def test_no_hand_thrown_by_the_dealer_or_with_chips(model, text):
    assert facts_of(model, text).get("hand_mucked") is not True
