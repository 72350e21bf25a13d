"""The general rules' hand ranking (structured table of §2.1): its order and its worked examples hold."""

from __future__ import annotations

import pytest

from engine.hands import best_hand


@pytest.fixture(scope="module")
def ranking(kb):
    clause = kb.clause("reglements-generaux", "valeur-des-mains")
    (table,) = [t for t in clause.extra["tables"] if t["kind"] == "hand-ranking"]
    return table


def test_nine_hands_in_the_order_of_the_text(ranking):
    rows = [r for r in ranking["rows"] if not r.get("wild_cards_only")]
    assert [r["rank"] for r in rows] == list(range(1, 10))
    assert [r["hand"] for r in rows] == ["quinte-flush", "carre", "full", "couleur", "quinte", "brelan",
                                         "double-paire", "paire", "carte-haute"]


def test_example_hands_sort_in_the_encoded_order(ranking):
    rows = [r for r in ranking["rows"] if "example" in r]
    hands = [best_hand(list(r["example"])) for r in rows]
    for row, hand in zip(rows, hands):
        assert hand.category in (row["hand"], "quinte-flush-royale" if row["hand"] == "quinte-flush" else None)
    # sorting the example hands by strength gives the table's order (strongest first)
    by_strength = sorted(range(len(rows)), key=lambda i: hands[i], reverse=True)
    assert [rows[i]["rank"] for i in by_strength] == sorted(r["rank"] for r in rows)


def test_every_comparison_of_the_text(ranking):
    comparisons = ranking["comparisons"]
    assert len(comparisons) >= 8
    for c in comparisons:
        better, worse = best_hand(list(c["better"])), best_hand(list(c["worse"]))
        assert worse < better, c["quote"]
        rank_of = {r["hand"]: r["rank"] for r in ranking["rows"]}
        rank = lambda h: rank_of.get(h.category, 1)  # noqa: E731 - royal flush is the top quinte-flush
        assert rank(better) <= rank(worse)


def test_quotes_are_the_words_of_the_text(ranking, kb):
    texts = " ".join(c.text for c in kb.clauses("reglements-generaux"))
    for c in ranking["comparisons"]:
        assert c["quote"] in texts, c["quote"]
