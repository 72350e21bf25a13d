"""Règlements, Calculs, footer, help and palette at the table (issue 15)."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static
from textual.widgets._footer import FooterKey

from tests.tui.helpers import settle
from tui.widgets.calc_form import CalcForm, CalcResult, FormError, _pots
from tui.widgets.clause_view import ClauseView


async def test_derived_edition_shows_its_change_and_struck_text(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.open_clause("ropta-2023.10", "7.3")
        await settle(pilot)
        view = app.screen.query_one(ClauseView)
        banners = [str(b.render()) for b in view.query("ChangeBanner")]
        assert any("Section modifiée dans cette édition" in b and "(§7.4 → §7.3)" in b for b in banners), banners
        text = view.query_one(".clause-text", Static).render()
        struck = [text.plain[s.start:s.end] for s in text.spans if "strike" in str(s.style)]
        assert any("on brûle une nouvelle carte" in part for part in struck)
        assert "[-Ainsi" in text.plain  # not colour alone: the brackets say it too


async def test_edition_key_then_number_reaches_the_derived_edition(make_app, kb):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        screen = app.screen
        while screen._edition != "ropta-2023.10":
            await pilot.press("e")
        await pilot.press("7", ".", "3")
        await settle(pilot)
        assert screen.query_one(ClauseView).clause.edition == "ropta-2023.10"
        assert screen.query("ClauseView ChangeBanner")


async def test_history_uses_french_labels_not_ids(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.open_clause("ropta-2019.03", "turn-prematuree")
        await settle(pilot)
        history = str(app.screen.query_one("ClauseView .history", Static).render())
        assert "modifiée (rédaction inconnue)" in history and "modifiee" not in history


async def test_back_returns_to_the_visited_section_not_the_typed_prefixes(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("6", ".", "1")
        await settle(pilot)
        app.screen._reset_buffer()
        await pilot.press("9", ".", "2", "1")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.number == "9.21"
        app.screen.query_one(ClauseView).focus()
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.number == "6.1"


async def compute_bet(pilot):
    await pilot.press("f5")
    await settle(pilot)
    form = app_form = pilot.app.screen.query_one("#calc-bet", CalcForm)
    form.field("actions").value = "A raise 325"
    form.field("player").value = "B"
    form.field("chips").value = "500 25"
    app_form.field("chips").focus()
    await pilot.press("enter")
    await settle(pilot)
    return form


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_calc_result_is_focused_visible_and_scrollable(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        form = await compute_bet(pilot)
        pane = form.query_one(CalcResult)
        assert app.focused is pane
        for _ in range(40):  # the pane is scrolled into view after a refresh; a loaded machine may need a few more
            visible = app.screen.find_widget(pane).region
            if visible.height > 0 and visible.bottom <= size[1]:
                break
            await pilot.pause(0.05)
        assert visible.height > 0 and visible.bottom <= size[1]
        text = str(form.query_one(".calc-result", Static).render())
        assert "Clauses" in text and "action retenue" in text
        await pilot.press("end")  # the explanation and the cited clauses are reached by keyboard
        await settle(pilot)
        assert pane.scroll_y == pane.max_scroll_y


async def test_a_5000_digit_number_is_a_french_message_in_every_field(make_app):
    from tui.widgets.calc_form import SPECS

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f5")
        await settle(pilot)
        screen = app.screen
        for spec in SPECS:
            screen.show_kind(spec.kind)
            await settle(pilot)
            form = screen.query_one(f"#calc-{spec.kind}", CalcForm)
            for field in form.query(Input):
                before = field.value
                field.value = "9" * 5000
                form.compute()
                await settle(pilot)
                message = str(form.query_one(".calc-result", Static).render())
                assert "erreur interne" not in message and message, (spec.kind, field.name)
                field.value = before
        assert app.is_running and app._exception is None


def test_pots_form_refuses_malformed_lines_naming_them():
    with pytest.raises(FormError, match="mises n°2 « B 1000 tpis »"):
        _pots({"contributions": "A 500 tapis; B 1000 tpis", "dead": ""})
    with pytest.raises(FormError, match="aucune entrée"):
        _pots({"contributions": " ; ", "dead": ""})
    with pytest.raises(FormError, match="trop grand"):
        _pots({"contributions": "A " + "9" * 5000, "dead": ""})


def test_a_crash_exits_non_zero(monkeypatch):
    from tui import app as app_module

    def crashed_run(self, *args, **kwargs):
        self._return_code = 1

    monkeypatch.setattr(app_module.RoptaApp, "run", crashed_run)
    with pytest.raises(SystemExit) as exit_info:
        app_module.main()
    assert exit_info.value.code == 1


@pytest.mark.parametrize("mode,own", [("situation", ["Liste", "Décision", "Questions", "Effacer"]),
                                      ("reglements", ["Retour", "Édition", "Texte"]),
                                      ("calculs", ["Suivant", "Précédent", "Résultat"]),
                                      ("journal", ["Reposer", "Édition"]),
                                      ("tda", ["N° TDA", "Filtre"]),
                                      ("versions", ["Changements", "Inverser"])])
async def test_footer_shows_the_screens_own_keys_at_80_columns(make_app, mode, own):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.switch_mode(mode)
        await settle(pilot)
        shown = {key.description: key for key in app.screen.query(FooterKey)}
        for label in own + ["Aide"]:
            assert label in shown, (label, list(shown))
            assert shown[label].region.right <= 80 and shown[label].region.width > 0, label


async def test_help_screen_in_french(make_app):
    from tui.screens.help import HelpScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("#help-text", Static).render())
        for needle in ("écran Situation", "ctrl+l", "TDA≈", "TDA≠", "⚠2023.10", "non officiel", "F6"):
            assert needle in text, needle
        await pilot.press("escape")
        await settle(pilot)
        assert app.current_mode == "situation" and not isinstance(app.screen, HelpScreen)
        await pilot.press("?")  # in the situation field, « ? » is a character
        await settle(pilot)
        assert app.screen.query_one("#situation-input", Input).value == "?"
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("?")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen) and "Règlements" in str(app.screen.query_one("#help-text").render())


async def test_palette_speaks_french(make_app):
    from textual.command import CommandPalette

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await settle(pilot, 6)
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        assert "Search" not in palette.query_one(Input).placeholder
        await pilot.press(*"Quit")
        await settle(pilot, 6)
        prompts = " ".join(str(o.prompt) for o in palette.query("CommandList").first().options)
        assert "Quit the application" not in prompts and "Keys" not in prompts
