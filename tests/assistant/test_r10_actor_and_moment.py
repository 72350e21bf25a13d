"""The moment of the hand and who acted (round 10), in phrasings of our own: a moment tells what follows from it (at
the showdown the action is over), a moment phrase is never stitched across the word of another moment, a moment not
yet reached (« avant l'abattage », « avant la river ») is not the incident's, and the dealer's misreading of the hands
at the showdown is no betting action misunderstood. Each phrase is invented here (none is a scenario's or an
incident's), so a pass measures the mechanism, not memory."""

import pytest

from engine import inference, vocabulary

from tests.assistant.reading import facts_of


# -- a moment tells what follows from it ---------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "au showdown il retourne une seule carte et réclame les jetons",
    "une fois arrivés à l'abattage, le gros stack balance son jeu en disant bien joué",
    "après la dernière relance payée, la dame de cœur apparaît de la main du perdant",
])
def test_the_showdown_means_the_action_is_over(model, text):
    got = facts_of(model, text)
    assert got.get("phase") == "showdown"
    assert got.get("hand_in_progress") is False


def test_between_two_hands_no_action_is_under_way(model):
    assert facts_of(model, "entre deux coups, le 9 fait voir à son voisin le roi qu'il avait couché").get(
        "hand_in_progress") is False


def test_what_the_situation_says_itself_stands_over_what_a_moment_implies(model):
    """« en plein coup » said in the same breath as the showdown word: the teller's own words win."""
    got = facts_of(model, "en plein coup, bien avant tout showdown, il montre ses deux rois à la rambarde")
    assert got.get("hand_in_progress") is True


def test_a_moment_given_by_name_implies_too(kb):
    answer = inference.ask(kb, "il retourne ses cartes pour que tout le monde les voie", facts={"phase": "showdown"})
    facts = {f["name"]: f["value"] for f in answer["facts"]}
    assert facts["hand_in_progress"] is False


def test_implications_are_checked_against_the_vocabulary(model):
    for (name, value), told in model.vocabulary.implies.items():
        assert name in model.vocabulary.facts and value in model.vocabulary.facts[name].values
        for other, v in told:
            assert other in model.vocabulary.facts


def test_implied_keeps_what_is_already_known(model):
    voc = model.vocabulary
    assert ("phase", "hand_in_progress", False) not in vocabulary.implied(
        voc, {"phase": "showdown", "hand_in_progress": True})
    assert ("phase", "hand_in_progress", False) in vocabulary.implied(voc, {"phase": "showdown"})
    assert vocabulary.implied(voc, {"phase": "flop"}) == []


# -- the moment phrase is one reading ------------------------------------------------------------------------------
@pytest.mark.parametrize("text,wrong", [
    ("juste avant le break, au flop, la donneuse oublie de brûler", "preflop"),
    ("avant la pause du dîner, au turn, il jette un jeton de 1000 sans parler", "break"),
])
def test_a_moment_phrase_is_not_read_across_another_moment(model, text, wrong):
    assert facts_of(model, text).get("phase") != wrong


def test_a_board_error_before_the_next_street_is_that_streets(model):
    """The rules date a board error by its card (« deux brûlées avant la turn » is a turn error, §7.1), so « avant la
    turn » is not read as the flop's betting."""
    assert facts_of(model, "la donneuse brûle une carte de trop avant la turn").get("phase") != "flop"


@pytest.mark.parametrize("text", [
    "avant l'abattage, pendant qu'elle hésite encore à suivre, il dévoile sa paire d'as à tout le monde",
    "bien avant le showdown, il fait voir ses cartes à toute la table",
])
def test_before_the_showdown_is_not_the_showdown(model, text):
    got = facts_of(model, text)
    assert got.get("phase") != "showdown"
    assert got.get("hand_in_progress") is not False


@pytest.mark.parametrize("text", [
    "le dernier paiement fait à la river, le croupier pousse le pot avant que le 3 ait montré",
    "fin des enchères à la river ; personne ne veut retourner le premier",
])
def test_after_the_last_bet_the_moment_is_the_showdown(model, text):
    assert facts_of(model, text).get("phase") == "showdown"


# -- the dealer's act at the showdown ------------------------------------------------------------------------------
def test_a_tabled_hand_told_verb_first(model):
    assert facts_of(model, "il étale son full sur le tapis et attend").get("hand_tabled") is True


def test_the_dealer_spreading_the_flop_is_no_hand_tabled(model):
    assert "hand_tabled" not in facts_of(model, "le croupier étale les cartes du flop un peu trop vite")


def test_the_dealer_mucking_a_hand_the_player_tabled_is_the_winning_hand_killed(kb):
    """A hand spread face up at the showdown and then swept by the dealer is §10.2 (the dealer cannot kill a hand
    correctly tabled), not §8.2 (an unprotected hand the dealer burnt during the action)."""
    answer = inference.ask(kb, "check à la river, la joueuse du 2 abat ses cartes, quinte au roi ; la croupière les "
                               "rafle avec la défausse et donne les jetons au 7", top=3)
    assert answer["results"][0]["id"] == "tuer-la-main-gagnante"


def test_the_dealer_misreading_the_hands_is_no_betting_action_misunderstood(kb):
    answer = inference.ask(kb, "au showdown la donneuse lit mal les deux jeux, croit que la double paire gagne et "
                               "envoie le pot au mauvais joueur", top=3)
    assert answer["results"][0]["id"] != "actions-mal-comprises"
    assert answer["results"][0]["id"] in {"tuer-la-main-gagnante", "les-cartes-ont-raison", "reclamer-le-pot"}


# -- who acted: the dealer as the subject of a throw ---------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "la donneuse a jeté les cartes du cut-off dans la défausse alors qu'il n'avait pas parlé",
    "le dealer a envoyé la main de la joueuse du 8 au muck, elle avait encore une décision à prendre",
    "le croupier a foldé la main de Karim par erreur",
])
def test_the_dealer_throwing_a_players_hand(model, text):
    assert facts_of(model, text).get("mucked_by") == "dealer"


@pytest.mark.parametrize("text", [
    "le croupier annonce le gagnant et Paulo, dépité, balance ses cartes au muck",
    "la croupière donne le pot au 2 ; le 5 jette sa main dans la défausse",
])
def test_a_players_own_throw_after_the_dealers_act_is_not_the_dealers(model, text):
    assert facts_of(model, text).get("mucked_by") != "dealer"


def test_a_hand_the_dealer_threw_is_not_a_hand_thrown_unrecognisable(kb):
    """§8.3 is a player's own throw; a hand the dealer sent to the muck is §8.2, even when it cannot be found."""
    answer = inference.ask(kb, "au turn la donneuse a balancé la main du 6 dans la défausse, on ne sait plus "
                               "lesquelles sont les siennes", top=3)
    assert answer["results"][0]["id"] == "mains-non-protegees"


# -- the street as a moment is not a card put out ------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "au turn la donneuse a balancé la main du 6 dans la défausse pendant qu'il réfléchissait",
    "à la river, Théo retourne ses cartes vers sa copine pendant que le 2 hésite encore",
    "au flop, Inès pose deux jetons pendant que son voisin réfléchit",
])
def test_the_street_named_as_the_moment_is_no_premature_card(model, text):
    got = facts_of(model, text)
    assert "premature_card" not in got and got.get("premature") is not True


@pytest.mark.parametrize("text,card", [
    ("la turn est sortie alors que la BB n'avait pas encore parlé", "turn"),
    ("le flop est tombé alors qu'un joueur réfléchissait encore", "flop"),
    ("la river vient de tomber mais le bouton n'avait pas parlé", "river"),
    ("la turn déjà sortie, on se rend compte que le 3 n'avait pas agi", "turn"),
])
def test_a_card_put_out_told_card_first(model, text, card):
    assert facts_of(model, text).get("premature_card") == card


def test_adjacent_words_in_a_phrase(model):
    """« = » in a concept word or a phrase: the next word follows directly, nothing stands between."""
    from engine import facts as factmod
    from engine.vocabulary import ADJ

    pattern = ("donneur", ADJ, "balanc")
    assert factmod._match(pattern, ["donneur", "balanc", "main"], 0)[0] == 2
    assert factmod._match(pattern, ["donneur", "pous", "pot", "balanc"], 0)[0] == -1
    assert factmod._match(("donneur", "balanc"), ["donneur", "pous", "pot", "balanc"], 0)[0] == 4


def test_an_adverb_may_stand_between_adjacent_words(model):
    """« la river était déjà sortie »: « déjà » is no other word between the card and its verb."""
    from engine import facts as factmod
    from engine.vocabulary import ADJ

    assert factmod._match(("riv", ADJ, "parti"), ["riv", "deja", "parti"], 0)[0] == 3
    assert factmod._match(("riv", ADJ, "parti"), ["riv", "marco", "parti"], 0)[0] == -1
    assert facts_of(model, "la river était déjà sortie alors que le 6 n'avait pas encore agi").get(
        "premature_card") == "river"


# -- the dealer's exposure during the deal, and what fell ----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "au premier tour de donne la croupière retourne sans le vouloir une carte du 3",
    "en distribuant, le donneur expose malencontreusement une carte de la joueuse au 9",
])
def test_the_dealer_exposing_a_card_during_the_deal(model, text):
    got = facts_of(model, text)
    assert got.get("cards_exposed") == 1


def test_the_first_card_exposed_during_the_deal(model):
    assert facts_of(model, "pendant la distribution, le dealer retourne la toute première carte, celle du 4").get(
        "first_cards_exposed") is True


@pytest.mark.parametrize("text", [
    "pendant la pause, deux jetons de 500 tombés par terre sous la chaise du 6",
    "ses jetons tombés au sol, il les ramasse à quatre pattes",
])
def test_chips_on_the_floor_are_no_card_dropped(model, text):
    assert facts_of(model, text).get("card_dropped") is not True


def test_shown_to_the_whole_room_is_shown_to_the_table(model):
    assert facts_of(model, "il se lève et montre son as-roi à toute la salle").get("exposed_to") == "table"


def test_the_dealer_mixing_a_hand_into_the_muck_is_his_act(model):
    assert facts_of(model, "la croupière a mélangé la main de Sacha avec le muck en ramassant").get(
        "mucked_by") == "dealer"


def test_the_dealer_mixing_the_deck_into_the_muck_is_no_hand_he_mucked(model):
    assert "mucked_by" not in facts_of(model, "au turn le donneur mélange les cartes du talon avec le muck")


def test_a_hand_named_by_what_it_makes_shown_to_the_table(model):
    got = facts_of(model, "encore deux joueurs à parler et il montre sa quinte à toute la table")
    assert got.get("hand_exposed") is True and got.get("exposed_to") == "table"


def test_a_card_missing_from_the_deck_told_noun_first(model):
    assert facts_of(model, "au moment de mélanger, une carte du paquet manque à l'appel").get("deck_irregular") is True


@pytest.mark.parametrize("text", [
    "alors que la BB hésite face à une relance, le bouton, toujours en jeu, étale ses cartes",
    "tandis que Mila réfléchit face à un tapis, Éric retourne sa main pour la montrer à tous",
])
def test_another_players_turn_is_not_the_turn_of_the_one_who_shows(model, text):
    got = facts_of(model, text)
    assert got.get("own_turn") is not True and got.get("exposes_in_action") is not True


def test_ones_own_turn_facing_a_bet_still_reads(model):
    assert facts_of(model, "face à une relance, il retourne ses cartes sans rien dire").get("own_turn") is True


def test_at_the_showdown_nobody_won_uncalled(kb):
    """§10.1 is the hand won « sans abattage »: one card shown once the betting is over is the showdown's (§10.2/§10.5)."""
    answer = inference.ask(kb, "la river checkée des deux côtés, à l'abattage Hugo retourne juste son valet et "
                               "tend la main vers les jetons", top=3)
    assert answer["results"][0]["id"] != "montrer-ses-cartes-sans-abattage"
    facts = {f["name"]: f["value"] for f in answer["facts"]}
    assert facts.get("won_uncalled") is False


@pytest.mark.parametrize("text", [
    "au turn elle fait voir ses deux cartes à toute la table ; le floor lui met une pénalité à la fin du coup",
    "au flop il montre sa main devant tout le monde, sa sanction débutera à la fin de la main",
])
def test_when_a_penalty_is_served_is_no_moment_of_the_incident(model, text):
    got = facts_of(model, text)
    assert got.get("phase") != "showdown"
    assert got.get("hand_in_progress") is not False


def test_an_implied_fact_is_not_set_over_its_own_mask(model):
    """A moment phrase inside a mask of the fact it implies does not set that fact (the words say it is not about
    it): the mask is checked at the very span the moment was read from."""
    voc = model.vocabulary
    assert ("phase", "showdown") in voc.implies
    got = facts_of(model, "il montre ses cartes au turn ; sanction après le coup")
    assert got.get("hand_in_progress") is not False
