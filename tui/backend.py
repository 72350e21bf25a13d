"""What the app asks of the engine: one place, each capability None until its engine module exists."""

from __future__ import annotations

import importlib
from types import ModuleType

from engine.errors import RoptaError

UNAVAILABLE = "pas encore disponible dans cette version"


def optional(name: str) -> ModuleType | None:
    """The engine module `name`, or None when it does not exist yet (any other import error is a bug and raises)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def inference() -> ModuleType | None:
    """`engine.inference` (the ruling assistant) when present."""
    return optional("engine.inference")


def versions() -> ModuleType | None:
    """`engine.versions` (diff and history) when present, with its `diff` function."""
    mod = optional("engine.versions")
    return mod if mod is not None and hasattr(mod, "diff") else None


def tda() -> ModuleType | None:
    """`engine.tda` (TDA concordance) when present, with its `concordance` function."""
    mod = optional("engine.tda")
    return mod if mod is not None and hasattr(mod, "concordance") else None


def calc_kinds() -> dict[str, str]:
    """The calculator kinds registered in `engine.calc.KINDS` (empty until the calculators land)."""
    from engine.calc import KINDS

    return dict(KINDS)


def compute(kind: str, doc: dict, kb) -> dict:
    """Run a calculator through the engine (raises RoptaError / CalcInputError on bad input)."""
    from engine.calc import compute as run

    return run(kind, doc, kb)


def clause_json(kb, clause) -> dict:
    """The `ropta show --json` view of a clause (tda, changed, refs resolved)."""
    from engine.export import clause_json as view

    return view(kb, clause)


_CONCORDANCE: dict[int, tuple] = {}


def concordance(kb) -> list[dict]:
    """The ROPTA ↔ TDA concordance rows (empty until the editions work lands); computed once per knowledge base."""
    key = id(kb)
    cached = _CONCORDANCE.get(key)
    if cached is None or cached[0] is not kb:
        mod = tda()
        cached = _CONCORDANCE[key] = (kb, tuple(mod.concordance(kb)) if mod else ())
    return list(cached[1])


def concordance_row(kb, clause_id: str) -> dict | None:
    """The concordance row of one ROPTA clause, if any."""
    for row in concordance(kb):
        if row.get("id") == clause_id:
            return row
    return None


def error_text(exc: Exception) -> str:
    """One French line (or a few) for an error the user can act on."""
    if isinstance(exc, RoptaError):
        return "\n".join(exc.lines) or str(exc)
    return f"erreur interne : {type(exc).__name__}: {exc}"
