"""Three-way ruling: one clause as each ROPTA edition of the lineage in force decides it, beside the TDA 2024 rules."""

from __future__ import annotations

from . import labels
from .model import Clause, thaw

#: Where a row's decision comes from (French, shown beside it).
BASIS = {
    "texte": "texte publié (décision : lecture de l'équipe)",
    "lecture-annexe": "description de l'annexe (lecture de l'équipe)",
    "hors-changement": "règle non touchée par le changement décrit (texte de l'édition de base)",
    "inchangee": "aucun changement signalé par l'annexe (texte de l'édition de base)",
    "retiree": f"section {labels.change_kind('removed')}",
    "paraphrase-tda": "règle TDA résumée par l'équipe (non officielle)",
}


def compare(kb, clause_id: str, facts: dict | None = None, rule_id: str | None = None) -> list[dict]:
    """`[{edition, label, number, decision, summary, certainty, basis, ...}]`: the clause in each edition of the
    lineage of the ROPTA edition in force (oldest first), then one row per TDA 2024 link with its divergence kind."""
    from .editions import default_edition, lineage, text_edition

    current = default_edition(kb)
    if current is None:
        return []
    chain = [eid for eid in lineage(kb, current)
             if kb.find(eid, clause_id) is not None or any(c.id == clause_id for c in kb.editions[eid].changes)]
    if not chain:
        return []  # not a clause of the ROPTA in force (another rulebook, the annex)
    rows = [_edition_row(kb, eid, clause_id, facts or {}, rule_id) for eid in chain]
    base = kb.find(text_edition(kb, current), clause_id)
    if base is not None:
        rows += [_tda_row(kb, link, base) for link in base.tda]
    return rows


def _edition_row(kb, eid: str, clause_id: str, facts: dict, rule_id: str | None) -> dict:
    ed = kb.editions[eid]
    clause = kb.find(eid, clause_id)
    change = next((c for c in ed.changes if c.id == clause_id), None)
    row = {"edition": eid, "label": ed.label, "kind": ed.kind, "number": clause.number if clause else None,
           "title": clause.title if clause else None, "decision": None, "summary": None, "certainty": None,
           "basis": None, "official": False, "description": change.description if change else None}
    if clause is None:
        row.update(summary=change.summary if change else None, certainty=change.certainty if change else None,
                   basis="retiree", number=None)
    else:
        rule = _decide(kb, clause, facts, rule_id)
        then = rule["then"] if rule else {}
        reading = rule.get("reading") if rule else None
        if rule is None and (clause.extra.get("reading") or {}).get("summary"):
            reading = clause.extra["reading"]  # no deciding rule: the clause's summary, our reading of the annex
        row.update(decision=then.get("decision"), summary=then.get("summary") or clause.summary)
        if ed.kind != "derived":
            row["basis"] = "texte"
        elif reading:
            row.update(basis="lecture-annexe", certainty=reading["certainty"])
        elif change is not None:
            row.update(basis="hors-changement", certainty=change.certainty)
            struck = (change.superseded or {}).get("scope") in ("passages", "whole", "unknown")
            if change.kind == "amend" and struck and not rule:
                row["summary"] = None  # the base summary may state what the annex retired
        else:
            row["basis"] = "inchangee"
        if change is not None and change.reading.get("params"):
            row["params"] = thaw(clause.params)
    row["basis_label"] = BASIS.get(row["basis"], row["basis"])
    return row


def _decide(kb, clause: Clause, facts: dict, rule_id: str | None):
    """The clause's rule that best fits the facts (the same rule id as the deciding one at equal fit)."""
    from .inference import evaluate, model

    m = model(kb)
    key = f"{clause.edition}:{clause.id}"
    best, best_key = None, None
    for rule in clause.rules:
        ev = evaluate(m, key, rule, facts)
        fit = (ev.status in ("applies", "partial") and ev.score > 0, round(ev.score, 6), rule["id"] == rule_id)
        if best_key is None or fit > best_key:
            best, best_key = rule, fit
    if best_key and not best_key[0]:
        return next((r for r in clause.rules if r["id"] == rule_id), None)
    return best


def _tda_row(kb, link, clause: Clause) -> dict:
    from .tda import LABELS, reference_edition, tda_rules

    rules = tda_rules(kb, link["rules"])
    official = link["divergence"] == "annexe"
    tda_id = reference_edition(kb.editions)
    tda = kb.editions.get(tda_id) if tda_id else None
    return {"edition": tda_id, "label": tda.short_title if tda else "TDA",
            "kind": "reference", "number": ", ".join(link["rules"]), "title": " ; ".join(r["title"] or "" for r in rules),
            "decision": None, "summary": " ".join(r["gist_fr"] or "" for r in rules), "certainty": None,
            "basis": "paraphrase-tda", "basis_label": BASIS["paraphrase-tda"], "official": official,
            "divergence": link["divergence"], "divergence_label": LABELS[link["divergence"]],
            "divergence_authority": ("officielle (annexe de la fédération)" if official
                                     else "constatée par l'équipe (non officielle)" if link["divergence"] == "constatee"
                                     else None),
            "note": link.get("note"), "description": None}
