"""Round 22, second pass over the facts that fired where their concept was absent (found, as in
test_r22_overfiring.py, from the facts that made a wrong first section apply on the invented development half and the
real development incidents), narrowed in the terms of their concept: a repeat's words told of something else (a
sanction asked about now, a card that shows up twice, the official called twice) are no fault repeated; the big blind
acting on, then another seat folding, is no big blind folding; the phone of someone who is not a player, phones lit in a
power cut, a message sent to an official are no device used at the table. Every phrase is ours, invented for this
file; each narrowing has the sentence where it must still fire."""

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
