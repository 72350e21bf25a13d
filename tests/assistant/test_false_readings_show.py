"""Facts of dead hands, showdown and leaving the tournament read in another sense from scenery words, in phrasings of
our own: a knocked-out player who leaves is no player giving up (1.9), chips left at the seat are no stack given up,
a look at one's cards (« jeter un œil ») or chips thrown in are no hand mucked, « encore une main » is one more hand
and no opponent still holding his, a seat number before « tapis » is no side pot, a player's « tapis » next to
« l'autre » is nobody playing another's stack. The true senses stay read."""

import pytest

from tests.assistant.reading import facts_of


@pytest.mark.parametrize("text", [
    "éliminée, elle quitte le tournoi et on oublie de retirer son siège du plan de table",
    "il quitte la salle après son élimination, ses cartes arrivent quand même au coup suivant",
    "sorti à la river, il quitte la salle ; deux mains plus tard le donneur lui distribue encore des cartes",
    "le joueur qui a sauté au turn rentre chez lui, son siège reste vide",
    "il laisse ses jetons sans surveillance pour aller fumer, le niveau change",
    "elle laisse son tapis à sa place pendant la pause repas",
])
def test_leaving_after_elimination_or_for_a_while_is_not_quitting(model, text):
    assert facts_of(model, text).get("quits") is not True


@pytest.mark.parametrize("text", [
    "fatigué, il décide de quitter le tournoi et laisse ses jetons à la table",
    "à minuit il jette l'éponge et rentre chez lui avec 12 blindes",
])
def test_giving_up_still_read(model, text):
    assert facts_of(model, text).get("quits") is True


@pytest.mark.parametrize("text", [
    "avant de parler il jette un coup d'œil à ses cartes et annonce relance à 3000",
    "elle a jeté un œil à sa main puis a dit call",
    "il jette ses jetons au milieu sans rien annoncer, deux plaques de 500",
    "au flop elle jette une plaque au milieu, le croupier ne sait pas si c'est un call",
])
def test_a_look_or_chips_thrown_are_no_muck(model, text):
    assert facts_of(model, text).get("hand_mucked") is not True


@pytest.mark.parametrize("text", [
    "à la river il jette ses cartes face cachée vers le croupier",
    "elle balance sa main dans le muck sans la montrer",
])
def test_a_thrown_hand_still_read(model, text):
    assert facts_of(model, text).get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "le directeur annonce qu'on joue encore une main avant la pause, le dealer distribue",
    "on donne encore une main à la table 4 puis on casse la table",
])
def test_one_more_hand_is_no_forgotten_opponent(model, text):
    assert facts_of(model, text).get("fast_muck") is not True


@pytest.mark.parametrize("text", [
    "au turn le joueur du 3 fait tapis et l'autre suit",
    "la joueuse du siège 3 annonce tapis, son adversaire paie",
])
def test_a_seat_number_is_no_side_pot_nor_borrowed_stack(model, text):
    facts = facts_of(model, text)
    assert facts.get("side_pot") is not True
    assert facts.get("impersonation") is not True


@pytest.mark.parametrize("text", [
    "trois joueurs à tapis, tailles différentes : quel pot on distribue d'abord ?",
])
def test_several_all_ins_still_read(model, text):
    assert facts_of(model, text).get("side_pot") is True


@pytest.mark.parametrize("text", [
    "on s'aperçoit que son ami joue le tapis de quelqu'un d'autre depuis le début du day 2",
    "le cousin de l'inscrit joue le tapis d'un absent",
])
def test_another_entrants_stack_still_read(model, text):
    assert facts_of(model, text).get("impersonation") is True


@pytest.mark.parametrize("text", [
    "à l'abattage son adversaire montre une couleur, il jette sa main",
    "le payeur montre un full et le croupier lui pousse le pot",
    "elle montre ses deux cartes dès que le tapis est payé",
])
def test_a_combination_or_both_cards_shown_is_not_one_card(model, text):
    assert facts_of(model, text).get("one_card_shown") is not True


@pytest.mark.parametrize("text", [
    "il ne montre qu'un roi et demande le pot",
    "le gagnant montre qu'une seule de ses cartes",
])
def test_one_card_shown_still_read(model, text):
    assert facts_of(model, text).get("one_card_shown") is True


@pytest.mark.parametrize("text", [
    "la croupière a tué la main du joueur absent quand les cartes sont arrivées",
    "le donneur a tué sa main, il n'était pas à sa place",
])
def test_a_hand_killed_is_not_always_a_winning_hand(model, text):
    assert facts_of(model, text).get("kill_winning_hand") is not True


@pytest.mark.parametrize("text", [
    "pendant la pause le joueur du 2 demande qu'on recompte son tapis",
    "pendant le break un joueur réclame un changement de siège",
])
def test_a_break_is_no_hand_under_way(model, text):
    assert facts_of(model, text).get("still_in_hand") is not True


@pytest.mark.parametrize("text", [
    "il perd un gros pot, furieux il frappe la table et insulte le dealer",
    "de rage il frappe du poing sur la table après le bad beat",
])
def test_a_table_struck_in_anger_is_conduct_not_a_check(model, text):
    facts = facts_of(model, text)
    assert facts.get("terminology") is not True
    assert facts.get("misconduct") is True


def test_a_tap_for_a_check_still_read(model):
    assert facts_of(model, "au turn il frappe la table, le dealer prend ça pour un check").get("terminology") is True


@pytest.mark.parametrize("text", [
    "le joueur hurle qu'il avait payé avant que le croupier ramasse",
    "elle crie à la fausse donne dès que sa main part avec la défausse",
    "il hurle au scandale quand le floor lui donne tort",
])
def test_a_claim_shouted_is_not_rude_conduct(model, text):
    assert facts_of(model, text).get("misconduct") is not True


def test_shouting_at_someone_still_read(model):
    assert facts_of(model, "il hurle sur la croupière et la traite d'incapable").get("misconduct") is True


@pytest.mark.parametrize("text", [
    "la SB complète pour égaliser la mise de la BB",
    "il égalise avec un jeton de 100 puis se couche au flop",
])
def test_matching_a_bet_is_no_tie(model, text):
    assert facts_of(model, text).get("split_pot") is not True


def test_a_tie_still_read(model):
    assert facts_of(model, "deux quintes à égalité, on coupe le pot").get("split_pot") is True


@pytest.mark.parametrize("text, fact", [
    ("il explose quand le floor lui donne tort", "hand_exposed"),
    ("« je suis battu », dit-il en regardant le board", "shuffle"),
    ("short stack à 4 blindes, il pousse tout au milieu", "angle_shoot"),
    ("un couple est assis à la même table depuis le début", "shuffle"),
])
def test_a_real_word_is_not_mended_into_a_trigger_word(model, text, fact):
    assert facts_of(model, text).get(fact) is not True


def test_known_words_are_no_typos(model):
    known = model.vocabulary.known_stems
    for word in ("explos", "battu", "short", "coupl", "report"):
        assert word in known


@pytest.mark.parametrize("text", [
    "la river tombe sur le board et donne la couleur au joueur qui a payé",
    "un 9 arrive au board, le joueur du 4 a gagné",
])
def test_a_board_card_and_a_player_are_no_board_played(model, text):
    assert facts_of(model, text).get("split_pot") is not True


def test_both_playing_the_board_still_read(model):
    assert facts_of(model, "tout le monde joue le board, chacun récupère sa part").get("split_pot") is True


@pytest.mark.parametrize("text", [
    "au turn elle sort ses jetons et relance à 8000",
    "il sort des jetons de sa pile sans rien dire",
])
def test_chips_brought_out_to_bet_are_no_transport(model, text):
    assert facts_of(model, text).get("chips_transport") is not True


def test_chips_taken_away_still_read(model):
    assert facts_of(model, "pendant la pause il met des jetons dans sa poche").get("chips_transport") is True
