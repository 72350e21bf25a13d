"""The shortcuts taken for speed give the answers of the plain computations (our own phrasings and data).

Each shortcut is compared with the straightforward way it replaces: the what-if rankings of the questions (memo per
rule, restricted to the clauses that can move, answers skipped when no clause can reach the top (each rule's bound
from its base evaluation: contradicted, below the topic), facts no longer
tried once no later one can enter the questions), the blank evaluation of a rule reading no known fact, the
tail-only split of a long story, the fingerprint walk,
the interned YAML names, the pickling of the model classes, the cache load with the collector paused, the end of a
month without `calendar`, the terminal width without `shutil`.
"""

from __future__ import annotations

import calendar
import gc
import os
import pickle
import sys

import pytest

from engine.text import MAX_CHARS, clean

# our own floor French, not the scenarios' sentences
SITUATIONS = [
    "le croupier a montré une carte en distribuant, le joueur veut une nouvelle donne",
    "le joueur en small blind a misé sans dire un mot puis a rajouté des jetons",
    "un joueur jette ses cartes alors que personne n'a misé au turn",
    "à l'abattage le gagnant ne montre qu'une carte et pousse sa main dans le muck",
    "on a oublié de brûler une carte avant la river",
    "deux joueurs discutent de la main en cours pendant qu'un troisième réfléchit",
    "il annonce tapis mais ne pousse que la moitié de son stack",
    "la grosse blinde est absente de la table quand les cartes sont distribuées",
    "le joueur a fait tapis pour moins qu'une relance complète",
    # an annex entry first, inheriting the evidence of the clause it cites: a what-if ranking restricted to the
    # clauses that move must still count that clause, or a question seems to change the top when it does not
    "en grosse blinde à 100 elle pose deux jetons de 500 contre une relance à 700 sans enlever sa blinde",
    # a conduct answered (« des coups, une menace grave ? » yes) puts a close candidate first without changing any
    # score (engine.scoring.conduct_first): an answer skipped on scores alone would lose that question
    "mon voisin prend les antes dans les tapis des autres joueurs depuis une heure et il continue malgré le croupier",
]


@pytest.mark.parametrize("said", SITUATIONS)
def test_what_if_rankings_with_memo_equal_plain_ones(kb, said):
    """Every what-if answer ranked with the memo of the base ranking (rules that read no changed fact reused) gives
    the ranking computed from nothing."""
    from engine import facts as factmod
    from engine.inference import model
    from engine.spelling import correct
    from engine.scoring import rank
    from engine.search import search
    from engine.text import NEG, stream
    from engine.weights import WEIGHTS as w

    m = model(kb)
    stems = correct(m, stream(said, m.thesaurus))
    found = factmod.extract(m.vocabulary, stems)
    values, conf = dict(found.values), dict(found.confidence)
    scores = search(kb, said, a_terms=[s for s in stems if s != NEG])
    memo: dict = {}
    base = rank(kb, m, values, scores, None, conf, w=w, memo=memo)
    assert base
    unknown = sorted({n for _, k, _ in base[:5] for r in m.rules.get(k, ()) for n in (r.get("when") or {})
                      if n not in values and n in m.vocabulary.facts})
    assert unknown
    for name in unknown:
        for value in m.vocabulary.facts[name].options()[:3]:
            trial = {**values, name: value}
            fast = rank(kb, m, trial, scores, None, conf, w=w, memo=memo, changed=frozenset((name,)))
            plain = rank(kb, m, trial, scores, None, conf, w=w)
            assert [(s, k, ev.rule["id"] if ev else None, ev.status if ev else None) for s, k, ev in fast] == \
                   [(s, k, ev.rule["id"] if ev else None, ev.status if ev else None) for s, k, ev in plain]


@pytest.mark.parametrize("said", SITUATIONS)
def test_questions_skipping_unreachable_answers_equal_trying_them_all(kb, said, monkeypatch):
    """The questions asked are the same when every answer is ranked over every clause (no skipping at all, no
    restriction to the clauses that can move)."""
    from engine import questions
    from engine.inference import ask

    fast = ask(kb, said)
    monkeypatch.setattr(questions, "_below_top", lambda *args, **kwargs: None)
    monkeypatch.setattr(questions, "_with_givers", lambda *args, **kwargs: None)
    plain = ask(kb, said)
    assert fast["questions"] == plain["questions"]
    assert fast["results"] == plain["results"]


def _segments_plain(text, max_chars, max_segments, words):
    """engine.narrative.segments as first written: every segment cleaned, then the last ones kept."""
    from engine.narrative import MIN_CHARS, _marks, _patterns
    from engine.text import fold

    cut = len(text) > max_chars
    text = text[-max_chars:] if cut else text
    if not any(mark in fold(text) for mark in _marks(words)):
        return [clean(text)[:MAX_CHARS]], cut
    split, lead = _patterns(words)
    parts = [clean(lead.sub("", p)) for p in split.split(text) if p]
    parts = [p[:MAX_CHARS] for p in parts if len(p) >= MIN_CHARS]
    if len(parts) > max_segments:
        parts, cut = parts[-max_segments:], True
    return parts, cut



def test_rules_reading_no_known_fact_are_blank_evaluations(kb):
    """A rule none of whose facts is known is given the shared blank evaluation (engine.rules._blank): the one
    `evaluate` computes, field by field, for every rule of every clause, with no fact and with facts it does not read."""
    from engine.inference import model
    from engine.rules import _blank, _rule_uses, evaluate

    m = model(kb)
    fields = ("matched", "contradicted", "unknown", "exceptions", "score", "status", "defeated_by", "full", "topic",
              "excluded")
    some = {"phase": "river", "allin": True, "penalty": True}
    checked = 0
    for key, rules in m.rules.items():
        for rule, used in zip(rules, _rule_uses(m, key)):
            for facts in ({}, some):
                if used.isdisjoint(facts):
                    blank, plain = _blank(m, key, rule), evaluate(m, key, rule, facts)
                    assert [getattr(blank, f) for f in fields] == [getattr(plain, f) for f in fields], (key, rule["id"])
                    checked += 1
    assert checked > 300


@pytest.mark.parametrize("said", SITUATIONS)
def test_questions_stopping_once_no_later_fact_can_enter_equal_trying_every_fact(kb, said):
    """The questions stop being tried once the ones found outweigh every fact left (engine.questions.questions): the
    questions asked are the first of those found when every candidate fact is tried."""
    from engine.inference import ask
    from engine.record import replace
    from engine.weights import WEIGHTS

    every = ask(kb, said, w=replace(WEIGHTS, max_questions=50))["questions"]
    assert ask(kb, said)["questions"] == every[:WEIGHTS.max_questions]


@pytest.mark.parametrize("n", [1, 2, 5, 11, 12, 13, 40, 700])
def test_story_segments_from_the_end_equal_all_segments(kb, n):
    from engine.inference import model
    from engine.narrative import segments

    words = model(kb).vocabulary.narrative
    pieces = ["il relance à 800", "ok.", "puis le donneur brûle deux cartes", "ensuite un joueur parle de sa main",
              "mais la grosse blinde n'a pas payé", "bref", "finalement le floor arrive"]
    text = ". ".join(pieces[i % len(pieces)] + f" {i}" * (i % 3) for i in range(n))
    for max_chars, max_segments in ((60000, 12), (300, 4), (60000, 1)):
        assert segments(text, max_chars, max_segments, words) == _segments_plain(text, max_chars, max_segments, words)


def test_fingerprint_walk_lists_what_os_walk_lists(tmp_path):
    from engine import cache

    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "x.yaml").write_text("x: 1\n")
    (tmp_path / "linked").symlink_to(tmp_path / "real", target_is_directory=True)  # listed by os.walk, not walked
    (tmp_path / "broken.yaml").symlink_to(tmp_path / "nowhere.yaml")
    for name in ("z.yaml", "a/b/c.py", "a/m.json", "a/skip.txt", "__pycache__/k.py", "b.yml"):
        (tmp_path / name).write_text("data\n")
    plain = []
    for dirpath, dirnames, filenames in os.walk(tmp_path):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith((".yaml", ".yml", ".json", ".py")):
                try:
                    st = os.stat(os.path.join(dirpath, name))
                except OSError:
                    plain.append(f"{dirpath}/{name}|absent\n")
                    continue
                plain.append(f"{dirpath}/{name}|{st.st_mtime_ns}|{st.st_ctime_ns}|{st.st_ino}|{st.st_size}\n")
    ours: list = []
    cache._walk(str(tmp_path), ours)
    assert ours == plain
    before = cache.fingerprint(tmp_path)
    (tmp_path / "a" / "b" / "c.py").write_text("changed\n")
    assert cache.fingerprint(tmp_path) != before


def test_yaml_names_and_short_values_are_one_object():
    from engine.yamlio import load_text

    doc = load_text("- {name: joueur_absent, type: boolean}\n- {name: joueur_absent, type: boolean, note: "
                    + "'" + "x" * 80 + "'}\n", "inline.yaml").data
    assert doc[0]["name"] == doc[1]["name"] and doc[0]["name"] is doc[1]["name"]
    first_keys, second_keys = list(doc[0]), list(doc[1])
    assert first_keys[0] is second_keys[0] and first_keys[1] is second_keys[1]
    assert doc[1]["note"] == "x" * 80  # a long text is kept as it is (interned or not, equal)


def test_model_classes_and_triggers_pickle_to_equal_objects():
    from engine.vocabulary import Trigger
    from engine.model import Chapter, Clause, FrozenDict, Note, Ref, Source

    clause = Clause("ed", "id-1", "3.2", "Titre", "Texte.", chapter="3", refs=(Ref("§1", "x"),), notes=(Note("n"),),
                    rules=(FrozenDict({"id": "r", "when": FrozenDict({"f": True})}),), source=Source("f.yaml", 4))
    chapter = Chapter("ed", "c", "3", "Chap", clause_ids=("id-1",))
    trig = Trigger(("carte", "retourn"), "card_exposed", True, "carte retournée")
    for obj in (clause, chapter, trig):
        back = pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == obj and hash(back) == hash(obj) and type(back) is type(obj)
    assert trig.stems == ("carte", "retourn") and trig.fact == "card_exposed" and trig.phrase == "carte retournée"


@pytest.mark.parametrize("enabled", [True, False])
def test_cache_load_leaves_the_collector_as_it_was(tmp_path, enabled):
    from engine import __version__, cache

    path = tmp_path / "c.pickle"
    path.write_bytes(pickle.dumps((cache._MAGIC, __version__, "ropta", "k", {"kb": [1, 2]})))
    os.chmod(path, 0o600)
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        assert cache._load(path, "ropta", "k") == {"kb": [1, 2]}
        assert gc.isenabled() is enabled
        path.write_bytes(b"not a pickle")
        assert cache._load(path, "ropta", "k") is None
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_end_of_month_without_calendar():
    from engine.errors import RoptaError
    from engine.validity import _month_days, parse_day

    assert all(_month_days(y, mo) == calendar.monthrange(y, mo)[1] for y in (1900, 2000, 2023, 2024) for mo in range(1, 13))
    assert parse_day("2024-02", end=True).day == 29
    for bad in ("2024-13", "2024-00"):
        with pytest.raises(RoptaError):
            parse_day(bad, end=True)


def test_terminal_width_as_shutil_computes_it(monkeypatch):
    import shutil

    from engine.cli import _columns

    monkeypatch.setenv("COLUMNS", "97")
    monkeypatch.setenv("LINES", "30")
    assert _columns() == shutil.get_terminal_size().columns == 97
    monkeypatch.setenv("COLUMNS", "pas un nombre")
    assert _columns() == shutil.get_terminal_size().columns


def test_ask_imports_no_unneeded_module(tmp_path):
    """A cold `ropta ask --json` (cache filled) does not import the YAML, schema, whoosh package, shutil or typing
    layers, nor `dataclasses` (which pulls `inspect`, `ast`, `dis`: the ask path's classes are `engine.record`s)."""
    import subprocess

    env = {**os.environ, "ROPTA_CACHE_DIR": str(tmp_path)}
    code = ("import sys; from engine.cli import main; import io, contextlib\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(['ask', 'une carte retournée', '--json'])\n"
            "print(' '.join(sorted(m for m in ('yaml', 'jsonschema', 'whoosh.lang.snowball', 'shutil', 'typing',"
            " 'difflib', 'calendar', 'textwrap', 'dataclasses', 'inspect') if m in sys.modules)))")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True, capture_output=True)  # fills the cache
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True, capture_output=True, text=True)
    assert out.stdout.strip() == ""


def test_story_repeating_an_event_ranks_it_once_with_the_same_answer(kb):
    """A segment told twice is read and ranked once; each event keeps its own entry, as if ranked separately."""
    from engine.inference import _event_json, ask, model
    from engine.narrative import segments
    from engine.weights import WEIGHTS as w

    story = ("Le donneur retourne une carte en distribuant. Un joueur relance à 600. "
             "Le donneur retourne une carte en distribuant. Ensuite un spectateur parle fort. "
             "Puis le joueur au bouton lâche une de ses cartes, qui tombe par terre.")
    # (the last event was a player throwing his cards face up: read as a card exposed at the deal, a false reading
    # removed in round 6; a card fallen to the floor is an irregularity of its own, as the test needs)
    answer = ask(kb, story)
    parts, _ = segments(story, w.max_narrative_chars, w.max_segments, model(kb).vocabulary.narrative)
    texts = [e["text"] for e in answer.get("events", [])]
    assert texts and len(texts) != len(set(texts))  # the repeated event is listed each time it is told
    assert answer["events"] == [_event_json(kb, model(kb), t, None, w) for t in texts]
    assert answer["events"][0] is not answer["events"][texts.index(texts[0], 1)]
