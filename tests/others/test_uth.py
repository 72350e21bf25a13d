"""`uth` calculator: every row of the seed's Blind and Trips tables, qualification, ties, folds and bad input."""

from __future__ import annotations

import pytest

from engine.calc import CalcInputError, compute

# One player hand per category (board + two cards), the dealer holding a qualifying but lower pair of 2s.
HANDS = {
    "quinte-flush-royale": (["Ah", "Kh"], ["Qh", "Jh", "Th", "2c", "3d"]),
    "quinte-flush": (["9h", "8h"], ["7h", "6h", "5h", "2c", "Kd"]),
    "carre": (["9h", "9s"], ["9d", "9c", "5h", "2c", "Kd"]),
    "full": (["9h", "9s"], ["9d", "5c", "5h", "2c", "Kd"]),
    "couleur": (["Ah", "Jh"], ["9h", "6h", "3h", "2c", "Kd"]),
    "quinte": (["9h", "8s"], ["7d", "6c", "5h", "2c", "Kd"]),
    "brelan": (["9h", "9s"], ["9d", "6c", "4h", "2c", "Kd"]),
    "double-paire": (["9h", "9s"], ["6d", "6c", "4h", "2c", "Kd"]),
}
DEALER = ["2d", "3c"]  # pair of 2s with the board's 2c (every board above holds it)

# The seed's figures (art. 55-20, « Tableaux de paiement »), written here from the text, independently of the data.
BLIND = {"quinte-flush-royale": 500, "quinte-flush": 50, "carre": 10, "full": 3, "couleur": 1.5, "quinte": 1}
TRIPS = {"quinte-flush-royale": 50, "quinte-flush": 40, "carre": 30, "full": 8, "couleur": 7, "quinte": 4, "brelan": 3}


def run(kb, **kw):
    doc = {"ante": 10, "blind": 10, "play": 40, "trips": 10}
    doc.update(kw)
    return compute("uth", doc, kb)


@pytest.mark.parametrize("category", sorted(HANDS))
def test_payout_tables_of_the_seed(kb, category):
    player, board = HANDS[category]
    out = run(kb, player=player, dealer=DEALER, board=board)
    assert out["player_category"] == category
    assert out["dealer_qualifies"] is True and out["result"] == "win"
    assert out["payouts"]["ante"] == 10 and out["payouts"]["play"] == 40
    assert out["payouts"]["blind"] == 10 * BLIND.get(category, 0)
    assert out["payouts"]["trips"] == (10 * TRIPS[category] if category in TRIPS else -10)
    assert out["net"] == sum(out["payouts"].values())
    assert out["clauses"] == ["ultimate-texas-holdem:3"]


def test_blind_three_for_two_on_an_odd_stake_is_reported(kb):
    player, board = HANDS["couleur"]
    out = run(kb, player=player, dealer=DEALER, board=board, ante=5, blind=5, play=20, trips=0)
    assert out["payouts"]["blind"] == 7.5
    assert "demi-jeton" in out["explanation"]


def test_payouts_come_from_the_knowledge_base(kb):
    """Changing the table data changes the payout: nothing is hard-coded in the calculator."""
    import dataclasses

    from engine.kb import KnowledgeBase
    from engine.model import freeze, thaw

    clause = kb.clause("ultimate-texas-holdem", "article-55-20")
    tables = thaw(clause.extra["tables"])
    for t in tables:
        if t["id"] == "blind":
            for row in t["rows"]:
                if row["hand"] == "quinte":
                    row["pays"] = [2, 1]
    patched = dataclasses.replace(clause, extra=freeze({"tables": tables}))
    ed = kb.editions["ultimate-texas-holdem"]
    ed2 = dataclasses.replace(ed, clauses=tuple(patched if c.id == clause.id else c for c in ed.clauses))
    kb2 = KnowledgeBase(kb.root, {**kb.editions, ed.id: ed2}, kb.warnings, kb.extras)
    player, board = HANDS["quinte"]
    assert run(kb2, player=player, dealer=DEALER, board=board)["payouts"]["blind"] == 20


def test_dealer_not_qualified_returns_the_ante(kb):
    out = run(kb, player=["Ah", "Kd"], dealer=["9c", "8d"], board=["2h", "5s", "Jh", "3c", "Qd"])
    assert out["dealer_qualifies"] is False and out["dealer_hand"] == "Carte haute"
    assert out["result"] == "win"
    assert out["payouts"] == {"ante": 0, "blind": 0, "play": 40, "trips": -10}
    lost = run(kb, player=["7h", "4d"], dealer=["Ac", "8d"], board=["2h", "9s", "Jh", "3c", "Qd"])
    assert lost["result"] == "lose" and lost["payouts"]["ante"] == 0 and lost["payouts"]["play"] == -40


def test_dealer_wins(kb):
    out = run(kb, player=["Ah", "Kd"], dealer=["Qc", "Qs"], board=["2h", "5s", "Jh", "3c", "9d"])
    assert out["result"] == "lose" and out["dealer_hand"] == "Paire"
    assert out["payouts"] == {"ante": -10, "blind": -10, "play": -40, "trips": -10}
    assert out["net"] == -70


def test_trips_pays_on_the_player_hand_even_when_the_dealer_wins(kb):
    out = run(kb, player=["9h", "9s"], dealer=["Qc", "Qs"], board=["9d", "Qh", "4h", "2c", "Kd"])
    assert out["result"] == "lose" and out["player_hand"] == "Brelan" and out["dealer_hand"] == "Brelan"
    assert out["payouts"]["trips"] == 30


def test_tie_is_a_push(kb):
    out = run(kb, player=["2h", "3s"], dealer=["2c", "3d"], board=["Ah", "Ks", "Qh", "Jc", "9d"], trips=0)
    assert out["result"] == "push" and out["net"] == 0


def test_fold_loses_ante_and_blind(kb):
    out = run(kb, player=["7h", "2s"], dealer=["Qc", "Qs"], board=["9d", "Jh", "4h", "3c", "Kd"], play=0, trips=0)
    assert out["folded"] is True and out["payouts"] == {"ante": -10, "blind": -10, "play": 0, "trips": 0}


@pytest.mark.parametrize("doc,pointer", [
    ({"board": ["Ah", "Ks", "As", "Jc", "9d"]}, "$.board[2]"),          # As twice (player holds it)
    ({"board": ["Ah", "Ks", "Zz", "Jc", "9d"]}, "$.board[2]"),          # no such card
    ({"board": ["Ah", "Ks", "Qh"]}, "$.board"),                          # three cards
    ({"blind": 20}, "$.blind"),
    ({"play": 25}, "$.play"),
    ({"trips": -5}, "$.trips"),
    ({"ante": 2.5}, "$.ante"),
])
def test_bad_input_names_the_field(kb, doc, pointer):
    base = {"player": ["As", "Kd"], "dealer": ["Qc", "Qs"], "board": ["2h", "5s", "Jh", "3c", "9d"],
            "ante": 10, "blind": 10, "play": 40, "trips": 0}
    base.update(doc)
    with pytest.raises(CalcInputError) as err:
        compute("uth", base, kb)
    assert err.value.pointer == pointer
    assert "\n" not in str(err.value)


def test_ten_written_10_is_accepted(kb):
    out = run(kb, player=["10h", "Jh"], dealer=["2c", "2d"], board=["Qh", "Kh", "Ah", "3c", "4d"])
    assert out["player_hand"] == "Quinte flush royale" and out["payouts"]["blind"] == 5000


def test_headline(kb):
    from engine.calc.uth import headline

    player, board = HANDS["couleur"]
    assert headline(run(kb, player=player, dealer=DEALER, board=board)) == "le joueur gagne (Couleur contre Double paire) : gain net +135"


def test_cli_calc_uth(ropta, monkeypatch, tmp_path):
    import io
    import json

    doc = ("player: [Ah, Kh]\ndealer: [9c, 9d]\nboard: [2h, 7h, Jh, 3s, 4d]\n"
           "ante: 10\nblind: 10\nplay: 40\ntrips: 5\n")
    monkeypatch.setattr("sys.stdin", io.StringIO(doc))
    code, out, err = ropta("calc", "uth", "-", "--json")
    assert code == 0, err
    assert json.loads(out)["result"] == "win"
    bad = tmp_path / "bad.yaml"
    bad.write_text(doc.replace("board: [2h, 7h, Jh", "board: [2h, 7h, Ah"), encoding="utf-8")
    code, out, err = ropta("calc", "uth", str(bad))
    assert code == 2 and "$.board[2]" in err and len(err.strip().splitlines()) == 1
