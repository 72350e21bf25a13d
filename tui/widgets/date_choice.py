"""« Date » (ctrl+d): a small window asking a day; the screen then works under the edition in force that day."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from .inputs import CleanInput


@dataclass(frozen=True)
class EditionOnDay:
    """The edition in force on `day` (None: today) and its standing, as the screen header shows it."""

    edition: str
    day: date | None
    header: str


def edition_on(kb, family: str, text: str) -> EditionOnDay:
    """The edition of `family` in force on the day typed (`AAAA-MM-JJ`, empty for today); RoptaError otherwise."""
    from engine.editions import in_force, status_json
    from engine.validity import parse_day

    day = parse_day(text) if text.strip() else None
    ed = in_force(kb, family, day)
    when = f"le {day:%d/%m/%Y}" if day else "aujourd'hui"
    return EditionOnDay(ed.id, day, f"en vigueur {when} : {ed.label} — {status_json(kb, ed)['label']}")


class DateScreen(ModalScreen):
    """One field (AAAA-MM-JJ, empty for today); Entrée chooses, a bad date is explained in the window, Échap cancels.
    Dismisses with an EditionOnDay, or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "Annuler", priority=True)]
    DEFAULT_CSS = """
    DateScreen { align: center middle; }
    #date-box { width: 64; max-width: 95%; height: auto; border: thick $accent; background: $surface; padding: 0 1; }
    #date-box Input { margin: 0 0 1 0; }
    #date-error { color: $error; text-style: bold; height: auto; }
    """

    def __init__(self, kb, family: str, current: str = ""):
        super().__init__()
        self.kb = kb
        self.family = family
        self.current = current

    def compose(self):
        with Vertical(id="date-box"):
            yield Static(Text("Édition en vigueur à une date", style="bold"))
            yield Label("Date (AAAA-MM-JJ ; vide : aujourd'hui)")
            yield CleanInput(value=self.current, placeholder="ex. 2021-06-15", id="date-input", max_length=20)
            yield Static("", id="date-error")
            yield Static("Entrée : choisir — Échap : annuler", classes="calc-help")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from engine.errors import RoptaError

        event.stop()
        try:
            choice = edition_on(self.kb, self.family, event.value)
        except RoptaError as exc:
            from .. import backend

            self.query_one("#date-error", Static).update(backend.error_text(exc))
            return
        self.dismiss(choice)

    def action_cancel(self) -> None:
        self.dismiss(None)
