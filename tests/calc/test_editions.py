"""Calculators rule under one edition, read from data: §9.13's reading (clause `params`), the `edition` input key, the
default edition (the one in force, else the family's published rulebook) and citations naming the edition used."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from engine.calc import CalcInputError, compute
from engine.calc.basis import default_edition
from engine.model import freeze

# D faces 1100 after three raises of 300 (minimum raise to 1400) and puts a 1000 and a 500 chip without a word:
# every chip is needed to call (1500 - 500 < 1100), but they are not identical.
DIFFERENT_NEEDED = {"blinds": [100, 200], "street": "preflop",
                    "actions": [{"player": "A", "action": "raise", "to": 500}, {"player": "B", "action": "raise",
                                                                                "to": 800},
                                {"player": "C", "action": "raise", "to": 1100}],
                    "next": {"player": "D", "chips": [1000, 500]}}


def with_reading(kb, edition: str, reading: str):
    """The knowledge base with §9.13 of `edition` read as `reading` (as a derived edition's override would set it)."""
    from engine.kb import KnowledgeBase

    ed = kb.editions[edition]
    clauses = tuple(replace(c, params=freeze({**c.params, "multiple_chips_call": reading})) if c.number == "9.13"
                    else c for c in ed.clauses)
    return KnowledgeBase(kb.root, {**kb.editions, edition: replace(ed, clauses=clauses)}, kb.warnings, kb.extras)


def test_2019_reading_is_data_on_its_clause(kb):
    assert dict(kb.clause("ropta-2019.03", "9.13").params) == {"multiple_chips_call": "identical"}


def test_2019_different_chips_make_a_bet_of_their_total(kb):
    # « Dans tous les autres cas, une mise de plusieurs jetons (identiques ou pas) est une mise à hauteur de la valeur
    # total des jetons » : 1500 is a full raise over 1100 (minimum 1400).
    r = compute("bet", {**DIFFERENT_NEEDED, "edition": "ropta-2019.03"}, kb)
    assert (r["action"], r["total"]) == ("raise", 1500)
    assert "ropta-2019.03:9.13" in r["clauses"] and "identiques" in r["explanation"]
    assert not any(key.startswith("annex-") for key in r["clauses"])  # the later reading is not applied in 2019.03


def test_all_needed_reading_makes_the_same_chips_a_call(kb):
    patched = with_reading(kb, "ropta-2023.10", "all-needed")
    r = compute("bet", {**DIFFERENT_NEEDED, "edition": "ropta-2023.10"}, patched)
    assert (r["action"], r["total"], r["returned"]) == ("call", 1100, 400)
    assert "ropta-2023.10:9.13" in r["clauses"] and "annex-2023-10:7.5" in r["clauses"]
    assert not any(key.startswith("ropta-2019.03") for key in r["clauses"])
    # ... and the same knowledge base still reads 2019.03 its own way
    assert compute("bet", {**DIFFERENT_NEEDED, "edition": "ropta-2019.03"}, patched)["action"] == "raise"


def test_identical_chips_are_a_call_in_both_readings(kb):
    doc = {**DIFFERENT_NEEDED, "next": {"player": "D", "chips": [1000, 1000]}}  # 2000 - 1000 < 1100
    for edition, base in (("ropta-2019.03", kb), ("ropta-2023.10", with_reading(kb, "ropta-2023.10", "all-needed"))):
        r = compute("bet", {**doc, "edition": edition}, base)
        assert (r["action"], r["total"], r["returned"]) == ("call", 1100, 900), edition


def test_citations_name_the_edition_used(kb):
    for edition in ("ropta-2019.03", "ropta-2023.10"):
        for kind, doc in (("bet", DIFFERENT_NEEDED), ("penalty", {"players": 8, "rounds": 1}),
                          ("final-table", {"max_per_table": 6}), ("chiprace", {"remove": 25, "upgrade": 100,
                                                                               "leftovers": {"A": 2}}),
                          ("pots", {"contributions": [{"player": "A", "amount": 100, "allin": True},
                                                      {"player": "B", "amount": 300}], "dead": 50})):
            r = compute(kind, {**doc, "edition": edition}, kb)
            assert r["clauses"] and all(key.startswith((edition + ":", "annex-")) for key in r["clauses"]), \
                (kind, r["clauses"])
            assert r["clauses"][0].startswith(edition + ":")
            if kind != "bet":
                assert kb.editions[edition].short_title in r["explanation"]


def test_default_edition_is_the_one_in_force_when_known(kb, monkeypatch):
    import engine.editions

    monkeypatch.setattr(engine.editions, "in_force", lambda kb, family="ropta", on=None: kb.editions["ropta-2023.10"],
                        raising=False)
    assert default_edition(kb).id == "ropta-2023.10"
    assert compute("penalty", {"players": 6, "rounds": 1}, kb)["clauses"] == ["ropta-2023.10:11.1"]


def test_default_edition_without_in_force_is_the_published_rulebook(kb, monkeypatch):
    import engine.editions

    monkeypatch.delattr(engine.editions, "in_force", raising=False)
    assert default_edition(kb).id == "ropta-2019.03"
    assert compute("final-table", {"max_per_table": 9}, kb)["clauses"] == ["ropta-2019.03:2.6"]


def test_default_edition_is_used_without_the_key(kb):
    r = compute("bet", DIFFERENT_NEEDED, kb)
    assert all(key.split(":")[0] in (default_edition(kb).id, "annex-2023-10") for key in r["clauses"])


@pytest.mark.parametrize("edition,message", [
    ("ropta-2019.3", "édition inconnue « ropta-2019.3 » (éditions : ropta-2019.03, ropta-2023.10) ; vouliez-vous "
                     "dire « ropta-2019.03 » ?"),
    ("tda-2024", "« tda-2024 » n'est pas une édition de la ROPTA"),
    ("annex-2023-10", "« annex-2023-10 » n'est pas une édition de la ROPTA"),
    (2019, "édition inconnue « 2019 »"),
])
def test_unknown_edition_is_refused(kb, edition, message):
    with pytest.raises(CalcInputError) as exc:
        compute("penalty", {"players": 6, "rounds": 1, "edition": edition}, kb)
    assert exc.value.pointer == "$.edition" and message in exc.value.message


def test_unknown_edition_via_the_cli(ropta, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("players: 6\nrounds: 1\nedition: ropta-2018\n"))
    code, out, err = ropta("calc", "penalty", "-")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("<stdin>:3: $.edition: édition inconnue « ropta-2018 »")


def test_edition_key_via_the_cli_json(ropta, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("players: 6\nrounds: 1\nedition: ropta-2023.10\n"))
    code, out, _ = ropta("calc", "penalty", "-", "--json")
    assert code == 0 and json.loads(out)["clauses"] == ["ropta-2023.10:11.1"]


def test_params_are_typed_by_the_schema(tmp_path):
    from engine.schemas import Schemas
    from engine import RULEBOOK_DIR
    from engine.yamlio import load_text

    schemas = Schemas(RULEBOOK_DIR / "schema")
    base = "id: x\nnumber: '9.13'\ntitle: T\ntext: t\n"
    assert schemas.validate("clause-v1.schema.json", load_text(base + "params: {multiple_chips_call: all-needed}\n",
                                                               "c.yaml")) == []
    bad = schemas.validate("clause-v1.schema.json", load_text(base + "params: {multiple_chips_call: tous}\n", "c.yaml"))
    assert bad and bad[0].pointer.startswith("$.params")
    bad = schemas.validate("clause-v1.schema.json", load_text(base + "params: {multiple_chip_call: identical}\n",
                                                              "c.yaml"))
    assert bad


def test_every_ruling_edition_sets_the_9_13_reading(kb):
    from engine.calc.basis import Basis, editions

    assert {ed.id for ed in editions(kb)} >= {"ropta-2019.03", "ropta-2023.10"}
    for ed in editions(kb):
        assert Basis(kb, ed).param("9.13", "multiple_chips_call") in ("identical", "all-needed"), ed.id


def test_a_missing_reading_is_one_clear_line(kb):
    from engine.calc.basis import Basis
    from engine.errors import RoptaError

    ed = kb.editions["ropta-2019.03"]
    clauses = tuple(replace(c, params=freeze({})) if c.number == "9.13" else c for c in ed.clauses)
    from engine.kb import KnowledgeBase

    bare = KnowledgeBase(kb.root, {**kb.editions, ed.id: replace(ed, clauses=clauses)}, kb.warnings, kb.extras)
    with pytest.raises(RoptaError) as exc:
        Basis(bare, bare.editions[ed.id]).param("9.13", "multiple_chips_call")
    assert "multiple_chips_call" in str(exc.value) and "\n" not in str(exc.value)
