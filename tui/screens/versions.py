"""Versions: pick two editions, list the changes by kind, read the redline of the selected clause."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from engine import labels

from .. import backend
from ..widgets.badges import NO_FULL_TEXT
from .base import RoptaScreen

KINDS = [(kind, labels.change_kind(kind).capitalize()) for kind in ("added", "removed", "modified", "renumbered")]
MARK = labels.CHANGE_MARKS


def redline_text(redline) -> Text:
    """Word-level redline: deletions struck with [- -], insertions underlined with {+ +} (not colour alone)."""
    text = Text()
    for op, words in redline:
        if op == "-":
            text.append(f"[-{words}-]", style="strike red")
        elif op == "+":
            text.append(f"{{+{words}+}}", style="underline green")
        else:
            text.append(words)
    return text


class VersionsScreen(RoptaScreen):
    """Diff of two editions through `engine.versions.diff`."""

    SUB_TITLE = "Versions"
    AUTO_FOCUS = "#from"
    BINDINGS = [Binding("ctrl+r", "focus_changes", "Changements"), Binding("ctrl+e", "swap", "Inverser")]
    KEYS_HELP = [("ctrl+r", "la liste des changements (↑ ↓ : le détail ; Entrée : ouvrir dans Règlements)"),
                 ("ctrl+e", "inverser les deux éditions"), ("Tab", "choisir les éditions")]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.changes: list[dict] = []
        self._rows: list[dict | None] = []

    def compose(self):
        kb = self.app.kb
        from .reglements import ordered_editions

        options = [(ed.label, ed.id) for ed in kb.editions.values()]
        from engine.editions import default_pair

        ids = list(kb.editions)
        first, second = default_pair(kb) or (ids[0], ids[1] if len(ids) > 1 else ids[0])
        yield Header()
        with Horizontal(id="versions-pick"):
            yield Label("De", classes="pick-label")
            yield Select(options, value=first, allow_blank=False, id="from")
            yield Label("à", classes="pick-label")
            yield Select(options, value=second, allow_blank=False, id="to")
        yield Static("", id="versions-status")
        with Horizontal(id="versions-body"):
            yield OptionList(id="changes")
            yield VerticalScroll(id="redline")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.refresh_diff()

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if self.is_mounted:
            self.refresh_diff()

    def refresh_diff(self) -> None:
        """Ask the engine for the diff of the two chosen editions and list the changes grouped by kind."""
        a = self.query_one("#from", Select).value
        b = self.query_one("#to", Select).value
        status = self.query_one("#versions-status", Static)
        changes_list = self.query_one("#changes", OptionList)
        changes_list.clear_options()
        self._rows = []
        self.query_one("#redline", VerticalScroll).remove_children()
        try:
            diff = backend.versions().diff(self.app.kb, a, b)
        except Exception as exc:
            self.changes = []
            status.update(Text(backend.error_text(exc), style="bold"))
            return
        self.changes = list(diff.get("changes") or [])
        kb = self.app.kb
        la = kb.editions[a].label if a in kb.editions else a
        lb = kb.editions[b].label if b in kb.editions else b
        status.update(f"{len(self.changes)} changement(s) de {la} à {lb}")
        options = []
        for kind, title in KINDS + [(None, "Autres")]:
            group = [c for c in self.changes if (c.get("kind") == kind) or (kind is None and c.get("kind") not in MARK)]
            if not group:
                continue
            options.append(Option(Text(f"{title}s ({len(group)})", style="bold"), disabled=True))
            self._rows.append(None)
            for c in group:
                nums = c.get("from_number") or "—"
                if c.get("to_number") and c.get("to_number") != c.get("from_number"):
                    nums = f"{nums} → {c['to_number']}"
                options.append(Option(Text(f" {MARK.get(c.get('kind'), '?')} §{nums} {c.get('title') or c.get('id')}")))
                self._rows.append(c)
        changes_list.add_options(options)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._rows) and self._rows[event.option_index]:
            self.show_change(self._rows[event.option_index])

    def show_change(self, change: dict) -> None:
        """The selected change: kind, numbers, summary, and the redline when both texts are known."""
        pane = self.query_one("#redline", VerticalScroll)
        pane.remove_children()
        head = Text()
        head.append(f"{change.get('title') or change.get('id')}\n", style="bold")
        kind = dict(KINDS).get(change.get("kind"), change.get("kind") or "")
        head.append(f"{kind} : §{change.get('from_number') or '—'} → §{change.get('to_number') or '—'}")
        parts = [Static(head, classes="clause-title")]
        if change.get("description"):
            source = change.get("description_source") or "annexe"
            parts.append(Static(Text(f"{source} : « {change['description']} »"), classes="decision"))
        if change.get("summary"):
            mine = change.get("summary_official") is not True
            label = "Notre résumé (non officiel)" if mine else "Résumé"
            parts.append(Static(Text(f"{label} : {change['summary']}"), classes="unofficial" if mine else "decision"))
        if change.get("redline"):
            parts.append(Label("Redline — [-supprimé-] {+ajouté+}", classes="section-label"))
            parts.append(Static(redline_text(change["redline"]), classes="clause-text"))
        elif change.get("kind") in ("modified", "added"):
            parts.append(Static(f"Pas de redline : {NO_FULL_TEXT}.", classes="change-banner"))
        parts.append(Static("Entrée : ouvrir la section dans Règlements", classes="unofficial"))
        pane.mount_all(parts)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        row = self._rows[event.option_index] if 0 <= event.option_index < len(self._rows) else None
        if row:
            to = self.query_one("#to", Select).value
            frm = self.query_one("#from", Select).value
            kb = self.app.kb
            edition = to if kb.find(to, row["id"]) else frm
            await self.app.open_clause(edition, row["id"])

    def action_focus_changes(self) -> None:
        self.query_one("#changes", OptionList).focus()

    def action_swap(self) -> None:
        a, b = self.query_one("#from", Select), self.query_one("#to", Select)
        va, vb = a.value, b.value
        with self.prevent(Select.Changed):
            a.value, b.value = vb, va
        self.refresh_diff()
