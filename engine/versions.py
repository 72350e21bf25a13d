"""Versions: diff of two editions (added / removed / modified / renumbered, word-level redline) and a clause's history."""

from __future__ import annotations

import difflib
import re

from .align import squash
from .editions import change_dict, lineage, status_json
from .errors import RoptaError
from .model import Clause, Edition, number_key

KIND_ORDER = {"rulebook": 0, "derived": 1, "annex": 2, "reference": 3}


def redline(old: str, new: str) -> list[list[str]]:
    """Word-level redline `[[op, text], ...]`, op "=" kept, "-" deleted, "+" inserted (whitespace kept)."""
    a, b = re.findall(r"\s+|\S+", old), re.findall(r"\s+|\S+", new)
    out: list[list[str]] = []

    def push(op: str, words) -> None:
        text = "".join(words)
        if not text:
            return
        if out and out[-1][0] == op:
            out[-1][1] += text
        else:
            out.append([op, text])

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            push("=", a[i1:i2])
        else:
            push("-", a[i1:i2])
            push("+", b[j1:j2])
    return out


def known(clause: Clause) -> bool:
    """Whether the clause's own wording in its edition is in the repository."""
    return bool(clause.extra.get("text_known", True)) and bool(clause.text)


def _changes_between(kb, a: str, b: str) -> tuple[dict, dict]:
    """Typed changes on the way from a to b: (forward: made by b's lineage only, backward: by a's lineage only)."""
    la, lb = lineage(kb, a), lineage(kb, b)
    fwd, back = {}, {}
    for eid in lb:
        if eid not in la:
            for ch in kb.editions[eid].changes:
                fwd[ch.id] = ch
    for eid in la:
        if eid not in lb:
            for ch in kb.editions[eid].changes:
                back[ch.id] = ch
    return fwd, back


def diff(kb, a: str, b: str) -> dict:
    """Every difference between editions a and b, by stable id: `{from, to, changes: [{id, kind, ...}]}`."""
    ea, eb = kb.edition(a), kb.edition(b)
    if ea.id == eb.id:
        raise RoptaError(f"{a} : une édition ne se compare pas à elle-même (donnez deux éditions différentes)")
    fwd, back = _changes_between(kb, ea.id, eb.id)
    by_a, by_b = {c.id: c for c in ea.clauses}, {c.id: c for c in eb.clauses}
    rows = []
    for cid in list(by_b) + [i for i in by_a if i not in by_b]:
        ca, cb = by_a.get(cid), by_b.get(cid)
        ch = fwd.get(cid) or back.get(cid)
        row = _row(ca, cb, ch, cid in back and cid not in fwd)
        if row is not None:
            rows.append(row)
    rows.sort(key=lambda r: number_key(r["to_number"] or r["from_number"]))
    counts = {k: sum(1 for r in rows if r["kind"] == k) for k in ("added", "removed", "modified", "renumbered")}
    notices = [e.meta.get("text_status") for e in (ea, eb) if e.kind == "derived" and e.meta.get("text_status")]
    texts = ("rulebook", "derived")
    if not (ea.family == eb.family and ea.kind in texts and eb.kind in texts):
        notices.append(f"{ea.id} et {eb.id} ne sont pas deux versions d'un même règlement : la comparaison "
                       "se fait section par section, sans lien entre leurs textes.")
    return {"from": ea.id, "to": eb.id, "from_label": ea.label, "to_label": eb.label, "from_date": ea.date,
            "to_date": eb.date, "notices": notices, "counts": counts, "changes": rows}


def _row(ca: Clause | None, cb: Clause | None, ch, backward: bool) -> dict | None:
    """One diff row, or None when the clause is the same in both editions."""
    if ca is None and cb is None:
        return None
    if ca is None:
        kind, line = "added", ([["+", cb.text]] if known(cb) else None)
    elif cb is None:
        kind, line = "removed", ([["-", ca.text]] if known(ca) else None)
    else:
        amended = set(ca.extra.get("amended_in", ())) != set(cb.extra.get("amended_in", ()))
        both = known(ca) and known(cb)
        # whitespace alone is no change (the importer's rule, engine.align.squash): only the words count
        modified = amended or squash(ca.title) != squash(cb.title) or (both and squash(ca.text) != squash(cb.text))
        if modified:
            kind = "modified"
        elif ca.number != cb.number:
            kind = "renumbered"
        else:
            return None
        line = redline(ca.text, cb.text) if both else None
    ref = cb or ca
    info = change_dict(ch) if ch is not None else None
    summary = info["summary"] if info else None
    if backward and summary:
        summary = f"Retour au texte antérieur ({info['in']} : {summary})"
    if summary is None:
        summary = {"added": "Section absente de l'édition de départ.", "removed": "Section absente de l'édition d'arrivée.",
                   "modified": "Texte ou titre différent.", "renumbered": "Numéro différent."}[kind]
    return {
        "id": ref.id, "kind": kind, "from_number": ca.number if ca else None, "to_number": cb.number if cb else None,
        "title": ref.title, "from_title": ca.title if ca else None, "summary": summary, "summary_official": False, "redline": line,
        "description": info["description"] if info else None,
        "description_source": info["description_source"] if info else None, "annex_entry": info["annex_entry"] if info else None,
        "since": info["since"] if info else None, "certainty": info["certainty"] if info else None,
        "number_certainty": info["number_certainty"] if info else None,
        "superseded": info["superseded"] if info else None, "added_text": info["added_text"] if info else None,
        "text_known": {"from": known(ca) if ca else None, "to": known(cb) if cb else None},
        "direction": "backward" if backward else "forward", "reading": info["reading"] if info else None,
    }


def _edition_order(ed: Edition) -> tuple:
    return (ed.date, KIND_ORDER.get(ed.kind, 9), ed.id)


def resolve_id(kb, key: str) -> str:
    """A clause id from an id, a number of the edition in force (then of the text it stands on) or EDITION:NUMBER."""
    key = key.strip().lstrip("§").strip()
    if ":" in key:
        ed, _, num = key.partition(":")
        return kb.clause(ed, num).id
    if any(key in kb._by_id[e] for e in kb.editions):
        return key
    from .editions import default_edition, text_edition

    current = default_edition(kb)
    for eid in dict.fromkeys(filter(None, (current, current and text_edition(kb, current)))):
        found = kb.find(eid, key)
        if found is not None:
            return found.id
    ids = sorted({c.id for c in kb.clauses()})
    hint = difflib.get_close_matches(key, ids, n=3)
    more = f" ; proches : {', '.join(hint)}" if hint else ""
    raise RoptaError(f"aucune édition n'a de section « {key} »{more}")


def history(kb, clause_id: str) -> list[dict]:
    """The clause with this id in every edition that carries it or removes it, oldest first, with its status."""
    cid = resolve_id(kb, clause_id)
    out = []
    for ed in sorted(kb.editions.values(), key=_edition_order):
        clause = kb.find(ed.id, cid) if cid in kb._by_id[ed.id] else None
        change = next((c for c in ed.changes if c.id == cid), None)
        if clause is None and change is None:
            continue
        entry = {"edition": ed.id, "label": ed.label, "date": ed.date, "kind": ed.kind, "present": clause is not None,
                 "number": clause.number if clause else None, "title": clause.title if clause else None,
                 "status": clause.extra.get("status", "texte publié") if clause else "retiree",
                 "text_known": known(clause) if clause else None,
                 "text_edition": clause.extra.get("text_edition", ed.id) if clause else None,
                 "notice": clause.extra.get("notice") if clause else None,
                 "edition_text_status": ed.meta.get("text_status"), "edition_status": status_json(kb, ed),
                 "change": change_dict(change) if change else None}
        out.append(entry)
    return out


def mentions(kb, clause_id: str) -> list[dict]:
    """Entries of annexes (and other editions) whose references point to this clause id."""
    out = []
    for ed in kb.editions.values():
        for c in ed.clauses:
            for r in c.refs:
                if r.target == clause_id and (r.edition or c.edition) != c.edition:
                    out.append({"edition": ed.id, "id": c.id, "number": c.number, "title": c.title, "label": r.label,
                                "note": r.note})
                    break
    return out
