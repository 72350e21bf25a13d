"""Round 22, second pass over the facts that fired where their concept was absent (found, as in
test_r22_overfiring.py, from the facts that made a wrong first section apply on the invented development half and the
real development incidents), narrowed in the terms of their concept: a repeat's words told of something else (a
sanction asked about now, a card that shows up twice, the official called twice) are no fault repeated; the big blind
acting on, then another seat folding, is no big blind folding; the phone of someone who is not a player, phones lit in a
power cut, a message sent to an official are no device used at the table; a belief about what a word means is no
player believed out; a cheat not spoken of is no cheat; a bet wanted is no call claimed; the official giving chips back
is no change wished; cards put in the muck are no open muck (« open » read « mise » inside the anglicism); « délire »
is no « se dédire »; a player passed over in a round of the deal is no turn skipped in the betting; a player waiting for
a seat next to another table is no hand-for-hand; the level's clock falling to zero, and cards thrown that land on the
muck, are no card dropped from the table. Every phrase is ours, invented for this file; each narrowing has the
sentence where it must still fire."""

import pytest

from .reading import facts_of


# -- repeated: the words of a repeat told of something else ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    # « déjà » after « peut » asks about now: no warning given before
    "Une joueuse crie sur le croupier pour la première fois. Le directeur peut-il déjà la pénaliser ?",
    "Doit-on déjà le sanctionner, ou attendre qu'il recommence ?",
    # a card seen twice in the deck: a duplicate card, no fault done again
    "À la river, le valet de trèfle figure deux fois sur le tableau.",
    # the one who calls the official twice is asking, not offending
    "Ma voisine a appelé l'arbitre deux fois pendant ce coup.",
    "J'ai réclamé deux fois le floor, personne n'est venu.",
])
def test_repeat_words_in_another_sense_are_no_repeated_fault(model, text):
    assert facts_of(model, text).get("repeated") is not True


@pytest.mark.parametrize("text", [
    "Il a déjà été sanctionné ce soir, le floor peut-il l'exclure ?",  # a warning given before: a repeat
    "Le croupier a brûlé la mauvaise carte deux fois ce soir.",  # the dealer's fault, twice
    "Il a insulté son voisin à plusieurs reprises.",
])
def test_a_fault_done_again_still_read(model, text):
    assert facts_of(model, text).get("repeated") is True


# -- bb_folds: the fold of the next seat ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Au turn, la BB checke, le bouton se couche sans voir qu'il pouvait checker.",
    "Pot limpé, la grosse blinde paye, son voisin jette ses cartes.",
])
def test_another_seat_folding_after_the_big_blind_is_no_big_blind_fold(model, text):
    assert facts_of(model, text).get("bb_folds") is not True


@pytest.mark.parametrize("text", [
    "Tout le monde a limpé et la BB, distraite, jette sa main.",
    "La BB checke au flop, le bouton mise, et là la BB jette ses cartes.",  # the big blind's own fold, later
])
def test_the_big_blind_folding_still_read(model, text):
    assert facts_of(model, text).get("bb_folds") is True


# -- phone: not a player's device at the table ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # the dealer's or the official's phone
    "La donneuse, le nez dans son portable, oublie de brûler une carte avant le flop.",
    "Le floor regarde son téléphone au lieu de venir à notre table.",
    # phones lit in a power cut
    "Panne de courant à la turn : les joueurs allument leur téléphone pour voir le tableau.",
    # a message sent to an official, away from play
    "La veille, elle avait écrit au directeur par SMS pour dire qu'elle arriverait tard.",
    "Il a envoyé un texto au floor pour réserver sa place.",
])
def test_a_phone_not_used_by_a_player_in_play_is_no_device(model, text):
    assert facts_of(model, text).get("phone") is not True


@pytest.mark.parametrize("text", [
    "Le joueur du 4, le nez dans son portable, ne voit pas que c'est à lui.",  # a player's phone
    "Pendant le coup, il envoie un SMS à un ami.",
    "Le croupier voit que le joueur du 2 regarde son téléphone pendant la main.",  # the player's, seen by the dealer
    "Le joueur allume son téléphone en pleine main.",  # turned on at the table, no light wanted
])
def test_a_players_phone_in_play_still_read(model, text):
    assert facts_of(model, text).get("phone") is True


# -- left_to_act: a belief about a word ------------------------------------------------------------------------------

def test_a_belief_about_what_a_word_means_is_no_player_left_to_act(model):
    text = "Novice, il croyait que passer signifiait checker, et il a lâché ses cartes."
    assert facts_of(model, text).get("left_to_act") is not True


def test_a_belief_that_the_others_are_out_still_read(model):
    assert facts_of(model, "Il croit que tout le monde a passé et balance sa main.").get("left_to_act") is True


# -- cheating: a cheat not spoken of ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Le floor contrôle la main du 4 sans évoquer de tricherie.",
    "Elle demande à voir la main, sans parler de fraude, juste par curiosité.",
])
def test_a_cheat_not_spoken_of_is_no_cheat(model, text):
    assert facts_of(model, text).get("cheating") is not True


def test_a_cheat_told_still_read(model):
    assert facts_of(model, "Il a triché : il a échangé une carte avec son voisin.").get("cheating") is True


# -- claims_call: another act wanted --------------------------------------------------------------------------------

def test_a_bet_wanted_is_no_call_claimed(model):
    text = "Il explique qu'il voulait relancer, mais qu'il a suivi les autres sans réfléchir."
    assert facts_of(model, text).get("claims_call") is not True


@pytest.mark.parametrize("text", [
    "Il a poussé deux plaques, puis dit qu'il voulait juste suivre.",
    "Elle voulait payer, pas relancer.",
])
def test_a_call_wanted_still_read(model, text):
    assert facts_of(model, text).get("claims_call") is True


# -- change_making: the wish and the giving back side by side --------------------------------------------------------

def test_an_official_giving_chips_back_is_no_change_wished(model):
    text = "Elle veut la totalité, le directeur lui rend 900."
    assert facts_of(model, text).get("change_making") is not True


@pytest.mark.parametrize("text", [
    "Il lâche une plaque de 10 000 et demande qu'on lui rende 7 000.",
    "Elle veut que le croupier lui rende la différence.",
])
def test_change_wished_still_read(model, text):
    assert facts_of(model, text).get("change_making") is True


# -- open_muck: « open » inside the anglicism ------------------------------------------------------------------------

def test_cards_put_in_the_muck_are_no_open_muck(model):
    text = "Absent, il a eu ses mains distribuées puis mises au muck jusqu'à son arrivée."
    assert facts_of(model, text).get("open_muck") is not True


@pytest.mark.parametrize("text", ["Au flop, il fait un open muck.", "C'est un open-muck : personne n'avait misé."])
def test_open_muck_named_still_read(model, text):
    assert facts_of(model, text).get("open_muck") is True


# -- word_taken_back: « délire » is a known word --------------------------------------------------------------------

def test_talking_nonsense_is_no_word_taken_back(model):
    assert facts_of(model, "Franchement, le croupier délire avec son compte.").get("word_taken_back") is not True


def test_a_word_taken_back_still_read(model):
    assert facts_of(model, "Il annonce qu'il se couche, puis veut se dédire.").get("word_taken_back") is True


# -- forgotten_player: passed over in a round of the deal ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "La donneuse l'a sauté au deuxième tour, il n'a reçu qu'une carte.",
    "Une joueuse oubliée au second tour reçoit sa carte en dernier.",
])
def test_a_player_passed_over_at_the_deal_is_no_turn_skipped(model, text):
    assert facts_of(model, text).get("forgotten_player") is not True


@pytest.mark.parametrize("text", [
    "Le croupier zappe le siège 2 et demande au 3 de parler.",
    "Un joueur a été oublié dans le tour d'enchères.",
])
def test_a_turn_skipped_in_the_betting_still_read(model, text):
    assert facts_of(model, text).get("forgotten_player") is True


# -- hand_for_hand: a seat waited for ---------------------------------------------------------------------------------

def test_a_player_waiting_for_a_seat_is_no_hand_for_hand(model):
    text = "Après la fermeture de sa table, elle attend un siège à côté d'une autre table."
    assert facts_of(model, text).get("hand_for_hand") is not True


def test_the_other_tables_waiting_still_read(model):
    assert facts_of(model, "À la bulle, les autres tables attendent que notre coup finisse.").get("hand_for_hand") is True


# -- card_dropped: the clock falls, cards land on the muck -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Le minuteur tombe à zéro alors qu'on regarde encore les cartes du gagnant.",
    "Elle lance sa main vers la donneuse ; les cartes tombent sur le muck.",
])
def test_a_clock_falling_or_cards_on_the_muck_are_no_card_dropped(model, text):
    assert facts_of(model, text).get("card_dropped") is not True


@pytest.mark.parametrize("text", [
    "Pendant le coup, une carte du 3 tombe au sol.",
    "Le chrono tourne quand sa carte glisse de la table.",
])
def test_a_card_off_the_table_still_read(model, text):
    assert facts_of(model, text).get("card_dropped") is True
