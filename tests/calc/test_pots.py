"""`pots` calculator: side pots by all-in level, uncalled chips returned, antes in the main pot."""

from __future__ import annotations

import pytest

from engine.calc import CalcInputError, compute


def pots(rows, **extra):
    return compute("pots", {"edition": "ropta-2019.03", "contributions": rows, **extra}, None)


def test_three_levels_and_a_folded_player():
    r = pots([{"player": "A", "amount": 100, "allin": True}, {"player": "B", "amount": 300, "allin": True},
              {"player": "C", "amount": 50, "folded": True}, {"player": "D", "amount": 500},
              {"player": "E", "amount": 500}])
    assert r["pots"] == [{"amount": 450, "eligible": ["A", "B", "D", "E"]},
                         {"amount": 600, "eligible": ["B", "D", "E"]},
                         {"amount": 400, "eligible": ["D", "E"]}]
    assert r["returned"] == []


def test_uncalled_allin_excess_is_returned():
    r = pots([{"player": "A", "amount": 800, "allin": True}, {"player": "B", "amount": 300, "allin": True}])
    assert r["pots"] == [{"amount": 600, "eligible": ["A", "B"]}]
    assert r["returned"] == [{"player": "A", "amount": 500}]


def test_everyone_folds_to_a_bet():
    r = pots([{"player": "A", "amount": 400}, {"player": "B", "amount": 100, "folded": True}], dead=30)
    assert r["pots"] == [{"amount": 230, "eligible": ["A"]}]
    assert r["returned"] == [{"player": "A", "amount": 300}]
    assert "ropta-2019.03:4.2" in r["clauses"]


def test_equal_allins_share_one_pot():
    r = pots([{"player": "A", "amount": 200, "allin": True}, {"player": "B", "amount": 200, "allin": True},
              {"player": "C", "amount": 600}, {"player": "D", "amount": 600}])
    assert r["pots"] == [{"amount": 800, "eligible": ["A", "B", "C", "D"]}, {"amount": 800, "eligible": ["C", "D"]}]


@pytest.mark.parametrize("doc,pointer", [
    ({"contributions": [{"player": "A", "amount": -5}]}, "$.contributions[0].amount"),
    ({"contributions": [{"player": "A", "amount": 1.5}]}, "$.contributions[0].amount"),
    ({"contributions": [{"player": "A", "amount": 5}, {"player": "A", "amount": 5}]}, "$.contributions[1].player"),
    ({"contributions": [{"player": "A", "amount": 5}, {"player": "B", "amount": 10}]}, "$.contributions[0].amount"),
    ({"contributions": [{"player": "A", "amount": 500, "allin": True}, {"player": "B", "amount": 100}]},
     "$.contributions[0].amount"),
    ({"contributions": [{"player": "A", "amount": 5, "folded": True}]}, "$.contributions"),
    ({"contributions": [{"player": "A", "amount": 50, "folded": True}, {"player": "B", "amount": 10}]},
     "$.contributions[0].amount"),
    ({"contributions": [{"player": "A", "amount": 5, "folded": "yes"}]}, "$.contributions[0].folded"),
    ({"contributions": []}, "$.contributions"),
    ({"contributions": [{"player": "A", "amount": 5}], "dead": -1}, "$.dead"),
    ({"contributions": [{"player": "A", "amount": 5}], "ante": 1}, "$.ante"),
])
def test_bad_input_names_the_field(doc, pointer):
    with pytest.raises(CalcInputError) as exc:
        compute("pots", doc, None)
    assert exc.value.pointer == pointer
