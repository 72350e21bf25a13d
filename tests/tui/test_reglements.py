"""Règlements screen: jump by number, follow a reference and come back, palette « aller à la section »."""

from __future__ import annotations

from textual.widgets import Tree

from tests.tui.helpers import settle
from tui.widgets.clause_view import ClauseView, RefList


async def test_jump_by_typing_a_number(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("9", ".", "2", "1")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.id == "relance-bloquee"
        tree = app.screen.query_one("#toc", Tree)
        from engine.editions import default_edition

        assert tree.cursor_node.data == ("clause", default_edition(app.kb), "relance-bloquee")  # the edition in force
        # after a pause the buffer restarts: a new number goes elsewhere
        app.screen._reset_buffer()
        await pilot.press("6", ".", "3")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.id == "cartes-retournees"
        assert "Une carte retournée est déclarée morte" in str(app.screen.query_one(".clause-text").render())


async def test_follow_reference_and_back(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("6", ".", "1")
        await settle(pilot)
        view = app.screen.query_one(ClauseView)
        assert view.clause.number == "6.1"
        refs = view.query_one(RefList)
        refs.focus()
        refs.highlighted = 0  # "→ §6.3 LES CARTES RETOURNEES"
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.number == "6.3"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen.query_one(ClauseView).clause.number == "6.1"


async def test_unresolved_reference_is_shown_not_followable(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.open_clause("ropta-2019.03", "9.8")
        await settle(pilot)
        refs = app.screen.query_one(ClauseView).query_one(RefList)
        disabled = [refs.get_option_at_index(i) for i in range(refs.option_count)
                    if refs.get_option_at_index(i).disabled]
        assert any("sans cible" in str(o.prompt) for o in disabled)


async def test_palette_goes_to_a_section(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"section 9.22")
        await settle(pilot, 6)
        await pilot.press("enter")
        await settle(pilot)
        assert app.current_mode == "reglements"
        assert app.screen.query_one(ClauseView).clause.id == "open-muck"


async def test_palette_offers_the_screens(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"Écran TDA")
        await settle(pilot, 6)
        await pilot.press("enter")
        await settle(pilot)
        assert app.current_mode == "tda"
