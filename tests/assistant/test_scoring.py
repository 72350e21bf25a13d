"""One scoring path: weights in one place, no global state, questions decided by the real ranking, moment and actor."""

from __future__ import annotations

import dataclasses
from engine import inference
from engine.inference import ask
from engine.scoring import rank
from engine.text import stream
from engine.weights import WEIGHTS


def top(answer):
    return answer["results"][0]


def test_a_ranking_never_depends_on_call_order(kb, tmp_path):
    """The thesaurus belongs to the compiled model: another knowledge base used in between changes nothing."""
    from engine.kb import build
    from engine.search import search
    from tests.unit.test_loading_errors import make_tree

    text = "le croupier a retourné une carte en distribuant"
    raw = stream(text)
    before = (search(kb, text), [(r["number"], r["score"]) for r in ask(kb, text)["results"]])
    mini = build(make_tree(tmp_path))  # a rulebook without thesaurus
    inference.model(mini)
    ask(mini, "une carte")
    after = (search(kb, text), [(r["number"], r["score"]) for r in ask(kb, text)["results"]])
    assert before == after
    assert stream(text) == raw  # no thesaurus installed anywhere: the words stay the floor's
    assert stream(text, inference.model(kb).thesaurus) != raw  # "croupier" is read as "donneur" by the model only


def test_weights_are_one_argument_of_the_ranking(kb):
    text = "le donneur a retourné une carte en distribuant"
    words_only = dataclasses.replace(WEIGHTS, rule=0.0)
    assert top(ask(kb, text))["score"] != top(ask(kb, text, w=words_only))["score"]


def test_every_question_asked_can_change_the_top_result(kb):
    """A question is asked only if one of its answers changes the first clause or its decision (the real ranking)."""
    for text in ("un joueur a été oublié dans le tour d'enchères", "la carte du flop est tombée par terre",
                 "il a jeté ses cartes dans le muck"):
        answer = ask(kb, text)
        first = (top(answer)["id"], top(answer)["decision"])
        for q in answer["questions"]:
            outcomes = {(top(a)["id"], top(a)["decision"]) for a in
                        (ask(kb, text, facts={q["fact"]: o["value"]}) for o in q["options"])}
            assert outcomes - {first}, f"{text!r} : la question {q['fact']} ne change rien"


def test_a_dealer_muck_is_not_a_hand_the_player_threw(kb):
    """The actor decides: §8.3 (cards thrown, mixed with the muck) is the player's act; the dealer's is §8.2."""
    dealer = ask(kb, "le donneur a ramassé la main de A, les cartes sont mélangées au muck", trace=True)
    assert top(dealer)["number"] == "8.2"
    assert "8.3" not in [r["number"] for r in dealer["results"]]
    assert any(k.endswith(":cartes-jetees-indiscernables") for k in dealer["trace"]["excluded"])
    player = ask(kb, "il a jeté sa main dans le muck, les cartes sont mélangées au muck")
    assert top(player)["number"] == "8.3"


def test_the_moment_of_the_hand_removes_a_clause(kb):
    """§6.3 (a card exposed during the deal) cannot decide what happened at the river."""
    m = inference.model(kb)
    facts = {"cards_exposed": True, "phase": "river"}
    traced: dict = {}
    keys = [k for _, k, _ in rank(kb, m, facts, {"ropta-2019.03:cartes-retournees": 1.0}, "ropta-2019.03",
                                       trace=traced)]
    assert "ropta-2019.03:cartes-retournees" not in keys and traced["ropta-2019.03:cartes-retournees"]["excluded"]
    keys = [k for _, k, _ in rank(kb, m, {"cards_exposed": True, "phase": "deal"}, {}, "ropta-2019.03")]
    assert keys[0] == "ropta-2019.03:cartes-retournees"


def test_tapis_as_the_stack_is_not_all_in(kb):
    def facts(text):
        return {f["name"] for f in ask(kb, text)["facts"]}

    for stack in ("il regarde un tapis avant de parler", "selon les tapis on ajoute des jetons"):
        assert "allin" not in facts(stack), stack
    for push in ("il fait tapis", "il est à tapis", "tapis !"):
        assert "allin" in facts(push), push


def test_the_dealer_is_not_the_deal(kb):
    """'deal' was a trigger of the deal phase, and the thesaurus reads 'dealer' as 'donneur': never the moment."""
    assert "phase" not in {f["name"] for f in ask(kb, "le dealer a ramassé la main de A")["facts"]}
