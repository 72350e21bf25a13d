"""Frozen model of the knowledge base: editions, chapters, clauses and their parts, built once by `loading`."""

from __future__ import annotations

from .record import field, record
TYPE_CHECKING = False  # `typing` is not imported at run time (a few ms of every cold start); checkers read True
if TYPE_CHECKING:
    from typing import Any


class FrozenDict(dict):
    """A read-only dict (hashable, picklable) for the free-form parts of clauses: examples, conditions."""

    __slots__ = ()

    def _readonly(self, *args, **kwargs):
        raise TypeError("FrozenDict is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _readonly  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items(), key=lambda kv: kv[0])))

    def __reduce__(self):
        return (FrozenDict, (dict(self),))


def freeze(value: Any) -> Any:
    """Deep-freeze plain YAML data: dicts become FrozenDict, lists become tuples."""
    if isinstance(value, dict):
        return FrozenDict({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Plain JSON-ready copy of frozen data."""
    if isinstance(value, dict):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def number_key(number: str) -> tuple:
    """Natural order of section numbers: 9.2 < 9.10 < 10.1; a letter suffix (9.22bis) sorts after."""
    key = []
    for part in number.split("."):
        digits = "".join(ch for ch in part if ch.isdigit())
        key.append((int(digits) if digits else 0, part[len(digits):]))
    return tuple(key)


@record(frozen=True, slots=True)
class Source:
    """Where a piece of the model was read: file and line."""

    path: str
    line: int = 0


@record(frozen=True, slots=True)
class Ref:
    """A cross-reference found in a clause text; `target` is None when the source itself is wrong."""

    label: str
    target: str | None
    edition: str | None = None  # None: the same edition as the clause
    note: str | None = None

    @property
    def resolved(self) -> bool:
        return self.target is not None


@record(frozen=True, slots=True)
class Note:
    """Our own remark on a clause (never the rulebook's words): always shown as unofficial."""

    text: str
    kind: str = "note"


@record(frozen=True, slots=True)
class Clause:
    """One numbered section (or annex entry) of an edition, its text verbatim from the source."""

    edition: str
    id: str
    number: str
    title: str
    text: str
    chapter: str | None = None
    refs: tuple[Ref, ...] = ()
    examples: tuple[FrozenDict, ...] = ()
    rules: tuple[FrozenDict, ...] = ()
    tda: tuple[FrozenDict, ...] = ()
    notes: tuple[Note, ...] = ()
    summary: str | None = None  # ours: one line, shown as unofficial
    keywords: tuple[str, ...] = ()  # ours: extra search words
    params: FrozenDict = field(default_factory=FrozenDict)  # ours: typed reading parameters (calculators)
    extra: FrozenDict = field(default_factory=FrozenDict)  # edition-specific data (annex status, tables, ...)
    source: Source | None = None

    @property
    def key(self) -> str:
        """Global key `edition:number` used in citations (edition id, colon, section number)."""
        return f"{self.edition}:{self.number}"


@record(frozen=True, slots=True)
class Chapter:
    """A chapter of an edition: number, title, introductory text and its clauses in order."""

    edition: str
    id: str
    number: str
    title: str
    text: str = ""
    clause_ids: tuple[str, ...] = ()
    source: Source | None = None
    tda: tuple[FrozenDict, ...] = ()  # TDA correspondence of the introduction (chapeau)


@record(frozen=True, slots=True)
class Change:
    """One typed change of a derived edition on a stable clause id (amend, add, remove, renumber)."""

    edition: str  # the derived edition that makes it
    id: str
    kind: str  # amend | add | remove | renumber
    since: str
    certainty: str  # attestee | deduite | hypothese
    number: str | None = None  # new number (add, renumber, amend that also moves)
    from_number: str | None = None  # number in the base edition (None for add)
    title: str | None = None
    description: str | None = None  # the annex's words, verbatim
    summary: str | None = None  # ours
    annex: str | None = None  # annex entry id that describes it
    annex_edition: str | None = None  # the edition holding that entry (the derived edition's `source`)
    reasoning: str | None = None  # ours
    number_certainty: str | None = None
    text: str | None = None  # new wording when a source gives it
    added_text: str | None = None
    superseded: FrozenDict = field(default_factory=FrozenDict)
    source: Source | None = None
    reading: FrozenDict = field(default_factory=FrozenDict)  # ours: summary/params/rules read from the description

    @property
    def diff_kind(self) -> str:
        """The kind a diff shows: added | removed | modified | renumbered."""
        return {"amend": "modified", "add": "added", "remove": "removed", "renumber": "renumbered"}[self.kind]


#: Edition fields saying its standing and when it is in force (edition-v1, and a derived edition's header).
VALIDITY = ("status", "valid_from", "valid_until", "replaces", "replaced_by", "derives_from")


@record(frozen=True, slots=True)
class Edition:
    """A rulebook edition (or annex, or reference set) with its chapters and clauses in reading order."""

    id: str
    kind: str  # rulebook | annex | reference | derived
    family: str
    title: str
    short_title: str
    version: str
    date: str
    chapters: tuple[Chapter, ...] = ()
    clauses: tuple[Clause, ...] = ()
    authority: str | None = None
    game: str | None = None
    source_file: str | None = None
    preamble: str = ""
    notes: tuple[Note, ...] = ()
    base: str | None = None
    changes: tuple[Change, ...] = ()  # derived editions: the typed changes applied to `base`
    meta: FrozenDict = field(default_factory=FrozenDict)
    source: Source | None = None
    status: str | None = None  # en-vigueur | remplacee | derivee | reference | autre-reglement
    valid_from: str | None = None  # YYYY-MM or YYYY-MM-DD: first day in force
    valid_until: str | None = None  # last day in force (None: still in force, or not a rulebook in force at all)
    replaces: str | None = None
    replaced_by: str | None = None
    derives_from: str | None = None

    @property
    def label(self) -> str:
        """Human label naming the edition and its date, as every view must."""
        return f"{self.short_title} ({self.date})"
