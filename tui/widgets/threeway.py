"""« Comparer » (ctrl+t on Situation): the deciding clause in each ROPTA edition beside the TDA rule, from
`engine.threeway.compare` (side by side when the pane is wide, stacked otherwise)."""

from __future__ import annotations

from rich.text import Text
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from engine import labels

from .badges import DivergenceBadge

WIDE = 84  # below this pane width (80 and 120-column terminals), the columns are stacked
UNKNOWN = "Décision non connue : l'annexe n'en donne pas."
NO_TEXT = "Texte complet de cette édition non disponible (édition reconstituée à partir de l'annexe)."


def edition_cell(row: dict) -> Text:
    """One ROPTA edition's column: number, decision (our reading), the annex's words, basis and certainty."""
    text = Text()
    where = f"§{row['number']}" if row.get("number") else labels.change_kind("removed")
    text.append(f"{row.get('label')} — {where}\n", style="bold")
    derived = row.get("kind") == "derived"
    if row.get("decision"):
        text.append("Décision : ", style="bold")
        text.append(labels.decision_label(row["decision"], row.get("summary") or "") + "\n")
    if row.get("summary"):
        text.append(f"Résumé (non officiel) : {row['summary']}\n")
    elif derived and not row.get("decision"):
        text.append(UNKNOWN + "\n", style="bold")
    if row.get("description"):
        text.append(f"Annexe (officiel) : « {row['description']} »\n")
    if row.get("basis_label"):
        text.append(f"Source : {row['basis_label']}\n", style="italic")
    if row.get("certainty"):
        text.append(f"Certitude : {labels.certainty(row['certainty'])}\n", style="bold")
    if derived:
        text.append(NO_TEXT, style="italic")
    text.rstrip()
    return text


def tda_parts(rows: list[dict]):
    """The TDA column: each rule linked to the clause, our paraphrase, and its divergence badge (official vs ours)."""
    if not rows:
        yield Static(Text("TDA 2024 : aucune règle rattachée à cette section.", style="italic"))
        return
    for row in rows:
        text = Text()
        text.append(f"{row.get('label')} — règle {row.get('number')}\n", style="bold")
        if row.get("title"):
            text.append(f"{row['title']}\n")
        if row.get("summary"):
            text.append(f"Notre paraphrase (non officielle) : {row['summary']}\n")
        text.append(f"Source : {row.get('basis_label')}", style="italic")
        yield Static(text, classes="compare-cell")
        item = {"divergence": row.get("divergence"), "official": row.get("official"), "tda": [row.get("number")],
                "authority": row.get("divergence_authority"), "note": row.get("note")}
        if row.get("official") or row.get("divergence") == "constatee":
            yield DivergenceBadge(item)
        else:
            yield Static(Text(f"TDA : {labels.divergence(row.get('divergence'))}"
                              + (f"\n  Notre note : {row['note']}" if row.get("note") else ""), style="italic"),
                         classes="compare-cell")


def compare_view(kb, answer: dict | None, res: dict, width: int) -> "ThreewayView":
    """The comparison of the ruling `res`, under the facts the assistant recognised (its deciding rule first)."""
    from .. import backend

    facts = {f["name"]: f["value"] for f in (answer or {}).get("facts") or [] if isinstance(f, dict)}
    rows = backend.threeway(kb, res.get("id"), facts, res.get("rule"))
    return ThreewayView(rows, res.get("number"), wide=width >= WIDE)


class ThreewayView(Vertical):
    """The comparison of one clause; `wide`: the columns side by side."""

    DEFAULT_CSS = """
    ThreewayView { height: auto; }
    ThreewayView .compare-cols { height: auto; }
    ThreewayView .compare-col { height: auto; padding: 0 1 1 0; }
    ThreewayView .compare-cols .compare-col { width: 1fr; }
    ThreewayView .compare-cell { height: auto; }
    """

    def __init__(self, rows: list[dict], number: str, *, wide: bool, **kwargs):
        super().__init__(**kwargs)
        self.rows = rows
        self.number = number
        self.wide = wide

    def compose(self):
        head = Text()
        head.append(f"Comparer §{self.number} : ROPTA et TDA", style="bold")
        head.append("\nDécisions : lecture de l'équipe (non officielle). ctrl+t : revenir à la décision.", style="dim")
        yield Static(head, classes="clause-title")
        if not self.rows:
            yield Static("Pas de comparaison : cette section n'est pas une section du ROPTA en vigueur.")
            return
        editions = [r for r in self.rows if r.get("kind") != "reference"]
        tda = [r for r in self.rows if r.get("kind") == "reference"]
        columns = [Vertical(*[Static(edition_cell(r), classes="compare-cell")], classes="compare-col")
                   for r in editions]
        columns.append(Vertical(*tda_parts(tda), classes="compare-col compare-tda"))
        if self.wide:
            yield Horizontal(*columns, classes="compare-cols")
        else:
            yield from columns
