"""The assistant snapshot: the compiled knowledge base as JSON data gives the same answers, and rebuilds only
classes of the engine."""

from __future__ import annotations

import json

import pytest

from engine import inference, search, snapshot
from engine.errors import RoptaError


def _memo() -> dict:
    return getattr(inference, "_MODELS", None) if hasattr(inference, "_MODELS") else inference._MODEL


@pytest.fixture
def fresh_state():
    """Forget the loaded model and search table around a test (they are module state)."""
    saved = dict(_memo()), dict(search._STATE)
    yield
    _memo().clear()
    _memo().update(saved[0])
    search._STATE.clear()
    search._STATE.update(saved[1])


def test_snapshot_answers_like_the_knowledge_base(kb, fresh_state, monkeypatch):
    says = ["une carte retournée pendant la donne", "un joueur a joué avant son tour", "relance de moins que le minimum"]
    before = [inference.ask(kb, s, top=5) for s in says]
    text = snapshot.dumps(kb)
    _memo().clear()
    search._STATE.clear()
    kb2 = snapshot.load(text)

    def no_rebuild(*args, **kwargs):
        raise AssertionError("the snapshot's model and table must be used, not rebuilt")

    import engine.cache

    monkeypatch.setattr(engine.cache, "cached", no_rebuild)
    after = [inference.ask(kb2, s, top=5) for s in says]
    assert json.dumps(after, sort_keys=True, default=str) == json.dumps(before, sort_keys=True, default=str)
    assert kb2.clause("ropta-2019.03", "6.3").text == kb.clause("ropta-2019.03", "6.3").text


def test_snapshot_refuses_classes_outside_the_engine():
    bad = {"format": snapshot.FORMAT, "state": {"§": "c", "c": "subprocess:Popen", "n": 0, "v": {}}}
    with pytest.raises(RoptaError, match="hors du moteur"):
        snapshot.load(bad)
    with pytest.raises(RoptaError, match="format attendu"):
        snapshot.load('{"format": "autre"}')
    not_data = {"format": snapshot.FORMAT, "state": {"§": "c", "c": "engine.errors:RoptaError", "n": 0, "v": {}}}
    with pytest.raises(RoptaError, match="pas une classe de données"):
        snapshot.load(not_data)


def test_round_trip_keeps_types():
    from engine.model import FrozenDict

    enc = snapshot._Encoder()
    value = {"t": (1, (2, 3)), "l": [1, 2], "s": {4}, "f": frozenset({5}), "d": {(1, "a"): "x"},
             "F": FrozenDict({"k": (1,)}), "tag": {"§": 1}}
    back = snapshot._Decoder().decode(json.loads(json.dumps(enc.encode(value))))
    assert back == value
    assert isinstance(back["t"], tuple) and isinstance(back["l"], list) and isinstance(back["F"], FrozenDict)


def test_named_tuples_of_the_engine_round_trip_and_others_are_refused():
    """Vocabulary triggers are named tuples: rebuilt as such (attributes kept); a tuple class outside the engine or
    a class that is no named tuple is refused."""
    from engine.vocabulary import Trigger

    trig = Trigger(("jeton", "tomb"), "chip_dropped", True, "jeton tombé")
    back = snapshot._Decoder().decode(json.loads(json.dumps(snapshot._Encoder().encode({"x": (trig, trig)}))))
    assert back["x"] == (trig, trig) and type(back["x"][0]) is Trigger and back["x"][0].fact == "chip_dropped"
    outside = {"format": snapshot.FORMAT, "state": {"§": "t", "c": "os:stat_result", "v": [1]}}
    with pytest.raises(RoptaError, match="hors du moteur"):
        snapshot.load(outside)
    not_named = {"format": snapshot.FORMAT, "state": {"§": "t", "c": "engine.model:Clause", "v": []}}
    with pytest.raises(RoptaError, match="pas un tuple nommé"):
        snapshot.load(not_named)
