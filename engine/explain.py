"""Why a clause was chosen (in French, quoting its text), which unknown facts to ask about, the calculator hint."""

from __future__ import annotations

from .labels import decision_label  # noqa: F401  (re-exported: callers import it from here)
from .text import NEG

MAX_QUOTE = 220
QUESTION_POOL = 6  # clauses re-scored when testing a question (the assistant answers as the floor types)
MAX_QUESTIONS = 3


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
        for item, label, status in ev.exceptions:
            if status == "matched":
                lines.append(f"exception retenue : {label} — la règle générale cède")
            elif status == "unknown":
                lines.append(f"sauf si : {label} (non précisé, supposé que non)")
        then = ev.rule["then"]
        if then.get("discretion"):
            opts = " ; ".join(then.get("options") or [])
            lines.append(f"le texte laisse la décision au floor{' : ' + opts if opts else ''}")
    common = sorted({s for s in stems if s != NEG and not s.isdigit()} & _clause_stems(m, key))
    if key in text_scores and common:
        sentence = quote(m, key, frozenset(common), used)
        said = getattr(found, "words", {})
        words = ", ".join(dict.fromkeys(said.get(s, s) for s in common[:6]))
        lines.append(f"mots en commun avec le texte ({words})" + (f" : « {sentence} »" if sentence else ""))
    return lines


def _clause_stems(m, key) -> frozenset:
    out = set()
    for _, st in m.sentences.get(key, ()):
        out |= st
    return frozenset(out)


def quote(m, key, wanted: frozenset, used: set) -> str | None:
    """The sentence of the clause text sharing most words with `wanted` (each sentence quoted once)."""
    best, best_n = None, 0
    for sentence, st in m.sentences.get(key, ()):
        n = len(st & wanted)
        if n > best_n and sentence not in used:
            best, best_n = sentence, n
    if best is None:
        return None
    used.add(best)
    return best if len(best) <= MAX_QUOTE else best[: MAX_QUOTE - 1].rsplit(" ", 1)[0] + " …"


def _cond(m, name, cond) -> str:
    from .inference import _cond_label

    return _cond_label(m, name, cond)


def questions(kb, m, values, text_scores, ranked, edition) -> list[dict]:
    """Unknown facts whose answer would change the top answers, most decisive first."""
    from .inference import test

    if not ranked:
        return []
    pool = ranked[:QUESTION_POOL]
    base = [(k, _decision(ev)) for _, k, ev in pool]
    base_scores = {k: s for s, k, _ in pool}
    candidates: dict[str, list] = {}
    for _, key, _ev in pool[:3]:
        for rule in m.rules.get(key, ()):
            conds = dict(rule.get("when") or {})
            if any(n in values and not test(c, values[n]) for n, c in conds.items()):
                continue
            for item in rule.get("unless") or ():
                if isinstance(item, str) and item in m.vocabulary.facts:
                    conds.setdefault(item, True)
                elif isinstance(item, dict):
                    for n, c in item.items():
                        conds.setdefault(n, c)
            for n, c in conds.items():
                if n not in values and n in m.vocabulary.facts:
                    candidates.setdefault(n, []).append(c)
    scored = []
    for name, conds in candidates.items():
        fact = m.vocabulary.facts[name]
        options = _options(fact, conds)
        touched = m.by_fact.get(name, set())
        impact = 0.0
        for value in options:
            trial = dict(values)
            trial[name] = value
            order = _rescore(kb, m, pool, trial, text_scores, base, base_scores, touched)
            if order[0] != base[0]:
                impact += 2.0
            elif [k for k, _ in order[:3]] != [k for k, _ in base[:3]]:
                impact += 0.5
        if impact > 0:
            scored.append((impact / len(options), fact.weight, name, options))
    scored.sort(key=lambda x: (-x[0], -x[1], x[2]))
    out = []
    for impact, _, name, options in scored[:MAX_QUESTIONS]:
        fact = m.vocabulary.facts[name]
        out.append({"fact": name, "question": fact.question,
                    "options": [{"value": v, "label": fact.label_of(v)} for v in options]})
    return out


def _decision(ev):
    return ev.rule["then"]["decision"] if ev is not None and ev.score > 0 else None


def _options(fact, conds) -> list:
    if fact.type == "boolean":
        return [True, False]
    if fact.type == "enum":
        return list(fact.values)
    numbers = set()
    for c in conds:
        if isinstance(c, dict):
            for op, v in c.items():
                if isinstance(v, int):
                    numbers.update({v - 1, v} if op in ("gte", "lt") else {v, v + 1})
        elif isinstance(c, int):
            numbers.update({c, c + 1})
    return sorted(n for n in numbers if n >= 0) or [1, 2]


def _rescore(kb, m, pool, trial, text_scores, base, base_scores, touched) -> list:
    """The pool re-ranked with one more fact; only clauses whose rules use that fact are re-evaluated."""
    from .inference import RULE_WEIGHT, TEXT_WEIGHT, evaluate, preferred, prior

    scored = []
    decisions = dict(base)
    for _, key, _ in pool:
        if key not in touched:
            scored.append((base_scores[key], key, decisions[key]))
            continue
        clause = m.clauses[key]
        best = None
        for r in m.rules.get(key, ()):
            ev = evaluate(m, key, r, trial)
            if best is None or ev.score > best.score:
                best = ev
        asked = clause.edition if kb.editions[clause.edition].kind == "derived" else None  # only there when asked for
        weight = prior(kb, clause.edition, preferred(kb), asked)
        score = (TEXT_WEIGHT * text_scores.get(key, 0.0) + RULE_WEIGHT * (best.score if best else 0.0)) * weight
        scored.append((score, key, _decision(best)))
    scored.sort(key=lambda x: -x[0])
    return [(k, d) for _, k, d in scored]


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
