"""Journal des décisions in the app: consign a ruling (table, note), list it (F6), re-ask it in another edition; a
corrupt journal is said, the app starts, the file is never touched."""

from __future__ import annotations

import json

from textual.widgets import OptionList, Select, Static

from engine import journal
from tests.tui.helpers import settle
from tui.screens.journal import JournalScreen
from tui.widgets.journal_entry import JournalEntryScreen

SITUATION = "une carte retournée pendant la donne"


async def consign(pilot, table="12", note="joueur averti"):
    await pilot.press("ctrl+g", "c")
    await settle(pilot)
    assert isinstance(pilot.app.screen, JournalEntryScreen)
    await pilot.press(*table, "enter", *note, "enter")
    await settle(pilot)


async def test_confirm_list_and_reask(make_app, journal_dir):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        await consign(pilot)
        entries = journal.read(journal_dir / "journal.jsonl")
        assert len(entries) == 1
        e = entries[0]
        assert (e["table"], e["note"], e["situation"], e["clause"], e["number"]) == (
            "12", "joueur averti", SITUATION, "cartes-retournees", "6.3")
        assert e["edition"] == "ropta-2023.10" and e["decision"] and e["time"]  # the edition in force
        await pilot.press("f6")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, JournalScreen)
        assert screen.query_one("#journal-list", OptionList).option_count == 1
        screen.query_one("#journal-edition", Select).value = "ropta-2019.03"  # « que dirait la 2019.03 ? »
        screen.query_one("#journal-list").focus()
        await pilot.press("r")
        await settle(pilot)
        detail = " ".join(str(w.render()) for w in screen.query("#journal-entry Static, #journal-entry Label"))
        assert "Que dirait ROPTA 2019.03" in detail and "§6.3" in detail and "table 12" in detail.lower()


async def test_the_journal_survives_a_restart(make_app, journal_dir):
    for table in ("3", "7"):
        app = make_app()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press(*SITUATION, "enter")
            await settle(pilot)
            await consign(pilot, table=table, note="")
    assert [e["table"] for e in journal.read(journal_dir / "journal.jsonl")] == ["3", "7"]


async def test_a_corrupt_journal_is_said_and_never_overwritten(make_app, journal_dir):
    journal_dir.mkdir(parents=True)
    path = journal_dir / "journal.jsonl"
    path.write_text(json.dumps({"table": "1"}) + "\n{cassé\n", encoding="utf-8")
    before = path.read_bytes()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*SITUATION, "enter")
        await settle(pilot)
        await consign(pilot)
        assert path.read_bytes() == before
        await pilot.press("f6")
        await settle(pilot)
        status = str(app.screen.query_one("#journal-status", Static).render())
        assert "journal.jsonl:2:" in status and "n'est pas modifié" in status and "refusées" in status
        assert app.is_running
    assert path.read_bytes() == before
