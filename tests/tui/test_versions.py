"""Versions screen: two editions, the changes by kind, the redline of the selected clause."""

from __future__ import annotations

from textual.widgets import OptionList, Select

from tests.tui.helpers import settle
from tui import backend

async def test_changes_listed_by_kind_with_redline(make_app, kb):
    diff = backend.versions().diff(kb, "ropta-2019.03", "ropta-2023.10")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f7")
        await settle(pilot)
        screen = app.screen
        assert len(screen.changes) == len(diff["changes"]) > 0
        changes = screen.query_one("#changes", OptionList)
        changes.focus()
        index = next(i for i, row in enumerate(screen._rows) if row and row["kind"] == "modified")
        changes.highlighted = index
        await settle(pilot)
        shown = " ".join(str(w.render()) for w in screen.query("#redline Static"))
        assert screen._rows[index]["title"] in shown
        # the same edition twice: one clear line, no crash
        screen.query_one("#to", Select).value = "ropta-2019.03"
        await settle(pilot)
        assert screen.changes == []
