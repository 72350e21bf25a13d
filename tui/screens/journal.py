"""Journal (F6): the rulings consigned at the tables, newest first; an entry can be re-asked against another edition
(« que dirait la 2023.10 ? »)."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from .. import backend
from ..widgets.ruling import confident_notice, ruling_parts, story_notice
from .base import RoptaScreen


def entry_text(kb, e: dict) -> Text:
    """One consigned ruling in full."""
    from engine.journal import facts_text

    edition = kb.editions[e["edition"]].label if e.get("edition") in kb.editions else e.get("edition")
    text = Text()
    text.append(f"Table {e.get('table') or '?'} — {str(e.get('time', ''))[:19].replace('T', ' ')}\n", style="bold")
    text.append(f"§{e.get('number')} {e.get('title') or ''} ({edition})\n")
    text.append("Décision consignée : ", style="bold")
    text.append(f"{e.get('decision') or '—'}\n")
    text.append(f"Situation : {e.get('situation') or '—'}\n")
    if e.get("facts"):
        text.append(f"Faits répondus : {facts_text(e['facts'])}\n")
    if e.get("note"):
        text.append(f"Note du floor : {e['note']}\n")
    text.rstrip()
    return text


def same_clause_parts(kb, clause_id: str, edition: str):
    """The consigned section as the chosen edition has it: its number, the change banners, the text with the
    superseded passages struck (the engine's view), or « supprimée »."""
    from engine.labels import change_kind

    from ..widgets.clause_view import change_parts, text_parts

    clause = kb.find(edition, clause_id) if clause_id else None
    if clause is None:
        yield Static(Text(f"La section consignée n'existe pas dans cette édition ({change_kind('removed')} ou "
                          "jamais présente).", style="bold"), classes="change-banner")
        return
    view = backend.clause_json(kb, clause)
    yield Static(Text(f"Section consignée dans cette édition : §{clause.number} {clause.title}", style="bold"),
                 classes="clause-title")
    yield from change_parts(kb, view)
    yield from text_parts(view, clause.text)


class JournalScreen(RoptaScreen):
    """The journal read through `engine.journal`; a corrupt file is said, never touched."""

    SUB_TITLE = "Journal"
    AUTO_FOCUS = "#journal-list"
    BINDINGS = [
        Binding("r", "reask", "Reposer"),
        Binding("ctrl+e", "focus_edition", "Édition"),
        Binding("ctrl+r", "focus_list", "Liste"),
        Binding("ctrl+g", "focus_entry", "Détail"),
    ]
    KEYS_HELP = [
        ("↑ ↓", "choisir une décision consignée"),
        ("r", "la reposer dans l'édition choisie (« que dirait la 2023.10 ? »)"),
        ("ctrl+e", "choisir l'édition"),
        ("ctrl+r / ctrl+g", "la liste / le détail"),
        ("dans Situation : c", "consigner la décision affichée (table, note)"),
    ]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.entries: list[dict] = []
        self.error = ""

    def compose(self):
        kb = self.app.kb
        editions = [(ed.label, ed.id) for ed in kb.editions.values()
                    if ed.family == "ropta" and ed.kind in ("rulebook", "derived")]
        yield Header()
        with Horizontal(id="journal-top"):
            yield Label("Reposer dans", classes="pick-label")
            yield Select(editions, value=self.app.default_edition() if editions else Select.NULL,
                         allow_blank=not editions, id="journal-edition", compact=True)
        yield Static("", id="journal-status")
        with Horizontal(id="journal-body"):
            yield OptionList(id="journal-list")
            yield VerticalScroll(id="journal-entry")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        """Read the journal again (a ruling may have been consigned since)."""
        from engine import journal

        status = self.query_one("#journal-status", Static)
        listing = self.query_one("#journal-list", OptionList)
        try:
            self.entries = list(reversed(journal.read()))
            self.error = ""
        except journal.JournalError as exc:
            self.entries = []
            self.error = "\n".join(exc.lines)
        listing.clear_options()
        listing.add_options([Option(Text(journal.line(e))) for e in self.entries])
        if self.error:
            status.update(Text(f"{self.error}\nLe fichier n'est pas modifié ; les nouvelles décisions sont refusées "
                               "tant qu'il n'est pas corrigé ou déplacé.", style="bold"))
        elif not self.entries:
            status.update(f"Aucune décision consignée ({journal.journal_path()}). Dans Situation : c sur une décision.")
        else:
            status.update(f"{len(self.entries)} décision(s) — {journal.journal_path()} — r : reposer dans l'édition choisie")
        if self.entries:
            listing.highlighted = 0
            self.show_entry(self.entries[0])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.entries):
            self.show_entry(self.entries[event.option_index])

    def current(self) -> dict | None:
        index = self.query_one("#journal-list", OptionList).highlighted
        return self.entries[index] if index is not None and 0 <= index < len(self.entries) else None

    def show_entry(self, e: dict, extra: list | None = None) -> None:
        pane = self.query_one("#journal-entry", VerticalScroll)
        pane.remove_children()
        pane.mount_all([Static(entry_text(self.app.kb, e), classes="decision"), *(extra or [])])

    def action_reask(self) -> None:
        """Re-run the consigned situation, with its answered facts, in the edition chosen."""
        e = self.current()
        edition = self.query_one("#journal-edition", Select).value
        if e is None or edition is Select.NULL:
            self.notify("Choisissez une décision consignée et une édition.", severity="warning")
            return
        self.query_one("#journal-status", Static).update(f"Reposée dans {self.app.kb.editions[edition].label}…")
        self._reask(e, str(edition))

    @work(thread=True, exclusive=True, group="reask", exit_on_error=False)
    def _reask(self, e: dict, edition: str) -> None:
        try:
            answer, error = backend.inference().ask(self.app.kb, e.get("situation") or "", edition=edition,
                                                    facts=e.get("facts") or None, top=3), ""
        except Exception as exc:
            answer, error = None, backend.error_text(exc)
        self.app.call_from_thread(self._show_reask, e, edition, answer, error)

    def _show_reask(self, e: dict, edition: str, answer: dict | None, error: str) -> None:
        if e is not self.current():
            return  # the floor moved on to another entry
        kb = self.app.kb
        label = kb.editions[edition].label if edition in kb.editions else edition
        parts = [Label(f"Que dirait {label} ?", classes="section-label")]
        parts.extend(same_clause_parts(kb, e.get("clause") or "", edition))
        results = (answer or {}).get("results") or []
        if error:
            parts.append(Static(Text(error, style="bold")))
        elif not results:
            parts.append(Static("L'assistant ne classe aucune section de cette édition pour cette situation ; "
                                "voir la section consignée ci-dessus.", classes="unofficial"))
        else:
            parts.append(Label(f"L'assistant dans {label}", classes="section-label"))
            first = results[0]
            same = (first.get("id") == e.get("clause"))
            parts.append(Static(Text("Même section que la décision consignée." if same else
                                     "Une autre section vient en premier : à vérifier.", style="italic")))
            parts.extend(ruling_parts(kb, first, None, confident_notice(answer), story_notice(answer)))
        self.show_entry(e, parts)
        self.query_one("#journal-status", Static).update(f"Reposée dans {label}.")

    def action_focus_edition(self) -> None:
        self.set_focus(self.query_one("#journal-edition", Select))

    def action_focus_list(self) -> None:
        self.set_focus(self.query_one("#journal-list", OptionList))

    def action_focus_entry(self) -> None:
        self.set_focus(self.query_one("#journal-entry", VerticalScroll))
