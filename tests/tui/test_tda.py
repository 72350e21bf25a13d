"""TDA screen: filter the concordance by divergence kind and authority; a TDA number finds its ROPTA clauses."""

from __future__ import annotations

from textual.widgets import DataTable, Select

from tests.tui.helpers import settle
from tui import backend
from tui.widgets.badges import is_official

async def test_filter_by_kind_and_authority(make_app, kb):
    rows = backend.tda().concordance(kb)
    kinds = sorted({str(r["divergence"]) for r in rows})
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f4")
        await settle(pilot)
        table = app.screen.query_one("#tda-table", DataTable)
        assert table.row_count == len(rows)
        for kind in kinds:
            app.screen.query_one("#tda-kind", Select).value = kind
            await settle(pilot)
            assert table.row_count == sum(1 for r in rows if str(r["divergence"]) == kind)
            assert all(str(r["divergence"]) == kind for r in app.screen.shown)
        app.screen.query_one("#tda-kind", Select).clear()
        app.screen.query_one("#tda-authority", Select).value = "official"
        await settle(pilot)
        assert app.screen.shown and all(is_official(r) for r in app.screen.shown)
        app.screen.query_one("#tda-authority", Select).value = "unofficial"
        await settle(pilot)
        assert app.screen.shown and not any(is_official(r) for r in app.screen.shown)


async def test_tda_number_jumps_to_ropta_clauses(make_app, kb):
    expected = [r["ropta"] for r in backend.tda().for_tda_rule(kb, "30")]
    assert expected
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f4")
        await settle(pilot)
        await pilot.press("ctrl+n", "3", "0", "enter")
        await settle(pilot)
        assert [r["ropta"] for r in app.screen.shown] == expected
        assert isinstance(app.focused, DataTable)
        await pilot.press("enter")
        await settle(pilot)
        assert app.current_mode == "reglements"
        assert app.screen.query_one("ClauseView").clause.number == expected[0]
