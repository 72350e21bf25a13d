"""A clause in full: verbatim text, followable references, examples, TDA rules, history across editions."""

from __future__ import annotations

import json

from rich.text import Text
from textual.message import Message
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option
from textual.containers import VerticalScroll

from engine.model import thaw

from .. import backend
from engine import labels

from .badges import ChangeBanner, DivergenceBadge, marked_text

SAME = {"", "aucune", "none", "identique", "same", "sans_equivalent"}  # not a divergence: no badge


def real_divergences(items) -> list[dict]:
    """Divergences worth a badge (a concordance row saying 'same' is not one)."""
    return [d for d in items or [] if isinstance(d, dict) and str(d.get("divergence", d.get("kind", "x"))).lower() not in SAME]


def edition_line(kb, clause) -> str:
    """Every view names the edition it shows and its date."""
    ed = kb.editions[clause.edition]
    chapter = next((ch for ch in ed.chapters if ch.id == clause.chapter), None)
    where = f" — chapitre {chapter.number} : {chapter.title}" if chapter else ""
    return f"{ed.label}{where}"


def change_parts(kb, view: dict, later: dict | None = None):
    """Banners of the changes: the one the edition shown makes (« modifiée dans cette édition »), a later one
    (`later`, else the view's)."""
    if view.get("change"):
        yield ChangeBanner(view["change"], own=True)
    later = later or view.get("changed")
    if later:
        where = kb.editions[later["in"]].label if later.get("in") in kb.editions else later.get("in")
        yield ChangeBanner(later, where)


def text_parts(view: dict, plain: str):
    """The clause text; for a derived edition, what is known of it first and the superseded passages struck."""
    status = view.get("text_status") or {}
    if status.get("segments") and not status.get("text_known", True):
        notice = status.get("notice") or "rédaction inconnue"
        yield Static(Text(f"⚠ {notice}\n[-…-] barré : passage caduc ; ⟨?⟩ : passage en cause inconnu",
                          style="italic"), classes="unofficial text-notice")
    yield Static(marked_text(status, plain), classes="clause-text")


class RefList(OptionList):
    """The clause's references and the clauses citing it; Enter follows one."""


class ClauseView(VerticalScroll):
    """Shows one clause; posts `Follow` when the reader follows a reference."""

    can_focus = True

    class Follow(Message):
        """The reader chose a reference: open `edition:clause_id`."""

        def __init__(self, edition: str, clause_id: str) -> None:
            super().__init__()
            self.edition = edition
            self.clause_id = clause_id

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.clause = None
        self._targets: list[tuple[str, str]] = []

    def compose(self):
        yield Static("Choisissez une section à gauche, ou tapez son numéro (ex. 6.3).", classes="clause-empty")

    async def show(self, kb, clause) -> None:
        """Replace the content with `clause` (awaits the removal so ids never collide)."""
        self.clause = clause
        await self.remove_children()
        await self.mount_all(list(self._parts(kb, clause)))
        self.scroll_home(animate=False)

    def _parts(self, kb, clause):
        view = backend.clause_json(kb, clause)
        yield Static(edition_line(kb, clause), classes="clause-edition")
        yield Static(Text(f"§{clause.number}  {clause.title}", style="bold"), classes="clause-title")
        yield from change_parts(kb, view)
        for item in real_divergences(view.get("tda")):
            yield DivergenceBadge(item)
        yield from text_parts(view, clause.text)
        if clause.summary:
            yield Static(Text(f"Résumé (non officiel) : {clause.summary}"), classes="unofficial")
        for note in clause.notes:
            yield Static(Text(f"Note (non officielle) : {note.text}"), classes="unofficial")
        yield from self._refs(kb, clause, view)
        yield from self._examples(clause)
        yield from self._tda_rules(kb, clause)
        yield from self._history(kb, clause)

    def _refs(self, kb, clause, view):
        self._targets = []
        options = []
        for ref in view["refs"]:
            if ref["resolved"]:
                target = kb.find(ref["edition"], ref["target"])
                self._targets.append((ref["edition"], ref["target"]))
                other = "" if ref["edition"] == clause.edition else f" ({ref['edition']})"
                options.append(Option(Text(f"→ §{target.number} {target.title}{other}")))
            else:
                note = f" — {ref['note']}" if ref.get("note") else ""
                options.append(Option(Text(f"✗ {ref['label']} : renvoi de la source sans cible{note}"), disabled=True))
                self._targets.append(("", ""))
        for citing in kb.cited_by(clause):
            self._targets.append((citing.edition, citing.id))
            options.append(Option(Text(f"← cité par §{citing.number} {citing.title}")))
        if options:
            yield Label("Renvois — Entrée pour suivre, Échap pour revenir", classes="section-label")
            refs = RefList(*options, classes="refs")
            yield refs

    def _examples(self, clause):
        if not clause.examples:
            return
        yield Label("Exemples chiffrés du texte", classes="section-label")
        for i, ex in enumerate(clause.examples, 1):
            text = Text()
            text.append(f"Exemple {i}", style="bold")
            if ex.get("calc"):
                text.append(f" (calcul « {ex['calc']} »)")
            if ex.get("quote"):
                text.append(f"\n« {ex['quote']} »", style="italic")
            if ex.get("given"):
                text.append(f"\ndonnées : {json.dumps(thaw(ex['given']), ensure_ascii=False)}")
            if ex.get("expected"):
                text.append(f"\nrésultat : {json.dumps(thaw(ex['expected']), ensure_ascii=False)}")
            yield Static(text, classes="example")

    def _tda_rules(self, kb, clause):
        row = backend.concordance_row(kb, clause.id)
        if not row or not row.get("tda"):
            return
        yield Label("Règles TDA correspondantes (paraphrases non officielles, pas le texte TDA)", classes="section-label")
        text = Text()
        for rule in row["tda"]:
            text.append(f"TDA {rule.get('number')}", style="bold")
            text.append(f" {rule.get('title') or ''}")
            if rule.get("gist_fr"):
                text.append(f"\n  {rule['gist_fr']}", style="italic")
            text.append("\n")
        text.rstrip()
        yield Static(text, classes="tda-rules")

    def _history(self, kb, clause):
        lines = Text()
        try:
            items = backend.versions().history(kb, clause.id)
        except Exception as exc:  # shown, never fatal
            items = []
            lines.append(backend.error_text(exc))
        for item in items:
            label = item.get("label") or item.get("edition") or "?"
            if item.get("present") is False:
                lines.append(f"{label} : absente", style="dim")
            else:
                lines.append(f"{label} : §{item.get('number') or '—'}", style="bold")
                if item.get("status"):
                    lines.append(f" — {labels.clause_status(item['status'])}")
            if item.get("notice"):
                lines.append(f"\n  {item['notice']}", style="italic")
            lines.append("\n")
        yield Label("Historique dans les éditions", classes="section-label")
        lines.rstrip()
        yield Static(lines, classes="history")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._targets):
            edition, clause_id = self._targets[event.option_index]
            if clause_id:
                self.post_message(self.Follow(edition, clause_id))

