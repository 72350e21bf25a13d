"""False readings of the deal's facts from scenery words, in phrasings of our own (none is a case's): a seat number
before a noun is no count, a player showing or keeping his own hand is no card exposed at the deal nor a board card
kept, a hand mixed into the muck or a pot cut in two is no shuffle, another seat of the same table is no other table,
a whole table that protests saw nothing, a player acting out of turn brings no board card out too soon. Each false
reading is checked next to the true one it must not stop (a test that can fail both ways)."""

import pytest

from tests.assistant.reading import facts_of


@pytest.mark.parametrize("text,fact", [
    # a seat number is no count: « le 4 » then his cards, « le 2 » then his all-in
    ("le 3 lâche ses cartes vers le croupier", "wrong_card_count"),
    ("au turn le 2 pousse tapis, le 6 réfléchit", "no_more_betting"),
    # a player turning or keeping his own hand
    ("croyant avoir gagné, le cut-off abat ses cartes face visible alors qu'il reste une carte", "cards_exposed"),
    ("elle récupère ses cartes et les retourne : brelan", "cards_exposed"),
    ("le gros stack garde ses cartes en main et fixe son adversaire", "keep_premature_card"),
    # a hand lost in the muck, a pot split
    ("le croupier croit au fold et mélange ses cartes au muck", "shuffle"),
    ("le floor coupe le pot en deux faute de mieux", "shuffle"),
    # the same table
    ("un autre joueur de la table se met à crier", "tables_differ"),
    # the table protests, nobody speaks of seeing a card
    ("toute la table râle contre la lenteur du siège 9", "seen_by"),
    # a burn too early is no second burn
    ("la croupière brûle trop tôt, avant la fin des enchères", "two_burns"),
    # « faire », « regarder » alone are no card turned by the player himself
    ("le bouton fait tapis et retourne aussitôt son as", "exposed_by"),
    ("il regarde la réaction du big blind puis retourne sa paire", "exposed_by"),
    # cards kept under the table are hidden, not fallen; « en même temps » names no same dealer
    ("le siège 7 tient ses cartes sous la table pendant tout le coup", "card_dropped"),
    ("elle paie et, en même temps, le croupier annonce la pause", "dealing_repeated"),
    # a player putting his own hand face up
    ("il met ses cartes en l'air alors que le coup n'est pas fini", "cards_exposed"),
    # the end of the hand still to come, or the question whether to go on, is no error raised late
    ("avant la fin du coup, le siège 2 se lève et part", "error_seen_late"),
    ("le floor se demande s'il continue le coup ou s'il l'annule", "error_seen_late"),
    ("on annonce la pause à la fin du coup", "error_seen_late"),
    # a replacement deck is a deck change, not two decks in one deal
    ("une carte est cornée, le joueur réclame un autre paquet", "two_decks_mixed"),
])
def test_scenery_reads_no_deal_fact(model, text, fact):
    assert fact not in facts_of(model, text)


def test_player_out_of_turn_is_no_premature_card(model):
    # the card came at its time; the player spoke out of turn
    facts = facts_of(model, "la river arrive, et le second annonce tapis avant son tour")
    assert "premature" not in facts


@pytest.mark.parametrize("text,fact,value", [
    # the true readings next to them still hold
    ("le dealer lui a donné 3 cartes au lieu de deux", "wrong_card_count", True),
    ("le croupier en distribuant retourne 2 cartes", "cards_exposed", 2),
    ("la donneuse accroche le paquet, 12 cartes visibles sur la table", "cards_exposed", 12),
    ("en distribuant la dealeuse expose une carte du siège 5", "cards_exposed", 1),
    ("la croupière mélange mal le paquet avant de donner", "shuffle", True),
    ("on a oublié de couper le paquet", "shuffle", True),
    ("la carte est partie face visible, toute la table l'a vue", "seen_by", "all"),
    ("il a brûlé une carte de trop avant la turn", "two_burns", True),
    ("le même problème sur toutes les autres tables", "tables_differ", True),
    ("le croupier sort la turn trop tôt, le 5 n'avait pas parlé", "premature", True),
    ("une de ses cartes glisse et tombe sous la table", "card_dropped", True),
    ("en relevant ses cartes il en retourne une, un valet", "exposed_by", "player"),
    ("c'est le même donneur qui enchaîne les fausses donnes", "dealing_repeated", True),
    ("la brûlée manquante, on ne l'a remarqué qu'à la river, seulement à la fin du coup", "error_seen_late", True),
    ("on a joué jusqu'au bout avant que le 4 s'en plaigne", "error_seen_late", True),
    ("la turn vient de l'autre paquet, celui du prochain donneur", "two_decks_mixed", True),
])
def test_true_deal_readings_kept(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value
