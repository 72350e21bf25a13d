"""The edition a ROPTA calculator rules under (input `edition`, else the edition in force) and what it reads there."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from ..errors import RoptaError
from . import CalcInputError

FAMILY = "ropta"  # the rulebook family the table calculators apply
RULING_KINDS = ("rulebook", "derived")  # editions with numbered sections to rule under (not annexes, not references)


@dataclass(frozen=True)
class Basis:
    """One edition of the family: citation keys, its clauses' reading parameters, its annex clauses."""

    kb: object
    edition: object  # engine.model.Edition

    @property
    def label(self) -> str:
        """Short French name of the edition, e.g. « ROPTA 2019.03 »."""
        return self.edition.short_title

    def cite(self, number: str) -> str:
        """Citation key of a section of this edition (`<edition>:9.13`); a section it lacks is a calculator bug."""
        clause = self.kb.find(self.edition.id, number)
        if clause is None:
            raise RoptaError(f"{self.edition.id} n'a pas de section {number} : ce calcul ne peut pas y être appliqué")
        return clause.key

    def param(self, number: str, name: str) -> str:
        """A reading parameter of a section, as this edition sets it (`params` of the clause)."""
        clause = self.kb.find(self.edition.id, number)
        value = clause.params.get(name) if clause is not None else None
        if value is None:
            raise RoptaError(f"{self.edition.id} §{number} : paramètre de lecture « {name} » absent des données "
                             f"(params de la section)")
        return value

    def annex_clause(self, clause_id: str):
        """A clause (by its id) of the family's annex: the federation's own later reading, e.g. big-blind chips."""
        for ed in self.kb.editions.values():
            if ed.family == self.edition.family and ed.kind == "annex":
                found = self.kb.find(ed.id, clause_id)
                if found is not None:
                    return found
        return None


def editions(kb) -> list:
    """The editions a calculator may rule under, oldest first."""
    return sorted((ed for ed in kb.editions.values() if ed.family == FAMILY and ed.kind in RULING_KINDS),
                  key=lambda ed: ed.date)


def default_edition(kb):
    """The edition in force (`engine.editions.in_force` when available), else the family's latest published rulebook."""
    from .. import editions as editions_mod

    in_force = getattr(editions_mod, "in_force", None)
    if in_force is not None:
        found = in_force(kb, FAMILY)
        if found is not None:
            return found
    published = [ed for ed in editions(kb) if ed.kind == "rulebook"]
    if not published:
        raise RoptaError(f"aucune édition « {FAMILY} » de type rulebook dans les données")
    return published[-1]


def basis(doc: dict, kb) -> Basis:
    """The Basis of a calculator input: its `edition` key when given (checked), else the default edition."""
    chosen = doc.get("edition")
    if chosen is None:
        return Basis(kb, default_edition(kb))
    known = [ed.id for ed in editions(kb)]
    if not isinstance(chosen, str) or chosen not in known:
        hint = difflib.get_close_matches(str(chosen), known, n=1)
        more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
        listed = f"(éditions : {', '.join(known)})"
        if isinstance(chosen, str) and chosen in kb.editions:
            raise CalcInputError("$.edition", f"« {chosen} » n'est pas une édition de la ROPTA {listed}")
        raise CalcInputError("$.edition", f"édition inconnue « {chosen} » {listed}{more}")
    return Basis(kb, kb.editions[chosen])
