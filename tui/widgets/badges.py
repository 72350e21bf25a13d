"""Banners and badges: 2023.10 change, TDA divergence (official and ours never look alike)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from engine import labels

NO_FULL_TEXT = "l'annexe 2023-10 décrit ce changement sans en donner le texte complet"


def change_text(changed: dict, where: str | None = None, *, own: bool = False) -> Text:
    """A change banner: kind (the engine's label), edition, numbers, certainty, the annex's words apart from our
    summary, and the missing full text. `own`: the change is made by the edition shown (not a later one)."""
    kind = labels.change_kind(changed.get("kind") or "modified")
    where = where or changed.get("in") or ""
    text = Text()
    sure = f" ({labels.certainty(changed['certainty'])})" if changed.get("certainty") else ""
    text.append(f"⚠ Section {kind} {'dans cette édition' if own else 'dans ' + where}{sure}", style="bold")
    if changed.get("from_number") and changed.get("to_number") and changed["from_number"] != changed["to_number"]:
        text.append(f" (§{changed['from_number']} → §{changed['to_number']})")
    if changed.get("description"):
        text.append(f"\n  Annexe (officiel) : « {changed['description']} »")
    if changed.get("summary"):
        mine = changed.get("summary_official") is not True
        text.append(f"\n  {'Notre résumé (non officiel)' if mine else 'Résumé'} : {changed['summary']}")
    if changed.get("added_text"):
        text.append(f"\n  Phrase ajoutée (texte de l'annexe) : « {changed['added_text']} »")
    if changed.get("text_known") is not True and changed.get("kind") != "removed":
        text.append(f"\n  Texte complet non disponible : {NO_FULL_TEXT}.", style="italic")
    return text


def marked_text(status: dict | None, plain: str) -> Text:
    """The clause text with superseded passages struck and bracketed [-…-] (the engine marks them), else `plain`."""
    segments = (status or {}).get("segments") or []
    if not segments:
        return Text(plain)
    text = Text()
    for kind, words in segments:
        if kind == "caduc":
            text.append(f"[-{words}-]", style="strike")
        elif kind == "incertain":
            text.append(f"⟨?⟩{words}", style="italic")
        else:
            text.append(words)
    return text


class ChangeBanner(Static):
    """Shown where an edition changes the clause (a later one, or the one shown when `own`)."""

    def __init__(self, changed: dict, where: str | None = None, *, own: bool = False, **kwargs):
        super().__init__(change_text(changed, where, own=own), classes="change-banner", **kwargs)


def is_official(item: dict) -> bool:
    """A divergence is official only when it says so (or comes from the annex); ours never are."""
    if "official" in item:
        return bool(item["official"])
    return str(item.get("source", "")).startswith("annex")


def divergence_text(item: dict) -> Text:
    """One divergence: kind, TDA rules, authority spelled out (official vs our own comparison)."""
    kind = item.get("divergence_label") or labels.divergence(item.get("divergence") or item.get("kind") or "divergence")
    rules = item.get("tda") or item.get("rules") or []
    if isinstance(rules, (list, tuple)):
        numbers = ", ".join(str(r.get("number", r)) if isinstance(r, dict) else str(r) for r in rules)
    else:
        numbers = str(rules)
    official = is_official(item)
    text = Text()
    if official:
        text.append(" TDA ≠ OFFICIEL ", style="bold reverse")
    else:
        text.append(" TDA ≈ NON OFFICIEL ", style="italic reverse")
    text.append(f" {kind}")
    if numbers:
        text.append(f" (TDA {numbers})")
    if official:
        text.append(f" — {item.get('authority') or item.get('annex_ref') or 'annexe 2023-10 (officiel)'}")
    else:
        text.append(" — constatée par nous en comparant les textes, pas par la fédération", style="italic")
        if item.get("confidence"):
            text.append(f" (confiance : {item['confidence']})", style="italic")
    note = item.get("note")
    if note:
        text.append(f"\n  {'' if official else 'Notre note : '}{note}", style="" if official else "italic")
    return text


class DivergenceBadge(Static):
    """A TDA divergence; CSS gives official and unofficial different colours and borders too."""

    def __init__(self, item: dict, **kwargs):
        cls = "tda-official" if is_official(item) else "tda-unofficial"
        super().__init__(divergence_text(item), classes=f"tda-badge {cls}", **kwargs)
