"""Chapters 1-5 told as a floor tells them: words of the scenery that made a wrong fact, and concepts not read.

- « la première carte tombe » is the deal under way (§4.1), no card off the table (§6.4);
- one card face up inside the deck is a boxed card (§5.3), not a card the dealer exposed while dealing it (§6.3);
- « monter » is a raise at the table, so « la grosse blinde relance » is no new blind level (§3.1);
- a blind « sortie » (out of the tournament) is the dead button question (§4.3);
- not yet seated, gone for a smoke: the player is away from his seat (§4.1);
- the one who shuffles cuts the deck himself, or no cut is asked (§5.2)."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "Sophie se rassoit au 7 alors que la première carte est déjà tombée chez le 1",
    "il revient du parking, les cartes étaient en train de tomber",
    "quand la 1ère carte tombe il est encore au comptoir",
])
def test_cards_falling_at_the_deal_are_dealt(model, text):
    assert "card_dropped" not in facts_of(model, text)


def test_a_card_falling_to_the_floor_still_drops(model):
    assert facts_of(model, "en les regardant, sa carte est tombée par terre")["card_dropped"] is True


def test_back_after_the_first_card_is_the_presence_rule(kb):
    text = "Yann n'était pas encore assis quand la première carte est tombée, il arrive et prend ses cartes"
    assert first_section(kb, text) == "presence-a-la-table"


@pytest.mark.parametrize("text", [
    "en donnant, la croupière découvre une carte à l'envers au milieu du paquet",
    "une carte face visible dans le paquet, repérée pendant la distribution du flop",
])
def test_a_card_face_up_inside_the_deck_is_boxed(model, kb, text):
    found = facts_of(model, text)
    assert found.get("boxed_card") is True
    assert "cards_exposed" not in found
    assert first_section(kb, text) == "feuille-morte"


def test_two_boxed_cards_keep_their_count(model):
    assert facts_of(model, "trois cartes à l'envers dans le paquet pendant la donne")["cards_exposed"] >= 2


@pytest.mark.parametrize("text", [
    "la petite blinde relance à 2400 après l'open du cut-off",
    "au turn la grosse blinde monte à 8000",
    "la BB surrelance, le bouton réfléchit",
])
def test_a_blind_who_raises_is_no_new_level(model, text):
    assert "level_change" not in facts_of(model, text)


def test_the_blinds_going_up_is_still_a_new_level(model):
    assert facts_of(model, "le chrono sonne et les blindes montent au milieu du coup")["level_change"] is True


@pytest.mark.parametrize("text", [
    "la petite blinde vient de sortir sur un tapis, qui est de bouton ?",
    "notre BB est sortie au coup d'avant, on met les blindes comment ?",
])
def test_a_blind_gone_out_is_the_dead_button(model, text):
    assert facts_of(model, text).get("dead_button") is True


def test_a_card_coming_out_near_the_button_is_no_dead_button(model):
    assert "dead_button" not in facts_of(model, "le bouton checke, la river vient de sortir")


@pytest.mark.parametrize("text", [
    "Tom n'est pas assis quand on commence à donner",
    "pendant qu'il réfléchit son voisin part fumer devant la porte",
    "elle revient de fumer au milieu du coup",
])
def test_away_from_the_seat(model, text):
    assert facts_of(model, text).get("absent") is True


def test_seated_is_not_away(model):
    assert "absent" not in facts_of(model, "tout le monde est assis, on lance la donne")


@pytest.mark.parametrize("text", [
    "le bouton mélange et coupe lui-même son paquet",
    "la donneuse a envoyé les cartes sans faire couper sa voisine",
])
def test_a_shuffle_without_another_cut(model, text):
    assert facts_of(model, text).get("shuffle") is True


# -- second series: a TV table, a language, a chip race, quitting, a call, a new deck, chips carried --------------------

def test_a_tv_table_is_no_phone(model, kb):
    text = "à la table télé il y a un croupier pro, aux autres les joueurs donnent eux-mêmes, ça râle"
    assert "phone" not in facts_of(model, text)
    assert first_section(kb, text) == "assistance-a-la-donne"


def test_a_phone_slang_is_still_a_phone(model):
    assert facts_of(model, "il est sur son tel entre deux mains")["phone"] is True


def test_not_speaking_french_is_the_language_question(model):
    assert facts_of(model, "ce joueur allemand ne parle pas un mot de français")["language"] is True


@pytest.mark.parametrize("text", [
    "au niveau 10 on retire les jetons de 100 de toutes les tables",
    "les plaques de 500 retirées, le floor fait la course aux jetons",
])
def test_a_denomination_taken_off_is_the_chip_race(model, text):
    assert facts_of(model, text).get("chip_race") is True


def test_chips_taken_back_from_a_bet_are_no_chip_race(model):
    assert "chip_race" not in facts_of(model, "il retire les jetons de 1000 de sa mise en disant qu'il s'est trompé")


@pytest.mark.parametrize("text", [
    "Léon va voir le TD et lui dit qu'il arrête là pour ce soir",
    "elle a un train à prendre et lâche le tournoi",
])
def test_quitting_told_to_the_floor(model, text):
    assert facts_of(model, text).get("quits") is True


def test_busy_taking_chips_is_no_train(model):
    assert "quits" not in facts_of(model, "il est en train de prendre ses jetons pour relancer")


def test_a_video_call_is_a_phone(model):
    assert facts_of(model, "le joueur du 4 lance un appel vidéo avec son fils")["phone"] is True


def test_a_hand_under_way_is_not_this_players_hand(model):
    """« pendant le coup » says a hand is being played, not that the one told about holds cards in it."""
    assert facts_of(model, "pendant le coup, un spectateur se met à téléphoner").get("still_in_hand") is not True


def test_a_new_player_is_no_new_deck(model):
    assert "deck_change" not in facts_of(model, "nouveau joueur arrivé, le paquet est déjà mélangé")


@pytest.mark.parametrize("text", [
    "au dîner il part avec trois jetons serrés dans son poing",
    "elle s'en va avec des jetons pour la pause",
])
def test_chips_carried_away(model, text):
    assert facts_of(model, text).get("chips_transport") is True



# -- third series: chips carried from a closed table, big chips hidden, the smoking room --------------------------------

def test_chips_carried_out_of_sight_from_a_closed_table(model, kb):
    text = "la table 3 ferme, une joueuse transporte son tapis dans une boîte fermée jusqu'à la 8"
    assert facts_of(model, text).get("chips_transport") is True
    assert first_section(kb, text) == "transport-de-jetons"


@pytest.mark.parametrize("text", [
    "il range ses plaques de 10 000 sous ses piles de 100",
    "ses gros jetons sont derrière une pile de petits, personne ne peut compter",
])
def test_big_chips_hidden_in_the_stack(model, text):
    assert facts_of(model, text).get("stacks_visible") is True


def test_the_smoking_room_is_away(model):
    assert facts_of(model, "il est resté au fumoir pendant la donne")["absent"] is True


def test_enough_is_not_seated(model):
    """« assis » and « assez » no longer share a stem: « pas assez » says nothing of a seat."""
    assert "absent" not in facts_of(model, "elle n'a pas assez pour compléter la grosse blinde")
    assert facts_of(model, "le 6 n'est toujours pas assis, la donne commence")["absent"] is True


# -- chips counted, carried or stacked are no bet (engine/amounts.derive) -----------------------------------------------

@pytest.mark.parametrize("text", [
    "course aux jetons : il reste neuf jetons de 25 devant les joueurs",
    "à la pause il part avec trois jetons de 5000 dans la poche",
])
def test_chips_counted_or_carried_are_no_bet(model, kb, text):
    from engine import inference
    facts = {f["name"] for f in inference.ask(kb, text, top=3)["facts"]}
    assert "chips_placed" not in facts and "chips_identical" not in facts


def test_chips_put_forward_are_still_a_bet(kb):
    from engine import inference
    facts = {f["name"]: f["value"] for f in inference.ask(kb, "sur 100/200 il pose deux jetons de 500 sans rien dire",
                                                          top=3)["facts"]}
    assert facts.get("chips_placed") == "multiple"


def test_moving_with_chips_in_a_pocket_is_the_transport(kb):
    text = "équilibrage : le joueur désigné change de table avec une partie de son tapis dans la poche de sa veste"
    assert first_section(kb, text) == "transport-de-jetons"


def test_seconds_given_on_the_clock_are_no_cheating(model):
    found = facts_of(model, "le directeur lui donne trente secondes pour se décider")
    assert "cheating" not in found


def test_asking_for_the_next_board_cards_is_rabbit_hunting(model, kb):
    found = facts_of(model, "pot gagné sans abattage, le vainqueur demande au croupier de montrer la river qui allait tomber")
    assert found.get("rabbit") is True and "show_request" not in found
    # (told with « sans abattage », §10.1's own title words, §10.1 still comes first: a ranking left as it is)
    text = "tout le monde s'est couché sur sa relance, il demande au croupier de montrer la river qui allait tomber"
    assert first_section(kb, text) == "rabbit-hunting"


def test_asking_to_see_a_hand_is_still_a_show_request(model):
    assert facts_of(model, "payé à la river, il demande qu'il montre sa main")["show_request"] is True


@pytest.mark.parametrize("text", [
    "il faut envoyer un joueur de la 7 vers la 3, lequel ?",
    "c'est la future grosse blinde qui part à la table 5",
])
def test_the_player_sent_to_another_table_is_balancing(model, text):
    assert facts_of(model, text).get("table_balancing") is True
