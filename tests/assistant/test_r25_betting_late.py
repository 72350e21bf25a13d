"""Round 25, §9.13-§9.23 read in general words (found on the invented development half, each sentence here our own):
a limit on the number of raises claimed (§9.14: a raise by its rank or count and a limit said of it, the dealer's
« last raise », raises going on and on); a condition said to the other player with more verbs and in English (§9.19);
a bet made before the street is seen (§9.16); the dealer confirming what he heard is no misreading (§9.16 rests on
it); the bets lying gathered in the middle told the other way round (§9.17); chips found again by their value alone,
brought out of a hiding place, or left apart from the stack (§9.23); a big heap of chips is no single big chip; what
is missing to call is §9.15's count, no minimum raise nor a number of raises; a bet found short after the gathering
is §9.17's anomaly (a rule of its own). Each fix has its counter-example: the words are there, the situation is
not."""

import pytest

from .reading import facts_of, first_section


# §9.14: a raise by its rank (or a count of raises) and a limit said of it, in one sentence, either way round
@pytest.mark.parametrize("text", [
    "un spectateur affirme que la cinquième relance est interdite dans ce tournoi",
    "le croupier prétend que c'est limité à quatre relances par tour",
    "le donneur lance « last raise » et le suivant n'ose plus remonter",
    "les deux gros tapis se relancent encore et encore à la turn, le floor peut-il couper court",
])
def test_a_limit_on_raises_is_the_number_of_raises(model, text):
    assert facts_of(model, text).get("raise_count") is True


@pytest.mark.parametrize("text", [
    "au flop il fait une quatrième relance à 30 000 et son adversaire paie",
    "trois relances préflop, puis tout le monde checke jusqu'à la river",
])
def test_a_raise_told_by_its_rank_is_no_limit(model, text):
    assert facts_of(model, text).get("raise_count") is not True


def test_the_dealer_saying_last_raise_is_no_raise_of_a_player(model):
    got = facts_of(model, "deux relances déjà, le croupier annonce « last raise » à la table")
    assert got.get("declaration") != "raise" and got.get("misread_by_dealer") is not True, got


def test_a_player_announcing_a_raise_is_still_a_raise(model):
    assert facts_of(model, "le joueur au bouton annonce « relance » et pose 3 000").get("declaration") == "raise"


# §9.19: the other's act said in the second person, then the answer (the cards thrown), or in English
@pytest.mark.parametrize("text", [
    "son voisin lui souffle « tu envoies, moi je paie »",
    "elle lui dit « tu mises, je jette » en souriant",
    "« if you raise, I call », dit le joueur anglais avant de parler",
])
def test_a_condition_said_to_the_other_is_conditional(model, text):
    assert facts_of(model, text).get("conditional") is True


@pytest.mark.parametrize("text", [
    "tu envoies tes jetons trop loin, lui dit le croupier",
    "if you want, the floor can come, dit le joueur",
])
def test_a_second_person_without_an_answer_is_no_condition(model, text):
    assert facts_of(model, text).get("conditional") is not True


# §9.16: a seeing denied right before the street
@pytest.mark.parametrize("text", [
    "le premier à parler mise 2 000 sans voir la river",
    "elle checke avant de regarder le flop",
])
def test_a_bet_before_the_street_is_seen_is_dark(model, text):
    assert facts_of(model, text).get("dark_bet") is True


def test_not_seeing_something_else_is_no_dark_bet(model):
    assert facts_of(model, "il paie sans voir que la relance était de 4 000, au flop").get("dark_bet") is not True


def test_the_dealer_confirming_what_he_heard_is_no_misreading(model):
    got = facts_of(model, "le croupier confirme avoir entendu « 3 000 » avant la carte")
    assert got.get("misunderstood") is not True and got.get("misread_by_dealer") is not True, got


def test_the_dealer_who_misheard_still_misreads(model):
    assert facts_of(model, "le croupier a mal entendu et annonce une relance").get("misunderstood") is True


# §9.17: the bets already gathered in the middle, told with the time that says it is done
@pytest.mark.parametrize("text", [
    "le croupier avait déjà tout regroupé au centre quand on a vu l'erreur",
    "les mises sont au centre depuis plusieurs tours, on ne peut plus vérifier",
    "on s'en rend compte une fois le pot formé, à la turn",
])
def test_bets_lying_gathered_are_the_pot_gathered(model, text):
    assert facts_of(model, text).get("pot_gathered") is True


@pytest.mark.parametrize("text", [
    "à toute allure il ramasse un pot et redonne aussitôt",
    "le pot formé de deux tapis part au plus court",
])
def test_a_pot_won_or_named_is_no_gathering(model, text):
    assert facts_of(model, text).get("pot_gathered") is not True


# §9.23: chips found again by their value, brought out of hiding, or left apart from the stack
@pytest.mark.parametrize("text", [
    "après le call, on découvre un 1 000 sous son portefeuille",
    "il sort trois jetons de 500 de derrière sa bouteille après avoir été payé",
    "une plaque de 5 000 qu'elle avait laissé traîner hors de son tapis",
])
def test_chips_found_after_the_all_in_are_forgotten(model, text):
    assert facts_of(model, text).get("forgotten_chips") is True


@pytest.mark.parametrize("text", [
    "il lui reste 3 000 derrière après avoir payé",
    "avec 500 000 jetons devant lui, le joueur est sorti du tournoi : il jouait sous un faux nom",
])
def test_a_stack_behind_or_a_player_out_is_no_forgotten_chip(model, text):
    assert facts_of(model, text).get("forgotten_chips") is not True


# a big heap of chips is many chips: no single chip, no chip of a higher value (§9.11 took §9.15's count asked)
def test_a_big_heap_of_chips_is_no_single_big_chip(model):
    got = facts_of(model, "il avance une grosse poignée de plaques sans un mot")
    assert got.get("chips_placed") != "single" and got.get("chip_value") != "higher", got


def test_a_big_chip_is_still_a_single_chip_of_higher_value(model):
    got = facts_of(model, "il avance un gros jeton sans un mot")
    assert got.get("chips_placed") == "single" and got.get("chip_value") == "higher", got


# §9.15 « différence à rajouter pour suivre »: how much is missing to call, asked; not the minimum of a raise
def test_what_is_missing_to_call_is_a_count_asked_not_a_minimum_raise(model):
    got = facts_of(model, "elle veut savoir combien il lui manque pour suivre la relance")
    assert got.get("count_request") is True and got.get("min_raise") is not True, got


def test_missing_players_are_no_count_of_chips(model):
    assert facts_of(model, "combien manque-t-il de joueurs pour ouvrir une table ?").get("count_request") is not True


def test_the_minimum_raise_asked_is_still_read_and_is_no_number_of_raises(model):
    got = facts_of(model, "il demande combien pour relancer")
    assert got.get("min_raise") is True and got.get("raise_count") is not True, got


def test_how_many_raises_is_still_the_number_of_raises(model):
    assert facts_of(model, "combien de relances peut-on faire par tour ?").get("raise_count") is True


# §9.17: a bet found short once the chips are gathered is the anomaly the clause names (rule mise-courte-decouverte-apres)
def test_a_short_bet_found_after_the_gathering_is_the_pot_complete(kb):
    assert first_section(kb, "la croupière avait déjà tout regroupé au centre quand on a vu que la mise du 4 "
                             "était insuffisante") == "pot-complet"


def test_a_short_bet_seen_at_once_is_still_an_insufficient_bet(kb):
    assert first_section(kb, "la mise du 4 était insuffisante, la croupière le signale aussitôt") == "mises-insuffisantes"


# §9.22: the first to speak after the flop has no bet to face; his cards thrown then are the open muck
@pytest.mark.parametrize("text", [
    "à la turn elle est première à parler et balance aussitôt sa main",
    "premier de parole au flop, il envoie ses deux cartes vers le muck",
])
def test_the_first_to_speak_throwing_after_the_flop_is_an_open_muck(model, text):
    assert facts_of(model, text).get("open_muck") is True


@pytest.mark.parametrize("text", [
    "premier à parler à la river, il mise 800 et son voisin jette ses cartes",
    "premier de parole préflop, l'UTG jette ses cartes",
])
def test_a_bet_between_or_the_first_to_speak_preflop_is_no_open_muck(model, text):
    assert facts_of(model, text).get("open_muck") is not True


# §3.3's stacks arranged (organisation.yaml, stacks_visible): a big heap of chips bet is no stack arranged
def test_a_big_heap_of_chips_bet_is_no_stack_arranged(model):
    assert facts_of(model, "au turn il mise une énorme pile de plaques sans compter").get("stacks_visible") is not True


def test_stacks_badly_arranged_are_still_read(model):
    assert facts_of(model, "ses piles de jetons sont en désordre, on ne peut rien estimer").get("stacks_visible") is True
