"""The learned reading (engine.learned): its counts are today's, held-out halves never counted, and it ranks."""

from __future__ import annotations

import math

import yaml

from engine.inference import ask, learned_features, model
from engine.learned import Learned, bonuses, class_bonuses, compile_learned, features, log_probs
from engine.record import replace
from engine.weights import WEIGHTS
from tests import learn


def test_committed_counts_are_todays(kb):
    """A case, a trigger, a fact or the thesaurus changed without counting again would leave the learned reading on
    yesterday's features: the committed file must be exactly what tests/learn.py writes today."""
    text = learn.count(kb)
    committed = learn.TARGET.read_text(encoding="utf-8")
    assert committed == text, "rulebook/vocabulary/learned.yaml n'est pas à jour : python tests/learn.py"


def test_held_out_halves_are_never_counted():
    data = yaml.safe_load(learn.TARGET.read_text(encoding="utf-8"))
    assert data["trained_on"], "no case counted"
    assert not [f for f in data["trained_on"] if "heldout" in f]
    assert {f.rsplit("/", 1)[-1] for f in data["trained_on"]} >= {"dev.yaml", "annex.yaml"}


def test_features_are_stems_and_facts():
    got = features(["le", "donneur", "brul", "2000"], {"burned_cards": 2, "phase": "flop"})
    assert got == ["donneur", "brul", "f:burned_cards", "f:burned_cards=2", "f:phase", "f:phase=flop"]


def _toy() -> Learned:
    doc = {"classes": [{"clause": "ed:a", "cases": 3, "features": "brul:3 f:x:2"},
                       {"clause": "ed:b", "cases": 1, "features": "mis:4"}]}
    return compile_learned([doc], ["ed:a", "ed:b", "ed2:a"], lambda e: [e, "ed"] if e == "ed2" else [e])


def test_naive_bayes_by_hand():
    """log P(c) + sum log((n + a) / (T + aV)): checked against the formula written out."""
    lp = _toy()
    a, size = 0.1, 3  # three distinct features
    got = log_probs(lp, ["brul", "mis", "inconnu"], a)
    want_a = math.log(3 / 4) + math.log((3 + a) / (5 + a * size)) + math.log((0 + a) / (5 + a * size))
    want_b = math.log(1 / 4) + math.log((0 + a) / (4 + a * size)) + math.log((4 + a) / (4 + a * size))
    assert math.isclose(got[0], want_a) and math.isclose(got[1], want_b)


def test_bonus_is_one_for_the_favourite_and_decays():
    w = replace(WEIGHTS, learned=0.5, learned_alpha=0.1, learned_temperature=10.0, learned_prior=1.0)
    feats = ["brul", "brul", "f:x"]
    b = class_bonuses(_toy(), feats, w)
    lp = log_probs(_toy(), feats, 0.1)
    assert b[0] == 1.0 and math.isclose(b[1], math.exp((lp[1] - lp[0]) / 10)) and 0 < b[1] < 1
    assert class_bonuses(_toy(), ["inconnu"], w) == {}  # no feature the counts know: no bonus at all
    assert class_bonuses(None, ["brul"], w) == {}
    # per clause: a derived edition's clause gets its base's, weighted by `learned`
    assert bonuses(_toy(), feats, w) == {"ed:a": 0.5, "ed2:a": 0.5, "ed:b": 0.5 * b[1]}


def test_a_derived_edition_takes_the_class_of_its_base():
    assert _toy().of_clause == {"ed:a": 0, "ed:b": 1, "ed2:a": 0}


def test_the_bonus_reaches_the_ranking_and_the_trace(kb):
    """With the learned weight at 0 the trace shows no learned bonus; with it, the top clause shows its bonus and
    the words it came from."""
    text = "le dealer a brûlé deux cartes avant le flop"
    on = ask(kb, text, trace=True)["trace"]["candidates"][0]
    off = {c["key"]: c for c in ask(kb, text, trace=True, w=replace(WEIGHTS, learned=0.0))["trace"]["candidates"]}
    assert on["learned"] > 0 and "brul" in on["learned_from"]
    assert off[on["key"]]["learned"] == 0
    assert math.isclose(on["score"] - off[on["key"]]["score"], on["learned"] * on["prior"], abs_tol=0.002)


def test_leaving_a_file_out_removes_its_counts(kb):
    """bench/ measures each file on counts taken without it (tests/learn.py `without`)."""
    files = learn.training_files()
    rows = learn.labelled(kb, files)
    full = learn.without(kb, rows, files[0].parent / "none.yaml")
    less = learn.without(kb, rows, files[-1])
    assert sum(full.cases) == sum(len(labels) for _, labels, _ in rows)  # a case counts once per deciding clause
    assert sum(less.cases) < sum(full.cases)
    assert full.classes == model(kb).learned.classes


def test_features_follow_the_ruling_event_not_the_facts_given(kb):
    """A story is counted on the event `ask` rules on, as it answers it; a fact given is the rules' alone."""
    story = ("Le donneur a retourné une carte du joueur 4 pendant la donne, on a continué. Plus tard, à l'abattage, "
             "il pousse le pot au mauvais joueur avant que les cartes soient lues. Le floor est appelé.")
    event = ask(kb, story)["event"]
    assert event and event != story
    assert learned_features(kb, story) == learned_features(kb, event)
    told = "deux cartes retournées pendant la donne"
    given = ask(kb, told, facts={"substantial_action": True}, trace=True)["trace"]["candidates"]
    plain = ask(kb, told, trace=True)["trace"]["candidates"]
    plain = {c["key"]: c["learned"] for c in plain}
    same = [c["key"] for c in given if c["key"] in plain and c["learned"] == plain[c["key"]]]
    assert len(same) >= 5
    # the exception the given fact makes apply inherits the bonus of the clause it defeats, which keeps a share
    assert given[0]["key"].endswith("actions-substantielles") and given[0]["learned"] == plain[given[1]["key"]]
    assert given[1]["learned"] < plain[given[1]["key"]]


def test_a_rule_an_exception_of_facts_defeats_keeps_only_a_share_of_the_bonus(kb):
    """« Sauf l'une des deux premières cartes » is an exception made of a fact, not of a clause: once the floor says
    the card was one of the first two, the exposed-card clause's words no longer outweigh the misdeal rule that now
    applies (the words told the general case; the answer, the known one), so the question is worth asking."""
    told = "le croupier retourne une carte en distribuant"
    plain = ask(kb, told, trace=True)
    assert plain["results"][0]["id"] == "cartes-retournees"
    assert "first_cards_exposed" in [q["fact"] for q in plain["questions"]]
    given = ask(kb, told, facts={"first_cards_exposed": True}, trace=True)
    assert given["results"][0]["id"] == "fausse-donne"
    bonus = {c["key"]: c["learned"] for c in plain["trace"]["candidates"]}
    exposed = next(c for c in given["trace"]["candidates"] if c["key"].endswith(":cartes-retournees"))
    assert math.isclose(exposed["learned"], bonus[exposed["key"]] * WEIGHTS.defeated, abs_tol=0.002)


def test_the_process_memo_never_travels(kb):
    """Parsed counts kept for the process are not written to the cache's pickle nor to the site's snapshot."""
    import json
    import pickle

    from engine import snapshot

    m = model(kb)
    ask(kb, "le dealer a brûlé deux cartes avant le flop")
    assert m.learned.memo  # filled by the answer
    again = pickle.loads(pickle.dumps(m.learned))
    assert again.memo == {} and again.seen == m.learned.seen and again.of_clause == m.learned.of_clause
    state = json.loads(snapshot.dumps(kb))["state"]["model"]["v"]
    assert state["learned"]["v"]["memo"] == {} and state["stems_memo"] == {} and state["sentences"] == {}
