"""Banners and badges: 2023.10 change, TDA divergence (official and ours never look alike)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

NO_FULL_TEXT = "l'annexe 2023-10 décrit ce changement sans en donner le texte complet"


KIND_FR = {"modified": "modifiée", "added": "ajoutée", "removed": "supprimée", "renumbered": "renumérotée"}


def change_text(changed: dict) -> Text:
    """The 2023.10-change banner: edition, kind, the annex's description, our summary, and the missing full text."""
    where = changed.get("in") or "une édition suivante"
    kind = KIND_FR.get(changed.get("kind"), changed.get("kind") or "modifiée")
    since = f", depuis {changed['since']}" if changed.get("since") else ""
    text = Text()
    from engine.editions import CERTAINTY_FR

    sure = f" ({CERTAINTY_FR[changed['certainty']]})" if changed.get("certainty") in CERTAINTY_FR else ""
    text.append(f"⚠ Section {kind} dans {where}{since}{sure}", style="bold")
    if changed.get("from_number") and changed.get("to_number") and changed["from_number"] != changed["to_number"]:
        text.append(f" (§{changed['from_number']} → §{changed['to_number']})")
    if changed.get("description"):
        source = changed.get("description_source") or "annexe"
        text.append(f"\n  {source} : « {changed['description']} »")
    if changed.get("summary"):
        mine = changed.get("summary_official") is False or "summary_official" not in changed
        text.append(f"\n  {'Notre résumé (non officiel)' if mine else 'Résumé'} : {changed['summary']}")
    if changed.get("text_known") is not True:
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
    kind = item.get("divergence_label") or item.get("divergence") or item.get("kind") or "divergence"
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
