"""Round 12 reachability, chapters 4 and 7, in phrasings of our own (none is a case's, none is the sweep's): a board
card named by its rank (« la 4e carte du board », « la cinquième carte du tableau », « les trois cartes au milieu »)
is the turn, the river, the flop; « le donneur a mis la turn » is the dealer's act (not « la mise de la turn »); a
player still « en train de réfléchir » had not acted; a board gathered too soon (« regroupe le flop et la turn trop
tôt ») is the board removed (§7.6), no card dealt too soon; at two players, who is dealt first is §4.4's deal order,
no first card exposed (§6.1) nor the moment a player must be seated (§4.1). Each reading is checked next to the one it
must not stop."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,card", [
    ("la croupière balance la 4e carte du board alors que le cut-off n'avait pas encore payé", "turn"),
    ("le dealer a mis la turn alors que le gros stack n'avait pas encore parlé au flop", "turn"),
    ("la cinquième carte du tableau a été ouverte trop tôt, le bouton n'avait pas encore payé", "river"),
    ("le donneur retourne la quatrième carte sans attendre la réponse de la petite blinde", "turn"),
    ("elle était toujours en train de réfléchir quand le croupier a sorti la river", "river"),
])
def test_board_card_named_by_its_rank_is_premature(model, text, card):
    facts = facts_of(model, text)
    assert facts.get("premature") is True
    assert facts.get("premature_card") == card


def test_three_cards_in_the_middle_are_the_flop(model):
    facts = facts_of(model, "le croupier étale déjà les trois cartes au milieu alors que le 8 n'a pas encore parlé")
    assert facts.get("premature_card") == "flop"
    # three cards in a player's hand stay a wrong count
    assert facts_of(model, "au moment de regarder son jeu, le 4 découvre qu'il a trois cartes en main").get(
        "wrong_card_count") is True


def test_a_bet_of_the_turn_is_no_card_put_out(model):
    facts = facts_of(model, "le 3 a mis 400 à la turn et le 7 a payé")
    assert "premature" not in facts


@pytest.mark.parametrize("text", [
    "la croupière ramasse le flop et la turn trop tôt, avant que le coup soit fini",
    "le dealer regroupe le board bien trop tôt, mais on distingue encore les cartes",
])
def test_board_gathered_too_soon_is_the_board_removed(model, text):
    facts = facts_of(model, text)
    assert facts.get("board_removed") is True
    assert "premature" not in facts and "premature_card" not in facts


def test_board_gathered_too_soon_ranks_the_board_removed_first(kb):
    assert first_section(kb, "le donneur rassemble le flop et la turn trop tôt ; on voit encore chaque carte, "
                             "le coup peut continuer ?") == "tableau-enleve-prematurement"


def test_a_card_dealt_too_soon_is_still_premature(model):
    assert facts_of(model, "la turn est sortie trop tôt, le 2 n'avait pas parlé").get("premature") is True


@pytest.mark.parametrize("text", [
    "plus que deux joueurs dans le tournoi, le bouton se sert en premier au lieu de servir la grosse blinde",
    "on est en tête à tête : à qui revient la première carte, au bouton ou à la big ?",
])
def test_heads_up_deal_order(model, kb, text):
    facts = facts_of(model, text)
    assert facts.get("heads_up_deal") is True
    assert "first_cards_exposed" not in facts and "presence_at_deal" not in facts
    assert first_section(kb, text) == "bouton-en-heads-up"


def test_first_card_turned_is_still_a_misdeal(model):
    facts = facts_of(model, "en distribuant, la première carte donnée tombe face visible devant le 5")
    assert facts.get("first_cards_exposed") is True
    assert "heads_up_deal" not in facts


def test_a_named_player_still_to_pay_is_not_acted(model):
    facts = facts_of(model, "au flop, avant que Jonathan paye la mise, le croupier retourne la turn")
    assert facts.get("premature") is True and facts.get("premature_card") == "turn"


@pytest.mark.parametrize("text", [
    "par mégarde le croupier a jeté la river dans le muck avant l'abattage, on ne la retrouve plus",
    "la donneuse balance le tableau au muck alors que deux joueurs sont encore en jeu",
])
def test_board_into_the_muck_is_the_board_removed(model, text):
    facts = facts_of(model, text)
    assert facts.get("board_removed") is True
    assert "mucked_by" not in facts and "premature" not in facts


def test_a_hand_into_the_muck_is_still_a_hand_mucked(model):
    facts = facts_of(model, "le croupier met la main du 8 dans le muck par erreur")
    assert facts.get("mucked_by") == "dealer" and "board_removed" not in facts


def test_a_street_named_before_a_verb_is_no_player_still_to_act(model):
    # « avant la river … a mis » is the moment, no player who had not bet
    assert "premature" not in facts_of(model, "avant la river, le croupier a mis le flop de côté pour recompter")


def test_the_whole_board_out_before_a_player_spoke_is_premature(model):
    assert facts_of(model, "le tableau est sorti avant que le 6 ait parlé").get("premature") is True
    assert "premature" not in facts_of(model, "le croupier étale le tableau à l'abattage, tout le monde a parlé")


def test_a_card_landing_under_the_table_fell(model):
    facts = facts_of(model, "la carte du 5 est envoyée trop fort et finit sous la table")
    assert facts.get("card_dropped") is True and facts.get("wrong_card_count") is not True
    # a player who goes under the table is no card
    assert facts_of(model, "le 2 part sous la table ramasser son briquet").get("card_dropped") is not True


def test_board_cards_put_back_into_the_deck_are_the_board_removed(model):
    assert facts_of(model, "au river la croupière range les cartes du tableau dans le paquet avant l'abattage").get(
        "board_removed") is True
