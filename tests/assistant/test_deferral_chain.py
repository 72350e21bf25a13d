"""A clause an exception defers to is tested with its own exceptions (engine.rules.evaluate, `DEFER_DEPTH`).

The misdeal (§6.6 fausse-donne) gives way to the substantial actions (§6.7); §6.7's rule for a wrong card count seen
after bets gives way in turn to the dealer completing his own hand (§6.8, « s'en rend compte avant son tour de jeu,
il peut compléter sa main avant d'agir »). Before, §6.7 was tested without its exceptions: the misdeal handed its
score to §6.7 even when §6.7's own rule gave way to §6.8, and even when §6.7's exception said no substantial action
had happened (« substantial_action: false »), so the misdeal the text orders was set aside. The first and third
tests fail on that engine. Also here: « en les tournant » (turning the cards) is no street (engine.text._gerund).
Every sentence is ours."""

import pytest

from engine.questions import _deferrals
from engine.rules import DEFER_DEPTH, deferred_chain, evaluate
from engine.scoring import rank
from tests.assistant.reading import facts_of

ED = "ropta-2023.10"
SEEN_AFTER_BETS = {"misdeal": True, "wrong_card_count": True, "betting_under_way": True}


def _misdeal(model, facts: dict):
    key = f"{ED}:fausse-donne"
    rule = next(r for r in model.rules[key] if r["id"] == "fausse-donne")
    return evaluate(model, key, rule, facts)


def test_the_misdeal_hands_its_score_down_the_chain_to_the_dealer_completing_his_hand(model):
    ev = _misdeal(model, {**SEEN_AFTER_BETS, "dealer_one_card": True})
    assert ev.status == "defeated" and ev.defeated_by == f"{ED}:deuxieme-carte-du-bouton", (ev.status, ev.defeated_by)


def test_the_misdeal_gives_way_to_the_substantial_actions_when_the_chain_stops_there(model):
    ev = _misdeal(model, {**SEEN_AFTER_BETS, "dealer_one_card": False})
    assert ev.status == "defeated" and ev.defeated_by == f"{ED}:actions-substantielles", (ev.status, ev.defeated_by)


def test_a_rule_its_own_exception_defeats_takes_no_score_from_the_rule_deferring_to_it(model):
    # §6.7's rule is defeated by « substantial_action: false »: no substantial action, so the misdeal stands
    ev = _misdeal(model, {**SEEN_AFTER_BETS, "substantial_action": False})
    assert ev.status == "applies" and ev.defeated_by is None, (ev.status, ev.defeated_by)


def test_a_ranking_puts_the_end_of_the_chain_first(kb, model):
    ranked = rank(kb, model, {**SEEN_AFTER_BETS, "dealer_one_card": True}, {}, ED)
    assert ranked[0][1] == f"{ED}:deuxieme-carte-du-bouton", [k for _, k, _ in ranked[:3]]


def test_the_chain_is_followed_for_what_a_rule_reads_and_who_hands_score_to_whom(model):
    rule = next(r for r in model.rules[f"{ED}:fausse-donne"] if r["id"] == "fausse-donne")
    chain = deferred_chain(model, ED, rule)
    assert chain[:2] == [f"{ED}:actions-substantielles", f"{ED}:deuxieme-carte-du-bouton"], chain
    assert "acted_with_one_card" in model.uses[f"{ED}:fausse-donne"]  # read two steps down: §6.8's exception
    assert f"{ED}:deuxieme-carte-du-bouton" in _deferrals(model)[0][f"{ED}:fausse-donne"]
    assert DEFER_DEPTH >= 2


@pytest.mark.parametrize("text,phase", [
    ("Le gagnant retourne sa main en la tournant vers le joueur d'à côté.", None),
    ("Il montre son as en le tournant vers moi.", None),
    ("Au tournant, le 4 mise 300 et son voisin paie.", "turn"),
])
def test_a_gerund_of_turning_is_no_street(model, text, phase):
    assert facts_of(model, text).get("phase") == phase
