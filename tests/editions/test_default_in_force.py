"""`ropta ask` without --edition rules the ROPTA under the edition in force (a derived one included): its numbers and
decisions, never the replaced edition's copy of a clause, never a procedure the annex retired."""

from __future__ import annotations

import json

from engine.editions import in_force, lineage
from engine.inference import ask
from tests.cases import SCENARIOS, judge, load

PREMATURE_TURN = "le donneur a retourné la turn avant la fin des enchères du flop"


def test_default_premature_turn_is_the_in_force_simple_shuffle(kb):
    # annex: « Simplification de la procédure en cas de turn prématurée : simple mélange et reprise du coup (§7.3) »
    current = in_force(kb).id
    answer = ask(kb, PREMATURE_TURN)
    first = answer["results"][0]
    assert (first["rulebook"], first["id"], first["number"]) == (current, "turn-prematuree", "7.3")
    assert first["decision"] == "simple-melange-et-reprise" and "simple mélange" in first["summary"]
    assert first["reading"]["annex_entry"] and first["edition_notice"] and first["change"]
    assert all(r["decision"] != "river-devient-turn" and r["rule"] != "river-devient-turn" for r in answer["results"])


def test_default_cli_answer_never_states_the_retired_procedure(ropta):
    code, out, _ = ropta("ask", PREMATURE_TURN)
    assert code == 0 and "§7.3 LA TURN PREMATUREE" in out and "Simple mélange" in out
    assert "River devient turn" not in out and "la river qui devient la turn" not in out.split("Changement")[0]


def test_no_default_result_comes_from_the_replaced_edition(kb):
    current = in_force(kb).id
    older = set(lineage(kb, current)) - {current}
    carried = {c.id for c in kb.editions[current].clauses}
    assert older, "the edition in force derives from another: the test needs that lineage"
    cases = load(SCENARIOS)[::10]
    for _, case in cases:
        for r in ask(kb, case["say"], facts=case.get("facts") or None)["results"]:
            assert not (r["rulebook"] in older and r["id"] in carried), (case["say"], r["rulebook"], r["number"])


def test_a_date_or_an_edition_still_rules_under_2019_03(ropta):
    for argv in (("--as-of", "2021-01-01"), ("--edition", "ropta-2019.03")):
        code, out, _ = ropta("ask", PREMATURE_TURN, *argv, "--json")
        first = json.loads(out)["results"][0]
        assert code == 0 and (first["rulebook"], first["number"], first["decision"]) == (
            "ropta-2019.03", "7.4", "river-devient-turn")


def test_judge_accepts_the_same_clause_in_the_same_lineage(kb):
    case = {"say": "…", "expect": ["ropta-2019.03:7.4"]}
    same = {"rulebook": "ropta-2023.10", "id": "turn-prematuree", "number": "7.3"}
    other = {"rulebook": "ropta-2023.10", "id": kb.clause("ropta-2023.10", "7.4").id, "number": "7.4"}
    foreign = {"rulebook": "tda-2024", "id": "turn-prematuree", "number": "7.4"}
    assert judge({"results": [same]}, case, kb) == (True, True)
    assert judge({"results": [other]}, case, kb) == (False, False)
    assert judge({"results": [foreign]}, case, kb) == (False, False)
