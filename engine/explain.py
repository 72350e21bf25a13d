"""Why a clause was chosen (in French, quoting its text), how its score was formed (--trace), the calculator hint.
The questions worth asking are engine.questions."""

from __future__ import annotations

from .inference import clause_stems, sentences
from .labels import decision_label  # noqa: F401  (re-exported: callers import it from here)
from .memo import once
from .rulecheck import excerpts
from .rules import exception_label
from .text import NEG

MAX_QUOTE = 220


def result(kb, m, key, score, ev, values, found, given, text_scores, stems) -> dict:
    """One ranked clause as the `ropta ask --json` contract, with its reasons."""
    from .export import changed_json, divergences_json

    clause = m.clauses[key]
    then = dict(ev.rule["then"]) if ev is not None and ev.status in ("applies", "partial") and ev.score > 0 else {}
    out = {
        "rulebook": clause.edition,
        "edition": clause.edition,
        "id": clause.id,
        "number": clause.number,
        "title": clause.title,
        "score": round(score, 3),
        "decision": then.get("decision"),
        "summary": then.get("summary") or clause.summary,
        "why": why(m, key, ev, values, found, given, text_scores, stems),
        "changed": changed_json(kb, clause),
        "tda": divergences_json(kb, clause),
        "rule": ev.rule.get("id") if ev is not None and then else None,
        "source": excerpts(ev.rule) if ev is not None and then else [],  # the words of the text the rule encodes
        "status": ev.status if ev is not None and then else "text",
    }
    if kb.editions[clause.edition].kind == "derived":  # a derived edition: what the annex changed, how sure we are
        from .export import change_json

        out["change"] = change_json(clause)
        out["reading"] = dict(ev.rule["reading"]) if then and ev.rule.get("reading") else None
        out["edition_notice"] = clause.extra.get("notice")
    if then.get("decision"):
        out["decision_label"] = decision_label(then["decision"], " ".join(
            [clause.title, clause.text, clause.summary or "", then.get("summary") or "", *clause.keywords]))
    if then.get("discretion"):
        out["discretion"] = True
        out["options"] = list(then.get("options") or [])
    if not then and clause.summary:
        out["summary_unofficial"] = True
    return out


def why(m, key, ev, values, found, given, text_scores, stems) -> list[str]:
    """French reasons: the facts relied on, each pointing at the words of the clause text; exceptions; text match."""
    voc = m.vocabulary.facts
    lines = []
    used = set()
    if ev is not None and ev.score > 0:
        for name in ev.matched:
            fact = voc[name]
            value = values[name]
            src = (f" (donné : {fact.label_of(value)})" if name in given else
                   f" (« {found.evidence[name]} »)" if name in found.evidence else "")
            sentence = quote(m, key, m.fact_stems.get(name, frozenset()) | m.summary_stems.get((key, ev.rule['id']), frozenset()), used)
            said = f" ; le texte : « {sentence} »" if sentence else ""
            lines.append(f"{fact.label} : {fact.label_of(value)}{src}{said}")
        for name in ev.unknown:
            lines.append(f"non précisé : {_cond(m, name, ev.rule['when'][name])} (supposé)")
        for item, status in ev.exceptions:
            label = exception_label(m, key, item)
            if status == "matched":
                lines.append(f"exception retenue : {label} — la règle générale cède")
            elif status == "unknown":
                lines.append(f"sauf si : {label} (non précisé, supposé que non)")
        then = ev.rule["then"]
        if then.get("discretion"):
            opts = " ; ".join(then.get("options") or [])
            lines.append(f"le texte laisse la décision au floor{' : ' + opts if opts else ''}")
    common = sorted({s for s in stems if s != NEG and not s.isdigit()} & clause_stems(m, key))
    if key in text_scores and common:
        sentence = quote(m, key, frozenset(common), used)
        said = getattr(found, "words", {})
        words = ", ".join(dict.fromkeys(said.get(s, s) for s in common[:6]))
        lines.append(f"mots en commun avec le texte ({words})" + (f" : « {sentence} »" if sentence else ""))
    return lines


def quote(m, key, wanted: frozenset, used: set) -> str | None:
    """The sentence of the clause text sharing most words with `wanted` (each sentence quoted once)."""
    best, best_n = None, 0
    for sentence, st in sentences(m, key):
        n = len(st & wanted)
        if n > best_n and sentence not in used:
            best, best_n = sentence, n
    if best is None:
        return None
    used.add(best)
    return best if len(best) <= MAX_QUOTE else best[: MAX_QUOTE - 1].rsplit(" ", 1)[0] + " …"


def _cond(m, name, cond) -> str:
    from .rules import cond_label

    return cond_label(m, name, cond)


def trace_json(m, ranked, traced: dict, values: dict, conf: dict, signals: dict, top: int,
               feats: list | None = None) -> dict:
    """How each candidate's score was formed (`ropta ask --trace`): per rule the facts matched / contradicted /
    unknown with their weights, exceptions, then the full-text signal, the learned reading's bonus and the features
    behind it (`feats`: the situation's, engine.learned), priors and the final score."""
    from .learned import evidence

    voc = m.vocabulary.facts

    def weight(name):
        return voc[name].weight if name in voc else 1.0

    candidates = []
    for score, key, _ev in ranked[:max(top, 10)]:
        t = traced.get(key, {})
        c = m.clauses[key]
        rules = []
        for ev in t.get("rules", ()):
            rules.append({
                "rule": ev.rule.get("id"), "status": ev.status, "score": round(ev.score, 3), "topic": ev.topic,
                "matched": [{"fact": n, "value": values[n], "weight": weight(n), "trust": conf.get(n, 1.0)}
                            for n in ev.matched],
                "contradicted": [{"fact": n, "value": values[n], "weight": weight(n),
                                  "excludes": bool(n in voc and voc[n].excludes)} for n in ev.contradicted],
                "unknown": [{"fact": n, "weight": weight(n)} for n in ev.unknown],
                "exceptions": [{"label": exception_label(m, key, item), "status": status}
                               for item, status in ev.exceptions],
            })
        candidates.append({"key": key, "number": c.number, "title": c.title, "score": round(score, 3),
                           "text": t.get("text"), "rule_score": t.get("rule"), "prior": t.get("prior"),
                           "edition_boost": t.get("boost"), "foreign_discount": t.get("foreign"),
                           "handed": t.get("handed"), "inherited": t.get("inherited"), "learned": t.get("learned"),
                           "learned_from": evidence(m.learned, feats or [], m.learned.of_clause.get(key)
                                                    if m.learned else None),
                           "rules": rules})
    removed = [k for k, t in traced.items() if t.get("excluded")]
    return {"confidence": signals, "candidates": candidates, "excluded": sorted(removed)}


def calc_suggestion(kb, doc: dict) -> dict:
    """The `ropta calc bet` input built from the situation's amounts, with the calculator's ruling when available."""
    from .calc import KINDS, compute
    from .errors import RoptaError

    out = {"kind": "bet", "input": doc, "command": "ropta calc bet - --json", "result": None,
           "assumptions": "Joueurs nommés J1, J2... dans l'ordre du texte ; composition des jetons supposée si non dite."}
    if "bet" in KINDS:
        try:
            out["result"] = compute("bet", doc, kb)
        except RoptaError as exc:
            out["error"] = "; ".join(exc.lines)
        except Exception as exc:  # a calculator bug must not break the ruling assistant
            out["error"] = f"calcul impossible : {exc}"
    return out
