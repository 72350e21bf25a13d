"""Round 17: chapter 11 read by its concepts (who shows, to whom, while the action is or is not over), in our own
invented words. Each reading has counter-examples that must not read it.

§11.5 « Un joueur qui montre ses cartes à la table alors que l'action n'est pas finie »: a player's cards (or one of
them) turned or laid face up while someone has yet to act are shown to the whole table during the action; the
dealer turning cards, or cards turned at the showdown, are not."""

import pytest

from .reading import facts_of


# -- §11.5: cards turned face up while someone has yet to act ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il retourne ses cartes alors que sa voisine n'a pas encore choisi",
    "la joueuse met son jeu face visible devant elle tandis que le dernier hésite encore",
    "au turn il dévoile sa main, son adversaire n'a toujours pas parlé",
    "après avoir misé, il retourne sa main et attend la décision de l'autre",
    "elle retourne ses cartes pendant que son adversaire réfléchissait",
    "il retourne une de ses cartes devant tout le monde, deux joueurs restent à parler",
])
def test_cards_turned_up_while_someone_has_yet_to_act_are_shown_to_the_table_mid_hand(model, text):
    f = facts_of(model, text)
    assert f.get("hand_exposed") is True
    assert f.get("exposed_to") == "table"
    assert f.get("hand_in_progress") is True


@pytest.mark.parametrize("text", [
    "à l'abattage il retourne ses cartes et gagne le pot",  # the showdown: the action is over
    "il retourne ses cartes après le dernier call à la river",
    "le croupier retourne les cartes du flop alors que le siège 2 n'a pas encore parlé",  # the dealer turns the board
    "le donneur retourne la turn pendant que le joueur réfléchit encore",
    "la joueuse ouvre à trois blindes alors que le bouton n'a pas encore parlé",  # « ouvre »: an opening bet
])
def test_cards_turned_at_the_showdown_or_by_the_dealer_are_no_hand_shown_mid_hand(model, text):
    f = facts_of(model, text)
    assert not (f.get("hand_exposed") is True and f.get("hand_in_progress") is True)
    assert f.get("exposed_to") != "table"


# -- annex 2023-10 on §11.3: the tournament's own rule may ban talk on the hand in progress --------------------------

@pytest.mark.parametrize("text", [
    "le règlement de notre club interdit de parler de la main quand plus de deux joueurs sont dedans",
    "dans ce tournoi on doit se taire sur le coup dès qu'on est trois",
    "chez nous on ne parle pas du coup tant qu'on est trois",
])
def test_a_tournament_rule_banning_talk_on_the_hand_is_read(model, text):
    assert facts_of(model, text).get("talk_rule") is True


@pytest.mark.parametrize("text", [
    "le règlement du tournoi interdit les téléphones à la table",  # a ban, but on no talk
    "chez nous on parle beaucoup entre les mains",  # talk, no ban
    "le floor interdit au joueur de parler au téléphone",  # the floor's order, no tournament rule
    "l'organisateur interdit qu'on discute des mains en cours",  # « organisateur » reads as the floor (thesaurus)
])
def test_a_ban_or_a_talk_alone_is_no_tournament_rule_on_talk(model, text):
    assert facts_of(model, text).get("talk_rule") is not True


# -- §11.4: cards tilted or lifted toward one person are shown to that one -------------------------------------------

@pytest.mark.parametrize("text", [
    "il penche son jeu vers sa voisine qui s'est couchée",
    "elle soulève une carte vers son ami au rail",
    "au turn il tourne ses deux cartes vers le joueur d'à côté, encore en jeu",
    "il incline sa main en direction du spectateur derrière lui",
])
def test_cards_tilted_toward_one_person_are_shown_to_one(model, text):
    assert facts_of(model, text).get("shown_to_one") is True


@pytest.mark.parametrize("text", [
    "il retourne ses cartes vers le centre à l'abattage",  # tabled for all
    "il tourne ses cartes vers le donneur pour qu'il les ramasse",  # handed in
    "le donneur tourne la tête vers le floor",  # no cards
    "il pousse ses cartes vers le muck",  # thrown
])
def test_cards_pushed_to_the_centre_the_dealer_or_the_muck_are_shown_to_no_one(model, text):
    assert facts_of(model, text).get("shown_to_one") is not True
