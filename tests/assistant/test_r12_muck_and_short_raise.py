"""Round 12, chapters 8-9: cards given back to the dealer are a fold, and the floor giving a hand back is not; what a
player believes (everyone folded) is his mistake, not a pot won uncalled; the floor asking a player to name his own
cards is no request to see an opponent's; a raise told to an amount below the bet faced is short (§9.10). Phrases of
our own, each with a counter-example where the words are scenery."""

import pytest

from tests.assistant.reading import facts_of


@pytest.mark.parametrize("text", [
    "sur la mise du turn, il rend ses cartes au croupier sans un mot",
    "la joueuse du 2 a rendu sa main face cachée, puis elle change d'avis",
    "tout le monde rend son jeu, le donneur pousse le pot",
])
def test_cards_given_back_are_a_fold(model, text):
    assert facts_of(model, text).get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "après avoir vu la vidéo, le floor lui rend sa main et le coup continue",
    "le directeur rend ses cartes au joueur, elles étaient restées séparées",
])
def test_the_floor_giving_a_hand_back_is_no_fold(model, text):
    assert "hand_mucked" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "croyant que tout le monde se couchait, il abat sa paire, mais le cutoff avait encore ses cartes",
    "il pense que tout le monde passe et montre son as, alors que le bouton n'a pas parlé",
])
def test_a_belief_that_all_folded_is_no_pot_won_uncalled(model, text):
    assert "won_uncalled" not in facts_of(model, text)


def test_everyone_folding_told_as_a_fact_stays_a_pot_won_uncalled(model):
    assert facts_of(model, "il relance, tout le monde se couche, il montre une seule carte").get("won_uncalled") is True


def test_naming_ones_own_cards_is_no_request_to_see(model):
    assert "show_request" not in facts_of(model, "le floor demande au joueur de nommer ses cartes avant de trancher")


def test_asking_for_an_opponents_cards_stays_a_request_to_see(model):
    assert facts_of(model, "à la river, le perdant demande ses cartes au gagnant").get("show_request") is True


@pytest.mark.parametrize("text,short", [
    ("blindes 500/1000, le premier relance à 5 000, le suivant annonce relance à 3 000", True),
    ("blindes 100/200, UTG fait tapis à 9 000 et un joueur qui n'a rien vu dit relance à 600", True),
    ("blindes 100/200, UTG relance à 600, le bouton relance à 1 800", False),
    ("blindes 100/200, UTG mise 600, le bouton paye 600", False),
])
def test_a_raise_told_below_the_bet_faced_is_short(model, kb, text, short):
    """The amounts read by engine.amounts: a raise « à X » below a bet told before it is short of what he faced."""
    from engine import inference

    facts = {f["name"]: f["value"] for f in inference.ask(kb, text, top=1)["facts"]}
    assert bool(facts.get("bet_short")) is short


# a dealer telling his own act, and what he believed when he took the cards
@pytest.mark.parametrize("text", [
    "je suis croupier ce soir-là : le joueur du 7 part chercher un café, je prends ses cartes en pensant qu'il avait foldé",
    "c'est moi qui distribue. Je les ramasse, croyant qu'il s'était couché, mais il n'avait pas encore parlé",
    "la croupière embarque ses cartes en croyant qu'il avait lâché le coup",
])
def test_the_dealer_taking_cards_he_believed_folded_is_the_dealers_muck(model, kb, text):
    from engine import inference

    facts = {f["name"]: f["value"] for f in inference.ask(kb, text, top=1)["facts"]}
    assert facts.get("mucked_by") == "dealer"
    assert facts.get("hand_mucked") is True  # what the dealer gathered is gone to the muck


@pytest.mark.parametrize("text", [
    "je donne le pot au siège 2 puis le siège 5 proteste, il croyait avoir gagné",
    "je ramasse mes cartes en croyant que le flop était passé",
])
def test_a_teller_who_does_not_deal_stays_a_player_or_floor(kb, text):
    """« je donne le pot » is a floor's ruling, « je ramasse mes cartes » a player's: no dealer is read from « je »."""
    from engine import inference

    facts = {f["name"]: f["value"] for f in inference.ask(kb, text, top=1)["facts"]}
    assert facts.get("mucked_by") != "dealer"


def test_the_teller_as_dealer_rewrites_only_a_dealers_account():
    from engine.narrative import as_dealer, tells_as_dealer

    def as_teller(text, words):  # as engine.inference reads a situation
        return as_dealer(text) if tells_as_dealer(text, words) else text

    words = {"teller_dealer": ["je suis croupier", "je donne,"]}
    assert as_teller("Je suis croupier. Je les ramasse.", words) == "le donneur suis croupier. le donneur les ramasse."
    assert as_teller("Je donne le pot à A, j'ai vérifié.", words) == "Je donne le pot à A, j'ai vérifié."


# a hand thrown while a player still had to act: the premature act of §8.3
def test_a_hand_thrown_while_a_player_was_left_to_act_is_8_3(kb):
    from tests.assistant.reading import first_section

    assert first_section(kb, "river : elle mise, il paye, elle jette sa main face cachée vers le croupier, mais la "
                             "grosse blinde devait encore parler") == "cartes-jetees-indiscernables"


@pytest.mark.parametrize("text,section", [
    ("le joueur du 6 dit call alors que le 5 n'a pas encore parlé : est-il engagé ?", "jouer-a-son-tour"),
])
def test_a_player_left_to_act_without_a_hand_thrown_is_scenery(kb, text, section):
    from tests.assistant.reading import first_section

    assert first_section(kb, text) == section


@pytest.mark.parametrize("text,told", [
    ("le floor récupère ses deux cartes sur le dessus du muck, bien à part", True),
    ("sa main part dans le muck. Qu'est-ce qu'il récupère de ses mises ?", False),
])
def test_cards_retrieved_from_the_muck_are_told_in_one_sentence(model, text, told):
    assert bool(facts_of(model, text).get("mucked_recognisable")) is told


@pytest.mark.parametrize("text,told", [
    ("au turn elle pense qu'on s'est couchés et lâche ses cartes dans la défausse", True),
    ("il croit que personne n'a suivi, alors il pousse sa main vers le donneur", True),
    ("tout le monde se couche sur sa relance et il ramasse le pot", False),
])
def test_a_belief_that_the_others_folded_leaves_a_player_to_act(model, text, told):
    """What he believed was wrong: a player was left to act (§8.3's premature act); told as a fact, nobody was."""
    assert bool(facts_of(model, text).get("left_to_act")) is told
