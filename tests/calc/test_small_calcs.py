"""`chiprace` (3.2), `penalty` (11.1) and `final-table` (2.6) calculators."""

from __future__ import annotations

import pytest

from engine.calc import CalcInputError, compute


@pytest.mark.parametrize("leftovers,awarded", [({"A": 1}, 0), ({"A": 2, "B": 1}, 1), ({"A": 4, "B": 4, "C": 4}, 2),
                                                ({"A": 4, "B": 4, "C": 4, "D": 1}, 3)])
def test_chip_race_rounds_up_from_half_a_chip(leftovers, awarded):
    assert compute("chiprace", {"remove": 100, "upgrade": 500, "leftovers": leftovers}, None)["chips_awarded"] == awarded


def test_chip_race_one_chip_per_player_at_most():
    r = compute("chiprace", {"remove": 25, "upgrade": 100, "leftovers": {"A": 3, "B": 3, "C": 3}}, None)
    assert r["chips_awarded"] == 2 and r["max_per_player"] == 1  # 225 -> 2.25 -> 2
    r = compute("chiprace", {"remove": 100, "upgrade": 200, "leftovers": {"A": 1, "B": 1, "C": 1}}, None)
    assert r["chips_awarded"] == 2  # 300 -> 1.5 -> rounded up


def test_chip_race_protects_a_player_losing_his_last_chip():
    r = compute("chiprace", {"remove": 100, "upgrade": 500, "leftovers": {"A": 2, "B": 1}, "stacks": {"A": 0, "B": 9000},
                             "smallest": 500}, None)
    assert r["protected"] == [{"player": "A", "chip": 500}]


@pytest.mark.parametrize("doc,pointer", [
    ({"remove": 100, "upgrade": 50, "leftovers": {"A": 1}}, "$.upgrade"),
    ({"remove": 100, "upgrade": 250, "leftovers": {"A": 1}}, "$.upgrade"),
    ({"remove": 100, "upgrade": 500, "leftovers": {"A": 7}}, "$.leftovers.A"),
    ({"remove": 100, "upgrade": 500, "leftovers": {"A": -1}}, "$.leftovers.A"),
    ({"remove": 100, "upgrade": 500, "leftovers": {}}, "$.leftovers"),
    ({"remove": 100, "upgrade": 500, "leftovers": {"A": 1}, "stacks": {"Z": 0}}, "$.stacks.Z"),
    ({"upgrade": 500, "leftovers": {"A": 1}}, "$.remove"),
])
def test_chip_race_bad_input(doc, pointer):
    with pytest.raises(CalcInputError) as exc:
        compute("chiprace", doc, None)
    assert exc.value.pointer == pointer


@pytest.mark.parametrize("players,rounds,hands", [(9, 1, 9), (6, 2, 12), (2, 3, 6)])
def test_penalty_counts_every_player_including_the_penalised(players, rounds, hands):
    r = compute("penalty", {"edition": "ropta-2019.03", "players": players, "rounds": rounds}, None)
    assert r["hands"] == hands and r["clauses"] == ["ropta-2019.03:11.1"]


@pytest.mark.parametrize("doc,pointer", [({"players": 9, "rounds": 0}, "$.rounds"), ({"players": 1, "rounds": 1}, "$.players"),
                                         ({"players": 11, "rounds": 1}, "$.players"), ({"rounds": 1}, "$.players"),
                                         ({"players": "9", "rounds": 1}, "$.players")])
def test_penalty_bad_input(doc, pointer):
    with pytest.raises(CalcInputError) as exc:
        compute("penalty", doc, None)
    assert exc.value.pointer == pointer


@pytest.mark.parametrize("size,players", [(10, 9), (9, 9), (8, 9), (7, 8), (6, 7), (2, 3)])
def test_final_table(size, players):
    r = compute("final-table", {"edition": "ropta-2019.03", "max_per_table": size}, None)
    assert r["players"] == players and r["clauses"] == ["ropta-2019.03:2.6"]


def test_final_table_bad_input():
    with pytest.raises(CalcInputError) as exc:
        compute("final-table", {"max_per_table": 6.5}, None)
    assert exc.value.pointer == "$.max_per_table"
