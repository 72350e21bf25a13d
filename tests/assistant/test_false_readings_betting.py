"""Words of betting read in another sense (round 6, false readings): what a player believed (« il dit qu'il pensait
que c'était check »), « je suis » said of oneself (« je suis désolé »), « passer » as the past or as seeing a card go by,
« time » in the English of a pause or of running the board, a blind posted at its own size. None of them is a
declaration, a clock request or an oversized blind. Each phrase is our own (none is a scenario's or an incident's);
the last group checks that the plain declarations are still read."""

import pytest

from tests.assistant.reading import facts_of


@pytest.mark.parametrize("text", [
    # a belief told afterwards, not a word said to act
    "après coup il dit qu'il pensait check derrière",
    "elle dit qu'elle croyait call de son côté",
    "il nous dit qu'il a cru relance et s'est couché",
    # « je suis » said of oneself
    "il dit au floor je suis vraiment désolé, je n'ai pas fait exprès",
    "la croupière lui dit qu'il est remplaçant ; il répond je suis déjà inscrit",
    "elle dit je suis en retard à cause du parking",
    # « passer » in its other senses
    "il dit que la semaine passée le même joueur avait fait pareil",
    "le joueur du 2 dit qu'il a vu passer une dame pendant la donne",
    "elle dit qu'elle passe à la caisse avant la reprise",
])
def test_story_words_make_no_declaration(model, text):
    assert "declaration" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "il demande un time out pour téléphoner",
    "on tire le tableau one time, pas deux",
    "c'est la first time qu'il joue en live",
])
def test_time_in_other_english_is_no_clock(model, text):
    assert "time_call" not in facts_of(model, text)


def test_a_blind_posted_at_its_size_is_not_overposted(model):
    assert "bb_overposted" not in facts_of(model, "le 9 pose 400 pour sa blinde avant la donne")


@pytest.mark.parametrize("text,value", [
    ("il dit je suis et pousse 800", "call"),
    ("la SB dit je passe et rend ses cartes", "fold"),
    ("il dit check en tapant sur la table", "check"),
    ("elle dit relance à 2000", "raise"),
])
def test_plain_declarations_still_read(model, text, value):
    assert facts_of(model, text).get("declaration") == value


def test_a_clock_asked_is_still_read(model):
    assert facts_of(model, "le voisin réclame le time, ça fait trois minutes").get("time_call") is True


@pytest.mark.parametrize("text,fact", [
    # a number of something else than chips after « plus »: minutes, tables, places
    ("le floor répond qu'il faut attendre plus 10 minutes", "plus_announce"),
    ("il ne reste plus 4 tables dans la salle", "plus_announce"),
    ("il dit plus 5 minutes et je reviens", "declaration"),
    ("le directeur dit qu'il n'y a plus que deux places payées", "players_in_hand"),
    # money short for the re-buy or the bill, a question asked, chips set aside: no bet short, no bet placed
    ("il n'a pas assez d'argent pour payer sa recave", "bet_short"),
    ("elle n'a pas assez pour payer son entrée du dimanche", "bet_kind"),
    ("il ne pose que 3 questions au directeur", "bet_short"),
    ("il met 2 jetons de côté pour le croupier", "chips_placed"),
])
def test_numbers_of_other_things_make_no_bet(model, text, fact):
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact,value", [
    ("il annonce plus 3000 sur la mise", "plus_announce", True),
    ("face à 1200 il ne pose que 800", "bet_short", True),
    ("elle pose 4 jetons de 500 face à la mise", "chips_placed", "multiple"),
    ("il ne reste plus que deux joueurs dans le coup", "players_in_hand", 2),
])
def test_bets_told_in_numbers_still_read(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text", [
    # « time » shouted for something else, the tournament clock: no clock asked against a slow player
    "hors de lui, il gueule « time ! » quand le directeur lui retire son téléphone",
    "le croupier lance « time » pour dire que le niveau est terminé",
    "d'après le clock de la salle il reste 6 minutes de niveau",
])
def test_time_without_a_clock_asked_is_no_clock_request(model, text):
    assert "time_call" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "le 7 exige le time contre son voisin qui ne joue pas",
    "le time a été demandé sur la joueuse du 3",
    "son adversaire lui appelle le clock au bout de trois minutes",
    "on l'a mis au time, il reste 10 secondes",
])
def test_a_clock_asked_is_read(model, text):
    assert facts_of(model, text).get("time_call") is True


@pytest.mark.parametrize("text", [
    "il met tout de suite ses lunettes de soleil",
    "le directeur pousse tout le monde vers la sortie",
    "elle met tout son cœur à expliquer le coup au floor",
])
def test_tout_of_another_phrase_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


def test_pushing_everything_is_still_an_all_in(model):
    assert facts_of(model, "sans réfléchir il pousse tout au milieu").get("allin") is True


@pytest.mark.parametrize("text", [
    # the dealer announcing the game itself, hearing a phone, thinking he saw a card: no act misread
    "la donneuse annonce qu'elle a oublié de brûler avant la turn",
    "le croupier annonce qu'il a sorti la river du mauvais paquet",
    "le donneur entend une sonnerie de portable sous la table",
    "le dealer a cru voir tomber une carte du talon",
])
def test_the_dealers_other_words_are_no_misread_action(model, text):
    found = facts_of(model, text)
    assert "misread_by_dealer" not in found and "misunderstood" not in found


@pytest.mark.parametrize("text", [
    "le croupier annonce 1500 alors que la relance était à 2500",
    "dans le brouhaha la croupière entend check au lieu de call",
])
def test_the_dealer_misreading_an_act_is_still_read(model, text):
    assert facts_of(model, text).get("misread_by_dealer") is True


def test_the_time_left_in_a_level_is_no_clock_request(model):
    assert "time_call" not in facts_of(model, "elle demande au floor combien de temps il reste avant la pause")


@pytest.mark.parametrize("text", [
    "à la caisse on compte les billets de la recave et on se trompe de 20 euros",
    "le directeur compte les inscrits et se trompe d'un",
    "la croupière compte les cartes du paquet, il y en a une en moins",
])
def test_a_count_of_other_things_is_no_chip_count_error(model, text):
    assert "count_error" not in facts_of(model, text)


def test_a_wrong_chip_count_is_still_read(model):
    assert facts_of(model, "le croupier compte le tapis du 2 et se trompe de 5000").get("count_error") is True
