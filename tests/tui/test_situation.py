"""Situation screen: the start screen, asking as you type, the stale-result guard, questions that re-rank."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList

from tests.tui.helpers import settle
from tui.screens.situation import QuestionChoice, SituationScreen

SITUATION = "une carte retournée pendant la donne"


def numbers(screen) -> list[str]:
    return [r["number"] for r in (screen.answer or {}).get("results") or []]


async def test_opens_on_situation_with_focus_on_input(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SituationScreen)
        assert isinstance(app.focused, Input) and app.focused.id == "situation-input"


async def test_stale_answer_is_dropped(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.generation = 5
        stale = {"query": "x", "facts": {}, "questions": [],
                 "results": [{"rulebook": "ropta-2019.03", "edition": "ropta-2019.03", "id": "fausse-donne",
                              "number": "6.1", "title": "LA FAUSSE DONNE", "score": 1, "decision": None,
                              "summary": None, "why": [], "changed": None, "tda": []}]}
        screen._show(4, stale, "")
        assert screen.answer is None and screen.query_one("#rulings", OptionList).option_count == 0
        screen._show(5, stale, "")
        assert numbers(screen) == ["6.1"]


async def test_enter_shows_6_3_first(make_app):
    pytest.importorskip("engine.inference", reason="the ruling assistant is not in main yet")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*SITUATION)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert numbers(screen)[0] == "6.3"
        rulings = screen.query_one("#rulings", OptionList)
        assert "§6.3" in str(rulings.get_option_at_index(0).prompt)
        detail = " ".join(str(w.render()) for w in screen.query("#ruling Static"))
        assert "Une carte retournée est déclarée morte" in detail


async def test_results_update_as_you_type(make_app):
    pytest.importorskip("engine.inference", reason="the ruling assistant is not in main yet")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*SITUATION)  # no Enter
        await settle(pilot)
        assert app.screen.answer["query"].strip() == SITUATION
        assert numbers(app.screen)[0] == "6.3"
