"""`bet` calculator: one test per rule of ROPTA 9.1–9.13 and 9.21–9.22 it applies, and the annex's big-blind cases.

The documents name their edition (2019.03, whose text these tests quote): the default edition is the one in force."""

from __future__ import annotations

import pytest

from engine.calc import CalcInputError, compute

ED = "ropta-2019.03"
PREFLOP = {"edition": ED, "blinds": [50, 100], "street": "preflop"}


def bet(actions, nxt, **extra):
    return compute("bet", {**PREFLOP, **extra, "actions": actions, "next": nxt}, None)


def rule(doc):
    return compute("bet", {"edition": ED, **doc}, None)


# Situation of the annex 2023-10 (« ajouts de jetons sur la grosse blinde ») : 50/100, a raise to 700 faces the BB.
RAISE_700 = [{"player": "BTN", "action": "raise", "to": 700}, {"player": "SB", "action": "fold"}]


@pytest.mark.parametrize("nxt,action,total", [
    ({"chips": [1000]}, "call", 700),                       # case 1: one chip of higher value
    ({"chips": [5000]}, "call", 700),
    ({"chips": [500, 500]}, "call", 700),                   # every chip needed to call
    ({"chips": [1000, 1000]}, "raise", 2100),               # not every chip needed: raise to the total
    ({"withdrawn": 100, "chips": [1000]}, "call", 700),     # case 2: blind taken back, one chip
    ({"withdrawn": 100, "chips": [500, 500]}, "call", 700),
    ({"withdrawn": 50, "chips": [1000, 1000]}, "raise", 2050),
])
def test_big_blind_adds_chips(nxt, action, total):
    r = bet(RAISE_700, {"player": "BB", **nxt})
    assert (r["action"], r["total"]) == (action, total)


def test_big_blind_posted_a_big_chip_then_adds_chips_is_a_raise():
    # annex case 3: the BB posted one 1000 chip for his 100 blind; any chip added is a raise of the total posed
    r = bet(RAISE_700, {"player": "BB", "in_front": 1000, "chips": [500]})
    assert (r["action"], r["total"]) == ("raise", 1500)
    assert "annex-2023-10:7.5" in r["clauses"]
    r = bet(RAISE_700, {"player": "BB", "in_front": 1000})
    assert r["action"] is None and r["to_call"] == 700


def test_single_higher_chip_is_a_call_unless_raise_declared():
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "chips": [1000]})
    assert (r["action"], r["total"], r["returned"]) == ("call", 300, 700)
    assert r["clauses"] == ["ropta-2019.03:9.11"]
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "declared": "raise", "chips": [1000]})
    assert (r["action"], r["total"]) == ("raise", 1000)


def test_single_lower_chip_heads_up_is_a_call_multiway_call_or_fold():
    heads_up = bet([{"player": "A", "action": "raise", "to": 300}, {"player": "SB", "action": "fold"},
                    {"player": "BB", "action": "fold"}], {"player": "B", "chips": [100]})
    assert (heads_up["action"], heads_up["total"]) == ("call", 300)
    multi = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "chips": [100]})
    assert multi["action"] is None and multi["options"] == ["call", "fold"] and not multi["can_raise"]
    assert not multi["floor_decision"] and "ropta-2019.03:9.12" in multi["clauses"]


def test_undercall_multiway_facing_the_first_bet_is_completed():
    r = rule({"blinds": [100, 200], "street": "turn", "live_players": 3,
                        "actions": [{"player": "A", "action": "bet", "to": 1000}], "next": {"player": "B",
                                                                                          "chips": [200, 200]}})
    assert (r["action"], r["total"], r["to_add"], r["floor_decision"]) == ("call", 1000, 600, False)


def test_undercall_heads_up_after_a_raise_is_completed():
    r = rule({"blinds": [100, 200], "street": "turn", "live_players": 2,
                        "actions": [{"player": "A", "action": "bet", "to": 400}, {"player": "B", "action": "raise",
                                                                                  "to": 1200}],
                        "next": {"player": "A", "chips": [200, 200]}})
    assert (r["action"], r["total"], r["floor_decision"]) == ("call", 1200, False)


def test_check_declared_facing_a_bet_must_act_again_without_raising():
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "declared": "check"})
    assert r["action"] is None and r["options"] == ["call", "fold"] and r["can_raise"] is False
    assert r["min_raise_to"] is None


def test_call_declared_without_a_bet_is_a_check():
    r = rule({"blinds": [50, 100], "street": "flop", "actions": [], "next": {"player": "A",
                                                                                       "declared": "call"}})
    assert r["action"] == "check"


def test_big_blind_call_in_his_option_is_a_check():
    r = bet([{"player": "A", "action": "call"}, {"player": "SB", "action": "call"}],
            {"player": "BB", "chips": [1000]})
    assert (r["action"], r["returned"]) == ("check", 1000)


def test_fold_when_check_is_possible_cites_open_muck():
    r = rule({"blinds": [50, 100], "street": "river", "actions": [], "next": {"player": "A",
                                                                                        "declared": "fold"}})
    assert r["action"] == "fold" and "ropta-2019.03:9.22" in r["clauses"]


def test_declared_amount_is_the_total_and_is_completed_to_the_minimum():
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "declared": "raise", "amount": 400})
    assert (r["action"], r["total"]) == ("raise", 500)
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "declared": "raise", "amount": 4000})
    assert (r["action"], r["total"]) == ("raise", 4000)


def test_blocked_player_declaring_a_raise_only_calls():
    r = bet([{"player": "A", "action": "raise", "to": 225}, {"player": "B", "action": "allin", "to": 300},
             {"player": "C", "action": "call"}], {"player": "A", "declared": "raise", "amount": 600})
    assert (r["action"], r["total"]) == ("call", 300)
    assert "ropta-2019.03:9.21" in r["clauses"]


def test_underbet_postflop_is_aligned_on_the_big_blind():
    r = rule({"blinds": [100, 200], "street": "flop", "actions": [], "next": {"player": "A",
                                                                                       "chips": [100]}})
    assert (r["action"], r["total"]) == ("bet", 200)


def test_bare_insufficient_amount_is_void():
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "amount": 200})
    assert r["action"] is None and "ropta-2019.03:9.5" in r["clauses"]


def test_stack_caps_the_ruling_to_an_allin():
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "declared": "raise", "amount": 1000,
                                                              "stack": 450})
    assert (r["action"], r["total"]) == ("allin", 450)
    r = bet([{"player": "A", "action": "raise", "to": 300}], {"player": "B", "chips": [100, 100], "stack": 200})
    assert (r["action"], r["total"]) == ("allin", 200)


def test_checker_may_raise_a_short_allin_bet_postflop():
    r = rule({"blinds": [50, 100], "street": "flop", "actions": [
        {"player": "A", "action": "check"}, {"player": "B", "action": "allin", "to": 30}], "next": {"player": "A"}})
    assert r["can_raise"] and r["min_raise_to"] == 130


@pytest.mark.parametrize("doc,pointer", [
    ({"blinds": [50, -100], "street": "flop", "next": {"player": "A"}}, "$.blinds[1]"),
    ({"blinds": [50, 100.5], "street": "flop", "next": {"player": "A"}}, "$.blinds[1]"),
    ({"blinds": [100, 50], "street": "flop", "next": {"player": "A"}}, "$.blinds[0]"),
    ({"blinds": [50, 100], "street": "fourth", "next": {"player": "A"}}, "$.street"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "raise", "to": 300}, {"player": "B", "action": "call",
                                                                              "to": 400}], "next": {"player": "C"}},
     "$.actions[1].to"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "fold"}, {"player": "A", "action": "call"}],
      "next": {"player": "C"}}, "$.actions[1].player"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "fold"}], "next": {"player": "A"}}, "$.next.player"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "raise", "to": 150}], "next": {"player": "B"}},
     "$.actions[0].to"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "bet", "to": 300}], "next": {"player": "B"}},
     "$.actions[0].action"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "check"}], "next": {"player": "B"}}, "$.actions[0].action"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "shove", "to": 300}], "next": {"player": "B"}},
     "$.actions[0].action"),
    ({**PREFLOP, "actions": [{"player": "A", "action": "raise", "to": 225}, {"player": "B", "action": "allin",
                                                                              "to": 300},
                             {"player": "A", "action": "raise", "to": 600}], "next": {"player": "C"}},
     "$.actions[2].action"),
    ({**PREFLOP, "next": {"player": "A", "chips": [100, -5]}}, "$.next.chips[1]"),
    ({**PREFLOP, "next": {"player": "A", "declared": "allin"}}, "$.next.stack"),
    ({**PREFLOP, "next": {"player": "SB", "withdrawn": 100, "chips": [100]}}, "$.next.withdrawn"),
    ({**PREFLOP, "next": {"player": "A", "declared": "raise", "ammount": 300}}, "$.next.ammount"),
    ({**PREFLOP, "live_players": 2, "actions": [{"player": "A", "action": "call"}], "next": {"player": "B"}},
     "$.live_players"),
    ({**PREFLOP}, "$.next"),
])
def test_bad_input_names_the_field(doc, pointer):
    with pytest.raises(CalcInputError) as exc:
        compute("bet", doc, None)
    assert exc.value.pointer == pointer
