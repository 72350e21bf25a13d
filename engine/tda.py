"""TDA 2024: the reference edition (numbers, titles, our paraphrases) and the ROPTA ↔ TDA concordance."""

from __future__ import annotations

import re
from .record import replace
from pathlib import Path

from .labels import DIVERGENCES
from .errors import Problem, RoptaError, pointer
from .model import Clause, Edition, freeze, thaw

SCHEMA = "tda-rule-v1"
#: Divergence kinds that are divergences (the others say the texts agree, or TDA has no such rule).
DIVERGENT = ("annexe", "constatee")
LABELS = DIVERGENCES


def reference_edition(editions: dict[str, Edition]) -> str | None:
    """The id of the TDA rulebook the `tda:` links name: the edition of kind `reference` (the latest by date if a
    newer one is added beside it). Editions are data: no id is written in the code."""
    refs = sorted((ed for ed in editions.values() if ed.kind == "reference"), key=lambda ed: (ed.date or "", ed.id))
    return refs[-1].id if refs else None


def tda_edition(kb) -> str:
    """`reference_edition` of a knowledge base; an error in French when it has none."""
    found = reference_edition(kb.editions)
    if found is None:
        raise RoptaError("aucune édition de référence TDA (kind: reference) dans rulebook/")
    return found


def rule_key(number: str) -> tuple:
    """Order of TDA numbers: rules 1..71, then Recommended Procedures RP-1..RP-22."""
    m = re.match(r"^(RP-)?(\d+)", number)
    return (1 if m and m.group(1) else 0, int(m.group(2)) if m else 0, number)


def materialise_reference(tree, editions: dict[str, Edition]) -> dict[str, Edition]:
    """Fill reference editions with their tda-rule entries and check every clause's TDA links against them."""
    by_dir = {Path(ed.source.path).parent: ed.id for ed in editions.values() if ed.source}
    entries: dict[str, list[Clause]] = {}
    for doc in tree.documents.get(SCHEMA, []):
        owner = next((by_dir[p] for p in Path(doc.path).parents if p in by_dir), None)
        if owner is None:
            tree.problems.append(Problem(doc.path, 1, "$", "règle TDA hors de tout dossier d'édition (edition.yaml introuvable)"))
            continue
        d = doc.data
        seen = {c.number for c in entries.get(owner, [])}
        if d["number"] in seen:
            tree.problems.append(Problem(doc.path, doc.line(("number",)), "$.number", f"règle {d['number']} déjà définie dans {owner}"))
            continue
        extra = {"section": d["section"], "changed_in": d.get("changed_in"), "source_url": d.get("source_url"),
                 "text_known": False, "paraphrase": True,
                 "notice": "Texte TDA non reproduit : titre officiel (anglais) et résumé en français écrit par l'équipe (non officiel)."}
        entries.setdefault(owner, []).append(Clause(
            edition=owner, id=d["id"], number=d["number"], title=d["title"], text="", summary=d["gist_fr"],
            extra=freeze(extra), source=None))
    out = dict(editions)
    for owner, clauses in entries.items():
        clauses.sort(key=lambda c: rule_key(c.number))
        out[owner] = replace(out[owner], clauses=tuple(clauses))
    _check_links(tree, out)
    return out


def _check_links(tree, editions: dict[str, Edition]) -> None:
    """Every `tda:` link names existing TDA rules and, when official, an existing annex entry."""
    tda = reference_edition(editions)
    rules = {c.number for c in editions[tda].clauses} if tda else None
    for schema in ("clause-v1", "chapter-v1"):
        for doc in tree.documents.get(schema, []):
            for i, link in enumerate(doc.data.get("tda", []) if isinstance(doc.data, dict) else []):
                for k, number in enumerate(link["rules"]):
                    if rules is not None and number not in rules:
                        import difflib  # only a misspelt name needs it: not imported at start
                        hint = difflib.get_close_matches(number, sorted(rules), n=1)
                        more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
                        path = ("tda", i, "rules", k)
                        tree.problems.append(Problem(doc.path, doc.line(path), pointer(path),
                                                     f"règle TDA inconnue « {number} » dans {tda}{more}"))
                entry, annex = link.get("annex_entry"), editions.get(link.get("source"))  # official: source = the annex
                if entry and annex is not None and entry not in {c.id for c in annex.clauses}:
                    path = ("tda", i, "annex_entry")
                    tree.problems.append(Problem(doc.path, doc.line(path), pointer(path), f"entrée « {entry} » absente de {annex.id}"))


def tda_rules(kb, numbers) -> list[dict]:
    """`{number, title, gist_fr, section, changed_in}` of TDA rules (title official, gist ours)."""
    out = []
    tda = reference_edition(kb.editions)
    for number in numbers:
        c = kb.find(tda, number) if tda else None
        out.append({"number": number, "title": c.title if c else None, "gist_fr": c.summary if c else None,
                    "section": c.extra.get("section") if c else None, "changed_in": c.extra.get("changed_in") if c else None})
    return out


def link_json(kb, link, edition: str) -> dict:
    """One TDA link as JSON: rules, divergence, its authority (official or ours) and the texts it compares."""
    official = link["divergence"] == "annexe"
    row = {
        "rules": list(link["rules"]), "tda": tda_rules(kb, link["rules"]), "divergence": link["divergence"],
        "divergence_label": LABELS[link["divergence"]], "source": link["source"], "official": official,
        "authority": ("Annexe 2023-10 de la FFPA (officiel)" if official
                      else "Comparaison des textes par l'équipe (non officiel)"),
        "annex_entry": link.get("annex_entry"), "annex_ref": link.get("annex_ref"), "confidence": link["confidence"],
        "note": link.get("note"), "note_official": False, "map_number": link.get("map_number"),
        "numbering_remark": link.get("numbering_remark"), "compares": _text_edition(kb, edition),
        "superseded_by": thaw(link.get("superseded_by")),
    }
    if official and row["annex_entry"]:
        entry = kb.find(link["source"], row["annex_entry"])
        row["annex_number"] = entry.number if entry else None
    return row


def _text_edition(kb, edition: str) -> str:
    from .editions import text_edition

    return text_edition(kb, edition) if edition in kb.editions else edition


def concordance(kb, edition: str | None = None) -> list[dict]:
    """One row per TDA link of every section (and chapter introduction) of a ROPTA edition, in reading order
    (default: the full text the edition in force stands on, where the links were written)."""
    from .editions import default_edition

    edition = edition or _text_edition(kb, default_edition(kb) or "")
    ed = kb.edition(edition)
    rows = []
    for chapter in ed.chapters:
        for link in chapter.tda:
            rows.append(_row(kb, edition, chapter.number, f"chapitre-{chapter.id}", chapter.title, "chapeau", link))
        for cid in chapter.clause_ids:
            clause = kb.find(edition, cid)
            for link in clause.tda:
                rows.append(_row(kb, edition, clause.number, clause.id, clause.title, "section", link))
            if not clause.tda:
                rows.append({"ropta": clause.number, "id": clause.id, "title": clause.title, "type": "section",
                             "edition": edition, "tda": [], "divergence": None, "source": None, "official": False,
                             "confidence": None, "note": "pas de correspondance TDA enregistrée"})
    return rows


def _row(kb, edition, number, cid, title, kind, link) -> dict:
    row = {"ropta": number, "id": cid, "title": title, "type": kind, "edition": edition}
    row.update(link_json(kb, link, edition))
    return row


def normalise_rule(number: str) -> str:
    """« 30 », « RP5 », « rp-5 », « TDA 30 » -> the TDA number as stored ("30", "RP-5")."""
    s = number.strip().upper().removeprefix("TDA").strip()
    m = re.fullmatch(r"RP\s*-?\s*(\d+)", s)
    if m:
        return f"RP-{m.group(1).lstrip('0') or '0'}"
    if s.isdigit():  # no int(): a 5,000-digit "number" is just an unknown rule
        return s.lstrip("0") or "0"
    return s


def for_tda_rule(kb, number: str, edition: str | None = None) -> list[dict]:
    """The concordance rows whose TDA rules include this number (a TDA rule -> the ROPTA clauses)."""
    key = normalise_rule(number)
    tda = tda_edition(kb)
    known = [c.number for c in kb.edition(tda).clauses]
    if key not in known:
        import difflib  # only a misspelt name needs it: not imported at start
        hint = difflib.get_close_matches(key, known, n=3) if len(key) < 20 else []
        more = f" ; proches : {', '.join(hint)}" if hint else ""
        shown = number if len(number) <= 30 else f"{number[:20]}… ({len(number)} caractères)"
        raise RoptaError(f"{tda} : pas de règle « {shown} » (règles 1 à 71, procédures RP-1 à RP-22){more}")
    return [row for row in concordance(kb, edition) if key in row.get("rules", [])]
