"""Round 20, group 6: readings from the rule texts of ROPTA 2019.03 §2.1 (random seats) and §3.6 (rabbit hunting)
and of the annex 2023-10 §5.1 / §5.2 (the divergences with the TDA on the presence at the table and on the start of a
hand). §2.1 (« les sièges seront aléatoirement assignés », « Les joueurs requérant des besoins physiques particuliers
pourront bénéficier de traitements de faveur », « Un joueur qui a démarré le tournoi au mauvais siège »): a player
with a bodily need who asks for a seat, players asking to be seated together, seats given in an order that is no draw,
the seat given set against the one taken, seats or seat tickets traded. §3.6 (« révéler les cartes qui “seraient
venues” si la main n'avait pas pris fin »): the hand over, then a board card looked at; every player folded, then a
board card shown (or shown whenever they do); a fold, then a plea to be shown the card to come. Annex §5.1 (« à la première carte distribuée à la table (et non à la
dernière) ») and §5.2 (« et non lorsque le jeu est mélangé »): what the annex adds to §4.1 and §3.1 is the other house,
the casino or the TDA, told with the moment it keeps (the end of the deal, the shuffle); a casino told as the place of
a story is none. Every phrase is ours, invented for this file;
each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §2.1: a seat asked for a bodily need, players seated together, no draw --------------------------------------------

@pytest.mark.parametrize("text", [
    "un monsieur qui marche avec une canne réclame le siège près de la sortie",
    "la joueuse sourde demande à être assise face au donneur pour lire sur ses lèvres",
    "le joueur en béquilles exige une place en bout de table",
    "deux cousins demandent au directeur de les placer ensemble",
    "le club installe les joueurs par ordre d'inscription, personne ne tire rien",
])
def test_a_seat_asked_or_given_outside_the_draw_is_read(model, text):
    assert facts_of(model, text).get("seat_draw") is True


@pytest.mark.parametrize("text", [
    "la dame du 3, qui a mal au dos, se lève pour s'étirer pendant la donne",  # a bodily need, no seat asked
    "deux frères assis côte à côte ne se relancent jamais",  # where they sit, not a seating asked for
    "il a un tirage couleur et paie sans réfléchir",  # a drawing hand, no draw of seats
])
def test_a_need_or_a_seat_told_alone_is_no_seat_draw(model, text):
    assert facts_of(model, text).get("seat_draw") is not True


@pytest.mark.parametrize("text", [
    "on lui attribue le siège 2 et il s'installe au 9",
    "le joueur reçoit sa table au guichet mais s'assoit à la table 4",
    "les deux amis échangent leurs places sans prévenir le floor",
])
def test_a_seat_taken_other_than_the_one_given_is_a_wrong_seat(model, text):
    assert facts_of(model, text).get("wrong_seat") is True


@pytest.mark.parametrize("text", [
    "il revient de la pause et trouve une carte devant sa place",  # « placement » stems as « place »
    "ils échangent leurs jetons de 25 contre des plaques",  # chips traded, no seat
    "on lui attribue une pénalité d'un tour",
])
def test_a_card_at_a_place_or_chips_traded_is_no_wrong_seat(model, text):
    assert facts_of(model, text).get("wrong_seat") is not True


def test_a_seat_asked_for_a_bodily_need_is_decided_by_2_1(kb):
    text = "Une joueuse qui attend un bébé demande une place près de la sortie. Le directeur peut la lui donner ?"
    assert first_section(kb, text) == "sieges-aleatoires"


# -- §3.6: the cards that would have come, once the hand is over ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le coup est terminé et le perdant regarde quelle était la river dans le paquet",
    "toute la table jette, et le donneur sort la turn pour rire",
    "on dévoile la carte suivante une fois que tous les autres ont foldé",
    "il passe sur le tapis et implore le donneur de lui montrer le flop",
])
def test_the_card_to_come_shown_after_the_hand_is_rabbit(model, text):
    assert facts_of(model, text).get("rabbit") is True


@pytest.mark.parametrize("text", [
    "le donneur retourne la turn et tout le monde se couche",  # the card dealt before the folds
    "tout le monde se couche sauf le bouton, et le donneur étale le flop",  # the hand goes on
    "il se couche et demande à voir la main du gagnant",  # a hand asked for, no board card
    "le coup est terminé, on pousse le pot au gagnant du flop",
])
def test_a_board_card_dealt_in_a_live_hand_is_no_rabbit(model, text):
    assert facts_of(model, text).get("rabbit") is not True


def test_a_board_card_asked_after_a_fold_is_decided_by_3_6(kb):
    text = "Il se couche au turn sur mon tapis puis réclame de voir la river. Le donneur peut la sortir ?"
    assert first_section(kb, text) == "rabbit-hunting"


# -- annex §5.1 / §5.2: another house's moment set against ours -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il soutient qu'à Las Vegas on peut revenir jusqu'à la fin de la distribution",
    "dans les casinos américains, c'est la dernière carte qui décide, paraît-il",
    "elle dit qu'en TDA la main démarre quand on mélange",
])
def test_another_house_moment_is_a_tda_comparison(model, text):
    assert facts_of(model, text).get("tda_comparison") is True


@pytest.mark.parametrize("text", [
    "au casino de la ville, le croupier a sorti la deuxième carte du bouton face visible",  # a place, no moment claimed
    "soirée casino : le mélangeur automatique tombe en panne",  # « mélangeur » is a machine
    "le donneur retourne la dernière carte du paquet",  # the end of the deal, no other house
])
def test_a_casino_as_a_place_is_no_tda_comparison(model, text):
    assert facts_of(model, text).get("tda_comparison") is not True


def test_the_last_card_of_another_house_is_decided_by_the_annex(kb):
    text = ("Mon voisin arrive pendant la donne, le floor tue sa main ; il répond qu'en Amérique on attend la dernière "
            "carte. Qui a raison ?")
    assert first_section(kb, text) == "divergence-presence-a-la-table"


def test_a_player_late_for_the_deal_without_another_house_stays_with_4_1(kb):
    text = "Il était au bar quand la donne a commencé ; il revient au flop et veut jouer sa main. Le floor refuse ?"
    assert first_section(kb, text) == "presence-a-la-table"


def test_away_at_the_first_card_back_before_the_last_is_decided_by_the_annex(kb):
    text = "Elle était partie aux toilettes et se rassoit quand le donneur lui envoie sa seconde carte. Elle peut jouer ?"
    assert first_section(kb, text) == "divergence-presence-a-la-table"
