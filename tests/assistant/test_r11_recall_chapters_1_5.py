"""Recall of the less frequent sections (chapters 1-5), in phrasings of our own (none is a scenario's or an
incident's): the floor's usual words for a situation must reach the section that rules it, and the same words told as
scenery must not."""

import pytest

from tests.assistant.reading import facts_of, first_section


# --- §1.7: a ruling given, then a player who wants it changed -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "le floor a tranché, mais la joueuse exige qu'on rejuge tout le coup",
    "une fois le ruling donné, il annonce qu'il va aller voir le directeur pour le faire annuler",
    "il menace de se plaindre à la direction de la salle si on ne change pas la décision",
    "suite à la décision, Marc dit qu'il n'accepte pas et qu'il en appellera au-dessus du floor",
])
def test_appeal_of_a_ruling(model, text):
    assert facts_of(model, text).get("appeal") is True


@pytest.mark.parametrize("text", [
    # the facts contested before any ruling: no appeal (the order ruling -> overturn is what makes one)
    "le joueur dit qu'il n'accepte pas que le croupier ait ramassé ses cartes, on appelle le floor pour une décision",
    "avant de rendre sa décision, le floor veut revoir la vidéo de la main",
    "la décision du floor : main morte ; le voisin se plaint ensuite que le donneur va trop vite",
])
def test_scenery_is_no_appeal(model, text):
    assert "appeal" not in facts_of(model, text)


def test_an_appeal_reaches_the_complaints_section(kb):
    assert first_section(kb, "Après le ruling, Sophie refuse d'en rester là : elle veut qu'on rejuge la main et "
                             "menace d'écrire à la fédé.") == "reclamations"


# --- §3.6: the board card told in the conditional is the one that never came ----------------------------------------
@pytest.mark.parametrize("text", [
    "tout le monde couché, il demande quelle carte serait tombée au turn",
    "il veut connaître les cartes qui seraient sorties si personne n'avait foldé",
    "le perdant demande à voir la river qui aurait suivi",
])
def test_rabbit_in_the_conditional(model, text):
    facts = facts_of(model, text)
    assert facts.get("rabbit") is True
    assert "card_dropped" not in facts


def test_a_card_that_really_fell_is_still_dropped(model):
    assert facts_of(model, "en distribuant, une carte est tombée par terre sous la chaise du siège 2").get("card_dropped") \
        is True


# --- §1.3: an object of any kind laid on one's own cards is a card guard ---------------------------------------------
@pytest.mark.parametrize("text", [
    "elle pose ses clés de voiture sur ses cartes à chaque coup",
    "un caillou fétiche trône sur sa main pendant toute la partie",
])
def test_object_on_own_cards_is_a_card_guard(model, text):
    assert facts_of(model, text).get("card_guard") is True


def test_an_object_elsewhere_is_no_card_guard(model):
    assert "card_guard" not in facts_of(model, "il a laissé son briquet au bar et revient s'asseoir")


# --- §4.3: a stack counted in big blinds names no seat at the blinds -------------------------------------------------
def test_a_stack_in_big_blinds_is_no_dead_button(model):
    assert "dead_button" not in facts_of(model, "le joueur à 14 bb se fait éliminer par le chipleader")


def test_the_big_blind_knocked_out_is_still_a_dead_button(model):
    assert facts_of(model, "la bb se fait éliminer au dernier coup, qui met les blindes ?").get("dead_button") is True


# --- §1.10: two players out on one hand, in table slang ------------------------------------------------------------
def test_two_out_on_one_hand(model):
    assert facts_of(model, "sur ce pot à trois, les deux petits tapis sautent d'un coup").get("eliminated_together") is True


# --- §1.8: a registration told next to the level reached -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "une joueuse vient s'inscrire alors qu'on est déjà au level 4",
    "on est au niveau 2, un ami à moi peut-il encore prendre un ticket ?",
])
def test_registration_during_a_level_is_late(model, text):
    assert facts_of(model, text).get("late") is True


# --- §3.2: a denomination raised to the next one --------------------------------------------------------------------
def test_denomination_raised_is_a_colour_up(kb, model):
    text = "à la pause on passe les jetons de 25 en jetons de 100 ; il lui restait deux jetons de 25"
    assert facts_of(model, text).get("chip_race") is True
    assert first_section(kb, text) == "color-up-et-chip-race"


# --- the floor announcing how hands are played names no player's hand (§10.3) ----------------------------------------
def test_the_floor_announcing_the_hands_is_no_hand_named(model):
    assert "cards_speak" not in facts_of(model, "le TD annonce que la prochaine main se joue en même temps partout")


# --- « quoi comme tapis », « quel tapis »: the stack, no all-in -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "il arrive en cours de route, il démarre avec quoi comme tapis ?",
    "quel tapis on lui donne s'il s'inscrit maintenant ?",
])
def test_which_stack_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


# --- §5.1: decks compared between tables count no players, nor a lone player ---------------------------------------
def test_decks_of_other_tables_are_no_balancing(kb, model):
    text = "chez nous un seul jeu de cartes, les autres tables ont deux paquets qui alternent, pourquoi cette différence ?"
    facts = facts_of(model, text)
    assert "table_balancing" not in facts and "min_players" not in facts
    assert first_section(kb, text) == "assistance-a-la-donne"


def test_a_player_alone_at_his_table_still_reads(model):
    assert facts_of(model, "après la pause il est tout seul à sa table, le croupier peut-il envoyer ?").get("min_players") \
        is True


# --- §5.3: a card face up inside the deck is nobody's hand shown ----------------------------------------------------
def test_card_face_up_in_the_stub_is_boxed(model):
    facts = facts_of(model, "en donnant, il tombe sur une carte retournée face visible dans le talon")
    assert facts.get("boxed_card") is True
    assert "hand_exposed" not in facts and "cards_exposed" not in facts


def test_a_card_the_dealer_turns_while_dealing_is_still_exposed(model):
    assert facts_of(model, "en distribuant, le croupier retourne deux cartes du siège 5 face en l'air").get("cards_exposed")


# --- §10.8: a chip that cannot be cut in two at a split is the odd chip, no cut of the deck --------------------------
def test_a_chip_that_cannot_be_cut_is_the_odd_chip(model):
    facts = facts_of(model, "trois gagnants se partagent le pot, un jeton de 5 qu'on ne peut pas couper en deux reste au milieu")
    assert facts.get("odd_chip") is True
    assert "shuffle" not in facts


def test_the_deck_cut_still_reads(model):
    assert facts_of(model, "après avoir mélangé, la croupière coupe le paquet elle-même").get("shuffle") is True


# --- §2.3: a card the dealer sends to a player is no player sent elsewhere -----------------------------------------
def test_a_card_sent_to_a_player_is_no_balancing(model):
    assert "table_balancing" not in facts_of(model, "le dealer envoie la première carte au joueur du siège 2 par erreur")


def test_a_player_sent_to_another_table_still_reads(model):
    assert facts_of(model, "il faut envoyer un joueur de la 7 vers la 2").get("table_balancing") is True


# --- §3.5: the clock called on a slow player, not the level's clock ------------------------------------------------
@pytest.mark.parametrize("text", [
    "son voisin réclame l'horloge contre lui après deux minutes de silence",
    "ça fait cinq minutes qu'il réfléchit sur une simple relance",
])
def test_clock_on_a_slow_player(model, text):
    facts = facts_of(model, text)
    assert facts.get("time_call") is True
    assert "level_change" not in facts


def test_the_time_left_is_no_chip_count(model):
    assert "stacks_visible" not in facts_of(model, "le floor arrive et lui dit combien de temps il lui reste pour décider")


def test_the_level_clock_still_reads(model):
    assert facts_of(model, "l'horloge passe à zéro pendant que le croupier mélange").get("level_change") is True


# --- scenery around seats: dealers rotated, tricks with chips ------------------------------------------------------
def test_dealers_rotated_are_no_seat_draw(model):
    assert "seat_draw" not in facts_of(model, "à la reprise on a changé les croupiers de place, le nouveau donne plus lentement")


def test_chip_tricks_are_no_absence(model):
    assert "absent" not in facts_of(model, "en attendant son tour il fait des tours avec ses jetons")


def test_a_walk_still_reads_as_absence(model):
    assert facts_of(model, "il est parti faire un tour dehors pendant la donne").get("absent") is True


# --- §2.1: the seat written on his ticket set against where he plays ----------------------------------------------
def test_ticket_seat_is_a_wrong_seat(model):
    assert facts_of(model, "elle joue à la 12 depuis le début, or son ticket indique la table 4 siège 3").get("wrong_seat") is True


# --- objects on the table: what one no longer sees is hidden, not gone ---------------------------------------------
def test_chips_masked_by_objects_are_hidden(model):
    assert facts_of(model, "sa casquette posée devant, ses jetons sont masqués et personne ne peut estimer son tapis").get(
        "stacks_visible") is True


def test_a_player_no_longer_seen_is_still_gone(model):
    assert facts_of(model, "depuis la pause on ne le voit plus, ses jetons sont toujours là").get("long_absence") is True


def test_cigarettes_and_wallet_on_the_table_are_objects(model):
    facts = facts_of(model, "elle pose son portefeuille et un paquet de cigarettes à côté de ses jetons")
    assert "absent" not in facts and "chips_transport" not in facts


def test_chips_on_the_table_are_not_carried(model):
    assert "chips_transport" not in facts_of(model, "il laisse deux jetons de 500 sur la table en partant aux toilettes")


# --- §3.2 told as « faire la course » with the small chips; §5.2 a rushed shuffle ---------------------------------
def test_race_with_small_chips_is_a_chip_race(model):
    assert facts_of(model, "à la pause la croupière fait la course avec les jetons de 5 restants").get("chip_race") is True


def test_a_coin_flip_is_no_chip_race(model):
    assert "chip_race" not in facts_of(model, "grosse race AK contre QQ pour tous ses jetons")


def test_a_rushed_shuffle_reads_the_shuffle_not_a_repeat(model):
    facts = facts_of(model, "le donneur a mélangé deux fois à peine et distribue déjà")
    assert facts.get("shuffle") is True
    assert "repeated" not in facts


# --- §10.2: a fold followed by a win is no winning hand killed ------------------------------------------------------
def test_fold_then_win_is_no_killed_hand(kb, model):
    text = "sur sa relance tout le monde se couche, il ramasse les blindes et montre un roi à son voisin"
    assert "kill_winning_hand" not in facts_of(model, text)


def test_the_dealer_mucking_the_winner_still_reads(model):
    assert facts_of(model, "à l'abattage la croupière ramasse la main gagnante par erreur").get("kill_winning_hand") is True
