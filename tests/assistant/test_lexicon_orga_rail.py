"""Floor French of what happens around a table (chapters 1, 2 and 11, the annex's spectators), in phrasings of our
own: help from the rail or a coach, onlookers behind a player, a player alone at his table, chips lost on purpose to a
friend, a celebration that goes too far, someone playing another's entry. None is a scenario's or an incident's, so a
pass measures the lexicon, not memory."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact", [
    ("son entraîneur lui conseille depuis la tribune de se coucher", "disclosure"),
    ("entre deux mains elle file voir son coach qui lui dicte son jeu", "disclosure"),
    ("ses coachs analysent chacun de ses coups sur un portable au bord du rail", "disclosure"),
    ("les supporters hurlent « paie ! » à leur copain pendant qu'il réfléchit", "disclosure"),
    ("sa copine est plantée derrière lui depuis une heure", "spectator"),
    ("des badauds s'attroupent pour regarder jouer la table télévisée", "spectator"),
    ("un éliminé revient regarder la partie de son frère", "spectator"),
    ("il est tout seul à table avec la croupière, il doit attendre ses adversaires", "min_players"),
    ("elle se couche sur chaque relance pour lui filer son tapis", "collusion"),
    ("il relance puis abandonne systématiquement pour lui laisser la victoire", "collusion"),
    ("après sa quinte il monte sur sa chaise et hurle de joie", "misconduct"),
    ("sa célébration déplacée dure deux minutes", "misconduct"),
    ("un copain joue sous le nom d'un autre inscrit depuis le day 1", "impersonation"),
    ("au retour de la pause un inconnu récupère le stack d'un absent", "impersonation"),
])
def test_rail_and_room_phrasings(model, text, fact):
    assert facts_of(model, text).get(fact) is True


@pytest.mark.parametrize("text,fact", [
    ("le croupier lui dit de payer la grosse blinde", "disclosure"),  # the dealer's reminder is no coaching
    ("il relance, se couche au tour suivant, le croupier donne le pot au gagnant", "collusion"),
    ("on change de table : le joueur déplacé prend la place laissée libre", "impersonation"),
    ("un joueur célèbre s'assoit à la table 4", "misconduct"),  # famous, not celebrating
    ("aucun adversaire n'a payé sa relance", "min_players"),  # nobody called: no empty table
    ("c'est curieux, la mise reste derrière la ligne", "spectator"),
    ("le superviseur conseille aux spectateurs de reculer d'un pas", "disclosure"),  # the staff, not a coach
    ("pendant le coup il fait voir sa main à son coach, debout derrière lui", "disclosure"),  # shown, not advised (11.4)
])
def test_words_that_tell_no_rail_or_room_fault(model, text, fact):
    assert not facts_of(model, text).get(fact)


def test_advice_shouted_from_the_rail_is_one_player_one_hand(kb):
    """Spectators calling out moves to a player: §11.3 « un jeu = un joueur » (the annex's spectators come close)."""
    assert first_section(kb, "pendant le coup, ses potes dans le public lui crient de relancer") in (
        "pas-de-revelation", "question-spectateurs")


def test_an_onlooker_behind_a_player_is_the_annex_on_spectators(kb):
    assert first_section(kb, "un ami du joueur du 3 reste debout derrière son mari et regarde ses cartes") == \
        "question-spectateurs"


def test_a_lone_player_at_the_start_is_the_minimum_of_players(kb):
    assert first_section(kb, "premier niveau : il est seul à la table, personne d'autre n'est là, on "
                             "commence quand même ?") == "minimum-de-joueurs-par-table"


def test_playing_someone_elses_entry_is_cheating_on_ones_identity(kb):
    """§1.4: « Si un joueur triche sur son identité [...] il sera immédiatement exclu du tournoi »."""
    assert first_section(kb, "au day 2, on découvre qu'un ami joue le tapis d'un autre joueur qualifié, absent") == \
        "interdiction-aux-mineurs"


def test_folding_to_hand_a_friend_the_chips_is_collusion(kb):
    assert first_section(kb, "en tête-à-tête, il relance et se couche à chaque fois pour lui offrir ses jetons") == \
        "ethique"


def test_an_excessive_celebration_is_the_ethics_section(kb):
    assert first_section(kb, "après avoir touché la river, il fait le show devant son adversaire, le floor "
                             "intervient") == "manquements-ethiques"


@pytest.mark.parametrize("text,fact", [
    ("le donneur du club se distribuait toujours les belles cartes", "cheating"),
    ("on l'a vu faire un second deal pour son complice", "cheating"),
    ("il lui refile les bonnes cartes à chaque donne", "cheating"),
    ("on peut encore accepter de nouvelles entrées au niveau 5 ?", "late_registration"),
    ("les organisateurs veulent rouvrir les inscriptions pour le deuxième jour", "late_registration"),
    ("une carte gondolée se reconnaît de loin, il réclame un autre jeu", "deck_change"),
    ("les cartes tordues se repèrent au dos depuis deux niveaux", "deck_change"),
])
def test_dealing_registration_and_deck_phrasings(model, text, fact):
    assert facts_of(model, text).get(fact) is True


@pytest.mark.parametrize("text,fact", [
    ("le bouton, qui donne, se donne une paire d'as et gagne le coup", "cheating"),  # a lucky deal is no cheat
    ("la carte du dessous du paquet est flashée pendant le mélange", "cheating"),
    ("il se sert un café au bar puis revient à sa place", "cheating"),
    ("le qualifié du jour 1 arrive avec une heure de retard au day 2", "late_registration"),
])
def test_words_that_tell_no_cheat_nor_new_entry(model, text, fact):
    assert not facts_of(model, text).get(fact)


def test_new_entries_over_several_days_are_the_section_on_late_players(kb):
    """§1.8: the late-registration period and « Les enregistrements tardifs avec un stack complet sont à éviter »; the
    annex's absence question is for a qualified player late on a later day."""
    assert first_section(kb, "tournoi sur deux jours : peut-on laisser entrer des joueurs avec un tapis complet "
                             "au début du jour 2 ?") == "retards"
    assert first_section(kb, "au day 2, un qualifié du day 1 n'est toujours pas là à la reprise") == \
        "question-absence-d-un-joueur"


def test_a_dealer_serving_himself_the_good_cards_is_a_grave_fault(kb):
    assert first_section(kb, "dans notre club sans croupier, un joueur se donnait les grosses cartes quand il "
                             "distribuait : peut-on l'exclure ?") == "hierarchie-des-sanctions"


def test_bent_cards_are_a_change_of_deck(kb):
    assert first_section(kb, "plusieurs cartes bombées se reconnaissent au dos, un joueur demande un jeu neuf") == \
        "changement-de-jeu"


def test_a_player_let_play_on_with_his_chips_does_not_quit(model):
    """« laisse ses jetons » (he leaves them) is not « on le laisse jouer avec ses jetons » (he plays on)."""
    assert facts_of(model, "le directeur le laisse jouer avec le jeton retrouvé sous son verre").get("quits") is not True
    assert facts_of(model, "elle laisse ses jetons sur la table et prend son train")["quits"] is True
