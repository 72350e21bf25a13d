"""JSON-ready views of model objects: the contracts of `--json` output, shared by every face."""

from __future__ import annotations

from .model import Clause, Edition, thaw


def edition_json(ed: Edition) -> dict:
    """An edition's metadata (no clauses)."""
    return {
        "id": ed.id, "kind": ed.kind, "family": ed.family, "title": ed.title, "short_title": ed.short_title,
        "version": ed.version, "date": ed.date, "base": ed.base, "clauses": len(ed.clauses),
        "chapters": [{"id": ch.id, "number": ch.number, "title": ch.title} for ch in ed.chapters],
    }


def clause_json(kb, clause: Clause) -> dict:
    """A clause as the `ropta show --json` contract: edition, rulebook, id, number, title, text, refs, tda, changed,
    tables (structured copies of the text's tables) and compare (our comparisons with another rulebook)."""
    ed = kb.editions[clause.edition]
    refs = []
    for ref in clause.refs:
        target = kb.resolve(clause, ref)
        refs.append({"label": ref.label, "target": ref.target, "edition": ref.edition or clause.edition,
                     "number": target.number if target else None, "resolved": target is not None, "note": ref.note})
    return {
        "edition": ed.id,
        "rulebook": ed.id,
        "edition_title": ed.short_title,
        "edition_date": ed.date,
        "id": clause.id,
        "number": clause.number,
        "title": clause.title,
        "chapter": clause.chapter,
        "text": clause.text,
        "refs": refs,
        "examples": thaw(clause.examples),
        "summary": clause.summary,
        "notes": [{"kind": n.kind, "text": n.text, "official": False} for n in clause.notes],
        "tda": divergences_json(kb, clause),
        "changed": changed_json(kb, clause),
        "tables": thaw(clause.extra.get("tables", ())),
        "compare": compare_json(kb, clause),
    }


def compare_json(kb, clause: Clause) -> list[dict]:
    """Our comparisons of this clause with another rulebook (e.g. Chevaliers vs ROPTA): one row per topic, never official."""
    from .compare import for_clause

    return for_clause(kb, clause)


def divergences_json(kb, clause: Clause) -> list[dict]:
    """TDA divergences of a clause, each naming its source (filled by the editions/TDA layer)."""
    return [thaw(t) for t in clause.tda]


def changed_json(kb, clause: Clause) -> dict | None:
    """`{in, kind, summary}` when a later edition changes this clause, else None (filled by the versions layer)."""
    return None
