"""Ranking, exceptions, explanations, questions and re-ranking, discretion, the calculator hint, the JSON contract."""

import json

from engine.inference import ask

ROPTA = "ropta-2019.03"
RESULT_KEYS = {"rulebook", "edition", "id", "number", "title", "score", "decision", "summary", "why", "changed", "tda"}


def top(answer):
    return answer["results"][0]


def test_json_contract(kb):
    answer = ask(kb, "le donneur a retourné une carte en distribuant")
    assert {"query", "facts", "results", "questions"} <= set(answer)
    assert answer["results"] and all(RESULT_KEYS <= set(r) for r in answer["results"])
    assert all({"fact", "question"} <= set(q) for q in answer["questions"])
    assert all(r["rulebook"] == r["edition"] for r in answer["results"])
    json.dumps(answer)  # plain JSON, no frozen types


def test_deciding_clause_first_for_classic_situations(kb):
    cases = {
        "le donneur a retourné une carte en distribuant": "6.3",
        "le flop est sorti sans carte brûlée": "7.3",
        "il a dit call mais a poussé deux gros jetons": "9.4",
        "il pose deux jetons de 1000 sans rien dire face à une mise de 1200": "9.13",
        "un spectateur conseille le joueur pendant le coup": "11.3",
        "le joueur a son téléphone à la main pendant le coup": "4.1",
    }
    for text, number in cases.items():
        assert top(ask(kb, text))["id"] == kb.clause(ROPTA, number).id, text  # the 2019.03 section, in the edition in force


def test_count_decides_between_two_clauses(kb):
    one = top(ask(kb, "une carte retournée pendant la donne"))
    two = top(ask(kb, "deux cartes retournées pendant la donne"))
    assert one["decision"] == "carte-morte-remplacee"
    assert two["decision"] == "fausse-donne"


def test_exception_defeats_the_general_rule(kb):
    plain = ask(kb, "deux cartes retournées pendant la donne")
    assert top(plain)["number"] in ("6.1", "6.3") and top(plain)["decision"] == "fausse-donne"
    late = ask(kb, "deux cartes retournées pendant la donne", facts={"substantial_action": True})
    assert top(late)["number"] == "6.7"
    misdeal = next(r for r in late["results"] if r["number"] == "6.1")
    assert any("exception retenue" in w for w in misdeal["why"])


def test_unknown_exception_is_stated_as_an_assumption(kb):
    answer = ask(kb, "un joueur a été oublié dans le tour d'enchères")
    first = top(answer)
    assert first["number"] == "9.3"
    assert any("supposé" in w for w in first["why"])


def test_why_points_at_the_clause_text(kb):
    first = top(ask(kb, "le donneur a retourné une carte en distribuant"))
    clause = kb.clause(ROPTA, first["number"])
    quoted = [w.split("« ", 2)[-1].rstrip(" »") for w in first["why"] if "le texte" in w]
    assert quoted and any(q.rstrip("…").strip()[:40] in clause.text for q in quoted)


def test_questions_are_decisive_and_answering_reranks(kb):
    text = "un joueur a été oublié dans le tour d'enchères"
    answer = ask(kb, text)
    asked = [q["fact"] for q in answer["questions"]]
    assert "substantial_action" in asked
    before = top(answer)["decision"]
    after = top(ask(kb, text, facts={"substantial_action": True}))["decision"]
    assert before != after and after == "passer-ou-suivre"
    assert "substantial_action" not in [q["fact"] for q in ask(kb, text, facts={"substantial_action": True})["questions"]]


def test_discretion_is_reported_with_options(kb):
    answer = ask(kb, "undercall sans annonce, mise insuffisante",
                 facts={"players_in_hand": 4, "first_bet_faced": False, "bet_kind": "call"})
    first = top(answer)
    assert first["number"] == "9.10" and first.get("discretion") is True and first["options"]


def test_amounts_give_a_bet_calculation(kb):
    answer = ask(kb, "sur 50/100 il a mis deux jetons de 1000 face à une relance à 1100")
    calc = answer["calc"]
    assert calc["kind"] == "bet"
    assert calc["input"]["blinds"] == [50, 100]
    assert calc["input"]["next"]["chips"] == [1000, 1000]
    assert calc["input"]["actions"][-1]["to"] == 1100
    if calc["result"]:
        assert calc["result"]["action"] == "call"


def test_nothing_recognised_falls_back_to_full_text(kb):
    answer = ask(kb, "rabbit hunting")
    assert top(answer)["number"] == "3.6"
    answer = ask(kb, "xyzzy plugh")
    assert answer["results"] == [] and "note" in answer


def test_edition_filter_and_top(kb):
    answer = ask(kb, "carte retournée", edition=ROPTA, top=2)
    assert len(answer["results"]) == 2 and all(r["rulebook"] == ROPTA for r in answer["results"])
