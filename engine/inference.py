"""Situation -> ranked clauses: rules scored against facts (matched / contradicted / unknown), exceptions, text score.

`ask(kb, text)` is the `ropta ask --json` contract. Each clause's rules (rulebook data) say when they apply; the facts
come from the text (engine.facts) or are given; full-text search (engine.search) is the second signal and the fallback.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import facts as factmod
from .errors import RoptaError
from .text import NEG, MAX_CHARS, clean, stream

PRIOR = {"rulebook": 0.85, "annex": 0.95, "reference": 0.55, "derived": 0.0}
TEXT_WEIGHT = 1.0  # full-text score is normalised to [0, 1]
RULE_WEIGHT = 0.55  # per unit of fact weight matched by the best rule
MIN_TOPIC = 0.75  # a rule counts only if it matched at least one fact this specific (not only the moment)
PARTIAL = 0.75  # a rule met in part scores its matched weight times PARTIAL .. 1 (by the share of its weight met)
CANDIDATES = 40
ANNEX_INHERIT = 1.0  # share of a cited clause's rule score an annex entry inherits

_MODEL: dict = {}


@dataclass
class Model:
    """What inference needs, compiled once per knowledge base: vocabulary, rules by clause, clause sentences."""

    vocabulary: factmod.Vocabulary
    clauses: dict = field(default_factory=dict)  # "edition:id" -> Clause
    rules: dict = field(default_factory=dict)  # "edition:id" -> tuple of rules
    by_fact: dict = field(default_factory=dict)  # fact name -> set of "edition:id" whose rules use it
    sentences: dict = field(default_factory=dict)  # "edition:id" -> [(sentence, frozenset(stems))]
    fact_stems: dict = field(default_factory=dict)  # fact name -> frozenset of stems of its label and triggers
    edition_facts: dict = field(default_factory=dict)  # fact name -> editions it points to
    summary_stems: dict = field(default_factory=dict)  # ("edition:id", rule id) -> stems of the rule's summary
    cites: dict = field(default_factory=dict)  # annex entry "edition:id" -> "edition:id" of the clauses it cites
    thesaurus: dict = field(default_factory=dict)  # compiled synonyms (engine.text.compile_thesaurus)
    core: dict = field(default_factory=dict)  # "edition:id" -> facts every rule of the clause needs (its topic)


def preferred(kb) -> str | None:
    """Edition preferred for tournament questions (others rank after it at equal evidence): the full text the ROPTA
    edition in force stands on (a derived edition's clauses are its base's)."""
    from .editions import default_edition, text_edition

    current = default_edition(kb)
    return text_edition(kb, current) if current else None


def prior(kb, edition_id: str, preferred_id: str | None, asked: str | None = None) -> float:
    """Weight of a clause's edition: 1 for the preferred edition or the one asked for, else by edition kind."""
    if edition_id in (preferred_id, asked):
        return 1.0
    return PRIOR.get(kb.editions[edition_id].kind, 0.8)


def compile_model(kb) -> Model:
    """Compile vocabulary, rules and clause sentences (cached on disk with the knowledge base)."""
    import re

    from .editions import live_text, modelled
    from .search import searchable
    from .text import compile_thesaurus, use_thesaurus

    groups = [g for doc in kb.extras.get("thesaurus-v1") or () for g in doc["groups"]]
    thesaurus = compile_thesaurus(groups)
    use_thesaurus(thesaurus)
    df: dict = {}
    for c in searchable(kb):
        for st in set(stream(c.title + " " + c.text)):
            df[st] = df.get(st, 0) + 1
    voc = factmod.compile_vocabulary(kb, df)
    model = Model(voc, thesaurus=thesaurus)
    for doc in kb.extras.get("vocabulary-v1") or ():
        for f in doc["facts"]:
            words = [f["label"]] + list(f.get("triggers", ())) + [p for v in f.get("values", ()) for p in v.get("triggers", ())]
            model.fact_stems[f["name"]] = frozenset(s for w in words for s in stream(w.replace("{n}", "")) if s != NEG)
            if f.get("editions"):
                model.edition_facts[f["name"]] = tuple(f["editions"])
    for c in modelled(kb):  # derived editions too: `ask --edition` ranks their own rules
        key = f"{c.edition}:{c.id}"
        model.clauses[key] = c
        model.rules[key] = c.rules
        if len(c.rules) > 1:
            shared = frozenset.intersection(*(frozenset(r.get("when") or {}) for r in c.rules))
            if shared:
                model.core[key] = shared
        for r in c.rules:
            model.summary_stems[(key, r["id"])] = frozenset(s for s in stream(r["then"]["summary"]) if s != NEG)
            for name in _rule_facts(r):
                model.by_fact.setdefault(name, set()).add(key)
        if kb.editions[c.edition].kind == "annex":
            model.cites[key] = tuple(f"{r.edition or c.edition}:{r.target}" for r in c.refs if r.target)
        parts = [p.strip() for p in re.split(r"(?<=[.!?:;])\s+|\n+", live_text(c)) if len(p.strip()) > 3]
        model.sentences[key] = [(p, frozenset(s for s in stream(p) if s != NEG)) for p in parts]
    return model


def _rule_facts(rule) -> list[str]:
    names = list((rule.get("when") or {}).keys())
    for item in rule.get("unless") or ():
        if isinstance(item, dict):
            names.extend(item.keys())
        elif isinstance(item, str):
            names.append(item)
    return names


def model(kb) -> Model:
    """The compiled model of this knowledge base (memory, then disk cache, then built)."""
    state = _MODEL.get("m")
    if state is None or state[0] is not kb:
        from pathlib import Path

        from .cache import cached

        state = (kb, cached("assistant", Path(kb.root), lambda: compile_model(kb)))
        _MODEL["m"] = state
    from .text import use_thesaurus

    use_thesaurus(state[1].thesaurus)
    return state[1]


# -- conditions -------------------------------------------------------------------------------------------------
def test(cond, value) -> bool:
    """Does a known fact value satisfy a rule condition (scalar, list of values, or {gte, lte, gt, lt, not})?"""
    if isinstance(cond, dict):
        ok = True
        for op, arg in cond.items():
            if op == "gte":
                ok &= isinstance(value, int) and value >= arg
            elif op == "lte":
                ok &= isinstance(value, int) and value <= arg
            elif op == "gt":
                ok &= isinstance(value, int) and value > arg
            elif op == "lt":
                ok &= isinstance(value, int) and value < arg
            elif op == "not":
                ok &= not test(arg, value)
            elif op == "in":
                ok &= value in arg
        return ok
    if isinstance(cond, (list, tuple)):
        return value in cond
    return value == cond


@dataclass
class RuleEval:
    """How one rule fares against the facts."""

    rule: object
    matched: list = field(default_factory=list)  # fact names
    contradicted: list = field(default_factory=list)
    unknown: list = field(default_factory=list)
    exceptions: list = field(default_factory=list)  # (label, status) with status matched|unknown
    score: float = 0.0
    status: str = "partial"  # applies | partial | defeated | contradicted
    defeated_by: str | None = None  # "edition:id" of the clause whose rule took precedence
    full: float = 0.0  # score before an exception defeated the rule


def evaluate(m: Model, key: str, rule, facts: dict, depth: int = 0, conf: dict | None = None) -> RuleEval:
    """Score one rule: weight of the facts it matched (times the trust in their evidence), exceptions checked."""
    ev = RuleEval(rule)
    conf = conf or {}
    voc = m.vocabulary.facts
    matched_w = total_w = 0.0
    topic = 0.0
    for name, cond in (rule.get("when") or {}).items():
        w = voc[name].weight if name in voc else 1.0
        total_w += w
        if name not in facts:
            ev.unknown.append(name)
        elif test(cond, facts[name]):
            ev.matched.append(name)
            c = conf.get(name, 1.0)
            matched_w += w * c
            topic = max(topic, w)
        else:
            ev.contradicted.append(name)
    if ev.contradicted:
        ev.status = "contradicted"
        ev.score = 0.0
        return ev
    core = m.core.get(key)
    if core and not core.intersection(ev.matched):
        topic = 0.0  # a refinement of the clause's topic ("angle shoot + card shown") without the topic itself
    share = matched_w / total_w if total_w else 1.0
    ev.score = matched_w * (PARTIAL + (1 - PARTIAL) * share) if topic >= MIN_TOPIC else 0.0
    ev.status = "applies" if not ev.unknown and ev.matched else "partial"
    if depth == 0:
        for item in rule.get("unless") or ():
            status, label = _exception(m, key, item, facts)
            ev.exceptions.append((item, label, status))
            if status == "matched" and ev.status != "defeated":
                ev.status = "defeated"
                ev.full = ev.score
                ev.score *= 0.35
                if isinstance(item, str) and item not in m.vocabulary.facts:
                    ev.defeated_by = f"{key.split(':', 1)[0]}:{item}"
    return ev


def _exception(m: Model, key: str, item, facts: dict) -> tuple[str, str]:
    """Status of an exception (matched / unknown / no) and its French label."""
    voc = m.vocabulary.facts
    if isinstance(item, str) and item in voc:
        item = {item: True}
    if isinstance(item, dict):
        statuses = []
        for name, cond in item.items():
            if name not in facts:
                statuses.append("unknown")
            else:
                statuses.append("matched" if test(cond, facts[name]) else "no")
        label = " et ".join(_cond_label(m, n, c) for n, c in item.items())
        if "no" in statuses:
            return "no", label
        return ("unknown" if "unknown" in statuses else "matched"), label
    edition = key.split(":", 1)[0]
    other = f"{edition}:{item}"
    clause = m.clauses.get(other)
    if clause is None:
        return "no", str(item)
    best = "no"
    for r in m.rules.get(other, ()):
        ev = evaluate(m, other, r, facts, depth=1)
        if ev.status == "applies":
            best = "matched"
            break
        if ev.status == "partial" and not ev.matched:
            best = "unknown"
        elif ev.status == "partial":
            best = "unknown"
    return best, f"§{clause.number} {clause.title.capitalize()}"


def _cond_label(m: Model, name: str, cond) -> str:
    fact = m.vocabulary.facts.get(name)
    if fact is None:
        return name
    if fact.type == "boolean":
        return fact.label if cond is True else f"pas : {fact.label}"
    if isinstance(cond, dict):
        ops = {"gte": "au moins", "lte": "au plus", "gt": "plus de", "lt": "moins de"}
        return f"{fact.label} : " + ", ".join(f"{ops.get(k, k)} {v}" for k, v in cond.items())
    if isinstance(cond, (list, tuple)):
        return f"{fact.label} : " + " ou ".join(fact.label_of(v) for v in cond)
    return f"{fact.label} : {fact.label_of(cond)}"


# -- ranking ----------------------------------------------------------------------------------------------------
def rank(kb, m: Model, facts: dict, text_scores: dict, edition: str | None,
         conf: dict | None = None) -> list[tuple[float, str, RuleEval | None]]:
    """Every candidate clause with its score and best rule, best first."""
    keys = set(text_scores)
    for name in facts:
        keys |= m.by_fact.get(name, set())
    boosts = {}
    for name, eds in m.edition_facts.items():
        if facts.get(name) is True:
            for ed in eds:
                boosts[ed] = boosts.get(ed, 0) + 0.6
    # the floor names another rulebook ("aux Chevaliers", "au stud"): its clauses first, the ROPTA family after
    pref = preferred(kb)
    home = kb.editions[pref].family if pref else None
    foreign = {ed for ed in boosts if ed in kb.editions and kb.editions[ed].family != home}
    out = []
    handed: dict[str, float] = {}  # an exception clause inherits the weight of the rule it defeats
    evals = {}
    for key in keys:
        for r in m.rules.get(key, ()):
            ev = evaluate(m, key, r, facts, conf=conf)
            evals.setdefault(key, []).append(ev)
            if ev.defeated_by:
                handed[ev.defeated_by] = max(handed.get(ev.defeated_by, 0.0), ev.full)
    keys |= set(handed)
    # an annex entry answering a classic question on a clause inherits that clause's rule evidence (discounted):
    # between the two, the words of the situation decide
    inherited: dict[str, float] = {}
    for entry, cited in m.cites.items():
        if entry in text_scores:
            for target in cited:
                for ev in evals.get(target, ()):
                    inherited[entry] = max(inherited.get(entry, 0.0), ev.score * ANNEX_INHERIT)
    for key in keys:
        clause = m.clauses.get(key)
        if clause is None:
            continue
        if edition and clause.edition != edition:
            continue
        best = None
        for ev in evals.get(key) or [evaluate(m, key, r, facts, conf=conf) for r in m.rules.get(key, ())]:
            if best is None or ev.score > best.score or (ev.score == best.score and best.status == "contradicted"):
                best = ev
        rule_score = max(best.score if best else 0.0, handed.get(key, 0.0), inherited.get(key, 0.0))
        text = text_scores.get(key, 0.0)
        score = (TEXT_WEIGHT * text + RULE_WEIGHT * rule_score) * prior(kb, clause.edition, pref, edition) + boosts.get(clause.edition, 0.0) * (text > 0)
        if foreign and clause.edition not in foreign:
            score *= 0.5
        if score > 0:
            out.append((score, key, best))
    out.sort(key=lambda x: (-x[0], _order(m, x[1], pref)))
    return out


def _order(m: Model, key: str, pref: str | None):
    from .model import number_key

    c = m.clauses[key]
    return (c.edition != pref, number_key(c.number))


# -- the question -------------------------------------------------------------------------------------------------
def ask(kb, text: str, *, edition: str | None = None, facts: dict | None = None, top: int = 5) -> dict:
    """Answer a French situation: `{query, facts, results, questions}` (+ `calc` when amounts are recognised)."""
    from . import amounts
    from .explain import calc_suggestion, questions, result
    from .search import search

    if edition:
        kb.edition(edition)  # an unknown edition is an error naming the known ones
    m = model(kb)
    query = clean(text or "")
    if not query:
        raise RoptaError("situation vide : décrivez ce qui s'est passé, par exemple "
                         "« ropta ask \"le donneur a retourné une carte pendant la donne\" »")
    truncated = len(text) > MAX_CHARS
    stems = _correct(m, stream(query))
    found = factmod.extract(m.vocabulary, stems)
    factmod.quote_words(query, found)
    given = factmod.parse_given(m.vocabulary, facts)
    amount_info = amounts.extract(query)
    values = dict(found.values)
    amounts.derive(amount_info, values)
    values.update(given)
    text_scores = search(kb, query, a_terms=[s for s in stems if s != NEG])
    if edition:  # a derived edition's clauses are found through the text they stand on
        from .editions import derived_scores

        text_scores = derived_scores(kb, edition, text_scores)
    ranked = rank(kb, m, values, text_scores, edition, found.confidence)
    top = max(1, min(int(top or 5), 50))
    results = [result(kb, m, key, score, ev, values, found, given, text_scores, stems) for score, key, ev in ranked[:top]]
    answer = {
        "query": query,
        "facts": [{"name": n, "value": v, "label": m.vocabulary.facts[n].label,
                   "value_label": m.vocabulary.facts[n].label_of(v),
                   "source": "given" if n in given else ("text" if n in found.values else "amounts"),
                   "evidence": found.evidence.get(n)} for n, v in values.items() if n in m.vocabulary.facts],
        "results": results,
        "questions": questions(kb, m, values, text_scores, ranked, edition),
        "recognised": bool(found.values or given),
    }
    if truncated:
        answer["truncated"] = True
    if not found.values and not given:
        answer["note"] = ("Aucun fait reconnu dans la situation : résultats de la recherche plein texte seulement."
                          if results else "Aucun fait reconnu et aucun mot du règlement trouvé dans la situation.")
    doc = amounts.bet_input(amount_info, values)
    if doc is not None:
        answer["calc"] = calc_suggestion(kb, doc)
    return answer


def _correct(m: Model, stems: list[str]) -> list[str]:
    """Fix one-letter typos against the words the vocabulary knows ("retounee" -> "retourn")."""
    known = m.vocabulary.known_stems
    out = []
    for s in stems:
        if s in known or s == NEG or s.isdigit() or len(s) < 5:
            out.append(s)
            continue
        memo = _TYPOS.setdefault(known, {})
        if s not in memo and len(memo) < 100000:
            memo[s] = _closest(s, known)
        out.append(memo.get(s) or s)
    return out


_TYPOS: dict[frozenset, dict[str, str | None]] = {}  # known-stems set -> typo -> its correction (as the floor types)


def _closest(word: str, known) -> str | None:
    """The known word one edit away, preferring a missing letter, then an extra one, a swap, a wrong one."""
    for i in range(len(word) - 1):  # two letters swapped
        c = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        if c in known:
            return c
    near = [k for k in known if abs(len(k) - len(word)) <= 1 and k[:2] == word[:2] and _one_edit(word, k)]
    if not near:
        return None
    near.sort(key=lambda k: (-(len(k) - len(word)), k))  # longer first: a letter forgotten is the usual typo
    return near[0]


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False

