"""What the app asks of the engine, in one place: modules imported on first use, errors as French lines."""

from __future__ import annotations

import threading
from types import ModuleType

from engine.errors import RoptaError


def inference() -> ModuleType:
    """`engine.inference` (the ruling assistant), imported on first use: the app starts before the assistant loads."""
    from engine import inference as mod

    return mod


_WARM = threading.Lock()


def warm(kb) -> None:
    """Load the assistant's compiled model once (threads wait for the one loading it instead of loading it twice):
    started when the floor starts typing, so that the first answer does not pay for a cold cache."""
    with _WARM:
        build = getattr(inference(), "model", None)
        if build is not None:
            build(kb)


def versions() -> ModuleType:
    """`engine.versions` (diff and history), imported on first use."""
    from engine import versions as mod

    return mod


def tda() -> ModuleType:
    """`engine.tda` (TDA concordance), imported on first use."""
    from engine import tda as mod

    return mod


def threeway(kb, clause_id: str, facts: dict, rule_id: str | None) -> list[dict]:
    """The three-way ruling of a clause (`engine.threeway.compare`): each ROPTA edition, then the TDA rules."""
    from engine.threeway import compare

    return compare(kb, clause_id, facts, rule_id)


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
    """The ROPTA ↔ TDA concordance rows, computed once per knowledge base."""
    key = id(kb)
    cached = _CONCORDANCE.get(key)
    if cached is None or cached[0] is not kb:
        cached = _CONCORDANCE[key] = (kb, tuple(tda().concordance(kb)))
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
