"""Reading the story of a showdown (chapters 8 and 10), in phrasings of our own: a pot given up by word while the cards
show otherwise (§10.3, the cards speak), a hand sent towards the dealer (§8.4, thrown to the muck), a player claiming
the pot (no pot bet, §9.15), a hand thrown away unseen (shown to nobody, not §11.4). None of these sentences is a
scenario's or an incident's, so a pass measures the reading, not memory."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "au showdown elle étale sa main en lui disant « tu as gagné », alors qu'elle tient la couleur",
    "il abat ses deux cartes et concède le pot de vive voix, mais sa suite est la meilleure",
    "le gros tapis montre deux paires, l'autre le félicite puis retourne un full",
    "elle lui dit « t'es devant » et montre quand même : c'est elle qui gagne",
])
def test_a_pot_given_up_by_word_with_the_cards_shown_is_the_cards_speaking(model, text):
    assert facts_of(model, text).get("cards_speak") is True


@pytest.mark.parametrize("text", [
    "il retourne l'as et gagne le pot",  # the ace winning, not « t'as gagné »
    "tu as gagné le tournoi l'an dernier, il me dit en arrivant",  # no card shown
    "le donneur a battu les cartes et les retourne pour les compter",  # the shuffle, not a player beaten
])
def test_no_concession_without_words_given_up_and_cards_shown(model, text):
    assert "cards_speak" not in facts_of(model, text)


def test_the_cards_speak_over_a_pot_given_up(kb):
    assert first_section(kb, "à la river il étale sa main en disant à l'autre « c'est pour toi », or sa quinte "
                             "bat les deux paires adverses") == "les-cartes-ont-raison"


@pytest.mark.parametrize("text", [
    "sur la relance, elle fait glisser sa main face cachée vers le croupier",
    "il jette ses cartes vers la donneuse sans un mot",
    "le joueur pousse ses deux cartes au-delà de la ligne de mise",
])
def test_a_hand_sent_to_the_dealer_is_thrown_away(model, text):
    assert facts_of(model, text).get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "il pousse ses jetons vers le croupier pour payer",  # chips towards the dealer: a bet
    "le bouton pousse son tapis, ses cartes encore sous la main, et le croupier compte",
])
def test_chips_or_the_dealer_alone_are_no_hand_thrown(model, text):
    assert "hand_mucked" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "à l'abattage il dit qu'il a la couleur et que le pot est à lui",
    "elle dit avoir gagné le pot avec ses deux paires",
    "il dit que le pot lui revient, il a le full",
])
def test_claiming_the_pot_is_no_pot_bet(model, text):
    assert "pot_bet" not in facts_of(model, text)


def test_the_pot_bet_is_still_read(model):
    assert facts_of(model, "au turn il annonce « pot » et pousse ses jetons").get("pot_bet") is True


@pytest.mark.parametrize("text", [
    "heads-up, il balance ses cartes sans les montrer et l'autre ramasse",
    "elle jette sa main faces cachées sans la montrer à personne",
])
def test_a_hand_thrown_unseen_was_shown_to_nobody(model, text):
    assert facts_of(model, text).get("shown_to_one") is False


def test_a_hand_shown_to_the_neighbour_stays_shown_to_one(model):
    assert facts_of(model, "il jette sans montrer à la table mais montre à son voisin").get("shown_to_one") is True


@pytest.mark.parametrize("text", [
    "furieux, il claque sa main à l'envers sur le pot, puis la reprend",
    "elle pose ses deux cartes faces cachées sur ses jetons le temps de réfléchir",
])
def test_cards_laid_face_down_on_chips_are_not_thrown(model, text):
    assert facts_of(model, text).get("hand_kept_face_down") is True


def test_cards_thrown_onto_the_pot_are_still_thrown(model):
    """« jette … sur le pot » is a throw: not the cards kept in front of him (§10.4 and §8.4 stay in play)."""
    assert "hand_kept_face_down" not in facts_of(model, "tapis payé, il jette ses cartes face cachée sur le pot")


def test_cards_face_down_on_the_chips_do_not_say_the_stack_is_hidden(model):
    assert "stacks_visible" not in facts_of(model, "il claque ses cartes faces cachées sur ses jetons, écœuré")


def test_the_hidden_stack_is_still_read(model):
    assert facts_of(model, "il cache ses jetons derrière son téléphone").get("stacks_visible") is True


def test_cards_slammed_on_the_pot_then_taken_back_are_the_showdown(kb):
    assert first_section(kb, "river checkée ; de rage elle tape sa main face cachée sur le pot, puis la reprend "
                             "et la retourne : son adversaire dit que sa main est morte") == "abattage"


@pytest.mark.parametrize("text", [
    "à la river il veut montrer sa main, mais ses cartes restent collées au tapis",
    "elle s'apprête à retourner ses cartes quand le croupier annonce le gagnant",
])
def test_wanting_to_show_is_not_showing(model, text):
    assert "hand_exposed" not in facts_of(model, text)


def test_showing_is_still_read(model):
    assert facts_of(model, "au turn il montre sa main à toute la table").get("hand_exposed") is True


@pytest.mark.parametrize("text", [
    "le directeur dit que c'est un muck, elle proteste vivement",
    "le floor considère que c'est un muck ; personne à la table n'est d'accord",
])
def test_the_floor_calling_it_a_muck_is_no_hand_thrown(model, text):
    """(A hand word just after « muck » still composes a throw, gather + hand: the mask does not reach it.)"""
    assert "hand_mucked" not in facts_of(model, text)


def test_a_hand_thrown_into_the_muck_is_still_read(model):
    assert facts_of(model, "il balance ses cartes dans le muck avant l'abattage").get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "après la pause, la donneuse vérifie toutes les cartes du paquet une par une",
    "on soupçonne des cartes marquées : le floor contrôle les cartes du jeu avant de le changer",
])
def test_checking_the_deck_is_no_request_to_see_a_hand(model, text):
    assert "collusion_check" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "le gagnant demande au floor de contrôler les cartes couchées du perdant",
    "il veut que le directeur regarde la main jetée de son adversaire",
])
def test_looking_into_an_unshown_hand_is_still_read(model, text):
    assert facts_of(model, text).get("collusion_check") is True


def test_a_player_turning_his_thrown_cards_is_no_check(model):
    assert "collusion_check" not in facts_of(model, "il reprend et retourne ses cartes jetées : brelan")


@pytest.mark.parametrize("text", [
    "le floor dit qu'une mise ne compte pas tant que les plaques ne sont pas lâchées",
    "il avance sa pile mais il n'a pas lâché ses jetons, il la ramène",
])
def test_chips_not_let_go_are_no_cards_kept(model, text):
    assert "hand_kept_face_down" not in facts_of(model, text)


def test_cards_not_let_go_are_still_kept(model):
    assert facts_of(model, "à l'abattage ses cartes ne sont pas lâchées, il les tient encore").get(
        "hand_kept_face_down") is True
