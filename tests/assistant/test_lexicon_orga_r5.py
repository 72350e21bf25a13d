"""Faults of chapters 1 and 11 told in words we did not read (round 5), in phrasings of our own: an entry under a
borrowed name (1.4), a player who gives up the tournament (1.9), an opponent belittled as a poor player (11.7); and the
senses these words must not take (« le mauvais joueur » is the wrong player, a « donk » is a bet)."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "on découvre qu'elle jouait sous un nom d'emprunt depuis le jour 1",
    "il avait présenté les papiers d'un autre à l'inscription",
    "le gars n'a pas donné son vrai nom au moment de payer le buy-in",
])
def test_a_borrowed_identity(model, text):
    assert facts_of(model, text).get("impersonation") is True


@pytest.mark.parametrize("text", [
    "à 3 h du matin elle jette l'éponge et annonce qu'elle arrête là",
    "il déclare forfait pour la table finale",
    "mon adversaire refuse de continuer, il est fatigué",
    "à deux tables de la fin il veut arrêter de jouer",
])
def test_giving_up_the_tournament(model, text):
    assert facts_of(model, text).get("quits") is True


def test_giving_up_a_move_is_no_quitting(model):
    assert "quits" not in facts_of(model, "il renonce à relancer et se contente de payer")


@pytest.mark.parametrize("text", [
    "pendant la pause il traite sa voisine de tocard devant tout le monde",
    "elle lui balance qu'il est le pire joueur qu'elle ait vu",
    "il passe son temps à rabaisser les autres joueurs",
    "le chip leader se moque de son adversaire après chaque coup",
])
def test_belittling_an_opponent(model, text):
    assert facts_of(model, text).get("misconduct") is True


@pytest.mark.parametrize("text", [
    "le donneur pousse le pot vers le mauvais joueur, puis dit qu'il s'est trompé",
    "il donk au turn pour 3000 et lance ses jetons au milieu",
])
def test_the_wrong_player_and_a_bet_are_no_insult(model, text):
    assert "misconduct" not in facts_of(model, text)


def test_a_quip_about_the_opponent_rules_on_conduct(kb):
    text = ("Fin de soirée, on est quatre. Après un bad beat, le perdant dit au gagnant que c'est le plus mauvais "
            "joueur du club. Quelle sanction pour ça ?")
    assert first_section(kb, text) == "manquements-ethiques"


def test_a_borrowed_name_found_out_rules_on_identity(kb):
    text = ("Deuxième jour d'un festival : on apprend qu'un qualifié avait pris son ticket au nom d'un autre. "
            "On le sort du tournoi ?")
    assert first_section(kb, text) == "interdiction-aux-mineurs"


@pytest.mark.parametrize("text", [
    "au retour de la pause elle s'assied au 7 au lieu du 2",
    "il s'installe à la table 3 plutôt qu'à la 5, personne ne voit rien",
])
def test_sitting_at_another_seat(model, text):
    assert facts_of(model, text).get("wrong_seat") is True


def test_instead_of_a_move_is_no_seat(model):
    assert "wrong_seat" not in facts_of(model, "assis au bouton, au lieu de relancer il se contente de suivre")


def test_a_ruling_headed_by_the_officials_word_is_aftermath(model):
    """« Floor : ... » (the ruling, told without an article) follows the irregularity, as « le floor ... » does."""
    from engine.narrative import aftermath

    words = model.vocabulary.narrative
    assert aftermath("Arbitre : chacun reprend sa mise et on rejoue le coup.", words)
    assert aftermath("Le superviseur décide de laisser le coup se finir.", words)
    assert not aftermath("Le donneur retourne la turn avant que le bouton ait parlé.", words)


@pytest.mark.parametrize("text", [
    "la joueuse qui devait payer la grosse blinde vient de sauter au coup d'avant",
    "le bouton se fait éliminer sur un tapis, on ne sait plus où mettre le bouton",
    "dernier coup du niveau : un joueur saute alors qu'il était de petite blinde au suivant",
])
def test_a_player_knocked_out_at_the_blinds(model, text):
    assert facts_of(model, text).get("dead_button") is True


def test_a_seat_skipped_at_the_deal_is_no_dead_button(model):
    assert "dead_button" not in facts_of(model, "le croupier saute un joueur en distribuant et la grosse blinde n'a qu'une carte")


def test_a_knocked_out_blind_rules_on_the_dead_button(kb):
    text = ("Table de sept, un joueur est éliminé juste avant de passer grosse blinde. Pour la main d'après, "
            "on déplace le bouton d'une place ou on le laisse mort ?")
    assert first_section(kb, text) == "bouton-mort"


@pytest.mark.parametrize("text", [
    "la joueuse du 6 revient du bar après la distribution, le croupier a déjà jeté sa main",
    "il se rassoit pendant la donne et réclame ses deux cartes",
    "mon voisin débarque une fois les cartes servies",
])
def test_arriving_while_the_cards_are_dealt(model, text):
    assert facts_of(model, text).get("presence_at_deal") is True


def test_arriving_before_the_deal_is_not_read(model):
    assert "presence_at_deal" not in facts_of(model, "il arrive à sa place, ensuite la croupière commence à distribuer")


def test_the_opening_call_is_no_shuffle(model):
    """« Shuffle up and deal »: the director opens the tournament; no hand is being shuffled."""
    got = facts_of(model, "19 h pile, le TD annonce « shuffle up and deal » au micro")
    assert "shuffle" not in got and "hand_start" not in got
    assert facts_of(model, "le croupier a oublié de couper le paquet après le mélange").get("shuffle") is True


@pytest.mark.parametrize("text", [
    "il reste trois joueurs avant les places payées",
    "elle vient d'entrer dans les places payantes",
])
def test_paid_places_still_read(model, text):
    assert facts_of(model, text).get("bubble") is True


def test_a_seat_then_a_payment_is_no_paid_place(model):
    """« place » and « payer » with a word between (« à sa place, le joueur paye ») are no paid places: read as one
    concept (the thesaurus), the two words must follow each other (stop words aside)."""
    assert "bubble" not in facts_of(model, "il retourne à sa place, son voisin paye les blindes manquées")
