"""KnowledgeBase: the loaded editions, lookup of clauses by number or id, and the reference graph."""

from __future__ import annotations

from .record import field, record
from pathlib import Path

from .errors import DataError, Problem, RoptaError
from .model import Clause, Edition

TYPE_CHECKING = False  # `typing` is not imported at run time (a few ms of every cold start); checkers read True
if TYPE_CHECKING:
    from typing import Any, Iterator


@record(frozen=True)
class KnowledgeBase:
    """Every edition of the rulebook folder, materialised, with lookup indexes (picklable: it is the cache)."""

    root: str
    editions: dict[str, Edition]
    warnings: tuple[Problem, ...] = ()
    extras: dict[str, Any] = field(default_factory=dict)  # other validated data (vocabulary, ...) by schema name
    _by_number: dict = field(default_factory=dict, repr=False)
    _by_id: dict = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for ed in self.editions.values():
            self._by_number[ed.id] = {c.number: c for c in ed.clauses}
            self._by_id[ed.id] = {c.id: c for c in ed.clauses}

    # -- editions -------------------------------------------------------------------------------------------
    def edition(self, edition_id: str) -> Edition:
        """The edition with this id, or an error naming the editions that exist."""
        try:
            return self.editions[edition_id]
        except KeyError:
            import difflib  # only a misspelt name needs it: not imported at start
            hint = difflib.get_close_matches(edition_id, list(self.editions), n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            raise RoptaError(f"édition inconnue « {edition_id} » (éditions : {', '.join(self.editions)}){more}") from None

    # -- clauses --------------------------------------------------------------------------------------------
    def clause(self, edition_id: str, key: str) -> Clause:
        """A clause of an edition by its number ("6.3", "§6.3") or its id ("cartes-retournees")."""
        self.edition(edition_id)
        key = key.strip().lstrip("§").strip()
        found = self._by_number[edition_id].get(key) or self._by_id[edition_id].get(key)
        if found is None:
            known = list(self._by_number[edition_id]) + list(self._by_id[edition_id])
            import difflib  # only a misspelt name needs it: not imported at start
            hint = difflib.get_close_matches(key, known, n=3)
            more = f" ; proches : {', '.join(hint)}" if hint else ""
            raise RoptaError(f"{edition_id} : pas de section « {key} »{more}")
        return found

    def find(self, edition_id: str, key: str) -> Clause | None:
        """Like `clause`, but None when absent."""
        if edition_id not in self.editions:
            return None
        key = key.strip().lstrip("§").strip()
        return self._by_number[edition_id].get(key) or self._by_id[edition_id].get(key)

    def clauses(self, edition_id: str | None = None) -> Iterator[Clause]:
        """Clauses of one edition in reading order, or of every edition."""
        eds = [self.edition(edition_id)] if edition_id else self.editions.values()
        for ed in eds:
            yield from ed.clauses

    def resolve(self, clause: Clause, ref) -> Clause | None:
        """The clause a reference points to (None when unresolved)."""
        if ref.target is None:
            return None
        return self._by_id.get(ref.edition or clause.edition, {}).get(ref.target)

    def cited_by(self, clause: Clause) -> list[Clause]:
        """Clauses of the same edition whose text refers to this one (reverse references)."""
        return [c for c in self.clauses(clause.edition)
                if c.id != clause.id and any(r.target == clause.id and (r.edition or c.edition) == clause.edition
                                             for r in c.refs)]

    def editions_with(self, clause_id: str) -> list[Clause]:
        """The clause with this id in every edition that carries it (its history), in edition order."""
        return [self._by_id[ed][clause_id] for ed in self.editions if clause_id in self._by_id[ed]]


def assemble(root: Path) -> tuple[KnowledgeBase | None, list[Problem]]:
    """Read, validate and assemble a rulebook folder: the knowledge base (None on any error) and every problem."""
    from .loading import build_editions, check_fact_names, read_tree
    from .model import freeze

    from .editions import materialise
    from .tda import materialise_reference
    from .validity import check_validity

    tree = read_tree(root)
    check_fact_names(tree)
    editions = build_editions(tree)
    editions = materialise_reference(tree, editions)  # reference editions (tda-2024) from their entry files
    if not tree.errors:  # derived editions (base + typed changes) only on valid bases
        editions.update(materialise(tree, editions))
    if not tree.errors:
        tree.problems.extend(check_validity(editions))
    if tree.errors:
        return None, tree.problems
    extras = {name: tuple(freeze(d.data) for d in docs) for name, docs in tree.documents.items()
              if name not in ("edition-v1", "chapter-v1", "clause-v1", "derived-edition-v1", "tda-rule-v1")}
    kb = KnowledgeBase(str(root), editions, tuple(p for p in tree.problems if p.severity == "warning"), extras)
    return kb, tree.problems


def build(root: Path) -> KnowledgeBase:
    """The knowledge base of a rulebook folder; DataError (with every error) when anything is wrong."""
    kb, problems = assemble(root)
    if kb is None:
        raise DataError(problems)
    return kb
