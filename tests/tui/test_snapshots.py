"""Looks: SVG snapshots of each screen (pytest-textual-snapshot; cursor blink off, pause before the shot).

The screens show real data: when the rulebook or the engine changes what a screen shows, review the diff report and
accept it with `python -m pytest tests/tui/test_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from textual.widgets import Input

from tests.tui.helpers import settle


def app_factory(kb):
    from tui.app import RoptaApp

    app = RoptaApp(kb=kb)
    app.animation_level = "none"
    return app


def steady(action=None):
    """run_before: optional action, then no blinking cursor and every worker and refresh done."""

    async def run_before(pilot):
        if action is not None:
            await action(pilot)
        await settle(pilot)
        for inp in pilot.app.screen.query(Input):
            inp.cursor_blink = False
        await settle(pilot)

    return run_before


def test_situation_start_80x24(snap_compare, kb):
    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady())


def test_situation_answer_120x40(snap_compare, kb):
    async def ask(pilot):
        await pilot.press(*"une carte retournée pendant la donne", "enter")

    assert snap_compare(app_factory(kb), terminal_size=(120, 40), run_before=steady(ask))


def test_reglements_6_3_120x40(snap_compare, kb):
    async def jump(pilot):
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("6", ".", "3")

    assert snap_compare(app_factory(kb), terminal_size=(120, 40), run_before=steady(jump))


def test_reglements_3_1_divergence_80x24(snap_compare, kb):
    async def jump(pilot):
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("3", ".", "1")

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(jump))


def test_tda_official_120x40(snap_compare, kb):
    async def filt(pilot):
        await pilot.press("f4")
        await settle(pilot)
        pilot.app.screen.query_one("#tda-authority").value = "official"

    assert snap_compare(app_factory(kb), terminal_size=(120, 40), run_before=steady(filt))


def test_versions_120x40(snap_compare, kb):
    async def pick(pilot):
        await pilot.press("f7")
        await settle(pilot)
        await pilot.press("ctrl+r", "down", "down")

    assert snap_compare(app_factory(kb), terminal_size=(120, 40), run_before=steady(pick))


def test_calculs_pots_120x40(snap_compare, kb):
    async def pot(pilot):
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        await pilot.press("enter")

    assert snap_compare(app_factory(kb), terminal_size=(120, 40), run_before=steady(pot))


def test_situation_answer_80x24(snap_compare, kb):
    async def ask(pilot):
        await pilot.press(*"une carte retournée pendant la donne", "enter")
        await settle(pilot)
        await pilot.press("ctrl+g")  # the ruling pane, outlined as focused

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(ask))


def test_reglements_derived_7_3_80x24(snap_compare, kb):
    async def jump(pilot):
        await pilot.app.open_clause("ropta-2023.10", "7.3")

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(jump))


def test_calculs_bet_result_80x24(snap_compare, kb):
    async def bet(pilot):
        await pilot.press("f5")
        await settle(pilot)
        form = pilot.app.screen.query_one("#calc-bet")
        form.field("actions").value = "A raise 325"
        form.field("player").value = "B"
        form.field("chips").value = "500 25"
        form.field("chips").focus()
        await pilot.press("enter")

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(bet))


def test_help_80x24(snap_compare, kb):
    async def helpme(pilot):
        await pilot.press("f1")

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(helpme))


def test_situation_compare_80x24(snap_compare, kb):
    async def compare(pilot):
        await pilot.press(*"la turn est sortie trop tôt", "enter")
        await settle(pilot)
        await pilot.press("ctrl+t", "ctrl+g")  # the comparison in the ruling pane, focused

    assert snap_compare(app_factory(kb), terminal_size=(80, 24), run_before=steady(compare))
