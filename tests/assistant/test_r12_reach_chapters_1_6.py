"""Round 12 reachability, chapters 1, 2, 5 and 6, in phrasings of our own (none is a case's, none is the sweep's):
a card face up found inside the deck in any words is a boxed card (§5.3), and « tombe sur une carte » is coming
across it, no deck fallen, no card off the table, no hand thrown onto another; a deal slip told again and again is the
repetition of §6.2; nobody having acted yet, in other verbs, denies substantial actions; players knocked out at the
same moment are eliminated together (§1.10), not two simultaneous acts (§9.18); contesting a ruling again is an appeal
(§1.7), and « rouvrir le dossier » reopens no raise; a late entrant still on the road is late (§1.8); a turn at the
button taken away is the right to the button (§2.5). Each reading is checked next to the one it must not stop."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "en coupant, la donneuse découvre une dame à l'envers au milieu du jeu",
    "au moment de brûler pour la turn, il y a une carte face visible dans le talon",
])
def test_card_face_up_inside_the_deck_is_boxed(model, text):
    assert facts_of(model, text).get("boxed_card") is True


def test_coming_across_a_card_is_no_fall(model):
    facts = facts_of(model, "en brûlant, le croupier tombe sur une carte à l'envers dans le paquet")
    assert facts.get("boxed_card") is True
    for fact in ("deck_exposed", "muck_onto_hand", "card_dropped"):
        assert facts.get(fact) is not True
    # a deck that really falls is still the deck fallen
    assert facts_of(model, "le croupier fait tomber le paquet par terre au flop").get("deck_exposed") is True


def test_face_up_card_of_a_hand_is_no_boxed_card(model):
    assert facts_of(model, "le 6 a reçu sa deuxième carte face visible").get("boxed_card") is not True


@pytest.mark.parametrize("text", [
    "c'est la quatrième fois que Loïc se plante en distribuant, on le sanctionne ?",
    "à chaque donne le même gars fait une erreur de distribution, que faire ?",
])
def test_deal_slips_again_and_again_are_repeated(model, text):
    assert facts_of(model, text).get("dealing_repeated") is True


def test_a_single_deal_slip_is_not_repeated(model):
    assert facts_of(model, "le croupier fait une erreur de distribution au siège 3").get("dealing_repeated") is not True


@pytest.mark.parametrize("text", ["le 2 a deux cartes de trop, aucun joueur n'a encore agi",
                                  "on voit qu'il manque une carte au 7 alors que personne n'a joué"])
def test_nobody_acted_denies_substantial_actions(model, text):
    assert facts_of(model, text).get("substantial_action") is False


def test_knocked_out_at_the_same_moment_is_eliminated_together(model, kb):
    text = "le 4 de la table 2 et le 9 de la table 5 sont busted au même moment, hors bulle : qui est classé devant ?"
    facts = facts_of(model, text)
    assert facts.get("eliminated_together") is True
    assert facts.get("simultaneous") is not True
    assert first_section(kb, text) == "sortants-simultanes"
    # two players acting at once is still a simultaneous act
    assert facts_of(model, "le 3 et le 5 annoncent tapis au même moment").get("simultaneous") is True


@pytest.mark.parametrize("text", [
    "Gaëlle conteste encore le ruling à la reprise et veut qu'on revoie la décision",
    "après la décision du directeur, le joueur du 6 vient la contester une deuxième fois",
])
def test_contesting_again_is_an_appeal(model, text):
    facts = facts_of(model, text)
    assert facts.get("appeal") is True
    assert facts.get("reopen") is not True


def test_reopen_the_case_is_no_raise_reopened(model):
    assert facts_of(model, "le floor refuse de rouvrir le dossier").get("reopen") is not True
    assert facts_of(model, "après le tapis incomplet, le premier relanceur peut-il relancer ?").get("reopen") is True


@pytest.mark.parametrize("text", ["inscrite mais coincée dans les embouteillages, sa place reste vide",
                                  "il est encore sur la route, on blinde son tapis ?"])
def test_still_on_the_road_is_late(model, text):
    assert facts_of(model, text).get("late") is True


def test_nobody_acted_yet_is_no_late_player(model):
    assert facts_of(model, "le donneur a sauté le 8, personne n'a encore parlé").get("late") is not True


@pytest.mark.parametrize("text", [
    "elle était en small la main précédente et on veut lui retirer son passage au bouton",
    "on lui a sucré son tour de bouton après l'élimination du 3, c'est normal ?",
])
def test_button_turn_taken_away_is_the_button_right(model, text):
    assert facts_of(model, text).get("button_right") is True


@pytest.mark.parametrize("text", ["c'était à elle de vérifier son siège sur le ticket, non ?",
                                  "il dit que c'est la faute de l'orga s'il s'est trompé de place"])
def test_checking_ones_own_seat_is_a_player_duty(model, text):
    assert facts_of(model, text).get("player_duties") is True


def test_noticed_before_ones_turn_is_no_act_out_of_turn(model):
    facts = facts_of(model, "le bouton voit qu'il lui manque une carte et s'en rend compte avant son tour")
    assert facts.get("out_of_turn") is not True
    # acting before one's turn is still out of turn
    assert facts_of(model, "le 5 se couche avant son tour").get("out_of_turn") is True


def test_one_board_error_is_not_several(model):
    assert facts_of(model, "la croupière a fait une erreur sur le board au flop").get("several_board_errors") is not True
    assert facts_of(model, "erreur au flop puis encore une erreur à la turn").get("several_board_errors") is True


def test_the_deal_again_and_a_slip_compose_the_repetition(model, kb):
    text = "dès que Mathis distribue il y a des cartes qui se retournent, c'est la 3e fois, on le sanctionne ?"
    assert facts_of(model, text).get("dealing_repeated") is True
    assert first_section(kb, text) == "repetition-des-fausses-donnes"
    # one card turned at the deal, and a complaint told again, is no repeated deal slip
    once = "en distribuant, la croupière retourne une carte du 7. Encore une fois, le 2 râle sur le bruit"
    assert facts_of(model, once).get("dealing_repeated") is not True


@pytest.mark.parametrize("text", ["le 8 toque deux fois du doigt sur le feutre puis dit qu'il n'avait rien décidé",
                                  "il frappe sur la table, c'est un check ou pas ?"])
def test_a_knock_told_with_its_count_is_the_check_gesture(model, text):
    assert facts_of(model, text).get("terminology") is True


def test_a_fist_on_the_table_is_still_no_gesture(model):
    assert facts_of(model, "furieux, il frappe la table du poing").get("terminology") is not True


@pytest.mark.parametrize("text", ["il veut porter l'affaire devant le bureau du club pour faire casser le ruling",
                                  "la joueuse dit qu'elle va écrire au président de l'association"])
def test_taking_the_ruling_above_the_floor_is_an_appeal(model, text):
    assert facts_of(model, text).get("appeal") is True


def test_first_card_gone_face_up_is_no_seating_moment(model):
    facts = facts_of(model, "la toute première carte du 2 est partie face visible pendant la distribution")
    assert facts.get("first_cards_exposed") is True and facts.get("presence_at_deal") is not True
    # being seated when the first card goes is still the seating moment
    assert facts_of(model, "il revient du bar, la première carte est partie depuis un moment").get("presence_at_deal") is True


def test_forgotten_at_the_deal_is_no_turn_skipped_nor_dealer_alone(model):
    facts = facts_of(model, "un joueur a été oublié à la donne, on s'en aperçoit après un call et une relance")
    assert facts.get("forgotten_player") is not True and facts.get("dealer_one_card") is not True
    assert facts_of(model, "la croupière a oublié le 6 dans le tour d'enchères").get("forgotten_player") is True


def test_misdeals_counted_are_repeated(model):
    assert facts_of(model, "la même joueuse en est à deux fausses donnes depuis la reprise").get("dealing_repeated") is True
    assert facts_of(model, "le croupier fait une fausse donne au siège 4").get("dealing_repeated") is not True


@pytest.mark.parametrize("text", ["à la pause il glisse trois plaques dans sa chaussette et sort",
                                  "elle cache des jetons dans la poche de son jean pour aller fumer"])
def test_chips_hidden_on_the_body_are_carried_away(model, text):
    assert facts_of(model, text).get("chips_transport") is True


def test_the_word_he_used_is_a_terminology_question(model):
    assert facts_of(model, "le mot qu'il emploie n'est pas officiel, on le prend comment ?").get("terminology") is True
    # an official raise word said is no question of terms
    assert facts_of(model, "il dit « je monte à 3000 » et pose les jetons").get("terminology") is not True


def test_a_backpack_is_no_theft_behind_ones_back(model):
    assert facts_of(model, "il range ses plaques dans son sac à dos pour changer de table").get("cheating") is not True
    assert facts_of(model, "le 4 lui pique des jetons dans son dos pendant qu'il est au bar").get("cheating") is True


def test_the_club_photographer_is_no_players_phone(model):
    assert facts_of(model, "le photographe du club prend des photos de la table finale").get("phone") is not True
    assert facts_of(model, "le 3 prend une photo de ses cartes avec son téléphone").get("phone") is True


def test_entering_is_accepting_the_rules(model):
    assert facts_of(model, "s'inscrire vaut acceptation du règlement, et ça inclut le respect du public").get(
        "player_duties") is True
