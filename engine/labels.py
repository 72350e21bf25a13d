"""The French labels shared by every face (CLI, TUI, site): decisions, change kinds, certainties, divergences,
edition statuses. One word per notion: a face never spells its own."""

from __future__ import annotations

import re
from functools import lru_cache

#: What a later edition does to a clause (`change.kind`), feminine as « la section est … ».
CHANGE_KINDS = {"added": "ajoutée", "removed": "supprimée", "modified": "modifiée", "renumbered": "renumérotée"}

#: A one-character marker per change kind (lists of changes).
CHANGE_MARKS = {"added": "+", "removed": "−", "modified": "~", "renumbered": "↦"}

#: The status of a clause in an edition (`text_status.status`, `history[].status`).
CLAUSE_STATUSES = {"inchangee": "inchangée", "modifiee": "modifiée (rédaction inconnue)", "ajoutee": "ajoutée",
                   "renumerotee": "renumérotée", "retiree": "supprimée"}

#: How sure we are of a change the annex describes.
#: The notice of an answer that is only leads (`confident: false`), in every face: `{leads}` is the first sections'
#: numbers, or NO_LEADS.
NOT_CONFIDENT = "Aucune section ne tranche clairement cette situation ; pistes : {leads}."
NO_LEADS = "aucune"
#: A specific matter of the situation the first section does not answer (`unanswered` in the JSON answer, one line
#: each): `{what}` the fact's label, then the section whose rule uses it, if any.
UNANSWERED = "La situation soulève aussi : {what} (piste : §{number} {title}) ; la première section n'y répond pas."
UNANSWERED_NOWHERE = "La situation soulève aussi : {what} ; aucune des sections proposées n'y répond."
#: A story of several events (`event`, `events` in the JSON answer): the event ruled on, then the others, each with
#: the section its own words point to.
STORY_EVENT = "Plusieurs événements : la décision porte sur la dernière irrégularité, « {event} »."
STORY_OTHERS = "Autres événements de la situation :"

CERTAINTIES = {"attestee": "attesté par l'annexe", "deduite": "déduit de l'annexe", "hypothese": "hypothèse de l'équipe"}

#: ROPTA ↔ TDA divergence kinds (short, for tables and badges).
DIVERGENCES = {"aucune": "aucune divergence", "annexe": "divergence officielle (annexe)",
               "constatee": "constatée, non officielle", "sans_equivalent": "sans équivalent TDA"}

#: The same, spelled out (site headings, help).
DIVERGENCES_LONG = {"aucune": "Pas de divergence", "annexe": "Divergence officielle (annexe FFPA 2023-10)",
                    "constatee": "Divergence constatée par l'équipe (non officielle)",
                    "sans_equivalent": "Sans équivalent TDA"}

#: Kinds of edition (`edition.kind`).
EDITION_KINDS = {"rulebook": "Règlement", "annex": "Annexe", "derived": "Édition reconstituée", "reference": "Référence"}

#: Edition statuses (`edition.status` in edition.yaml).
EDITION_STATUSES = {"en-vigueur": "en vigueur", "remplacee": "remplacée", "derivee": "dérivée", "reference": "référence",
                    "autre-reglement": "autre règlement"}


def label(table: dict[str, str], key, default: str | None = None) -> str:
    """`table[key]`, else `default`, else the key made readable (never a raw id with dashes or underscores)."""
    if key in table:
        return table[key]
    if default is not None:
        return default
    return str(key or "").replace("_", " ").replace("-", " ")


def change_kind(kind) -> str:
    """« modifiée », « supprimée », … for a change kind."""
    return label(CHANGE_KINDS, kind)


def certainty(value) -> str:
    """« attestée par l'annexe », … for a certainty."""
    return label(CERTAINTIES, value)


def divergence(value) -> str:
    """The short label of a divergence kind."""
    return label(DIVERGENCES, value)


def edition_status(value) -> str:
    """« en vigueur », « remplacée », … for an edition's status."""
    return label(EDITION_STATUSES, value)


def clause_status(value) -> str:
    """« inchangée », « modifiée (rédaction inconnue) », … for a clause's status in an edition."""
    return label(CLAUSE_STATUSES, value)


_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def decision_label(slug: str, source: str = "") -> str:
    """A decision slug in readable French ("carte-morte-remplacee" -> "Carte morte remplacée"): each word takes its
    accented spelling from `source` (the clause text, the rule summary) when one folds to it."""
    from .readings import OPENED
    from .text import fold

    parts = slug.split("-")
    wanted, sizes = set(parts), {len(part) for part in parts}
    spelled = {}  # slug part -> the first word of `source` folding to it, as written (lower case)
    for w in _WORD.findall(source):
        low = w.lower()
        if low.isascii():  # folds to itself: only a part itself is of use
            if low in wanted:
                spelled.setdefault(low, low)
        # folding takes accents off letters and opens a few (readings.OPENED): a word of another length, none of
        # these in it, folds to no part of the slug (folding every word of the text cost ~0.3 ms per label)
        elif len(low) in sizes or not OPENED.isdisjoint(low):
            folded = fold(w)
            if folded in wanted:
                spelled.setdefault(folded, low)
    text = " ".join(spelled.get(w) or re.sub(r"ee(s?)$", r"ée\1", w) for w in parts)
    return text[:1].upper() + text[1:]
