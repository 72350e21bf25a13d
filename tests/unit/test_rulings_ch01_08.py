"""Rulings of chapters 1-8 fixed against their text: each test quotes the sentence it implements and asks the engine
for the clause's decision on given facts (the rules of the clause that fully apply, exceptions checked)."""

from __future__ import annotations

import pytest

from engine import inference
from engine.rulecheck import squash

ROPTA = "ropta-2019.03"


def decisions(kb, number: str, quote: str, **facts) -> set[str]:
    """Decisions of the rules of §number that apply to these facts; the quoted sentence must be the clause's words."""
    clause = kb.clause(ROPTA, number)
    assert squash(quote) in squash(clause.text), f"§{number} ne contient pas : {quote}"
    m = inference.model(kb)
    key = f"{ROPTA}:{clause.id}"
    return {r["then"]["decision"] for r in m.rules[key]
            if inference.evaluate(m, key, r, facts).status == "applies"}


# §6.1 -------------------------------------------------------------------------------------------------------------
ABSENT_61 = ("Donc un joueur qui aurait été absent en début de donne mais présent une fois celle-ci constatée ne pourra "
             "pas jouer le coup issu de la nouvelle donne.")


def test_6_1_a_player_absent_at_the_start_of_the_deal_does_not_play_the_new_deal(kb):
    assert "absent-ne-joue-pas-la-nouvelle-donne" in decisions(kb, "6.1", ABSENT_61, misdeal=True, absent=True)
    assert "absent-ne-joue-pas-la-nouvelle-donne" not in decisions(kb, "6.1", ABSENT_61, misdeal=True)


def test_6_1_no_new_deal_for_anyone_after_substantial_action(kb):
    got = decisions(kb, "6.1", ABSENT_61, misdeal=True, absent=True, substantial_action=True)
    assert "absent-ne-joue-pas-la-nouvelle-donne" not in got and "fausse-donne" not in got


def test_6_1_no_misdeal_on_a_deliberate_act(kb):
    quote = "Aucune fausse donne ne peut être annoncée sur un acte volontaire d’un joueur"
    assert decisions(kb, "6.1", quote, misdeal=True, deliberate_misdeal=True) == {"joueur-hors-du-coup"}


# §7.8 -------------------------------------------------------------------------------------------------------------
SPLIT_78 = ("Attention, si l’incident n’a pas influencé les folds des joueurs précédents (ex : irrégularité du paquet "
            "reconnue après les folds), le pot est partagé entre les joueurs restant à égalité de mises.")


def test_7_8_an_irregular_deck_found_after_the_folds_splits_the_pot(kb):
    got = decisions(kb, "7.8", SPLIT_78, deck_irregular=True, folds_before_incident=True)
    assert got == {"pot-partage-a-egalite-de-mises"}


def test_7_8_an_irregular_deck_found_before_any_fold_annuls_the_hand(kb):
    quote = "Il y a une irrégularité flagrante dans le paquet (joker, 2 fois la même carte...)"
    assert decisions(kb, "7.8", quote, deck_irregular=True, folds_before_incident=False) == {"coup-annule"}


def test_5_4_leaves_the_split_after_folds_to_7_8(kb):
    quote = "la donne est annulée et les jetons sont restitués aux joueurs et ce même si ça arrive à la turn"
    assert decisions(kb, "5.4", quote, deck_irregular=True, folds_before_incident=True) == set()
    assert decisions(kb, "5.4", quote, deck_irregular=True) == {"coup-annule"}


# §8.1 -------------------------------------------------------------------------------------------------------------
WARN_81 = ("Dans le cas où un responsable de tournoi est obligé d'intervenir pour rendre sa main (si les cartes sont "
           "identifiables) à un joueur qui ne l'a pas protégée, ce dernier recevra un avertissement.")


def test_8_1_an_unprotected_hand_alone_is_no_warning(kb):
    assert "avertissement" not in decisions(kb, "8.1", WARN_81, hand_unprotected=True)


def test_8_1_the_warning_comes_when_an_official_returns_the_hand(kb):
    """The rulebook's case of a floor giving back an unprotected hand: cards thrown onto it, identified (§8.5)."""
    facts = {"hand_unprotected": True, "muck_onto_hand": True}
    assert "avertissement" in decisions(kb, "8.1", WARN_81, identifiable=True, **facts)
    assert "avertissement" not in decisions(kb, "8.1", WARN_81, identifiable=False, **facts)


# §8.6 -------------------------------------------------------------------------------------------------------------
EXPOSE_86 = "Si le joueur dont c’est le tour de jouer expose sa main sans aucun commentaire au milieu de la table"


def test_8_6_only_the_player_whose_turn_it_is(kb):
    facts = {"hand_exposed": True, "declaration": "none"}
    assert "fold-ou-call" not in decisions(kb, "8.6", EXPOSE_86, own_turn=False, **facts)
    assert "fold-ou-call" in decisions(kb, "8.6", EXPOSE_86, own_turn=True, **facts)


def test_8_6_a_hand_shown_with_a_declaration_is_not_this_case(kb):
    assert "fold-ou-call" not in decisions(kb, "8.6", EXPOSE_86, hand_exposed=True, own_turn=True, declaration="call")


# §4.1 -------------------------------------------------------------------------------------------------------------
FIRST_CARD_41 = ("Un joueur doit être assis à sa place ou, si ponctuel et justifié, debout à portée de son jeu lorsque "
                 "la première carte de la donne est distribuée pour pouvoir jouer la main. Dans tout autre cas la main "
                 "est déclarée morte.")


def test_4_1_absent_at_the_first_card_dealt_is_a_dead_hand(kb):
    assert "main-morte" in decisions(kb, "4.1", FIRST_CARD_41, absent=True, presence_at_deal=True)


def test_4_1_an_exposed_first_card_is_not_the_first_card_dealt(kb):
    """`first_cards_exposed` is §6.1's exposed card: it says nothing of when the player must be seated."""
    got = decisions(kb, "4.1", FIRST_CARD_41, absent=True, allin=True, first_cards_exposed=True)
    assert "main-morte" not in got and "main-vivante-sanction" in got


def test_4_1_phone_warning_only_while_in_the_hand(kb):
    quote = ("Un joueur qui utilise son téléphone ou un autre objet électronique de façon active alors qu’il est en jeu "
             "dans le coup sera averti.")
    assert decisions(kb, "4.1", quote, phone=True, phase="flop", still_in_hand=False) == set()
    assert decisions(kb, "4.1", quote, phone=True, phase="flop") == {"avertissement-puis-main-jetee"}


# §4.4, §4.3, §4.2: ante formats -------------------------------------------------------------------------------------
HU_ANTE_44 = "Si le format des ante n’est pas le format classique, il n’y a pas d’ante en HU."


@pytest.mark.parametrize("fmt", ["button", "big_blind"])
def test_4_4_no_ante_heads_up_when_the_format_is_not_classic(kb, fmt):
    assert "pas-d-ante-en-heads-up" in decisions(kb, "4.4", HU_ANTE_44, heads_up_button=True, ante_format=fmt)


def test_4_4_classic_antes_are_not_removed_heads_up(kb):
    assert "pas-d-ante-en-heads-up" not in decisions(kb, "4.4", HU_ANTE_44, heads_up_button=True, ante_format="classic")


def test_4_3_dead_button_means_no_button_ante(kb):
    quote = "Ante bouton : lorsque le bouton est mort, il n’y a pas d’ante dans le format ante bouton."
    assert "pas-d-ante" in decisions(kb, "4.3", quote, dead_button=True, ante_format="button")
    assert "pas-d-ante" not in decisions(kb, "4.3", quote, dead_button=True, ante_format="big_blind")


def test_4_2_all_antes_to_an_all_in_player_only_in_button_and_big_blind_formats(kb):
    quote = ("Dans les formats ante bouton et ante big blind, les joueurs à tapis peuvent prétendre à l’intégralité des "
             "ante peu importe la taille de leur tapis.")
    assert "pretend-a-toutes-les-antes" in decisions(kb, "4.2", quote, antes=True, allin=True, ante_format="button")
    got = decisions(kb, "4.2", quote, antes=True, allin=True, ante_format="classic")
    assert "pretend-a-toutes-les-antes" not in got and "blinde-avant-ante" not in got


# §1.10 and §2.7 ---------------------------------------------------------------------------------------------------
BUBBLE_110 = "S’il s’agit de la bulle, voir le §2.7."
TABLES_27 = ("S’ils sont sur 2 tables différentes, ils seront classés à égalité (avec partage du prizepool du dernier "
             "payé le cas échéant).")


def test_1_10_the_bubble_across_tables_gets_a_decision(kb):
    facts = {"eliminated_together": True, "different_tables": True, "bubble": True}
    assert decisions(kb, "1.10", BUBBLE_110, **facts) == {"egalite-partage-du-dernier-paye"}
    assert decisions(kb, "2.7", TABLES_27, hand_for_hand=True, **facts) >= {"egalite-partage-du-dernier-paye"}


def test_1_10_different_tables_outside_the_bubble_are_tied(kb):
    quote = "s’ils étaient assis à deux tables différentes et qu’il ne s’agit pas de la bulle, ils sont définitivement ex-æquo"
    got = decisions(kb, "1.10", quote, eliminated_together=True, different_tables=True, bubble=False)
    assert got == {"ex-aequo"}


def test_1_10_at_the_bubble_at_one_table_the_bigger_stack_ranks_higher(kb):
    quote = "celui qui possédait le plus gros tapis au début du coup sera le mieux classé"
    got = decisions(kb, "1.10", quote, eliminated_together=True, different_tables=False, bubble=True, same_stack=False)
    assert got == {"plus-gros-tapis-mieux-classe"}


# §5.3, §8.2, §8.3 -------------------------------------------------------------------------------------------------
def test_5_3_two_boxed_cards_after_the_deal_annul_the_hand_not_a_misdeal(kb):
    quote = "Après la donne initiale, deux nouvelles cartes à l’envers annulent le coup si des enchères sont encore possibles."
    facts = {"boxed_card": True, "cards_exposed": 2}
    assert decisions(kb, "5.3", quote, phase="turn", **facts) == {"coup-annule"}
    assert decisions(kb, "5.3", quote, phase="deal", **facts) == {"fausse-donne"}


def test_8_2_no_recourse_is_for_an_unprotected_hand(kb):
    quote = "Si le donneur brûle une main non-protégée ou si un autre joueur la jette, le joueur dont la main est brulée n’a aucun recours"
    assert decisions(kb, "8.2", quote, hand_mucked=True, mucked_by="dealer", hand_unprotected=False) == set()
    assert decisions(kb, "8.2", quote, hand_mucked=True, mucked_by="self", hand_unprotected=True) == set()


def test_8_3_the_inadvertent_muck_penalty_is_for_a_player_who_could_check(kb):
    quote = "La main jetée par inadvertance d’un joueur n’ayant rien misé mais qui pouvait checker, est déclarée morte et il sera pénalisé."
    got = decisions(kb, "8.3", quote, hand_mucked=True, accidental=True, open_muck=False)
    assert got == set()
    assert decisions(kb, "8.3", quote, hand_mucked=True, accidental=True, open_muck=True) == {"main-morte"}


def test_6_1_two_exposed_cards_on_the_board_are_not_a_misdeal(kb):
    """§6 is the initial deal: two cards face up when the flop is dealt are §7.8's case (« après la première donne »)."""
    quote = "Deux cartes ou plus ont été retournées"
    assert "fausse-donne" in decisions(kb, "6.1", quote, cards_exposed=2, phase="deal")
    assert "fausse-donne" not in decisions(kb, "6.1", quote, cards_exposed=2, phase="flop")


def test_5_4_a_recoverable_hand_with_two_decks_is_recovered(kb):
    quote = "Si le coup est récupérable (cas d’un joueur à tapis pré flop"
    assert decisions(kb, "5.4", quote, two_decks_mixed=True, hand_recoverable=True) == {"coup-recupere"}
    assert decisions(kb, "5.4", quote, two_decks_mixed=True, hand_recoverable=False) == {"coup-annule-si-irrecuperable"}
