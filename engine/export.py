"""JSON-ready views of model objects: the contracts of `--json` output, shared by every face."""

from __future__ import annotations

from .model import Clause, Edition, thaw


def edition_json(ed: Edition, kb=None) -> dict:
    """An edition's metadata (no clauses), with its standing (in force, replaced by …) when the base is given."""
    from .validity import status_json

    return {
        "edition_status": status_json(kb, ed) if kb is not None else None,
        "id": ed.id, "kind": ed.kind, "family": ed.family, "title": ed.title, "short_title": ed.short_title,
        "version": ed.version, "date": ed.date, "base": ed.base, "clauses": len(ed.clauses), "label": ed.label,
        "text_status": ed.meta.get("text_status"), "changes": len(ed.changes),
        "chapters": [{"id": ch.id, "number": ch.number, "title": ch.title} for ch in ed.chapters],
    }


def clause_json(kb, clause: Clause) -> dict:
    """A clause as the `ropta show --json` contract: edition, rulebook, id, number, title, text, refs, tda, changed,
    tables (structured copies of the text's tables), compare (our comparisons with another rulebook) and review
    ("a-revoir" when the text changed since the team's content was written; review_rules: the rules concerned)."""
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
        "edition_status": edition_status_json(kb, ed),
        "id": clause.id,
        "number": clause.number,
        "title": clause.title,
        "chapter": clause.chapter,
        "text": clause.text,
        "refs": refs,
        "examples": thaw(clause.examples),
        "summary": clause.summary,
        "review": clause.extra.get("review"),
        "review_rules": [r["id"] for r in clause.rules if r.get("review")],
        "notes": [{"kind": n.kind, "text": n.text, "official": False} for n in clause.notes],
        "tda": divergences_json(kb, clause),
        "changed": changed_json(kb, clause),
        "change": change_json(clause),
        "tda_links": tda_links_json(kb, clause),
        "text_status": text_status_json(kb, clause),
        "tables": thaw(clause.extra.get("tables", ())),
        "compare": compare_json(kb, clause),
    }


def edition_status_json(kb, ed: Edition) -> dict:
    """The edition's standing: `{status, label ("remplacée par ROPTA 2023.10 (2023-10)"), valid_from, ..., in_force}`."""
    from .validity import status_json

    return status_json(kb, ed)


def compare_json(kb, clause: Clause) -> list[dict]:
    """Our comparisons of this clause with another rulebook (e.g. Chevaliers vs ROPTA): one row per topic, never official."""
    from .compare import for_clause

    return for_clause(kb, clause)


def divergences_json(kb, clause: Clause) -> list[dict]:
    """TDA divergences of a clause (official from the annex, or found by us), each naming its source."""
    from .tda import DIVERGENT

    return [_link(kb, t, clause) for t in clause.tda if t["divergence"] in DIVERGENT]


def tda_links_json(kb, clause: Clause) -> list[dict]:
    """Every TDA correspondence of a clause (divergent or not)."""
    return [_link(kb, t, clause) for t in clause.tda]


def _link(kb, link, clause: Clause) -> dict:
    """A TDA link as JSON; `before_change` when a derived edition changed the clause since the text it compares."""
    from .tda import link_json

    row = link_json(kb, link, clause.edition)
    row["before_change"] = bool((clause.extra.get("change") or {}).get("change") in ("amend", "remove"))
    return row


def changed_json(kb, clause: Clause) -> dict | None:
    """`{in, kind, summary, ...}` when a later edition changes this clause, else None."""
    from .editions import later_change, change_dict

    change = later_change(kb, clause)
    return change_dict(change) if change else None


def change_json(clause: Clause) -> dict | None:
    """The change this (derived) edition itself makes to the clause, or None."""
    own = clause.extra.get("change")
    return thaw(own) if own else None


def text_status_json(kb, clause: Clause) -> dict | None:
    """For a derived or reference edition: what is known of the clause's wording, with superseded passages marked."""
    from .editions import marked_text

    ed = kb.editions[clause.edition]
    if ed.kind not in ("derived", "reference"):
        return None
    return {
        "status": clause.extra.get("status"), "text_known": bool(clause.extra.get("text_known", True)),
        "text_edition": clause.extra.get("text_edition"), "notice": clause.extra.get("notice"),
        "edition_notice": ed.meta.get("text_status") or (ed.notes[0].text if ed.notes else None),
        "segments": marked_text(clause),
    }
