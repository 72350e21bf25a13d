"""Round 23, trigger phrases whose words are all common in poker stories: once the stop words (« se », « sont », « on »,
« a », « en », « sa ») are dropped, two or three words that every story holds read far more than the phrase said.
« joueurs se sont couchés » read every « un joueur couché » (one player out of the hand, watching) as players folded
before the incident: now a count of players (« {n} joueurs se sont couchés »). « on a passé » read any « passait »
after a belief (« elle pensait que sa relance passait ») as the others out;
« jeton en trop » and « compter sa mise » read words two apart (« ses jetons, sa relance est trop petite », « le straddle
compte pour une mise »); « mise puis call », « mise et relance » read a bet and the options offered after it (« payer ou
relancer ? ») as two acts done; « deux fois », « trois fois » read a multiple (« trois fois la mise ») as a fault
repeated; « mises d'avant », « mises restent », « mises on les rend » read « il mise avant son tour », « mis … reste » and
the change given back as the bets before an error. Each is now read from the concept: the others passing told with a
word of their own, the words side by side, the option after or before « ou » masked, a multiple or the change given
back masked, the error named; « le TD déclare sa main morte » (« déclarer » streams as « annonce ») read a hand announced by its owner, now « annonce = sa main » side by side and a hand declared dead masked. Every phrase is ours, invented for this file; each fix has the sentence that was misread
and the one that must still be read."""

import pytest

from .reading import facts_of


# -- one player out of the hand is no players folded before the incident ---------------------------------------------

@pytest.mark.parametrize("text", [
    "un joueur couché prévient le floor que la turn est sortie sans brûler",
    "la joueuse couchée au flop réclame de voir la main du gagnant",
])
def test_one_folded_player_is_no_folds_before_the_incident(model, text):
    assert facts_of(model, text).get("folds_before_incident") is not True


@pytest.mark.parametrize("text", [
    "quatre joueurs se sont couchés quand le croupier voit deux cartes retournées dans le paquet",
    "plusieurs joueurs se sont couchés avant qu'on remarque le paquet incomplet",
])
def test_players_counted_folding_are_still_folds_before(model, text):
    assert facts_of(model, text).get("folds_before_incident") is True


# -- « passer » of an amount or a hand is no belief that the others are out ------------------------------------------

@pytest.mark.parametrize("text", [
    "elle pensait que sa relance à 2 000 passait, le croupier lui demande 2 400",
    "le donneur croyait que la double paire passait et pousse le pot",
])
def test_an_amount_or_a_hand_that_passes_is_no_belief_the_others_are_out(model, text):
    assert facts_of(model, text).get("left_to_act") is not True


@pytest.mark.parametrize("text", [
    "il croyait qu'on avait tous passé et jette ses cartes face cachée",
    "elle pense que tout le monde a passé et montre sa main",
])
def test_a_belief_the_others_passed_is_still_read(model, text):
    assert facts_of(model, text).get("left_to_act") is True


# -- « jeton en trop », « compter sa mise »: the words side by side --------------------------------------------------

def test_chips_then_a_bet_too_short_is_no_odd_chip_nor_count_request(model):
    got = facts_of(model, "elle s'est trompée en comptant ses jetons : sa relance est trop petite")
    assert got.get("odd_chip") is not True, got
    got = facts_of(model, "il a mal recompté ses jetons, sa mise est bien trop courte")
    assert got.get("odd_chip") is not True, got


def test_an_extra_chip_at_a_split_is_still_the_odd_chip(model):
    assert facts_of(model, "pot partagé en deux, il reste un jeton en trop : à qui ?").get("odd_chip") is True


def test_what_counts_as_a_bet_is_no_count_request(model):
    assert facts_of(model, "est-ce que le straddle compte comme une mise pour le minimum ?").get("count_request") is not True


def test_asking_to_count_a_bet_is_still_a_count_request(model):
    assert facts_of(model, "son adversaire veut qu'il compte sa mise avant de décider").get("count_request") is True


# -- a bet, then the options offered: one act done, no substantial action --------------------------------------------

@pytest.mark.parametrize("text", [
    "il mise 600, je fais call ou raise ?",
    "face à sa mise, payer ou relancer ?",
    "la BB mise, je paye ou je relance ?",
])
def test_a_bet_and_the_options_after_it_are_no_substantial_action(model, text):
    assert facts_of(model, text).get("substantial_action") is not True


@pytest.mark.parametrize("text", [
    "au turn il mise 800, l'autre call, et là on voit que le paquet a une carte retournée",
    "mise et relance au flop, puis le donneur voit qu'il manque une carte au paquet",
])
def test_a_bet_and_a_reply_both_done_are_still_substantial(model, text):
    assert facts_of(model, text).get("substantial_action") is True


# -- « deux fois », « trois fois »: a multiple is no fault done again ------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle dit « je suis » et pousse trois fois la mise au milieu",
    "il avance deux fois plus de jetons qu'il n'en faut pour payer",
])
def test_a_multiple_is_no_repeated_fault(model, text):
    assert facts_of(model, text).get("repeated") is not True


@pytest.mark.parametrize("text", [
    "on l'a déjà repris deux fois ce soir pour le même geste",
    "il fait deux fois la même erreur, le floor s'agace",
])
def test_a_fault_told_twice_is_still_repeated(model, text):
    assert facts_of(model, text).get("repeated") is True


# -- the bets before an error: « mise … avant », « mis … reste », the change given back ------------------------------

@pytest.mark.parametrize("text", [
    "elle mise avant son tour alors que le 3 n'a pas encore parlé",
    "il a misé 1 000 avant même que le flop soit étalé",
    "le croupier prend sa mise et lui rend le reste",
    "la croupière a mis les brûlées avec le reste du talon",
])
def test_a_bet_told_before_or_the_change_given_back_is_no_bets_before_the_error(model, text):
    assert facts_of(model, text).get("bets_before_error") is not True


@pytest.mark.parametrize("text", [
    "le donneur s'est trompé à la river : les mises de la turn, on les rend ?",
    "le floor annule le coup et rend les mises à chacun",
    "après l'erreur, les mises restent dans le pot ?",
])
def test_the_bets_before_an_error_are_still_read(model, text):
    assert facts_of(model, text).get("bets_before_error") is True


# -- « annonce sa main »: a hand declared dead is no hand announced --------------------------------------------------

@pytest.mark.parametrize("text", [
    "revenu après la première carte, le TD déclare sa main morte",
    "le floor arrive et déclare la main morte, le joueur proteste",
])
def test_a_hand_declared_dead_is_no_hand_announced(model, text):
    assert facts_of(model, text).get("cards_speak") is not True


def test_a_player_announcing_his_hand_is_still_read(model):
    assert facts_of(model, "à l'abattage elle annonce sa main : une couleur, mais elle n'a que quatre coeurs").get(
        "cards_speak") is True


