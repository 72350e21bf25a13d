"""The site's glossary: terms of the rulebook (data: `glossary-v1`), each explained by a verbatim quote of its
section and/or our own words (unofficial); the text of every section links the terms to their entry."""

from __future__ import annotations


def entries(ctx) -> list[dict]:
    """The glossary terms (data: `glossary-v1`), each quote with the address and number of its section."""
    out = []
    for doc in ctx.kb.extras.get("glossary-v1") or ():
        for t in doc["terms"]:
            entry = {"id": t["id"], "term": t["term"], "forms": list(t["forms"]), "ours": t.get("ours"), "quote": None}
            q = t.get("quote")
            view = ctx.clauses.get((q["edition"], q["clause"])) if q else None
            if view is not None:
                entry["quote"] = {"text": q["text"], "url": view.url,
                                  "label": f"§{view.clause.number} {view.clause.title}, {view.edition.short_title}"}
            if entry["ours"] or entry["quote"]:
                out.append(entry)
    return sorted(out, key=lambda e: _sort_key(e["term"]))


def _sort_key(term: str) -> str:
    """Alphabetical order of French terms (accents ignored)."""
    import unicodedata

    return "".join(ch for ch in unicodedata.normalize("NFD", term.lower()) if not unicodedata.combining(ch))
