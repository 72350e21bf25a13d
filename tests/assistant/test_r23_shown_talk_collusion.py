"""Round 23 (helper C), chapter 11 read as a floor tells it: cards shown while the action goes on (§11.5), talk about
a hand in play (§11.3), players who play as one (§11.6). Each fix has the sentence now read and one where the same
words tell something else. Every phrase is ours."""

import pytest

from .reading import facts_of


# §11.5: an all in called is « plus d'enchères possibles » only when nobody is left to bet
@pytest.mark.parametrize("text", [
    "la BB paie le tapis du bouton, mais le cut-off doit encore décider",
    "le tapis du short est suivi, les deux gros stacks peuvent encore miser entre eux",
    "le petit stack montre ses as pendant que la BB réfléchit face au tapis",
])
def test_an_all_in_with_betting_still_to_come_is_not_closed(model, text):
    assert facts_of(model, text).get("allin_called") is not True


def test_an_all_in_called_heads_up_is_still_closed(model):
    assert facts_of(model, "le bouton fait tapis, la BB paie et ils retournent leurs cartes").get("allin_called") is True


# §11.5 / annex §7.7: a card turned in one's own reflection is the angle shoot; turned while another thinks, it is not
def test_a_hand_shown_while_another_player_thinks_is_no_angle_shoot(model):
    got = facts_of(model, "le relanceur dévoile sa main pendant que son adversaire hésite encore")
    assert got.get("angle_shoot") is not True and got.get("hand_exposed") is True


def test_his_own_card_turned_while_he_thinks_is_still_the_angle_shoot(model):
    assert facts_of(model, "face au tapis, elle retourne une de ses cartes pendant qu'elle réfléchit").get(
        "angle_shoot") is True


# §11.5: cards shown by a verb of showing, one card turned before everyone, a hand turned right after one's own all in
@pytest.mark.parametrize("text", [
    "au flop il exhibe ses deux cartes à toute la table",
    "à la turn elle retourne une de ses dames devant tout le monde, deux joueurs ont encore à parler",
    "le cut-off fait tapis et dévoile aussitôt sa main, trois joueurs n'ont pas parlé",
])
def test_a_hand_shown_during_the_action_is_read(model, text):
    assert facts_of(model, text).get("hand_exposed") is True


@pytest.mark.parametrize("text", [
    "tout le monde se couche, alors on retourne les cartes suivantes pour voir",
    "le croupier retourne une carte devant tout le monde en brûlant",
])
def test_everyone_named_or_the_dealer_turning_is_no_hand_shown(model, text):
    assert facts_of(model, text).get("hand_exposed") is not True


# §11.3 « Les joueurs encore dans un coup peuvent se parler dans la mesure où ils ne dévoilent pas leur main »
@pytest.mark.parametrize("text", [
    "encore en jeu, elle glisse à son voisin qu'elle est très forte",
    "un joueur toujours dans le coup lance aux autres qu'il a le tirage couleur",
])
def test_a_player_in_the_hand_who_tells_his_strength_discloses(model, text):
    assert facts_of(model, text).get("disclosure") is True


@pytest.mark.parametrize("text", [
    "le joueur encore dans le coup dit « parole » et tape la table",
    "à l'abattage, le joueur encore en jeu annonce sa couleur",
])
def test_a_word_of_the_game_or_a_hand_announced_at_showdown_is_no_disclosure(model, text):
    assert facts_of(model, text).get("disclosure") is not True


# §11.6: two players suspected of acting as one; « s'entendre » alone is also to hear or to get along
@pytest.mark.parametrize("text", [
    "on soupçonne les deux joueurs de s'arranger sur chaque pot",
    "le floor a des preuves que ces deux joueurs s'entendaient depuis le début",
])
def test_a_pair_suspected_of_acting_as_one_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "j'ai la preuve que les deux joueurs ont entendu l'annonce",
    "les deux joueurs s'entendent bien, ils rigolent toute la soirée",
])
def test_a_pair_that_hears_or_gets_along_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True
