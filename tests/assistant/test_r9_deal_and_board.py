"""Round 9, chapters 6-8: readings of the deal and of the board that came from scenery or from the other sense of a
word (a card that « part face visible » is no player leaving; the deck dropped « with its cards » is no card fallen;
« un mauvais jeu » is a bad hand, not a wrong deck; « sans avoir annoncé » announced nothing), and a player forgotten
at the deal told by what he lacks (« oublié, rien devant lui »). Phrasings are ours."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "à la table 5 la deuxième carte du 3 part face visible, un dix de coeur",
    "trois cartes sont parties à l'envers en distribuant à la table 11",
])
def test_a_card_that_goes_face_up_is_no_absence(model, text):
    assert "absent" not in facts_of(model, text)


def test_a_player_who_leaves_the_table_is_still_absent(model):
    assert facts_of(model, "il quitte la table sans rien dire pendant le coup").get("absent") is True


@pytest.mark.parametrize("text", [
    "la croupière a oublié le siège 4, il n'a aucune carte devant lui",
    "le donneur a sauté la joueuse du 7 : elle n'a rien devant elle et personne n'a encore parlé",
])
def test_forgotten_and_left_without_cards_is_the_deal(model, text):
    assert facts_of(model, text).get("player_skipped_deal") is True


def test_forgotten_without_cards_is_a_misdeal(kb):
    assert first_section(kb, "le croupier a oublié le 2 en distribuant, elle n'a rien reçu, personne n'a parlé") \
        == "fausse-donne"


@pytest.mark.parametrize("text", [
    "au turn le croupier laisse tomber le paquet et les cartes se répandent sur le tapis",
    "la dealeuse fait tomber le paquet et toutes les cartes du talon sont visibles",
])
def test_the_deck_dropped_with_its_cards_is_no_card_fallen(model, text):
    found = facts_of(model, text)
    assert "card_dropped" not in found or found["card_dropped"] is False
    assert found.get("dropped_by") != "player"
    assert "allin" not in found


def test_a_player_dropping_his_own_card_is_still_read(model):
    found = facts_of(model, "en regardant sa main il fait tomber sa carte par terre")
    assert found.get("card_dropped") is True and found.get("dropped_by") == "player"


def test_the_remaining_cards_are_no_all_in(model):
    assert "allin" not in facts_of(model, "on remélange toutes les cartes restantes pour tirer la river")


@pytest.mark.parametrize("text", [
    "il retourne sa carte exprès pendant la distrib parce qu'il a un mauvais jeu",
    "avec son mauvais jeu en main il veut faire annuler la donne",
])
def test_a_bad_hand_is_no_wrong_deck(model, text):
    assert "two_decks_mixed" not in facts_of(model, text)


def test_the_wrong_deck_is_still_read(model):
    assert facts_of(model, "la croupière distribue avec le mauvais jeu, celui de la table voisine") \
        .get("two_decks_mixed") is True


def test_a_burn_before_the_flop_is_no_dark_bet(model):
    assert "dark_bet" not in facts_of(model, "le donneur brûle une carte de trop avant de sortir le flop")


def test_a_check_in_the_dark_is_still_read(model):
    assert facts_of(model, "il checke dans le noir avant de voir le flop").get("dark_bet") is True


@pytest.mark.parametrize("text", [
    "il montre une carte à son adversaire sans avoir annoncé payé",
    "elle retourne sa main sans avoir dit payé ou couché",
])
def test_without_having_announced_is_no_announcement(model, text):
    assert facts_of(model, text).get("declaration") in (None, "none")


# -- second pass: a hand kept, a dead card taken back, a hand shown without a word, the floor stepping in ----------

@pytest.mark.parametrize("text", [
    "pendant le coup il garde ses cartes dans sa main sous le rebord",
    "elle garde ses cartes contre elle, on ne les voit pas",
])
def test_keeping_ones_hand_is_no_premature_card_kept(model, text):
    assert "keep_premature_card" not in facts_of(model, text)


def test_keeping_the_early_turn_is_still_read(model):
    assert facts_of(model, "la table veut garder la turn sortie trop tôt").get("keep_premature_card") is True


@pytest.mark.parametrize("text", [
    "la carte exposée du 6, il l'a reprise et glissée avec son autre carte",
    "le joueur du 1 a remis la carte tombée avec l'autre carte, on ne sait plus laquelle est la morte",
])
def test_the_dead_card_taken_back_with_the_other(model, text):
    assert facts_of(model, text).get("dead_card_mixed") is True


def test_the_dead_card_put_back_on_the_deck_is_no_mix(model):
    found = facts_of(model, "la carte retournée est remise sur le paquet, l'autre joueur reçoit la suivante")
    assert "dead_card_mixed" not in found


def test_two_burns_lost_are_no_dead_card_mixed(model):
    assert "dead_card_mixed" not in facts_of(model, "deux brûlées sont parties et personne ne sait laquelle va où")


@pytest.mark.parametrize("text", [
    "face à la mise du 2, il étale ses cartes sans un mot",
    "elle étale ses deux cartes sur le feutre sans aucun commentaire, face à la relance",
    "sans un mot, elle retourne ses deux cartes alors qu'elle doit parler",
])
def test_a_hand_shown_without_a_word(model, text):
    assert facts_of(model, text).get("exposes_in_action") is True


def test_someone_elses_silence_is_no_hand_shown(model):
    found = facts_of(model, "A montre ses cartes, tout le monde confirme que B n'a rien dit avant")
    assert "exposes_in_action" not in found


def test_three_cards_before_anyone_spoke_is_a_misdeal(kb):
    assert first_section(kb, "la joueuse du 5 a reçu trois cartes, personne n'a encore parlé") == "fausse-donne"


def test_the_floor_stepping_in_is_no_players_duty(model):
    assert "player_duties" not in facts_of(model, "le floor doit intervenir pour rendre ses cartes au joueur du 8")


def test_a_players_duty_to_step_in_is_still_read(model):
    assert facts_of(model, "un joueur doit intervenir s'il voit une erreur du croupier").get("player_duties") is True


# -- third pass: the board gathered, a hand mixed into the muck, « avant la fin du coup » ----------------------------

@pytest.mark.parametrize("text", [
    "la dealeuse ramasse le board avant l'abattage, on ne sait plus quelles cartes il y avait",
    "il ramasse le tableau trop vite, les deux joueurs n'avaient pas montré leurs cartes",
])
def test_the_board_gathered_is_no_hand_mucked(model, text):
    found = facts_of(model, text)
    assert "hand_mucked" not in found and "mucked_by" not in found
    assert found.get("board_removed") is True


def test_a_hand_gathered_by_the_dealer_is_still_read(model):
    assert facts_of(model, "le croupier ramasse la main du 3 alors qu'il n'avait pas parlé").get("mucked_by") == "dealer"


def test_a_hand_mixed_into_the_muck_is_no_dead_card_mixed(model):
    found = facts_of(model, "il a jeté sa main par erreur, elle est mélangée aux autres cartes jetées")
    assert "dead_card_mixed" not in found


def test_before_the_end_of_the_hand_is_no_showdown(model):
    assert facts_of(model, "le talon est tombé face visible avant la fin du coup").get("phase") != "showdown"


# -- fourth pass: cards of the flop, the stub or the deal that show are no hand tabled nor a hand of three ------------

@pytest.mark.parametrize("text", [
    "le croupier étale le flop sans brûler, les trois cartes sont étalées devant tout le monde",
    "au moment de la donne une carte donnée face visible au siège 6",
])
def test_board_or_deal_cards_are_no_hand_tabled(model, text):
    found = facts_of(model, text)
    assert "hand_tabled" not in found
    assert "wrong_card_count" not in found


def test_a_hand_of_three_is_still_read(model):
    assert facts_of(model, "en regardant son jeu elle voit qu'elle a trois cartes en main").get("wrong_card_count") is True


def test_a_hand_tabled_at_the_showdown_is_still_read(model):
    assert facts_of(model, "à l'abattage elle laisse ses cartes bien visibles sur la table").get("hand_tabled") is True


@pytest.mark.parametrize("text", [
    "flop sorti sans brûler, mais la carte brûlée est encore à part du muck",
    "deux brûlées avant le flop, la première est encore identifiable",
])
def test_a_burn_told_apart_is_no_mucked_hand_recognisable(model, text):
    assert "mucked_recognisable" not in facts_of(model, text)


# -- fifth pass: the bet of a street is no street dealt; a hand shown facing a bet; one card missing; the BB's card ----

@pytest.mark.parametrize("text, street", [
    ("la river tombe alors que Nina hésitait encore à suivre le bet du turn", "river"),
    ("turn sortie pendant qu'il réfléchissait encore à la mise du flop", "turn"),
])
def test_the_bet_of_a_street_is_no_street_dealt(model, text, street):
    assert facts_of(model, text).get("premature_card") == street


def test_a_hand_turned_over_facing_a_bet(model):
    assert facts_of(model, "face à une mise de 3000, le 4 retourne son brelan sur le tapis").get("exposes_in_action") is True


def test_a_combination_turned_at_the_showdown_is_no_exposure_in_the_betting(model):
    assert "exposes_in_action" not in facts_of(model, "à l'abattage le 4 retourne son brelan")


@pytest.mark.parametrize("text", [
    "le joueur du 8 a pas de 2e carte",
    "elle n'a pas reçu sa deuxième carte, le 3 a déjà payé",
])
def test_one_card_missing_is_a_wrong_count(model, text):
    found = facts_of(model, text)
    assert found.get("wrong_card_count") is True
    assert "player_skipped_deal" not in found


def test_a_player_without_any_card_is_still_skipped(model):
    assert facts_of(model, "le joueur du 6 n'a pas reçu de cartes du tout").get("player_skipped_deal") is True


def test_the_big_blinds_card_is_no_cheating(model):
    assert "cheating" not in facts_of(model, "le croupier a distribué en partant du bouton, la BB a eu la carte du 1")


def test_a_dealer_serving_himself_the_good_cards_is_still_cheating(model):
    assert facts_of(model, "le donneur se sert les bonnes cartes par dessous").get("cheating") is True


# -- sixth pass: no action yet; a hand thrown after a bet; cards in a pocket; a hand laid face up in the betting ------

def test_three_cards_seen_before_any_action_is_a_misdeal(kb):
    assert first_section(kb, "au siège 2 on trouve trois cartes, on le voit avant la moindre mise") == "fausse-donne"


def test_a_hand_thrown_after_betting_and_kept_apart_is_recognisable(kb):
    assert first_section(kb, "il avait relancé, on a surrelancé, il jette ses cartes par erreur vers le croupier, "
                             "elles restent séparées du muck") == "cartes-jetees-discernables"


def test_cards_put_in_front_of_the_dealer_are_not_kept(model):
    assert "hand_kept_face_down" not in facts_of(model, "ses cartes sont poussées devant la croupière, hors du muck")


def test_cards_in_a_pocket_are_cards_hidden_not_chips(model):
    found = facts_of(model, "pendant la main il glisse ses cartes dans sa poche")
    assert found.get("own_cards_hidden") is True
    assert "chips_transport" not in found


def test_chips_in_a_pocket_are_still_carried(model):
    assert facts_of(model, "au break il met des jetons dans sa poche").get("chips_transport") is True


def test_a_hand_laid_face_up_during_the_betting(model):
    assert facts_of(model, "pendant les enchères elle pose ses cartes face ouverte devant elle") \
        .get("exposes_in_action") is True


def test_a_hand_laid_down_without_protection(model):
    assert facts_of(model, "sa main était posée sans rien dessus").get("hand_unprotected") is True
