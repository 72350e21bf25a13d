"""Our topic-by-topic comparison of two rulebooks (concordance-v1 data, e.g. Chevaliers vs ROPTA 2019.03)."""

from __future__ import annotations

from .errors import RoptaError
from .model import thaw

#: Labels of a comparison status, in French, for every face.
STATUS_FR = {"same": "identique", "different": "différent", "absent": "absent"}


def concordances(kb) -> list[dict]:
    """Every concordance document of the knowledge base (plain data)."""
    return [thaw(d) for d in kb.extras.get("concordance-v1", ())]


def _find(kb, a: str, b: str) -> tuple[dict, bool]:
    """The concordance between editions a and b, and whether it is stored the other way round."""
    for doc in concordances(kb):
        if (doc["a"], doc["b"]) == (a, b):
            return doc, False
        if (doc["a"], doc["b"]) == (b, a):
            return doc, True
    known = ", ".join(f"{d['a']} / {d['b']}" for d in concordances(kb)) or "aucune"
    raise RoptaError(f"pas de comparaison entre « {a} » et « {b} » (comparaisons disponibles : {known})")


def _side(kb, edition: str, ids: list[str]) -> list[dict]:
    out = []
    for cid in ids:
        c = kb.find(edition, cid)
        if c is None:
            raise RoptaError(f"concordance : clause inconnue « {cid} » dans {edition}")
        out.append({"edition": edition, "id": c.id, "number": c.number, "title": c.title})
    return out


def _row(kb, doc: dict, row: dict, swapped: bool) -> dict:
    a, b = (doc["b"], doc["a"]) if swapped else (doc["a"], doc["b"])
    ra, rb = (row["b"], row["a"]) if swapped else (row["a"], row["b"])
    absent_from = None
    if row["status"] == "absent":
        absent_from = a if not ra else b
    return {"id": row["id"], "topic": row["topic"], "status": row["status"], "status_fr": STATUS_FR[row["status"]],
            "absent_from": absent_from, "how": row["how"], "a": _side(kb, a, ra), "b": _side(kb, b, rb),
            "official": False}


def compare(kb, a: str, b: str) -> dict:
    """`ropta compare A B --json`: {a, b, official: false, note, rows: [{id, topic, status, how, a, b, ...}]}."""
    kb.edition(a)
    kb.edition(b)
    doc, swapped = _find(kb, a, b)
    rows = [_row(kb, doc, r, swapped) for r in doc["rows"]]
    counts = {s: sum(1 for r in rows if r["status"] == s) for s in STATUS_FR}
    return {"a": a, "b": b, "official": False, "note": doc.get("note"), "counts": counts, "rows": rows}


def for_clause(kb, clause) -> list[dict]:
    """Rows of every concordance that cite this clause, seen from the clause's side (a = its edition)."""
    out = []
    for doc in concordances(kb):
        for side, swapped in (("a", False), ("b", True)):
            if doc[side] != clause.edition:
                continue
            for row in doc["rows"]:
                if clause.id in row[side]:
                    out.append(_row(kb, doc, row, swapped))
    return out
