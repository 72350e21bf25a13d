"""Consigner une décision: a small window asking the table number and an optional note, then the journal write."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from .inputs import CleanInput


class JournalEntryScreen(ModalScreen):
    """Table number (required) and note (optional); Enter in the note saves, Échap cancels."""

    BINDINGS = [Binding("escape", "cancel", "Annuler", priority=True)]
    DEFAULT_CSS = """
    JournalEntryScreen { align: center middle; }
    #entry-box { width: 70; max-width: 95%; height: auto; border: thick $accent; background: $surface; padding: 0 1; }
    #entry-box Input { margin: 0 0 1 0; }
    #entry-error { color: $error; text-style: bold; height: auto; }
    """

    def __init__(self, res: dict):
        super().__init__()
        self.res = res

    def compose(self):
        decision = self.res.get("decision_label") or self.res.get("decision") or "—"
        with Vertical(id="entry-box"):
            yield Static(Text(f"Consigner §{self.res.get('number')} {self.res.get('title') or ''}\nDécision : {decision}",
                              style="bold"))
            yield Label("Numéro de table")
            yield CleanInput(placeholder="ex. 12", id="entry-table", max_length=12, restrict=r"[0-9A-Za-z -]*")
            yield Label("Note (facultative)")
            yield CleanInput(placeholder="ex. joueur averti", id="entry-note", max_length=500)
            yield Static("", id="entry-error")
            yield Static("Entrée : enregistrer — Échap : annuler", classes="calc-help")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        table = self.query_one("#entry-table", Input).value.strip()
        if not table:
            self.query_one("#entry-error", Static).update("Numéro de table manquant.")
            self.set_focus(self.query_one("#entry-table", Input))
            return
        if event.input.id == "entry-table":
            self.set_focus(self.query_one("#entry-note", Input))
            return
        self.dismiss({"table": table, "note": self.query_one("#entry-note", Input).value.strip()})

    def action_cancel(self) -> None:
        self.dismiss(None)


def save_entry(app, reply: dict, situation: str, facts: dict, res: dict) -> bool:
    """Append the confirmed ruling to the journal; a journal that cannot be written is said, never overwritten."""
    from engine import journal

    entry = journal.make_entry(
        table=reply["table"], note=reply.get("note", ""), situation=situation, facts=facts,
        edition=res.get("edition") or res.get("rulebook") or "", clause=res.get("id") or "",
        number=str(res.get("number") or ""), title=res.get("title") or "",
        decision=res.get("decision_label") or res.get("decision") or res.get("summary") or "")
    try:
        path = journal.append(entry)
    except journal.JournalError as exc:
        app.notify("\n".join(exc.lines), title="Journal", severity="error", timeout=12)
        return False
    app.notify(f"Consigné : table {entry['table']}, §{entry['number']} ({path.name})", title="Journal", timeout=4)
    return True
