"""Situation screen: the start screen, asking as you type, the stale-result guard, questions that re-rank."""

from __future__ import annotations

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
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*SITUATION)  # no Enter
        await settle(pilot)
        assert app.screen.answer["query"].strip() == SITUATION
        assert numbers(app.screen)[0] == "6.3"


async def test_answering_a_question_reranks(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        screen = app.screen
        before = numbers(screen)
        assert before[0] == "6.3"
        choice = next(c for c in screen.query(QuestionChoice) if c.fact == "first_cards_exposed")
        assert choice.values[0] is True  # « oui »
        choice.focus()
        await pilot.press("enter")  # choose the highlighted answer, « oui »
        await settle(pilot)
        assert screen.facts == {"first_cards_exposed": True}
        after = numbers(screen)
        assert after != before and after[0] == "6.1"  # one of the first two cards: misdeal
        assert all(c.fact != "first_cards_exposed" for c in screen.query(QuestionChoice))


async def test_amounts_bring_the_calculator_ruling(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"il a dit call mais a poussé deux jetons de 1000 sur une relance à 1100, blindes 100/200",
                          "enter")
        await settle(pilot)
        screen = app.screen
        assert screen.answer.get("calc"), "the assistant recognised amounts"
        calc = " ".join(str(w.render()) for w in screen.query("#ruling .calc-result"))
        assert "action retenue : call" in calc and "9.4" in calc


async def test_change_banner_and_divergence_badge(make_app, kb):
    from tui.widgets.badges import ChangeBanner, DivergenceBadge

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        changed = {"in": "ropta-2023.10", "kind": "modified", "summary": "x", "text_known": False}
        official = {"divergence": "annexe", "official": True, "source": "annex-2023-10", "tda": [{"number": "23"}]}
        ours = {"divergence": "constatee", "official": False, "confidence": "haute", "tda": [{"number": "5"}]}
        res = {"rulebook": "ropta-2019.03", "edition": "ropta-2019.03", "id": "nouvelle-main-nouveau-niveau",
               "number": "3.1", "title": "NOUVELLE MAIN, NOUVEAU NIVEAU", "score": 1, "decision": "d", "summary": "s",
               "why": ["w"], "changed": changed, "tda": [official, ours]}
        screen.generation += 1
        screen._show(screen.generation, {"query": "q", "facts": [], "questions": [], "results": [res]}, "")
        await settle(pilot)
        banner = screen.query_one("#ruling ChangeBanner", ChangeBanner)
        assert "sans en donner le texte complet" in str(banner.render())
        badges = list(screen.query("#ruling DivergenceBadge").results(DivergenceBadge))
        assert [b.has_class("tda-official") for b in badges] == [True, False]
        texts = [str(b.render()) for b in badges]
        assert "OFFICIEL" in texts[0] and "NON OFFICIEL" in texts[1] and "constatée par nous" in texts[1]
        assert badges[0].styles.border_top[0] != badges[1].styles.border_top[0]  # not colour alone
