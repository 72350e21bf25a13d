"""Round 25, the end of a hand (chapter 10), read from the rule texts: a look into an unshown hand asked or made for a
suspicion of cheating (§10.6 « dans le but de lutter contre la collusion », « pour un soupçon de triche »), and the
side pot told by a negation or by the betting that goes on past an all-in (§10.7 « Chaque pot extérieur sera divisé
séparément »). Checked on the invented development half, the real development incidents and the scenarios before they
were kept. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §10.6: a look into a hand, with the suspicion that motivates it ------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle parle de soft play pour regarder la main de son voisin couché",  # the motive, then the look
    "un joueur demande à vérifier parce qu'il trouve ça louche",  # the request, then the motive
    "le superviseur vient contrôler les cartes d'une joueuse qui avait foldé au turn",  # an official, a thrown hand
])
def test_a_look_into_a_hand_for_a_suspicion(model, text):
    assert facts_of(model, text).get("collusion_check") is True


@pytest.mark.parametrize("text", [
    "il soupçonne de la triche et voit ses cartes",  # he sees his own cards: no request, no look asked
    "le floor vérifie les cartes du paquet avant la donne",  # the deck checked, no player's hand
])
def test_no_look_into_a_hand(model, text):
    assert facts_of(model, text).get("collusion_check") is not True


def test_the_request_told_with_its_motive_is_section_10_6(kb):
    # « doit exprimer clairement que c'est pour un soupçon de triche »: the request and the suspicion together
    assert first_section(kb, "une joueuse soupçonne une entente et demande au floor de regarder la main couchée de "
                             "son adversaire") == "controler-les-cartes-a-l-abattage"


def test_a_suspicion_alone_stays_the_collusion(kb):
    # no hand to look at: the conduct itself (§11.6), not the check of §10.6
    assert first_section(kb, "deux joueurs se couchent toujours l'un devant l'autre, c'est de la collusion ?") != (
        "controler-les-cartes-a-l-abattage")


# -- §10.7: the side pot -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le croupier n'a pas fait de pot annexe, tout est dans un seul tas",  # a side pot not made: still the topic
    "un joueur est à tapis au turn, les deux autres continuent de miser",  # betting goes on past the all-in
])
def test_a_side_pot_told(model, text):
    assert facts_of(model, text).get("side_pot") is True


def test_betting_on_without_an_all_in_is_no_side_pot(model):
    assert facts_of(model, "les deux joueurs continuent de miser au flop et au turn").get("side_pot") is not True


# -- §10.9: a third party stopping the award, the chips paid to the wrong player -----------------------------------

@pytest.mark.parametrize("text", [
    "sa voisine lance « stop, elle a la quinte ! » quand le croupier avance les jetons",  # saying, the stop, a hand
    "la croupière, pressée, paie au mauvais joueur",  # the payout right to the wrong player
])
def test_a_misread_stopped_or_paid_to_the_wrong_player(model, text):
    got = facts_of(model, text)
    assert got.get("misread") is True and got.get("cards_speak") is not True, got


@pytest.mark.parametrize("text", [
    "au turn il attend la couleur et paie la mise",  # a draw awaited: no word of saying, no stop
    "il pousse tout, je paie, il perd",  # « perd » is no wrong player
])
def test_no_misread(model, text):
    assert facts_of(model, text).get("misread") is not True


def test_a_player_naming_his_own_hand_still_speaks(model):
    assert facts_of(model, "il dit qu'il a la couleur et retourne une paire").get("cards_speak") is True


# -- §10.4: showing put off, told with a negation -------------------------------------------------------------------

def test_no_need_to_show_before_the_end_is_the_deferral_itself(model):
    # « n'a pas à montrer avant la fin » read the trigger « montrer qu'à la fin » denied
    assert facts_of(model, "tapis payé, elle prétend qu'elle n'a pas à montrer avant la fin").get("show_deferred") is True


def test_a_refusal_without_the_end_of_the_board_is_no_deferral(model):
    assert facts_of(model, "il ne veut pas montrer sa main à son voisin").get("show_deferred") is not True


# -- §10.2 / §10.1: one card shown, the other kept, slid away, or the shown card told alone --------------------------

@pytest.mark.parametrize("text", [
    "elle dévoile un valet puis repose l'autre face cachée",  # the other laid face down
    "il montre son roi et balance l'autre dans le muck",  # the other sent to the muck
    "il étale seulement son as",  # the shown card alone
])
def test_one_card_shown(model, text):
    assert facts_of(model, text).get("one_card_shown") is True


@pytest.mark.parametrize("text", [
    "elle pose ses cartes face cachée devant elle",  # both laid down, no other card
    "il montre sa main et balance ses jetons au milieu",  # chips thrown, no second card
    "il abat seulement à la river",  # « seulement » with no card after it
])
def test_no_one_card_shown(model, text):
    assert facts_of(model, text).get("one_card_shown") is not True


# -- §8.1 « un joueur gagnant … doit attendre … pour jeter sa main »: the winner's own throw -------------------------

def _first(kb, mucked_by):
    from engine import inference
    got = inference.ask(kb, "au showdown", facts={"muck_before_award": True, "mucked_by": mucked_by}, top=3)
    return [r["id"] for r in got["results"]]


def test_a_hand_the_dealer_swept_before_the_award_is_no_throw_of_the_winner(kb):
    assert _first(kb, "dealer")[0] != "responsabilite-des-cartes"


def test_the_winner_throwing_before_the_award_still_reads_section_8_1(kb):
    assert "responsabilite-des-cartes" in _first(kb, "self")


def test_the_whole_hand_shown_alone_is_no_single_card(model):
    assert facts_of(model, "il étale seulement ses cartes, sans rien dire").get("one_card_shown") is not True
