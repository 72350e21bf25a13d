"""Point-in-time view of editions: which edition of a family is in force on a day, and each edition's standing."""

from __future__ import annotations

import re
from datetime import date

from .errors import Problem, RoptaError
from .labels import EDITION_STATUSES
from .model import Edition

#: French labels of an edition's `status` slug.
STATUS_FR = EDITION_STATUSES

_DAY = re.compile(r"^(\d{4})-(\d{2})(?:-(\d{2}))?$")


def _month_days(year: int, month: int) -> int:
    """Days in a month (the day before the 1st of the next one): `calendar` would import `locale` at start."""
    from datetime import timedelta

    first_next = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    date(year, month, 1)  # an invalid month is a ValueError, as with calendar.monthrange
    return (first_next - timedelta(days=1)).day


def parse_day(text: str, *, end: bool = False) -> date:
    """A day from `AAAA-MM-JJ` (or `AAAA-MM`: its first day, or its last when `end`); a French error otherwise."""
    m = _DAY.match(str(text).strip())
    try:
        if m is None:
            raise ValueError
        year, month = int(m[1]), int(m[2])
        day = int(m[3]) if m[3] else (_month_days(year, month) if end else 1)
        return date(year, month, day)
    except ValueError:
        raise RoptaError(f"date invalide « {text} » : attendu AAAA-MM-JJ, par exemple 2021-06-15") from None


def dated(kb, family: str) -> list[Edition]:
    """The editions of a family that declare when they came into force, oldest first."""
    eds = [e for e in kb.editions.values() if e.family == family and e.valid_from
           and e.kind in ("rulebook", "derived")]
    return sorted(eds, key=lambda e: parse_day(e.valid_from))


def in_force(kb, family: str = "ropta", on: date | None = None) -> Edition:
    """The edition of `family` in force on `on` (today by default): the latest whose validity covers that day."""
    on = on or date.today()
    eds = dated(kb, family)
    if not eds:
        raise RoptaError(f"aucune édition datée de la famille « {family} » (familles : "
                         f"{', '.join(sorted({e.family for e in kb.editions.values()}))})")
    covering = [e for e in eds if parse_day(e.valid_from) <= on
                and (e.valid_until is None or on <= parse_day(e.valid_until, end=True))]
    if covering:
        return covering[-1]
    first = eds[0]
    if on < parse_day(first.valid_from):
        raise RoptaError(f"aucune édition en vigueur le {on:%d/%m/%Y} dans ce dépôt : la plus ancienne, "
                         f"{first.label}, est en vigueur à partir de {first.valid_from}")
    spans = ", ".join(f"{e.id} {e.valid_from}…{e.valid_until or ''}" for e in eds)
    raise RoptaError(f"aucune édition en vigueur le {on:%d/%m/%Y} dans ce dépôt (éditions datées : {spans})")


def default_edition(kb, family: str = "ropta") -> str | None:
    """The id every face opens by default: the family's edition in force today (None when the family has none)."""
    try:
        return in_force(kb, family).id
    except RoptaError:
        return None


def default_pair(kb, family: str = "ropta") -> tuple[str, str] | None:
    """The comparison every face shows first: (the edition the one in force replaces or derives from, the one in force)."""
    current = default_edition(kb, family)
    ed = kb.editions.get(current) if current else None
    before = ed and (ed.replaces or ed.derives_from or ed.base)
    return (before, ed.id) if before in kb.editions else None


def reading_order(kb, family: str = "ropta") -> list[Edition]:
    """Editions as faces list them: the family's lineage in force (oldest first), its annexes, references, the rest."""
    from .editions import lineage

    current = default_edition(kb, family)
    chain = lineage(kb, current) if current else []

    def rank(ed: Edition) -> tuple:
        if ed.id in chain:
            return (0, chain.index(ed.id), ed.id)
        if ed.family == family:
            return (1, 0, ed.id)
        return (2 if ed.kind == "reference" else 3, 0, ed.id)

    return sorted(kb.editions.values(), key=rank)


def text_edition(kb, edition_id: str) -> str:
    """The edition whose full text a (derived) edition stands on: itself when it has its own text."""
    ed = kb.editions[edition_id]
    seen = {ed.id}
    while ed.kind == "derived" and ed.base in kb.editions and ed.base not in seen:
        ed = kb.editions[ed.base]
        seen.add(ed.id)
    return ed.id


def status_json(kb, ed: Edition) -> dict:
    """`{status, label, valid_from, valid_until, replaces, replaced_by, in_force}`: the standing every face shows."""
    label = STATUS_FR.get(ed.status or "", ed.status)
    later = kb.editions.get(ed.replaced_by) if ed.replaced_by else None
    if later is not None:
        label = f"remplacée par {later.label}"
    current = default_edition(kb, ed.family) == ed.id
    return {"status": ed.status, "label": label, "valid_from": ed.valid_from, "valid_until": ed.valid_until,
            "replaces": ed.replaces, "replaced_by": ed.replaced_by, "derives_from": ed.derives_from,
            "in_force": current, "notice": next((n.text for n in ed.notes if n.kind == "validite"), None)}


def check_validity(editions: dict[str, Edition]) -> list[Problem]:
    """`replaces`, `replaced_by` and `derives_from` name known editions; a replaced edition ends before its successor."""
    problems = []
    for ed in editions.values():
        where = ed.source.path if ed.source else ed.id
        for key in ("replaces", "replaced_by", "derives_from"):
            target = getattr(ed, key)
            if target and target not in editions:
                problems.append(Problem(where, None, f"$.{key}", f"édition inconnue « {target} » "
                                                                  f"(éditions : {', '.join(editions)})"))
        later = editions.get(ed.replaced_by) if ed.replaced_by else None
        if later is not None and later.family != ed.family:
            problems.append(Problem(where, None, "$.replaced_by",
                                    f"« {later.id} » est d'une autre famille ({later.family}) que {ed.id} ({ed.family})"))
        if later is not None and ed.valid_until and later.valid_from:
            if parse_day(ed.valid_until, end=True) >= parse_day(later.valid_from):
                problems.append(Problem(where, None, "$.valid_until", f"{ed.id} est en vigueur jusqu'au {ed.valid_until}, "
                                        f"après l'entrée en vigueur de {later.id} ({later.valid_from})"))
        if ed.status == "remplacee" and not ed.replaced_by and not ed.valid_until:
            problems.append(Problem(where, None, "$.status", f"{ed.id} est « remplacée » sans `replaced_by` ni `valid_until`"))
        if ed.kind != "derived":  # a derived edition inherits its base's rows
            problems += _check_superseded_links(editions, ed)
    return problems


def _check_superseded_links(editions: dict[str, Edition], ed: Edition) -> list[Problem]:
    """A TDA row said closed by a later edition (`superseded_by`) names an edition that changes this very clause."""
    problems = []
    for clause in ed.clauses:
        for i, link in enumerate(clause.tda):
            later = (link.get("superseded_by") or {}).get("edition")
            if later is None:
                continue
            changes = {c.id for c in editions[later].changes} if later in editions else set()
            if clause.id not in changes:
                problems.append(Problem(clause.source.path if clause.source else ed.id, None,
                                        f"$.tda[{i}].superseded_by",
                                        f"{later} ne change pas « {clause.id} » : un écart ne peut y être clos "
                                        f"(ajoutez le changement ou retirez superseded_by)"))
    return problems
