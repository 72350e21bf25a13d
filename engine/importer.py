"""`ropta edition import`: a new full text -> an edition folder aligned on the base's stable ids, and its review.

The team's content (rules, keywords, summary, TDA rows, examples, notes) follows each section's stable id: carried as
is where the text is unchanged, carried and marked `review: a-revoir` where it changed (a rule whose `source` excerpt
left the text loses the excerpt and is marked too). Nothing is written unless the whole import succeeds.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from .align import Item, align, align_chapters, squash
from .edition_writer import document, write_tree
from .errors import RoptaError
from .fulltext import parse, read_text
from .import_report import markdown
from .rulecheck import clause_rules, excerpts
from .yamlio import load_file

REVIEW = "a-revoir"
_MENTION = re.compile(r"(?:§|règle )\s*(\d+\.\d+)")
_DATE = re.compile(r"^\d{4}-\d{2}(-\d{2})?$")


def check_args(kb, base_id: str, new_id: str, date: str | None, force: bool = False):
    """The base edition (a full text) and the new id's version; a French error line otherwise."""
    base = kb.edition(base_id)
    if base.kind != "rulebook" or not base.chapters:
        raise RoptaError(f"{base_id} : l'édition de base doit être un texte complet découpé en chapitres "
                         f"(elle est de type « {base.kind} »)")
    m = re.fullmatch(rf"{re.escape(base.family)}-(\d{{4}})\.(\d{{2}})", new_id or "")
    if m is None or not 1 <= int(m.group(2)) <= 12:
        raise RoptaError(f"identifiant d'édition invalide « {new_id} » : attendu {base.family}-AAAA.MM "
                         f"(par exemple {base.family}-2025.02)")
    if new_id in kb.editions and not force:
        raise RoptaError(f"{new_id} : cette édition existe déjà dans le règlement (--force pour la réimporter)")
    if date is not None and not _DATE.match(date):
        raise RoptaError(f"date invalide « {date} » : attendu AAAA-MM ou AAAA-MM-JJ")
    return base, f"{m.group(1)}.{m.group(2)}", date or f"{m.group(1)}-{m.group(2)}"


def import_edition(kb, file: Path, base_id: str, new_id: str, *, date: str | None = None, out: Path,
                   force: bool = False, schema_root: Path | None = None) -> dict:
    """Import `file` as edition `new_id` aligned on `base_id`, write it to `out`; returns the review (JSON)."""
    start = time.perf_counter()
    base, version, day = check_args(kb, base_id, new_id, date, force)
    text = parse(read_text(Path(file)), str(file))
    raw = {c.id: dict(load_file(Path(c.source.path)).data) for c in base.clauses}
    b_items = [Item(c.number, c.title, c.text, c.id) for c in base.clauses]
    n_items = [Item(s.number, s.title, s.text) for s in text.sections]
    others = [e for e in kb.editions.values() if e.id != new_id]  # a re-import gives the same new ids again
    taken = {c.id for e in others for c in e.clauses} | {ch.id for e in others for ch in e.chapters}
    links = align(b_items, n_items, taken)
    by_new = {lk.new: lk for lk in links[: len(n_items)]}
    ids_by_number = {n_items[j].number: by_new[j].id for j in by_new}
    where_now = {lk.id: by_new[lk.new].id for lk in links if lk.base is not None and lk.new is not None}
    present = set(ids_by_number.values())
    renum = {b_items[lk.base].number: n_items[lk.new].number for lk in links[: len(n_items)]
             if lk.base is not None and lk.id == b_items[lk.base].id}
    _refine(links, b_items, n_items, base, ids_by_number)
    chapter_ids = _chapters(kb, base, text, links, taken)
    rows, files = [], {}
    for j, sec in enumerate(text.sections):
        lk = by_new[j]
        other = n_items[lk.also[0]].text if lk.kind == "split" else ""
        data, todo = _carry(lk, sec, other, b_items, raw, present, where_now, renum, ids_by_number)
        chapter_no = sec.chapter
        ch_index = next(k for k, ch in enumerate(text.chapters) if ch.number == chapter_no)
        folder = f"{int(chapter_no):02d}-{chapter_ids[ch_index]}"
        files[f"{folder}/{lk.id}.yaml"] = document("clause-v1", 1, data)
        rows.append(_row(lk, b_items, sec, todo))
    marked = sum(1 for r in rows if r["review"])
    for lk in links[len(n_items):]:
        b = b_items[lk.base]
        into = by_new[lk.new].id if lk.new is not None else None
        note = (f"fusionnée dans « {into} » : son contenu y est réuni, à relire" if into else
                "section supprimée : son contenu (règles, TDA) n'est pas repris ; le reporter si une autre section "
                "en hérite")
        rows.append({"class": lk.kind, "id": lk.id, "from_number": b.number, "to_number": n_items[lk.new].number
                     if lk.new is not None else None, "title": b.title, "similarity": lk.similarity,
                     "into": into, "review": [note]})
    chapters = []
    for k, ch in enumerate(text.chapters):
        base_ch = next((c for c in base.chapters if c.id == chapter_ids[k]), None)
        data = {"id": chapter_ids[k], "number": ch.number, "title": ch.title}
        if ch.text:
            data["text"] = ch.text
        same = base_ch is not None and squash(base_ch.text) == squash(ch.text)
        if same and base_ch.tda:
            data["tda"] = _raw_chapter_tda(base_ch)
        todo = [] if same or base_ch is None or not base_ch.tda else [
            "introduction modifiée : correspondance TDA du chapitre non reprise, à refaire"]
        chapters.append({"id": chapter_ids[k], "from_number": base_ch.number if base_ch else None,
                         "to_number": ch.number, "title": ch.title, "class": "added" if base_ch is None else
                         "unchanged" if same and base_ch.title == ch.title and base_ch.number == ch.number else
                         "renumbered" if same and base_ch.title == ch.title else "modified", "review": todo})
        files[f"{int(ch.number):02d}-{chapter_ids[k]}/index.yaml"] = document("chapter-v1", 1, data)
    kept = {c["id"] for c in chapters}
    chapters += [{"id": c.id, "from_number": c.number, "to_number": None, "title": c.title, "class": "removed",
                  "review": []} for c in base.chapters if c.id not in kept]
    edition = _edition_data(kb, base, new_id, version, day, Path(file).name, text, schema_root or Path(kb.root))
    files["edition.yaml"] = document("edition-v1", 0, edition)
    report = {
        "edition": new_id, "base": base.id, "file": str(file), "out": str(out), "date": day,
        "valid_from": edition.get("valid_from"), "replaces": edition.get("replaces"),
        "counts": {k: sum(1 for r in rows if r["class"] == k) for k in
                   ("unchanged", "renumbered", "modified", "split", "merged", "added", "removed")},
        "to_review": marked, "layout": text.remarks, "chapters": chapters, "sections": rows, "seconds": round(time.perf_counter() - start, 3),
    }
    files["REVIEW.md"] = markdown(report)
    write_tree(Path(out), files, force)
    return report


def _refine(links, b_items, n_items, base, ids_by_number) -> None:
    """A modified section whose text differs only by cross-reference numbers following the renumbering is renumbered."""
    base_ids = {c.number: c.id for c in base.clauses}

    def norm(text: str, ids: dict) -> str:
        return squash(_MENTION.sub(lambda m: f"§<{ids.get(m.group(1), m.group(1))}>", text))

    for lk in links[: len(n_items)]:
        if lk.kind != "modified":
            continue
        b, n = b_items[lk.base], n_items[lk.new]
        if squash(b.title) == squash(n.title) and norm(b.text, base_ids) == norm(n.text, ids_by_number):
            lk.kind = "renumbered"  # the text differs only by cross-reference numbers that follow the renumbering


def _chapters(kb, base, text, links, taken) -> list[str]:
    """Stable ids of the new chapters (by where their sections come from, else by title)."""
    chapter_of = {c.id: k for k, ch in enumerate(base.chapters) for c in [kb.find(base.id, cid) for cid in ch.clause_ids]}
    new_chapter = {j: next(k for k, ch in enumerate(text.chapters) if ch.number == s.chapter)
                   for j, s in enumerate(text.sections)}
    votes: dict[tuple[int, int], int] = {}
    for lk in links[: len(text.sections)]:
        if lk.base is not None:
            b_id = base.clauses[lk.base].id
            key = (chapter_of[b_id], new_chapter[lk.new])
            votes[key] = votes.get(key, 0) + 1
    return align_chapters([Item(c.number, c.title, c.text, c.id) for c in base.chapters],
                          [Item(c.number, c.title, c.text) for c in text.chapters], votes, taken)


def _expanded(data) -> dict:
    """A base clause file's data with its shared exceptions (clause-level `unless`) written into each rule: the rules
    of a split or a merge part company with their section, each keeps every exception it had."""
    out = dict(data)
    if "unless" in out:
        out["rules"] = clause_rules(out)
        del out["unless"]
    return out


def _carry(lk, sec, other, b_items, raw, present, where_now, renum, ids_by_number) -> tuple[dict, list[str]]:
    """The new clause's data and what needs review (French), from its link to the base (`other`: a split's other part)."""
    data: dict = {"id": lk.id, "number": sec.number, "title": sec.title, "text": sec.text}
    todo: list[str] = []
    detached = lk.kind == "split" and lk.id != b_items[lk.base].id
    sources = [raw[b_items[lk.base].id]] if lk.base is not None and not detached else []
    if lk.kind == "merged":
        sources += [raw[b_items[i].id] for i in lk.also]
    if lk.kind in ("split", "merged"):
        sources = [_expanded(src) for src in sources]
    base_refs = [r for src in sources for r in src.get("refs") or ()]
    data["refs"] = _refs(sec.text, base_refs, present, where_now, renum, ids_by_number, todo)
    if detached:
        data["rules"] = _split_rules(_expanded(raw[b_items[lk.base].id]), sec.text, other, present, todo, kept=False)
        data["examples"] = _split_rules(raw[b_items[lk.base].id], sec.text, other, present, todo, kept=False,
                                        key="examples")
        todo.append(f"partie détachée de §{b_items[lk.base].number} ({b_items[lk.base].id}) : résumé, mots-clés "
                    "et correspondance TDA à écrire")
    elif lk.kind == "added":
        todo.append("section nouvelle : résumé, mots-clés, règles et correspondance TDA à écrire")
    for k, src in enumerate(sources):
        for key, value in src.items():
            if key in ("id", "number", "title", "text", "refs", "review"):
                continue
            if key == "rules":
                value = (_split_rules(src, sec.text, other, present, todo, kept=True, renum=renum) if lk.kind == "split"
                         else [_rule_ok(r, sec.text, present, todo, renum) for r in value or ()])
            elif key == "unless":  # the clause's shared exceptions, as a rule's own
                value = _exceptions_kept(value, present, todo, "exception commune de la section")
            elif key == "examples":
                value = (_split_rules(src, sec.text, other, present, todo, kept=True, key="examples")
                         if lk.kind == "split" else _examples(value, sec.text, todo))
            if k == 0 or key not in data:
                data[key] = value
            elif isinstance(value, list):
                data[key] = data[key] + [v for v in value if v not in data[key]]
    if lk.kind in ("modified", "split", "merged") and not detached:
        todo.insert(0, {"modified": "texte ou titre modifié : relire résumé, mots-clés, règles et TDA",
                        "split": "section scindée : relire résumé, mots-clés, règles et TDA",
                        "merged": "sections fusionnées : relire le contenu réuni"}[lk.kind])
    refs = data.pop("refs")
    data = {k: v for k, v in data.items() if v not in ([], None, "")}
    if todo:
        data["review"] = REVIEW
    data["refs"] = refs
    order = ["id", "number", "title", "text", "review", "refs"]
    return {k: data[k] for k in order if k in data} | {k: v for k, v in data.items() if k not in order}, todo


def _refs(text, base_refs, present, where_now, renum, ids_by_number, todo) -> list[dict]:
    """References of the new text: the base's still in it (their numbers renumbered like the sections they name,
    targets followed), then every other « §x.y » resolved by its number in the new edition."""
    out, numbers = [], set()
    for r in base_refs:
        label = r["label"] if r["label"] in text else re.sub(r"\d+\.\d+", lambda m: renum.get(m.group(0), m.group(0)),
                                                                r["label"])
        if label not in text or any(o["label"] == label and o["target"] == r["target"] for o in out):
            continue
        r = dict(r) | {"label": label}
        if r.get("edition") is None and r["target"] is not None and r["target"] not in present:
            dest = where_now.get(r["target"])
            if dest:
                r["target"] = dest
            else:
                r["target"], r["note"] = None, "section supprimée dans cette édition (à revoir)"
                todo.append(f"renvoi « {r['label']} » vers une section supprimée")
        out.append(r)
        numbers |= set(re.findall(r"\d+\.\d+", label))
    for m in _MENTION.finditer(text):
        if m.group(1) in numbers:
            continue
        numbers.add(m.group(1))
        target = ids_by_number.get(m.group(1))
        ref = {"label": m.group(0), "target": target}
        if target is None:
            ref["note"] = "numéro cité absent de cette édition (à vérifier)"
            todo.append(f"renvoi « {m.group(0)} » : numéro absent de l'édition")
        out.append(ref)
    return out


def _rule_ok(rule: dict, text: str, present: set, todo: list, renum: dict | None = None) -> dict:
    """A carried rule: its `source` kept only if still in the text (cross-reference numbers renumbered like the text's),
    exceptions only towards sections still there."""
    rule = dict(rule)
    flat = squash(text)
    cited = excerpts(rule)
    moved = [_MENTION.sub(lambda m: m.group(0).replace(m.group(1), (renum or {}).get(m.group(1), m.group(1))), e)
             for e in cited]
    if any(squash(e) not in flat for e in cited) and all(squash(e) in flat for e in moved):
        rule["source"] = moved[0] if isinstance(rule["source"], str) else moved
    elif any(squash(e) not in flat for e in cited):
        rule.pop("source")
        rule["review"] = REVIEW
        todo.append(f"règle « {rule['id']} » : extrait cité (source) absent du nouveau texte, source supprimée")
    unless = rule.get("unless")
    if unless:
        kept = _exceptions_kept(unless, present, todo, f"règle « {rule['id']} »")
        if len(kept) != len(unless):
            rule["review"] = REVIEW
            rule["unless"] = kept
            if not kept:
                rule.pop("unless")
    return rule


def _exceptions_kept(unless: list, present: set, todo: list, whose: str) -> list:
    """Exceptions (of a rule, or shared by a section's rules) without those towards a section no longer there."""
    kept = [u for u in unless if not (isinstance(u, str) and "-" in u and u not in present)]
    if len(kept) != len(unless):
        todo.append(f"{whose} : exception vers une section supprimée, enlevée")
    return kept


def _split_rules(src: dict, text: str, other: str, present: set, todo: list, *, kept: bool, key: str = "rules",
                 renum: dict | None = None):
    """A split: a rule (or worked example) goes to the part holding all its excerpts; the kept part keeps the others."""
    out = []
    for item in src.get(key) or ():
        cited = excerpts(item) if key == "rules" else [item["quote"]] if item.get("quote") else []
        here = bool(cited) and all(squash(e) in squash(text) for e in cited)
        there = bool(cited) and all(squash(e) in squash(other) for e in cited)
        if kept and not (there and not here):
            out.append(item)
        elif not kept and here and not there:
            out.append(dict(item) | {"review": REVIEW} if key == "rules" else item)
    if kept:
        out = [_rule_ok(r, text, present, todo, renum) for r in out] if key == "rules" else _examples(out, text, todo)
    return out


def _examples(examples, text, todo) -> list[dict]:
    """Worked examples whose quote is still in the text; the others are left out (and listed)."""
    flat, out = squash(text), []
    for ex in examples or ():
        if ex.get("quote") and squash(ex["quote"]) not in flat:
            todo.append(f"exemple « {ex['id']} » : citation absente du nouveau texte, non repris")
        else:
            out.append(ex)
    return out


def _raw_chapter_tda(chapter) -> list[dict]:
    """The chapter's TDA rows as written in its index.yaml."""
    return list(load_file(Path(chapter.source.path)).data.get("tda") or ())


def _row(lk, b_items, sec, todo) -> dict:
    b = b_items[lk.base] if lk.base is not None else None
    return {"class": lk.kind, "id": lk.id, "from_number": b.number if b else None, "to_number": sec.number,
            "title": sec.title, "from_title": b.title if b else None, "similarity": lk.similarity,
            "title_similarity": lk.title_similarity, "review": [t for t in todo if isinstance(t, str)]}


def _validity(kb, base, day: str, props: set) -> dict:
    """Standing of the new edition, where the schema has it: in force from its date, replacing the edition in force
    then (the base when no edition is dated); the replaced edition's end is left to a human (see REVIEW.md)."""
    out = {}
    if "status" in props:
        out["status"] = "en-vigueur"
    if "valid_from" in props:
        out["valid_from"] = day
    if "replaces" in props:
        from .editions import in_force
        from .validity import parse_day

        try:
            out["replaces"] = in_force(kb, base.family, parse_day(day)).id
        except RoptaError:  # no edition of the family in force that day
            out["replaces"] = base.id
    return out


def _edition_data(kb, base, new_id, version, day, source, text, root: Path) -> dict:
    """edition.yaml of the new edition: the base's metadata, this text's preamble and colophon, its standing."""
    props = set(json.loads((root / "schema" / "edition-v1.schema.json").read_text(encoding="utf-8"))["properties"])
    short = base.short_title.replace(base.version, version) if base.version in base.short_title else \
        f"{base.short_title} {version}"
    data = {"id": new_id, "kind": "rulebook", "family": base.family, "title": base.title, "short_title": short,
            "version": version, "date": day}
    data.update(_validity(kb, base, day, props))
    for key, value in (("authority", base.authority), ("game", base.game), ("source", source),
                       ("preamble", text.preamble), ("colophon", text.colophon)):
        if value:
            data[key] = value
    return data
