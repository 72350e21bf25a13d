"""Derived editions: a base edition + typed changes on stable ids -> a full Edition (unchanged clauses inherited)."""

from __future__ import annotations

import difflib
from dataclasses import replace

from .errors import Problem, pointer
from typing import TYPE_CHECKING

from .model import Change, Chapter, Clause, Edition, Note, Ref, Source, freeze, number_key, thaw

if TYPE_CHECKING:  # the YAML layer stays unimported on a warm start (cache hit)
    from .yamlio import Document

SCHEMA = "derived-edition-v1"

#: French status of a clause in a derived edition, by the kind of change it went through.
STATUS = {None: "inchangee", "amend": "modifiee", "add": "ajoutee", "renumber": "renumerotee"}


def materialise(tree, editions: dict[str, Edition]) -> dict[str, Edition]:
    """Every derived edition declared in the tree, built in base order; problems go to `tree.problems`."""
    declared: dict[str, Document] = {}
    for doc in tree.documents.get(SCHEMA, []):
        eid = doc.data["edition"]["id"]
        if eid in editions or eid in declared:
            tree.problems.append(Problem(doc.path, doc.line(("edition", "id")), "$.edition.id",
                                         f"édition « {eid} » déjà définie"))
            continue
        declared[eid] = doc
    done = dict(editions)
    failed: set[str] = set()

    def build(eid: str, chain: tuple[str, ...]) -> Edition | None:
        if eid in done:
            return done[eid]
        if eid in failed:
            return None
        doc = declared[eid]
        base_id = doc.data["edition"]["base"]
        where = (doc.path, doc.line(("edition", "base")), "$.edition.base")
        if base_id == eid or base_id in chain:
            cycle = " → ".join(chain[chain.index(base_id):] + (eid, base_id)) if base_id in chain else f"{eid} → {eid}"
            tree.problems.append(Problem(*where, f"cycle de bases : {cycle}"))
            failed.add(eid)
            return None
        if base_id not in done and base_id not in declared:
            known = [e for e in list(done) + list(declared) if e != eid]
            hint = difflib.get_close_matches(base_id, known, n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            tree.problems.append(Problem(*where, f"édition de base inconnue « {base_id} » (éditions : {', '.join(known)}){more}"))
            failed.add(eid)
            return None
        base = build(base_id, chain + (eid,))
        if base is None:
            failed.add(eid)
            return None
        built = apply(base, doc, tree.problems, done)
        if built is None:
            failed.add(eid)
            return None
        done[eid] = built
        return built

    for eid in declared:
        build(eid, ())
    return {eid: ed for eid, ed in done.items() if eid not in editions}


def apply(base: Edition, doc: Document, problems: list[Problem], editions: dict[str, Edition]) -> Edition | None:
    """Apply a document's changes to `base`; None (with problems added) when any change is invalid."""
    data = doc.data
    meta = data["edition"]
    eid = meta["id"]
    start = len(problems)

    def err(path: tuple, message: str) -> None:
        problems.append(Problem(doc.path, doc.line(path), pointer(path), message))

    source = meta.get("source")
    annex = editions.get(source) if source else None
    if source and annex is None:
        err(("edition", "source"), f"édition source inconnue « {source} »")
    by_id = {c.id: c for c in base.clauses}
    seen: dict[str, int] = {}
    changes: list[Change] = []
    for i, ch in enumerate(data["changes"]):
        cid, kind = ch["id"], ch["kind"]
        if cid in seen:
            err(("changes", i, "id"), f"deux changements pour « {cid} » dans {eid} (déjà au changement "
                                      f"$.changes[{seen[cid]}], ligne {doc.line(('changes', seen[cid], 'id'))})")
            continue
        seen[cid] = i
        if kind == "add" and cid in by_id:
            err(("changes", i, "id"), f"« {cid} » existe déjà dans {base.id} (§{by_id[cid].number}) : un ajout veut un nouvel identifiant")
            continue
        if kind != "add" and cid not in by_id:
            hint = difflib.get_close_matches(cid, list(by_id), n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            err(("changes", i, "id"), f"identifiant inconnu « {cid} » dans {base.id}{more}")
            continue
        if annex is not None and ch.get("annex") and ch["annex"] not in {c.id for c in annex.clauses}:
            err(("changes", i, "annex"), f"entrée « {ch['annex']} » absente de {annex.id}")
        target = by_id.get(cid)
        for k, passage in enumerate((ch.get("superseded") or {}).get("passages", [])):
            if target is not None and passage not in target.text:
                err(("changes", i, "superseded", "passages", k),
                    f"passage introuvable dans le texte de « {cid} » ({base.id}) : il doit en être un extrait exact")
        changes.append(Change(
            edition=eid, id=cid, kind=kind, since=ch["since"], certainty=ch["certainty"], number=ch.get("number"),
            from_number=target.number if target else None, title=ch.get("title"), description=ch.get("description"),
            summary=ch.get("summary"), annex=ch.get("annex"), annex_edition=source, reasoning=ch.get("reasoning"),
            number_certainty=ch.get("number_certainty"), text=ch.get("text"), added_text=ch.get("added_text"),
            superseded=freeze(ch.get("superseded") or {}), source=Source(doc.path, doc.line(("changes", i))),
        ))
    if len(problems) > start:
        return None
    by_change = {c.id: c for c in changes}
    removed = {c.id for c in changes if c.kind == "remove"}
    clauses: list[Clause] = []
    for clause in base.clauses:
        if clause.id in removed:
            continue
        clauses.append(_derive(clause, by_change.get(clause.id), eid, base, data, removed))
    chapter_ids = {ch.id for ch in base.chapters}
    for i, change in enumerate(changes):
        if change.kind != "add":
            continue
        chapter = data["changes"][i].get("chapter")
        if chapter is None:
            chapter = next((ch.id for ch in base.chapters if ch.number == change.number.split(".")[0]), None)
        if chapter is not None and chapter not in chapter_ids and base.chapters:
            err(("changes", i, "chapter"), f"chapitre inconnu « {chapter} » dans {base.id}")
            continue
        clauses.append(_added(change, eid, chapter))
    _check_numbers(clauses, changes, data, err, eid)
    if len(problems) > start:
        return None
    clauses.sort(key=lambda c: number_key(c.number))
    chapters = tuple(Chapter(eid, ch.id, ch.number, ch.title, ch.text, tuple(c.id for c in clauses if c.chapter == ch.id),
                             ch.source, ch.tda) for ch in base.chapters)
    notes = (Note(data["text_status"], "text-status"),)
    return Edition(
        id=eid, kind="derived", family=meta["family"], title=meta["title"], short_title=meta["short_title"],
        version=meta["version"], date=meta["date"], chapters=chapters, clauses=tuple(clauses),
        authority=meta.get("authority"), game=meta.get("game"), source_file=doc.path, preamble=base.preamble,
        notes=notes, base=base.id, changes=tuple(changes),
        meta=freeze({"text_status": data["text_status"], "unchanged_status": data.get("unchanged_status"),
                     "reasoning": data.get("reasoning", []), "source": source}),
        source=Source(doc.path, 1),
    )


def _derive(clause: Clause, change: Change | None, eid: str, base: Edition, data: dict, removed: set[str]) -> Clause:
    """A base clause as it stands in the derived edition (inherited, renumbered or amended)."""
    prev = clause.extra
    amended_in = tuple(prev.get("amended_in", ()))
    text, text_known = clause.text, prev.get("text_known", True)
    text_edition = prev.get("text_edition", clause.edition)
    if change is not None and change.kind == "amend":
        amended_in += (eid,)
        if change.text:
            text, text_known, text_edition = change.text, True, eid
        else:
            text_known = False
    extra = {"inherited_from": base.id, "status": STATUS[change.kind if change else None], "text_known": text_known,
             "text_edition": text_edition, "amended_in": amended_in, "edition_text_status": data["text_status"]}
    if change is None:
        extra["notice"] = data.get("unchanged_status") or f"Aucun changement : texte de {base.id}."
    else:
        extra["change"] = change_dict(change)
        extra["notice"] = _notice(change, text_known, text_edition)
        if change.kind == "amend" and not change.text:
            extra["superseded"] = thaw(change.superseded) or {"scope": "unknown"}
    refs = tuple(r if r.edition or r.target is None or r.target not in removed
                 else Ref(r.label, r.target, base.id, (r.note + " ; " if r.note else "") + f"section supprimée dans {eid}")
                 for r in clause.refs)
    number = change.number if change is not None and change.number else clause.number
    return replace(clause, edition=eid, number=number, refs=refs, text=text, extra=freeze(extra))


def _added(change: Change, eid: str, chapter: str | None) -> Clause:
    """A clause the derived edition adds (its text is empty when no source gives it)."""
    extra = {"status": "ajoutee", "text_known": bool(change.text), "text_edition": eid if change.text else None,
             "amended_in": (), "change": change_dict(change), "notice": _notice(change, bool(change.text), eid)}
    return Clause(edition=eid, id=change.id, number=change.number, title=change.title, text=change.text or "",
                  chapter=chapter, extra=freeze(extra), source=change.source)


def _notice(change: Change, text_known: bool, text_edition: str | None) -> str:
    """One French sentence saying what changed and what is known of the wording."""
    what = {"amend": "Modifiée", "add": "Ajoutée", "renumber": "Renumérotée", "remove": "Retirée"}[change.kind]
    where = f"{what} en {change.since}"
    if change.kind == "renumber":
        return f"{where} (§{change.from_number} → §{change.number}) ; texte de {text_edition} inchangé selon l'annexe."
    if text_known:
        return f"{where} ; texte connu."
    if change.kind == "add":
        return f"{where} : la rédaction de cette section n'est pas dans ce dépôt (seule la description de l'annexe l'est)."
    return (f"{where} : la rédaction {change.edition.removeprefix('ropta-')} n'est pas dans ce dépôt ; "
            f"le texte affiché est celui de {text_edition}, passages caducs marqués.")


def _check_numbers(clauses: list[Clause], changes: list[Change], data: dict, err, eid: str) -> None:
    """A number given by a change must not collide with another clause's number in the derived edition."""
    holders: dict[str, list[Clause]] = {}
    for c in clauses:
        holders.setdefault(c.number, []).append(c)
    index = {ch["id"]: i for i, ch in enumerate(data["changes"])}
    for number, cs in holders.items():
        if len(cs) < 2:
            continue
        moved = [c for c in cs if c.id in index and data["changes"][index[c.id]].get("number")]
        for c in moved or cs[1:]:
            others = ", ".join(f"« {o.id} »" for o in cs if o is not c)
            path = ("changes", index[c.id], "number") if c.id in index else ("changes",)
            err(path, f"numéro {number} déjà porté par {others} dans {eid} : renumérotez aussi l'autre section")


def change_dict(change: Change) -> dict:
    """JSON-ready view of a change (the annex's description and our summary, reasoning and certainty kept apart)."""
    return {
        "in": change.edition, "id": change.id, "kind": change.diff_kind, "change": change.kind, "since": change.since,
        "from_number": change.from_number, "to_number": None if change.kind == "remove" else (change.number or change.from_number),
        "description": change.description, "description_source": change.annex_edition if change.description else None,
        "summary": change.summary, "summary_official": False, "annex_entry": change.annex,
        "certainty": change.certainty, "number_certainty": change.number_certainty or (change.certainty if change.number else None),
        "reasoning": change.reasoning, "added_text": change.added_text, "superseded": thaw(change.superseded) or None,
        "text_known": bool(change.text),
    }


def lineage(kb, edition_id: str) -> list[str]:
    """The edition and its bases, oldest first (ropta-2019.03, ropta-2023.10)."""
    chain, ed = [], kb.edition(edition_id)
    while ed is not None and ed.id not in chain:
        chain.append(ed.id)
        ed = kb.editions.get(ed.base) if ed.base else None
    return chain[::-1]


def later_change(kb, clause: Clause) -> Change | None:
    """The first change a later (derived) edition makes to this clause, or None."""
    for ed in kb.editions.values():
        if ed.kind != "derived" or ed.id == clause.edition or clause.edition not in lineage(kb, ed.id):
            continue
        for change in ed.changes:
            if change.id == clause.id:
                return change
    return None


def marked_text(clause: Clause) -> list[list[str]]:
    """The clause text as segments `[state, words]`: state "valide", "caduc" (superseded) or "incertain"."""
    sup = clause.extra.get("superseded")
    if not sup:
        return [["valide", clause.text]] if clause.text else []
    if sup.get("scope") == "whole":
        return [["caduc", clause.text]]
    if sup.get("scope") == "unknown":
        return [["incertain", clause.text]]
    spans = sorted((clause.text.find(p), clause.text.find(p) + len(p)) for p in sup.get("passages", ()) if p in clause.text)
    out, pos = [], 0
    for start, end in spans:
        if start < pos:
            continue
        if start > pos:
            out.append(["valide", clause.text[pos:start]])
        out.append(["caduc", clause.text[start:end]])
        pos = end
    if pos < len(clause.text):
        out.append(["valide", clause.text[pos:]])
    return out
