"""TDA: the ROPTA ↔ TDA concordance, filterable by divergence kind and authority; a TDA number finds its clauses."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import DataTable, Footer, Header, Input, Label, Select, Static

from engine import labels

from .. import backend
from ..widgets.badges import is_official
from .base import RoptaScreen

AUTHORITIES = [("officielle (annexe)", "official"), ("non officielle (notre comparaison)", "unofficial")]
KIND_LABELS = labels.DIVERGENCES


def authority_cell(row: dict) -> Text:
    """Official and unofficial never look alike: words, weight and style differ."""
    if str(row.get("divergence", "")).lower() in ("aucune", "", "none"):
        return Text("—", style="dim")
    if is_official(row):
        return Text("OFFICIELLE", style="bold reverse")
    return Text("non officielle", style="italic")


class TdaScreen(RoptaScreen):
    """Concordance table from `engine.tda.concordance`; Enter opens the ROPTA clause in Règlements."""

    SUB_TITLE = "TDA"
    AUTO_FOCUS = "#tda-table"
    BINDINGS = [
        Binding("ctrl+n", "focus_number", "N° TDA"),
        Binding("ctrl+k", "focus_kind", "Filtre"),
        Binding("ctrl+r", "focus_table", "Tableau"),
    ]
    KEYS_HELP = [("ctrl+n", "numéro de règle TDA (Entrée : ses sections ROPTA)"), ("ctrl+k", "filtre par divergence"),
                 ("ctrl+r", "le tableau (Entrée : ouvrir la section ROPTA)")]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rows: list[dict] = []
        self.shown: list[dict] = []

    def compose(self):
        yield Header()
        self.rows = backend.concordance(self.app.kb)
        kinds = sorted({str(r.get("divergence")) for r in self.rows})
        with Horizontal(id="tda-filters"):
            yield Label("Divergence", classes="pick-label")
            yield Select([(KIND_LABELS.get(k, k), k) for k in kinds], prompt="toutes", id="tda-kind")
            yield Label("Autorité", classes="pick-label")
            yield Select(AUTHORITIES, prompt="toutes", id="tda-authority")
            yield Input(placeholder="N° TDA (ex. 30)", id="tda-number", restrict=r"[0-9A-Za-z-]*", max_length=8)
        yield Static("", id="tda-status")
        yield DataTable(id="tda-table", cursor_type="row", zebra_stripes=True)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        table = self.query_one("#tda-table", DataTable)
        table.add_column("ROPTA", width=6)
        table.add_column("Titre", width=34)
        table.add_column("TDA", width=12)
        table.add_column("Divergence", width=22)
        table.add_column("Autorité", width=14)
        table.add_column("Confiance", width=9)
        self.apply_filters()

    def _filters(self):
        kind = self.query_one("#tda-kind", Select).value
        authority = self.query_one("#tda-authority", Select).value
        return (None if kind is Select.NULL else kind), (None if authority is Select.NULL else authority)

    def apply_filters(self) -> None:
        """Refill the table from the concordance (or the TDA-number lookup), with the chosen filters."""
        kind, authority = self._filters()
        number = self.query_one("#tda-number", Input).value.strip()
        status = self.query_one("#tda-status", Static)
        rows = self.rows
        if number:
            try:
                rows = list(backend.tda().for_tda_rule(self.app.kb, number))
            except Exception as exc:
                status.update(Text(backend.error_text(exc), style="bold"))
                rows = []
        if kind:
            rows = [r for r in rows if str(r.get("divergence")) == kind]
        if authority:
            rows = [r for r in rows if authority_cell(r).plain != "—" and is_official(r) == (authority == "official")]
        self.shown = rows
        table = self.query_one("#tda-table", DataTable)
        table.clear()
        for r in rows:
            tda_numbers = ", ".join(str(t.get("number", t)) if isinstance(t, dict) else str(t) for t in r.get("tda") or [])
            table.add_row(str(r.get("ropta")), str(r.get("title") or ""), tda_numbers or "—",
                          r.get("divergence_label") or KIND_LABELS.get(str(r.get("divergence")), str(r.get("divergence"))),
                          authority_cell(r),
                          str(r.get("confidence") or ""))
        what = f"règle TDA {number} → " if number else ""
        if number and rows:
            what += ", ".join(f"§{r.get('ropta')}" for r in rows) + " — "
        status.update(f"{what}{len(rows)} section(s) sur {len(self.rows)} — Entrée : ouvrir la section ROPTA")

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if self.is_mounted:
            self.apply_filters()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if not event.value.strip():
            self.apply_filters()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.apply_filters()
        if self.shown:
            self.query_one("#tda-table", DataTable).focus()

    async def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if 0 <= event.cursor_row < len(self.shown):
            row = self.shown[event.cursor_row]
            await self.app.open_clause(row["edition"], row.get("id") or str(row.get("ropta")))

    def action_focus_number(self) -> None:
        self.query_one("#tda-number", Input).focus()

    def action_focus_kind(self) -> None:
        self.query_one("#tda-kind", Select).focus()

    def action_focus_table(self) -> None:
        self.query_one("#tda-table", DataTable).focus()
