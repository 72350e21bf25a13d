"""Derived editions: a base edition + typed changes on stable ids -> a full Edition (unchanged clauses inherited)."""

from __future__ import annotations

from .record import replace

from .errors import Problem, pointer
from .rulecheck import check_chains, vocabulary_facts
TYPE_CHECKING = False  # `typing` is not imported at run time (cold start); checkers read True

from .validity import default_edition, default_pair, in_force, reading_order, status_json, text_edition  # noqa: F401 (the editions API)
from .model import VALIDITY, Change, Chapter, Clause, Edition, FrozenDict, Note, Ref, Source, freeze, number_key, thaw

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
            import difflib  # only a misspelt name needs it: not imported at start
            hint = difflib.get_close_matches(base_id, known, n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            tree.problems.append(Problem(*where, f"édition de base inconnue « {base_id} » (éditions : {', '.join(known)}){more}"))
            failed.add(eid)
            return None
        base = build(base_id, chain + (eid,))
        if base is None:
            failed.add(eid)
            return None
        built = apply(base, doc, tree.problems, done, vocabulary_facts(tree))
        if built is None:
            failed.add(eid)
            return None
        done[eid] = built
        return built

    for eid in declared:
        build(eid, ())
    return {eid: ed for eid, ed in done.items() if eid not in editions}


def apply(base: Edition, doc: Document, problems: list[Problem], editions: dict[str, Edition],
          facts: dict | None = None) -> Edition | None:
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
            import difflib  # only a misspelt name needs it: not imported at start
            hint = difflib.get_close_matches(cid, list(by_id), n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            err(("changes", i, "id"), f"identifiant inconnu « {cid} » dans {base.id}{more}")
            continue
        if annex is not None and ch.get("annex") and ch["annex"] not in {c.id for c in annex.clauses}:
            err(("changes", i, "annex"), f"entrée « {ch['annex']} » absente de {annex.id}")
        target = by_id.get(cid)
        for part in ("passages", "uncertain"):
            for k, passage in enumerate((ch.get("superseded") or {}).get(part, [])):
                if target is not None and passage not in target.text:
                    err(("changes", i, "superseded", part, k),
                        f"passage introuvable dans le texte de « {cid} » ({base.id}) : il doit en être un extrait exact")
        reading = ch.get("reading") or {}
        if reading.get("rules") and facts:
            entry = next((c for c in annex.clauses if c.id == ch.get("annex")), None) if annex else None
            problems.extend(_check_reading(doc, i, ch, target, entry, facts, set(by_id)))
        if target is not None:
            for rid in _stale_rules(target, ch):
                err(("changes", i, "superseded", "passages"),
                    f"la règle « {rid} » de « {cid} » cite un passage caduc dans {eid} : remplacez-la (reading.rules) "
                    f"ou retirez-la (reading.drop_rules)")
            for k, rid in enumerate(reading.get("drop_rules", [])):
                if rid not in {r["id"] for r in target.rules}:
                    err(("changes", i, "reading", "drop_rules", k), f"règle inconnue « {rid} » dans « {cid} » ({base.id})")
        changes.append(Change(
            edition=eid, id=cid, kind=kind, since=ch["since"], certainty=ch["certainty"], number=ch.get("number"),
            from_number=target.number if target else None, title=ch.get("title"), description=ch.get("description"),
            summary=ch.get("summary"), annex=ch.get("annex"), annex_edition=source, reasoning=ch.get("reasoning"),
            number_certainty=ch.get("number_certainty"), text=ch.get("text"), added_text=ch.get("added_text"),
            superseded=freeze(ch.get("superseded") or {}), source=Source(doc.path, doc.line(("changes", i))),
            reading=freeze(reading),
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
    if facts:
        problems.extend(check_chains(_deferral_edges(clauses, doc, facts)))
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
        source=Source(doc.path, 1), **{k: meta.get(k) for k in VALIDITY},
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
    derived = replace(clause, edition=eid, number=number, refs=refs, text=text, extra=freeze(extra))
    return _read(derived, change) if change is not None and change.reading else derived


def _deferral_edges(clauses: list[Clause], doc: Document, facts: dict) -> dict[str, dict[str, tuple]]:
    """Section -> the sections its rules' exceptions defer to, each with (document, where) for `check_chains`: this
    file's reading rules are placed here; a rule kept from the base has no document (its base was checked)."""
    ids = {c.id for c in clauses}
    readings = {(ch["id"], r["id"]): (i, k, r) for i, ch in enumerate(doc.data["changes"])
                for k, r in enumerate((ch.get("reading") or {}).get("rules", ()))}
    edges: dict[str, dict[str, tuple]] = {}
    for clause in clauses:
        out = edges[clause.id] = {}
        for rule in clause.rules:
            own = readings.get((clause.id, rule["id"]))
            raw = list(own[2].get("unless") or ()) if own else []
            for item in rule.get("unless") or ():
                if not isinstance(item, str) or item in facts or item not in ids:
                    continue
                here = (doc, ("changes", own[0], "reading", "rules", own[1], "unless", raw.index(item))) \
                    if item in raw else (None, ())
                if out.get(item, (None,))[0] is None:
                    out[item] = here
    return edges


def _read(clause: Clause, change: Change) -> Clause:
    """The clause with our reading of the annex's description: summary, params, rules (replaced by id, marked ours)."""
    reading = change.reading
    origin = {"edition": change.edition, "annex_entry": change.annex, "annex_edition": change.annex_edition,
              "certainty": reading.get("certainty") or change.certainty, "description": change.description}
    new = {r["id"]: FrozenDict({**r, "reading": freeze(origin)}) for r in reading.get("rules", ())}
    dropped = set(reading.get("drop_rules", ()))
    rules = tuple(new.pop(r["id"], r) for r in clause.rules if r["id"] not in dropped) + tuple(new.values())
    params = FrozenDict({**clause.params, **reading.get("params", {})})
    extra = FrozenDict({**clause.extra, "reading": freeze({**origin, "summary": bool(reading.get("summary")),
                                                          "params": sorted(reading.get("params", {})),
                                                          "rules": [r["id"] for r in reading.get("rules", ())]})})
    return replace(clause, summary=reading.get("summary", clause.summary), rules=rules, params=params, extra=extra)


def _stale_rules(target: Clause, ch: dict) -> list[str]:
    """Base rules citing words the change strikes, that its reading neither replaces nor drops."""
    from .rulecheck import excerpts, squash

    flat = squash(target.text)

    def spans(words):
        start = flat.find(squash(words))
        return (start, start + len(squash(words))) if start >= 0 else None

    struck = [s for s in map(spans, (ch.get("superseded") or {}).get("passages", [])) if s]
    reading = ch.get("reading") or {}
    handled = {r["id"] for r in reading.get("rules", ())} | set(reading.get("drop_rules", ()))
    return [r["id"] for r in target.rules if r["id"] not in handled
            and any(s and a < s[1] and s[0] < b for s in map(spans, excerpts(r)) for a, b in struck)]


def _check_reading(doc, i: int, ch: dict, target: Clause | None, entry: Clause | None, facts: dict,
                   ids: set) -> list[Problem]:
    """A reading's rules cite the base text that still holds or the annex entry's words (reuses the rule checks)."""
    from .rulecheck import check_clause_rules

    text = target.text if target is not None else ""
    for passage in (ch.get("superseded") or {}).get("passages", []):
        text = text.replace(passage, " ")  # a struck passage cannot found a reading of this edition
    words = "\n".join(filter(None, [text, entry.text if entry is not None else "", ch.get("description") or ""]))
    return check_clause_rules(doc, ch["reading"]["rules"], words, facts, ids, base=("changes", i, "reading", "rules"),
                              within="du texte gardé de la section et de la description de l'annexe")


def _added(change: Change, eid: str, chapter: str | None) -> Clause:
    """A clause the derived edition adds (its text is empty when no source gives it)."""
    extra = {"status": "ajoutee", "text_known": bool(change.text), "text_edition": eid if change.text else None,
             "amended_in": (), "change": change_dict(change), "notice": _notice(change, bool(change.text), eid)}
    return Clause(edition=eid, id=change.id, number=change.number, title=change.title, text=change.text or "",
                  chapter=chapter, extra=freeze(extra), source=change.source)


#: French labels of a change's certainty, said wherever the change is shown.
from .labels import CERTAINTIES as CERTAINTY_FR  # noqa: E402  (one vocabulary: engine/labels.py)


def _notice(change: Change, text_known: bool, text_edition: str | None) -> str:
    """One French sentence saying what changed, how sure we are, and what is known of the wording."""
    what = {"amend": "Modifiée", "add": "Ajoutée", "renumber": "Renumérotée", "remove": "Retirée"}[change.kind]
    where = f"{what} en {change.since} ({CERTAINTY_FR[change.certainty]})"
    if change.kind == "renumber":
        return (f"{where} : §{change.from_number} → §{change.number} ; l'annexe ne décrit pas le texte de cette "
                f"section : texte de {text_edition} affiché, sa rédaction {change.since} n'est pas connue.")
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
        "reading": _reading_json(change),
    }


def _reading_json(change: Change) -> dict | None:
    """Our reading of the change (summary, params, decisions), with its certainty; None when there is none."""
    r = change.reading
    if not r:
        return None
    return {"certainty": r.get("certainty") or change.certainty, "summary": r.get("summary"), "official": False,
            "params": thaw(r.get("params")) or None, "dropped_rules": list(r.get("drop_rules", ())),
            "decisions": [{"rule": x["id"], "decision": x["then"]["decision"], "summary": x["then"]["summary"],
                           "source": thaw(x.get("source"))} for x in r.get("rules", ())]}


def lineage(kb, edition_id: str) -> list[str]:
    """The edition and its bases, oldest first (a derived edition after the edition it derives from)."""
    chain, ed = [], kb.edition(edition_id)
    while ed is not None and ed.id not in chain:
        chain.append(ed.id)
        ed = kb.editions.get(ed.base) if ed.base else None
    return chain[::-1]


def modelled(kb):
    """Clauses the assistant models: every searched clause, then each derived edition's own (their rules may differ)."""
    from .search import searchable

    yield from searchable(kb)
    for ed in kb.editions.values():
        if ed.kind == "derived":
            yield from ed.clauses


def live_text(clause: Clause) -> str:
    """The clause text without the passages its edition retires (what a ruling in that edition may quote)."""
    return "".join(words for state, words in marked_text(clause) if state != "caduc")


def derived_scores(kb, edition_id: str, scores: dict) -> dict:
    """Full-text scores with a derived edition's clauses scored as the text they stand on (unchanged otherwise)."""
    ed = kb.editions[edition_id]
    if ed.kind != "derived":
        return scores
    src = text_edition(kb, edition_id)
    out = dict(scores)
    for c in ed.clauses:
        if f"{src}:{c.id}" in scores:
            out[f"{edition_id}:{c.id}"] = scores[f"{src}:{c.id}"]
    return out


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
    """The clause text as segments `[state, words]`: state "valide", "caduc" (retired by the annex) or "incertain"
    (the change may touch it; the annex does not say it no longer holds)."""
    sup = clause.extra.get("superseded")
    if not sup:
        return [["valide", clause.text]] if clause.text else []
    if sup.get("scope") == "whole":
        return [["caduc", clause.text]]
    if sup.get("scope") == "unknown":
        return [["incertain", clause.text]]
    marks = [(clause.text.find(p), clause.text.find(p) + len(p), state)
             for state, part in (("caduc", "passages"), ("incertain", "uncertain"))
             for p in sup.get(part, ()) if p in clause.text]
    out, pos = [], 0
    for start, end, state in sorted(marks):
        if start < pos:
            continue
        if start > pos:
            out.append(["valide", clause.text[pos:start]])
        out.append([state, clause.text[start:end]])
        pos = end
    if pos < len(clause.text):
        out.append(["valide", clause.text[pos:]])
    return out
