"""Banners and badges: 2023.10 change, TDA divergence (official and ours never look alike), unavailable capability."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ..backend import UNAVAILABLE

NO_FULL_TEXT = "l'annexe 2023-10 décrit ce changement sans en donner le texte complet"


class Unavailable(Static):
    """A clear French notice that a capability is not in this build yet (never fake data)."""

    def __init__(self, what: str, **kwargs):
        super().__init__(f"{what} : {UNAVAILABLE}.", classes="unavailable", **kwargs)


def change_text(changed: dict) -> Text:
    """The 2023.10-change banner: which edition, what kind, the annex's summary, and that the full text is missing."""
    where = changed.get("in") or "2023.10"
    kind = changed.get("kind") or "modifiée"
    summary = changed.get("summary") or ""
    text = Text()
    text.append("⚠ Changement ", style="bold")
    text.append(f"{where} ({kind})", style="bold")
    if summary:
        text.append(f" : {summary}")
    text.append(f"\n  Texte 2023.10 non disponible : {NO_FULL_TEXT}.", style="italic")
    return text


class ChangeBanner(Static):
    """Shown where a later edition changes the clause."""

    def __init__(self, changed: dict, **kwargs):
        super().__init__(change_text(changed), classes="change-banner", **kwargs)


def is_official(item: dict) -> bool:
    """A divergence is official only when it says so (or comes from the annex); ours never are."""
    if "official" in item:
        return bool(item["official"])
    return str(item.get("source", "")).startswith("annex")


def divergence_text(item: dict) -> Text:
    """One divergence: kind, TDA rules, authority spelled out (official vs our own comparison)."""
    kind = item.get("divergence") or item.get("kind") or "divergence"
    rules = item.get("tda") or item.get("rules") or []
    if isinstance(rules, (list, tuple)):
        numbers = ", ".join(str(r.get("number", r)) if isinstance(r, dict) else str(r) for r in rules)
    else:
        numbers = str(rules)
    text = Text()
    if is_official(item):
        text.append(" TDA ≠ OFFICIEL ", style="bold reverse")
        text.append(f" {kind}")
        if numbers:
            text.append(f" (TDA {numbers})")
        text.append(f" — source : {item.get('source') or 'annexe 2023-10'}")
    else:
        text.append(" TDA ≈ NON OFFICIEL ", style="italic reverse")
        text.append(f" {kind}")
        if numbers:
            text.append(f" (TDA {numbers})")
        conf = item.get("confidence")
        text.append(" — constatée par nous, pas par la fédération", style="italic")
        if conf:
            text.append(f" (confiance : {conf})", style="italic")
    note = item.get("note")
    if note:
        text.append(f"\n  {note}", style="italic" if not is_official(item) else "")
    return text


class DivergenceBadge(Static):
    """A TDA divergence; CSS gives official and unofficial different colours and borders too."""

    def __init__(self, item: dict, **kwargs):
        cls = "tda-official" if is_official(item) else "tda-unofficial"
        super().__init__(divergence_text(item), classes=f"tda-badge {cls}", **kwargs)
