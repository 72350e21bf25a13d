"""Situation at the table (issue 15): typing never waits, Enter lands on the results, decision first at 80x24,
focus always visible, readable answer choices, a loading indicator, control characters stripped."""

from __future__ import annotations

import asyncio
import threading
import types

from textual import events
from textual.widgets import Input, OptionList, Static

from tests.tui.helpers import settle
from tui.screens.situation import QuestionChoice, RulingPane

SITUATION = "une carte retournée pendant la donne"


def gated_inference(monkeypatch, gate: threading.Event, calls: list):
    """The engine's assistant behind a gate: its answers wait until the test opens it (a cold cache)."""
    from tui import backend

    real = backend.inference()

    def ask(kb, text, **kw):
        calls.append(text)
        gate.wait(30)
        return real.ask(kb, text, **kw)

    fake = types.SimpleNamespace(ask=ask)
    monkeypatch.setattr(backend, "inference", lambda: fake)


async def type_fast(app, text: str) -> None:
    """Keys as a terminal sends them, without waiting for the app between keys."""
    for ch in text:
        app._driver.send_message(events.Key("space" if ch == " " else ch, ch))
        await asyncio.sleep(0)


async def test_typing_asks_once_per_pause_not_per_key(make_app, monkeypatch):
    gate, calls = threading.Event(), []
    gate.set()
    gated_inference(monkeypatch, gate, calls)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await type_fast(app, SITUATION)
        await settle(pilot)
        assert app.screen.query_one("#situation-input", Input).value == SITUATION
        assert len(calls) <= 2, calls  # one query per pause in typing, not one per key
        assert app.screen.answer["query"].strip() == SITUATION


async def test_enter_right_after_typing_focuses_the_results_when_they_come(make_app, monkeypatch):
    gate, calls = threading.Event(), []
    gated_inference(monkeypatch, gate, calls)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_fast(app, SITUATION)
        await pilot.press("enter")
        await pilot.pause(0.3)
        loading = app.screen.query_one("#situation-loading")
        assert loading.display  # slow answer: the loading indicator is shown
        gate.set()
        await settle(pilot)
        assert not loading.display
        assert isinstance(app.focused, OptionList) and app.focused.id == "rulings"


async def test_ctrl_l_then_fast_typing_keeps_every_character(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        assert app.focused.id == "rulings"
        app._driver.send_message(events.Key("ctrl+l", None))
        await type_fast(app, "abcdef")
        await settle(pilot)
        assert app.screen.query_one("#situation-input", Input).value == "abcdef"


async def test_escape_and_bell_pasted_are_stripped(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        inp = app.screen.query_one("#situation-input", Input)
        inp.post_message(events.Paste("\x1b[31mune carte\x07 retournée\r\nà la donne"))
        await settle(pilot)
        assert "\x1b" not in inp.value and "\x07" not in inp.value and "\n" not in inp.value
        assert "une carte retournée" in inp.value and "à la donne" in inp.value


def fake_result(**kw):
    res = {"rulebook": "ropta-2019.03", "edition": "ropta-2019.03", "id": "nouvelle-main-nouveau-niveau",
           "number": "3.1", "title": "NOUVELLE MAIN, NOUVEAU NIVEAU", "score": 1, "decision": "d",
           "decision_label": "Décision de test", "summary": "s", "why": ["w"],
           "changed": {"in": "ropta-2023.10", "kind": "modified", "summary": "x", "text_known": False,
                       "since": "2023.09", "certainty": "attestee"},
           "tda": [{"divergence": "annexe", "official": True, "source": "annex-2023-10", "tda": [{"number": "23"}]},
                   {"divergence": "constatee", "official": False, "confidence": "haute", "tda": [{"number": "5"}]}]}
    res.update(kw)
    return res


async def show(pilot, answer):
    screen = pilot.app.screen
    screen.generation += 1
    screen._show(screen.generation, answer, "")
    await settle(pilot)
    return screen


async def test_decision_first_and_visible_at_80x24(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = await show(pilot, {"query": "q", "facts": [], "questions": [], "results": [fake_result()]})
        pane = screen.query_one("#ruling", RulingPane)
        kinds = [type(w).__name__ for w in pane.children]
        decision = pane.query_one(".decision", Static)
        assert pane.children.index(decision) < kinds.index("ChangeBanner") < kinds.index("DivergenceBadge")
        assert decision.region.y < pane.region.bottom and decision.region.height > 0  # on screen, not below
        banner = str(pane.query_one("ChangeBanner").render())
        assert "depuis" not in banner and "modifiée" in banner and "attesté par l'annexe" in banner


async def test_not_confident_answer_says_so(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = await show(pilot, {"query": "q", "facts": [], "questions": [], "confident": False,
                                    "results": [fake_result()]})
        texts = " ".join(str(w.render()) for w in screen.query("#ruling .not-confident"))
        assert "Aucune section ne tranche clairement cette situation ; pistes : §3.1" in texts


async def test_a_matter_left_open_is_said_under_the_notice(make_app):
    app = make_app()
    line = "La situation soulève aussi : transport de jetons (piste : §3.7 X) ; la première section n'y répond pas."
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = await show(pilot, {"query": "q", "facts": [], "questions": [], "confident": False,
                                    "results": [fake_result()],
                                    "unanswered": [{"fact": "chips_transport", "label": "transport de jetons",
                                                    "section": None, "text": line}]})
        texts = " ".join(str(w.render()) for w in screen.query("#ruling .not-confident"))
        assert "pistes : §3.1" in texts and line in texts


async def test_a_story_says_which_event_is_ruled_and_lists_the_others(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = await show(pilot, {"query": "q", "facts": [], "questions": [], "confident": False,
                                    "results": [fake_result()], "event": "le donneur retourne une carte",
                                    "events": [{"text": "il parle avant son tour",
                                                "section": {"rulebook": "ropta-2019.03", "id": "x", "number": "9.3",
                                                            "title": "JOUER A SON TOUR"}}]})
        texts = " ".join(str(w.render()) for w in screen.query("#ruling .story"))
        assert "la décision porte sur la dernière irrégularité, « le donneur retourne une carte »" in texts
        assert "Autres événements de la situation :" in texts and "« il parle avant son tour » → §9.3" in texts


async def test_ruling_pane_takes_a_visible_focus(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        pane = app.screen.query_one("#ruling", RulingPane)
        blurred = pane.styles.border_top
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.focused is pane
        assert pane.styles.border_top != blurred and pane.styles.border_top[0] != ""
        await pilot.press("pagedown")  # the ruling scrolls by keyboard
        await settle(pilot)
        assert pane.scroll_y > 0


async def test_focus_stays_visible_after_answering_a_question(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        choice = next(c for c in app.screen.query(QuestionChoice) if c.fact == "first_cards_exposed")
        choice.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert app.focused is not None and app.focused.is_attached
        assert isinstance(app.focused, (QuestionChoice, RulingPane))


async def test_answer_choices_are_readable(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        question = {"fact": "exposed_to", "question": "À qui les cartes ont-elles été montrées ?",
                    "choices": [{"value": "player-in-hand", "label": "à un joueur encore en jeu"},
                                {"value": "folded-player", "label": "à un joueur couché ou hors du coup"}]}
        screen = await show(pilot, {"query": "q", "facts": [], "questions": [question], "results": [fake_result()]})
        screen.action_focus_questions()
        await settle(pilot)
        choice = screen.query_one(QuestionChoice)
        assert screen.query_one("#questions").region.contains_region(choice.region)  # the whole list on screen
        lines = [strip.text.strip(" ▎▊▔▁") for strip in choice.render_lines(choice.region.reset_offset)]
        shown = "".join(lines).replace(" ", "")  # a long answer wraps onto the next line: joined, it reads whole
        for label in ("à un joueur encore en jeu", "à un joueur couché ou hors du coup"):
            assert label.replace(" ", "") in shown, (label, shown)
