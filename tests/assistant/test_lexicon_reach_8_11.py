"""Reachability of chapters 8-11 (round 12): readings widened or narrowed so that a floor's own words reach the
section, each with a counter-example where the same words are scenery. Every sentence is invented here (none is a
scenario's, an incident's or the round's sweep's), so a pass measures the lexicon, not memory."""

import pytest

from tests.assistant.reading import facts_of, first_section


# --- the odd chip of a split pot is no chip placed (§10.8 against §9.11/§9.12) -------------------------------------

def test_the_odd_chip_left_over_is_not_a_single_chip_placed(model):
    facts = facts_of(model, "chop entre les deux, au final il y a un petit jeton de reste que personne ne sait attribuer")
    assert facts.get("odd_chip") is True or facts.get("split_pot") is True
    assert "chips_placed" not in facts and "chip_value" not in facts


def test_a_small_chip_put_forward_is_still_a_single_chip(model):
    facts = facts_of(model, "face à l'ouverture elle glisse un petit jeton de 100 sans rien dire")
    assert facts.get("chips_placed") == "single"


def test_the_odd_chip_question_reaches_its_section(kb):
    assert first_section(kb, "pot coupé en deux après égalité, reste un petit jeton en trop : le dealer le file au "
                             "joueur de droite, c'est bon ?") == "jeton-indivisible"


# --- the dealer's announcement is his reading, not the player's declaration (§9.13, §9.20) -------------------------

def test_the_dealer_announcing_a_raise_is_no_declaration(model):
    facts = facts_of(model, "elle met trois plaques identiques sans parler, la croupière annonce relance")
    assert facts.get("declaration") != "raise"


def test_a_player_announcing_a_raise_is_still_his_declaration(model):
    assert facts_of(model, "le joueur au hijack annonce relance et pose ses jetons").get("declaration") == "raise"


def test_identical_chips_with_the_dealer_calling_it_a_raise(kb):
    assert first_section(kb, "ouverture à 1500 ; le CO lâche deux plaques de 1000 en silence, le dealer annonce "
                             "relance à 3000, le CO jure qu'il voulait suivre") == "jetons-multiples"


# --- « pot bet » / « mise pot » side by side; the pot as a place is no pot bet (§9.2 against §9.15) ----------------

def test_the_pot_in_the_middle_is_no_pot_bet(model):
    assert "pot_bet" not in facts_of(model, "il jette ses plaques dans le pot au centre à chacune de ses mises")


@pytest.mark.parametrize("text", ["au turn il mise pot en NL", "le bouton dit pot bet et attend", "elle relance pot"])
def test_the_pot_bet_said_outright(model, text):
    assert facts_of(model, text).get("pot_bet") is True


# --- the pot gathered, told by the chips' state (§9.17) --------------------------------------------------------------

@pytest.mark.parametrize("text", ["les jetons étaient déjà rassemblés quand il a contesté",
                                  "une fois les mises ramassées par la croupière, le 5 dit qu'il manque 500"])
def test_the_pot_gathered(model, text):
    assert facts_of(model, text).get("pot_gathered") is True


# --- the dealer holds cards back in the same sentence; « on retient » is a reading kept (§10.5 exception) ----------

def test_what_we_retain_is_no_card_held_back(model):
    assert "muck_stopped" not in facts_of(model, "Le croupier a compris tapis. Du coup on retient quelle annonce ?")


def test_the_dealer_holding_the_cards_back(model):
    assert facts_of(model, "il lâche ses cartes vers le centre mais le croupier les retient de la main").get(
        "muck_stopped") is True


# --- cards lost in the muck; money taken back is no card taken out of the muck (§8.3) --------------------------------

def test_getting_ones_bet_back_is_no_card_out_of_the_muck(model):
    facts = facts_of(model, "sa main part au muck et se mélange aux autres ; il demande s'il peut récupérer sa mise")
    assert "mucked_recognisable" not in facts


def test_cards_found_again_are_not_lost(model):
    assert "mucked_lost" not in facts_of(model, "le floor retrouve les deux cartes du joueur du 2 sur le dessus")


def test_cards_no_longer_found(model):
    assert facts_of(model, "sa main est partie dans la défausse, on la retrouve plus").get("mucked_lost") is True


# --- a combination turned over by its player; cards flipping by themselves are not tabled (§10.2) -------------------

def test_a_player_tabling_his_combination(model):
    assert facts_of(model, "à la river elle abat un full aux dames").get("hand_tabled") is True


def test_cards_flipping_in_the_air_are_not_tabled(model):
    assert "hand_tabled" not in facts_of(model, "il balance sa main qui se retourne en l'air : un brelan de 7")


def test_showing_a_losing_pair_is_not_tabled_by_the_combination_verb(model):
    """« montre » stays out of the composition: « A montre deux paires et ramasse » is any hand at the showdown."""
    assert facts_of(model, "le bouton montre deux paires et ramasse les jetons").get("hand_tabled") is not True


def test_the_dealer_mucking_a_tabled_combination(kb):
    assert first_section(kb, "abattage : Inès étale une couleur, le croupier se trompe, pousse les jetons au 3 et "
                             "ramasse les cartes d'Inès") == "tuer-la-main-gagnante"


# --- the hand turned over in the betting with nothing announced (§8.6) ----------------------------------------------

def test_a_hand_turned_over_without_announcing(model):
    facts = facts_of(model, "face à un bet de 2000, il étale son brelan au milieu sans rien annoncer")
    assert facts.get("exposes_in_action") is True


def test_another_players_silence_is_not_the_shower_saying_nothing(model):
    facts = facts_of(model, "Le 6 retourne ses cartes après le call, le 2 confirme que le 9 n'a rien dit.")
    assert facts.get("exposes_in_action") is not True


# --- cards shown while the hand goes on (§11.5, §11.4) --------------------------------------------------------------

def test_cards_turned_over_while_the_hand_goes_on(model):
    assert facts_of(model, "en plein coup, le joueur du 1 retourne ses cartes pour voir les réactions").get(
        "hand_exposed") is True


def test_cards_turned_over_at_the_showdown_are_not_shown_mid_hand(model):
    assert facts_of(model, "à l'abattage, la petite blinde retourne ses cartes la première").get("hand_exposed") is not True


@pytest.mark.parametrize("text", ["ils sont encore à trois dans le coup quand elle montre son roi à sa copine",
                                  "toujours à quatre au turn, un joueur fait voir sa main au rail"])
def test_how_many_are_left_says_the_hand_goes_on(model, text):
    assert facts_of(model, text).get("hand_in_progress") is True


# --- a combination the whole table missed (§10.9) --------------------------------------------------------------------

def test_a_straight_the_whole_table_missed(model):
    assert facts_of(model, "toute la table a loupé la couleur du 8, le pot est parti chez le 4").get("misread") is True


# --- the hands turned over before a street are the all-in's showdown, no premature card (§10.4 against §7.3) ------

def test_turning_the_hands_before_the_river_is_no_premature_card(model):
    facts = facts_of(model, "all-in et call au turn, la croupière oublie de faire retourner les cartes avant la river")
    assert "premature_card" not in facts and "premature" not in facts


def test_a_river_dealt_too_early_is_still_premature(model):
    assert facts_of(model, "la croupière sort la river trop tôt, le 3 n'avait pas parlé").get("premature") is True


# --- second batch: protection, landing on another's hand, money back, « en tout », change asked back ----------------

@pytest.mark.parametrize("text", ["elle laisse sa main au bord du tapis, sans rien pour la protéger",
                                  "ses cartes traînent devant lui, pas couvertes du tout"])
def test_a_hand_left_uncovered(model, text):
    assert facts_of(model, text).get("hand_unprotected") is True


def test_cards_landing_on_another_hand(model):
    assert facts_of(model, "en jetant, le 4 fait atterrir sa main sur la main de sa voisine").get("muck_onto_hand") is True


def test_what_he_gets_back_is_no_card_out_of_the_muck(model):
    assert "mucked_recognisable" not in facts_of(model, "le croupier a mis sa main dans la défausse. Et là, il récupère combien ?")


def test_cards_a_little_apart_from_the_muck(model):
    assert facts_of(model, "sa main glisse jusqu'au muck mais reste un peu à part").get("mucked_recognisable") is True


def test_the_other_ones_own_cards_are_not_recognisable_mucked_cards(model):
    assert "mucked_recognisable" not in facts_of(model, "le 1 jette sa main au dealer ; le 2 a toujours les siennes devant lui")


@pytest.mark.parametrize("text", ["il annonce relance de 3000 : ça fait 3000 en tout ou 5000 ?",
                                  "elle a misé 1200 au total ou en plus de la blinde ?"])
def test_an_amount_in_total_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


def test_all_in_still_read_with_everything(model):
    assert facts_of(model, "il pousse tout au milieu").get("allin") is True


@pytest.mark.parametrize("text", ["il pose une plaque de 5000 sur un bet de 1500 et demande qu'on lui rende 3500",
                                  "elle veut récupérer le reste de son jeton après avoir payé"])
def test_change_asked_back(model, text):
    assert facts_of(model, text).get("change_making") is True


def test_a_question_about_money_after_the_muck_is_no_card_taken_back(model):
    """The muck in one sentence, « il récupère » in the next: the question is his bet, not his cards."""
    assert "mucked_recognisable" not in facts_of(model, "Le donneur met sa main au muck. Il récupère quoi au final ?")


@pytest.mark.parametrize("text", ["elle jette sa main au muck puis la ressort aussitôt",
                                  "il récupère ses cartes dans le muck avant que le croupier les mélange"])
def test_cards_taken_back_from_the_muck_in_one_sentence(model, text):
    assert facts_of(model, text).get("mucked_recognisable") is True


# --- third batch: a cap on raises, the raise's size asked, a wrong figure given, chips found under something ---------

@pytest.mark.parametrize("text", ["le voisin prétend qu'on ne peut pas faire plus de 4 relances par tour",
                                  "y a une limite de raises en no limit ?"])
def test_a_cap_on_raises(model, text):
    assert facts_of(model, text).get("raise_count") is True


def test_the_size_of_the_raise_asked_is_no_cap_nor_minimum(model):
    facts = facts_of(model, "avant de payer, elle demande au croupier combien fait la relance du 7")
    assert "raise_count" not in facts and "min_raise" not in facts


def test_a_wrong_figure_then_the_true_one(model):
    assert facts_of(model, "la croupière annonce 2500 alors que c'était 12500, le 4 a payé là-dessus").get(
        "count_error") is True


def test_chips_found_under_an_object_after_the_all_in(model):
    facts = facts_of(model, "tapis payé ; en bougeant son téléphone, il y avait trois jetons de 500 dessous")
    assert facts.get("forgotten_chips") is True
    assert "chips_placed" not in facts  # found, not put forward as a bet


# --- an official asked to see an unshown hand (§10.6); the floor arriving is no request --------------------------

def test_the_floor_asked_to_see_the_losers_cards(model):
    assert facts_of(model, "la joueuse du 6 exige que le superviseur voie la main jetée du perdant").get(
        "collusion_check") is True


def test_the_floor_coming_over_is_no_request_to_check(model):
    assert "collusion_check" not in facts_of(model, "Le floor arrive et voit que les cartes jetées sont déjà mélangées.")
