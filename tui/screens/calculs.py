"""Calculs: one form per floor calculator (bet, pots, chip race, penalty, final table, UTH), ruling and clauses."""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, TabbedContent, TabPane

from ..widgets.calc_form import SPECS, CalcForm
from .base import RoptaScreen


class CalculsScreen(RoptaScreen):
    """Tabs of calculator forms; ctrl+n / ctrl+b move between calculators, Enter computes."""

    SUB_TITLE = "Calculs"
    AUTO_FOCUS = "CalcForm Input"
    BINDINGS = [
        Binding("ctrl+n", "next_tab(1)", "Suivant"),
        Binding("ctrl+b", "next_tab(-1)", "Précédent"),
        Binding("ctrl+g", "focus_result", "Résultat", priority=True),
    ]
    KEYS_HELP = [
        ("ctrl+n / ctrl+b", "calculateur suivant / précédent"),
        ("Tab / maj+Tab", "champ suivant / précédent"),
        ("Entrée", "calculer ; le résultat prend le curseur (↑ ↓ pour lire l'explication et les sections)"),
        ("ctrl+g", "aller au résultat"),
    ]

    def compose(self):
        yield Header()
        with TabbedContent(id="calc-tabs"):
            for spec in SPECS:
                with TabPane(spec.title, id=f"tab-{spec.kind}"):
                    with VerticalScroll():
                        yield CalcForm(spec, id=f"calc-{spec.kind}")
        yield Footer(compact=True, show_command_palette=False)

    def action_next_tab(self, step: int) -> None:
        """Show the next (or previous) calculator and put the cursor in its first field."""
        tabs = self.query_one(TabbedContent)
        ids = [f"tab-{s.kind}" for s in SPECS]
        current = ids.index(tabs.active) if tabs.active in ids else 0
        tabs.active = ids[(current + step) % len(ids)]
        self.call_after_refresh(self._focus_first)

    def _focus_first(self) -> None:
        pane = self.query_one(TabbedContent).active_pane
        if pane is not None:
            fields = pane.query("Input, Select")
            if fields:
                fields.first().focus()

    def action_focus_result(self) -> None:
        pane = self.query_one(TabbedContent).active_pane
        if pane is not None:
            result = pane.query(".calc-result-pane")
            if result:
                self.set_focus(result.first())
                result.first().scroll_visible(animate=False)

    def show_kind(self, kind: str) -> None:
        """Route: open the form of calculator `kind`."""
        self.query_one(TabbedContent).active = f"tab-{kind}"
        self.call_after_refresh(self._focus_first)
