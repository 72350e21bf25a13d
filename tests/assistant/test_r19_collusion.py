"""Round 19, collusion told by its effect (§11.6) and a first fault told as such (`repeated` false). The ROPTA says the
poker is an individual game: collusion, chip dumping (« donner volontairement des jetons à un autre joueur en foldant
une mise ») and any other form of collusion are sanctioned. A floor seldom names it: he tells an agreement and the soft
line it sets, cards sent by message, a sign made according to a hand that a partner acts on, an all in blind against
kin, a very big hand folded to a friend. And a fault said to be a first one is no repeated fault (§11.7 rules the
repeated ones). Checked on the invented development half, the real development incidents, the scenarios and the
blind-written situations before they were kept. Every phrase is ours, invented for this file; each reading has a
counter-example."""

import pytest

from .reading import facts_of


# -- an agreement, then the soft line it sets ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "les deux chip leaders ont passé un pacte : plus question de se relancer, ils ne se relancent plus du tout",
    "au dîner, quatre joueurs se sont mis d'accord pour ne jamais se payer entre eux",
    "elles ont un arrangement : ne jamais s'attaquer tant que la bulle n'a pas éclaté",
])
def test_an_agreement_then_a_soft_line_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "le floor trouve un accord avec la table pour rejouer la main",
    "ils ont fait un deal sur les prix à trois puis le jeu reprend normalement",
    "il ne relance jamais, c'est un joueur très serré",
])
def test_an_agreement_on_anything_else_or_a_tight_player_is_none(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- cards sent by message ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "les deux cousins se transmettent leurs mains par whatsapp pendant la partie",
    "il prend en photo ses cartes et la fait suivre en message à sa femme, assise à la table voisine",
    "elle écrit sa main sur son portable et son mari, trois sièges plus loin, lit l'écran",
])
def test_cards_sent_by_message_are_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "il répond à un texto sur son portable alors qu'il a toujours ses cartes devant lui",
    "elle envoie un message à sa baby-sitter entre deux mains",
])
def test_a_message_with_cards_in_front_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- a sign made according to the hand, a partner who acts on it ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle toussote chaque fois qu'elle tient une grosse main et son frère lâche aussitôt",
    "il se gratte le menton selon la force de ses cartes, son associé en face suit ou passe",
])
def test_a_sign_by_hand_strength_a_partner_acts_on_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "il se frotte les yeux quand il a une grosse main, un tic que toute la table connaît",
    "il tapote la table pour checker",
])
def test_a_tell_or_a_tap_alone_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- all in blind against kin ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pressé de rentrer, il pousse tapis sans même regarder face à sa compagne",
    "il part à tapis à l'aveugle contre son frangin qui suit avec n'importe quoi",
])
def test_all_in_blind_against_kin_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "en grosse blinde, il part tapis sans regarder contre le bouton qu'il ne connaît pas",
])
def test_all_in_blind_against_a_stranger_is_no_collusion(model, text):
    assert facts_of(model, text).get("collusion") is not True


# -- a very big hand folded -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "au turn elle se couche avec un carré",
    "il jette face visible sa paire de rois sur une mise minuscule",
    "le gars lâche son full sans réfléchir",
])
def test_a_big_hand_folded(model, text):
    assert facts_of(model, text).get("big_hand_folded") is True


@pytest.mark.parametrize("text", [
    "il se couche et la turn amène un as",
    "elle jette son tirage couleur à la river",
    "il se couche, puis le flop tombe",
])
def test_a_card_or_a_draw_folded_is_no_big_hand(model, text):
    assert facts_of(model, text).get("big_hand_folded") is not True


@pytest.mark.parametrize("text", [
    "sa belle-sœur mise petit, il réfléchit un long moment puis se couche avec une quinte max",
    "les deux collègues sont à la table ; l'un mise, l'autre couche un brelan d'entrée",
])
def test_kin_and_a_big_hand_folded_are_read_together(model, text):
    facts = facts_of(model, text)
    assert facts.get("big_hand_folded") is True and facts.get("acquainted") is True


# -- a first fault told as such -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "c'est son premier écart depuis le début de la saison, il a insulté la croupière",
    "aucun antécédent avec lui, mais ce soir il a jeté ses jetons sur le donneur",
    "il a un comportement irréprochable jusqu'ici, puis il s'emporte contre le floor",
    "première incartade de sa part : il a crié sur un spectateur",
])
def test_a_first_fault_is_not_repeated(model, text):
    assert facts_of(model, text).get("repeated") is False


@pytest.mark.parametrize("text", [
    "pour ce mot-là, le règlement du club prévoit dix minutes de pénalité sans avertissement",  # the sanction's form
    "pas de problème, dit-il, et il paye la relance",
])
def test_a_sanction_without_warning_or_no_problem_says_nothing_of_a_first_time(model, text):
    assert facts_of(model, text).get("repeated") is not False


@pytest.mark.parametrize("text", [
    "ce n'est pas la première fois qu'il insulte la croupière",
    "déjà averti au niveau 3, il recommence au niveau 5",
    "pour la troisième fois il jette ses cartes sur le donneur",
])
def test_a_fault_again_is_still_repeated(model, text):
    assert facts_of(model, text).get("repeated") is True
