"""Facts against rules, then clauses ranked: the one scoring path (answers, questions and --trace all use `rank`).

A rule is matched / contradicted / unknown fact by fact; a fact marked `excludes` in the vocabulary (the moment of the
hand, who acted) that contradicts a clause's rules removes the clause, whatever its words.
"""

from __future__ import annotations

import heapq

from .record import field, record

from .weights import WEIGHTS, Weights


def preferred(kb) -> str | None:
    """Edition ruling by default (others rank after it at equal evidence): the ROPTA edition in force itself, a derived
    one included (its clauses are scored on the text they stand on, see `engine.editions.derived_scores`)."""
    return _standing(kb)[0]


def replaced(kb) -> frozenset:
    """Editions the preferred one stands on (its bases, same lineage): left out of a default ranking, where the
    edition in force speaks for their clauses (a retired procedure never shows as current)."""
    return _standing(kb)[1]


def _standing(kb) -> tuple[str | None, frozenset]:
    got = _PREFERRED.get(id(kb))
    if got is None or got[0] is not kb:
        from .editions import default_edition, lineage

        current = default_edition(kb)
        older = frozenset(lineage(kb, current)) - {current} if current else frozenset()
        got = _PREFERRED[id(kb)] = (kb, (current, older))
    return got[1]


_PREFERRED: dict = {}  # memo: id(kb) -> (kb, (preferred edition, the editions it stands on))


def prior(kb, edition_id: str, preferred_id: str | None, asked: str | None = None, w: Weights = WEIGHTS) -> float:
    """Weight of a clause's edition: 1 for the preferred edition or the one asked for, else by edition kind."""
    if edition_id in (preferred_id, asked):
        return 1.0
    return w.prior.get(kb.editions[edition_id].kind, w.other_prior)


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


@record(slots=True)
class RuleEval:
    """How one rule fares against the facts."""

    rule: object
    matched: list = field(default_factory=list)  # fact names
    contradicted: list = field(default_factory=list)
    unknown: list = field(default_factory=list)
    exceptions: list = field(default_factory=list)  # (item, status) with status matched|unknown|no
    score: float = 0.0
    status: str = "partial"  # applies | partial | defeated | contradicted
    defeated_by: str | None = None  # "edition:id" of the clause whose rule took precedence
    full: float = 0.0  # score before an exception defeated the rule
    topic: float = 0.0  # weight of the most specific fact matched (0 when the clause's own topic is missing)
    excluded: bool = False  # contradicted by a moment-of-the-hand or actor fact


def evaluate(m, key: str, rule, facts: dict, depth: int = 0, conf: dict | None = None,
             w: Weights = WEIGHTS, deferred: dict | None = None) -> RuleEval:
    """Score one rule: weight of the facts it matched (times the trust in their evidence), exceptions checked.

    A known moment or actor (a fact marked `excludes`) that contradicts the rule, or meets an exception made only of
    such facts ("unless: mucked_by: [dealer, other]"), takes it away (see `rank`).
    `deferred` (a dict, for the facts of one ranking): the status of each clause an exception defers to, computed
    once for all the rules that defer to it.
    """
    ev = RuleEval(rule)
    conf = conf or {}
    matched_w = total_w = 0.0
    topic = 0.0
    for name, cond, weight, excludes, kind in _conditions(m, rule):
        total_w += weight
        if name not in facts:
            ev.unknown.append(name)
            continue
        value = facts[name]
        if value == cond if kind == _EQ else value in cond if kind == _IN else test(cond, value):
            ev.matched.append(name)
            matched_w += weight * conf.get(name, 1.0)
            topic = max(topic, weight)
        else:
            ev.contradicted.append(name)
            ev.excluded |= excludes
    if ev.contradicted:
        ev.status = "contradicted"
        return ev
    core = m.core.get(key)
    if core and not core.intersection(ev.matched):
        topic = 0.0  # a refinement of the clause's topic ("angle shoot + card shown") without the topic itself
    ev.topic = topic
    share = matched_w / total_w if total_w else 1.0
    ev.score = matched_w * (w.partial + (1 - w.partial) * share) if topic >= w.min_topic else 0.0
    ev.status = "applies" if not ev.unknown and ev.matched else "partial"
    if depth == 0:
        for item in rule.get("unless") or ():
            status = _exception(m, key, item, facts, w, deferred)
            ev.exceptions.append((item, status))
            if status == "matched" and isinstance(item, dict) and all(
                    n in m.vocabulary.facts and m.vocabulary.facts[n].excludes for n in item):
                ev.status, ev.score, ev.excluded = "contradicted", 0.0, True  # "not when the dealer did it"
                break
            if status == "matched" and ev.status != "defeated":
                ev.status = "defeated"
                ev.full = ev.score
                ev.score *= w.defeated
                if isinstance(item, str) and item not in m.vocabulary.facts:
                    ev.defeated_by = f"{key.split(':', 1)[0]}:{item}"
    return ev


_BLANKS: dict = {}  # id(model) -> (model, {(clause key, id(rule)): (rule, its blank evaluation)}): see `_blank`


def _blank(m, key: str, rule) -> RuleEval:
    """`evaluate` of a rule none of whose facts is known (its conditions, its exceptions' facts, the conditions of
    the clauses they defer to: `_rule_uses`), without the work: every condition unknown, score 0, each exception
    unknown (one deferring to a clause without rules: no). Most candidates of a ranking are of this kind, so it is
    built once per rule and model in this process and shared: nothing changes an evaluation once made (a ranking's
    memo already shares them between the rankings of the questions)."""
    got = _BLANKS.get(id(m))
    if got is None or got[0] is not m:
        if len(_BLANKS) > 8:
            _BLANKS.clear()
        got = _BLANKS[id(m)] = (m, {})
    hit = got[1].get((key, id(rule)))  # by clause too: a derived edition's clause may share its base's rules
    if hit is not None and hit[0] is rule:
        return hit[1]
    ev = RuleEval(rule)
    ev.unknown = [name for name, *_ in _conditions(m, rule)]
    edition = key.split(":", 1)[0]
    voc = m.vocabulary.facts
    for item in rule.get("unless") or ():
        deferring = isinstance(item, str) and item not in voc
        ev.exceptions.append((item, "no" if deferring and not m.rules.get(f"{edition}:{item}") else "unknown"))
    got[1][(key, id(rule))] = (rule, ev)
    return ev


_NONE: frozenset = frozenset()
_EQ, _IN, _TEST = 0, 1, 2  # how a condition is tested: equality, membership in a list, `test` (bounds, not...)
_COMPILED: dict = {}  # id(vocabulary) -> (vocabulary, {id(rule): (rule, its conditions)}): see `_conditions`
_USES: dict = {}  # id(model) -> (model, {clause key: facts each of its rules reads}): see `_rule_uses`


def _rule_uses(m, key: str) -> tuple:
    """The facts each rule of clause `key` reads when evaluated (in the order of its rules): its conditions and
    exceptions, and the conditions of the rules of a clause an exception defers to. Computed once per clause and
    model in this process."""
    got = _USES.get(id(m))
    if got is None or got[0] is not m:
        if len(_USES) > 8:
            _USES.clear()
        got = _USES[id(m)] = (m, {})
    hit = got[1].get(key)
    if hit is None:
        edition = key.split(":", 1)[0]
        out = []
        for rule in m.rules.get(key, ()):
            used = set((rule.get("when") or {}).keys())
            for item in rule.get("unless") or ():
                if isinstance(item, dict):
                    used.update(item.keys())
                elif isinstance(item, str):
                    used.add(item)
                    for other in m.rules.get(f"{edition}:{item}", ()):
                        used.update((other.get("when") or {}).keys())
            out.append(frozenset(used))
        hit = got[1][key] = tuple(out)
    return hit


def _conditions(m, rule) -> tuple:
    """The `when` conditions of a rule as (fact, condition, weight, excludes, kind), computed once per rule and
    vocabulary in this process: `evaluate` runs hundreds of times per question asked (every what-if answer re-ranks),
    and the look-ups of each fact's weight were most of its time. Same order, same weights, same tests."""
    voc = m.vocabulary
    got = _COMPILED.get(id(voc))
    if got is None or got[0] is not voc:
        if len(_COMPILED) > 8:
            _COMPILED.clear()
        got = _COMPILED[id(voc)] = (voc, {})
    per_rule = got[1]
    hit = per_rule.get(id(rule))
    if hit is None or hit[0] is not rule:
        out = []
        for name, cond in (rule.get("when") or {}).items():
            fact = voc.facts.get(name)
            kind = _TEST if isinstance(cond, dict) else _IN if isinstance(cond, (list, tuple)) else _EQ
            out.append((name, cond, fact.weight if fact is not None else 1.0, bool(fact is not None and fact.excludes),
                        kind))
        hit = per_rule[id(rule)] = (rule, tuple(out))
    return hit[1]


_CEILINGS: dict = {}  # (id(model), id(weights)) -> (model, weights, ceilings): see `ceilings`


def ceilings(m, w: Weights = WEIGHTS) -> tuple[dict, dict]:
    """(clause key -> most its rule score can reach with facts trusted at most 1, clause key -> the clauses its rules'
    exceptions defer to), from the rules alone; computed once per model and weights in this process.

    A rule scores at most the weight of all its conditions (times the trust in the facts, times `partial` and
    `defeated` when above 1); a clause also receives the full score of the rules that defer to it, and an annex entry
    `annex_inherit` of the clauses it cites. `engine.explain.questions` uses it to skip a what-if whose clauses cannot
    reach the top score."""
    got = _CEILINGS.get((id(m), id(w)))
    if got is not None and got[0] is m and got[1] is w:
        return got[2]
    voc = m.vocabulary.facts

    def most(rule) -> float:
        return sum(max(0.0, voc[n].weight if n in voc else 1.0) for n in (rule.get("when") or {}))

    own = {key: max((most(r) for r in rules), default=0.0) for key, rules in m.rules.items()}
    ceiling = dict(own)
    targets: dict = {}
    for key, rules in m.rules.items():
        edition = key.split(":", 1)[0]
        for r in rules:
            for item in r.get("unless") or ():
                if isinstance(item, str) and item not in voc:
                    target = f"{edition}:{item}"
                    targets.setdefault(key, set()).add(target)
                    ceiling[target] = max(ceiling.get(target, 0.0), most(r))
    for entry, cited in m.cites.items():
        ceiling[entry] = max([ceiling.get(entry, 0.0), *(max(0.0, w.annex_inherit) * own.get(t, 0.0) for t in cited)])
    factor = max(1.0, w.partial) * max(1.0, w.defeated)
    out = ({key: factor * value for key, value in ceiling.items()}, targets)
    if len(_CEILINGS) > 8:
        _CEILINGS.clear()
    _CEILINGS[(id(m), id(w))] = (m, w, out)
    return out


def _exception(m, key: str, item, facts: dict, w: Weights, deferred: dict | None = None) -> str:
    """Status of an exception: matched / unknown / no (`deferred`: see `evaluate`)."""
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
        if "no" in statuses:
            return "no"
        return "unknown" if "unknown" in statuses else "matched"
    other = f"{key.split(':', 1)[0]}:{item}"
    if deferred is not None and other in deferred:
        return deferred[other]
    best = "no"
    for r in m.rules.get(other, ()):
        ev = evaluate(m, other, r, facts, depth=1, w=w)
        if ev.status == "applies":
            best = "matched"
            break
        if ev.status == "partial":
            best = "unknown"
    if deferred is not None:
        deferred[other] = best
    return best


def exception_label(m, key: str, item) -> str:
    """An exception of a rule of clause `key` in French: its conditions, or the clause it defers to."""
    voc = m.vocabulary.facts
    if isinstance(item, str) and item in voc:
        item = {item: True}
    if isinstance(item, dict):
        return " et ".join(cond_label(m, n, c) for n, c in item.items())
    clause = m.clauses.get(f"{key.split(':', 1)[0]}:{item}")
    return f"§{clause.number} {clause.title.capitalize()}" if clause is not None else str(item)


def cond_label(m, name: str, cond) -> str:
    """A rule condition in French ("moment du coup : à l'abattage")."""
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


def rank(kb, m, facts: dict, text_scores: dict, edition: str | None, conf: dict | None = None, *,
         trace: dict | None = None, w: Weights = WEIGHTS, memo: dict | None = None, changed: frozenset = frozenset(),
         best_only: bool = False, only: set | None = None, learned: dict | None = None
         ) -> list[tuple[float, str, RuleEval | None]]:
    """Every candidate clause with its score and best rule, best first; `trace` (a dict) receives how each was formed.

    `memo` (a dict) keeps each clause's rule evaluations: a later call whose facts differ only in `changed` re-evaluates
    only the rules that read those facts (questions try answers this way); the evaluations of a clause or rule that
    reads none of them are the base ones, so they are kept too, whichever call computed them. `best_only`: the top clause alone.
    `only`: the candidates considered (the others are known not to move; see engine.explain.questions).
    `learned`: "edition:id" -> what the learned reading adds to that clause's score (engine.learned.bonuses), before
    the clause's edition weight multiplies it with the text and the rules; it ranks candidates, it finds none.
    """
    if only is None:
        keys = set(text_scores)
        for name in facts:
            keys |= m.by_fact.get(name, set())
    else:  # the same set, built from the few candidates allowed (a what-if ranking runs ten times per question asked)
        keys = {k for k in only if k in text_scores}
        for name in facts:
            keys.update(k for k in m.by_fact.get(name, ()) if k in only)
    boosts: dict[str, float] = {}
    for name, eds in m.edition_facts.items():
        if facts.get(name) is True:
            for ed in eds:
                boosts[ed] = boosts.get(ed, 0) + w.edition_boost
    # the floor names another rulebook ("aux Chevaliers", "au stud"): its clauses first, the ROPTA family after
    pref = preferred(kb)
    hidden = frozenset() if edition else replaced(kb)  # by default, the edition in force rules for its bases
    home = kb.editions[pref].family if pref else None
    foreign = {ed for ed in boosts if ed in kb.editions and kb.editions[ed].family != home}
    handed: dict[str, float] = {}  # an exception clause inherits the weight of the rule it defeats
    handed_learned: dict[str, float] = {}  # ... and the learned bonus of the clause it defeats (below)

    bonus = (learned or {}).get
    evals: dict[str, list[RuleEval]] = {}
    deferred: dict = {}  # clause an exception defers to -> its status under these facts (see `evaluate`)

    def fresh(key, rules):  # a rule reading no known fact is evaluated without the work (`_blank`)
        return [_blank(m, key, r) if used.isdisjoint(facts) else
                evaluate(m, key, r, facts, conf=conf, w=w, deferred=deferred)
                for r, used in zip(rules, _rule_uses(m, key))]

    def rules_of(key):
        rules = m.rules.get(key, ())
        if memo is None:
            return fresh(key, rules)
        if not changed or not (changed & m.uses.get(key, _NONE)):  # reads no changed fact: the base evaluations
            got = memo.get(key)
            if got is None:
                got = memo[key] = fresh(key, rules)
            return got
        base = memo.get(key)
        got = []
        for i, (r, used) in enumerate(zip(rules, _rule_uses(m, key))):  # only rules reading a changed fact run again
            if changed & used:
                got.append(evaluate(m, key, r, facts, conf=conf, w=w, deferred=deferred))
            elif base is not None:
                got.append(base[i])
            else:
                ev = memo.get((key, i))
                if ev is None:
                    ev = memo[(key, i)] = evaluate(m, key, r, facts, conf=conf, w=w, deferred=deferred)
                got.append(ev)
        return got

    def left_out(key) -> bool:  # an edition this ranking does not show: its clauses are evaluated only when cited
        ed = key.split(":", 1)[0]
        return bool(edition and ed != edition) or ed in hidden

    for key in keys:
        if left_out(key):
            continue
        evals[key] = rules_of(key)
        for ev in evals[key]:
            if ev.defeated_by:
                handed[ev.defeated_by] = max(handed.get(ev.defeated_by, 0.0), ev.full)
                handed_learned[ev.defeated_by] = max(handed_learned.get(ev.defeated_by, 0.0), bonus(key, 0.0))
    for key in set(handed) - keys:
        keys.add(key)
        evals[key] = rules_of(key)
    # an annex entry answering a classic question on a clause inherits that clause's rule evidence (discounted):
    # between the two, the words of the situation decide
    inherited: dict[str, float] = {}
    for entry, cited in m.cites.items():
        if entry in text_scores:
            for target in cited:
                if target in keys and target not in evals:
                    evals[target] = rules_of(target)
                for ev in evals.get(target, ()):
                    inherited[entry] = max(inherited.get(entry, 0.0), ev.score * w.annex_inherit)
    out = []
    for key in keys:
        clause = m.clauses.get(key)
        if clause is None or (edition and clause.edition != edition) or clause.edition in hidden:
            continue
        best = None
        for ev in evals.get(key, ()):
            if best is None or ev.score > best.score or (ev.score == best.score and best.status == "contradicted"):
                best = ev
        rule_score = max(best.score if best else 0.0, handed.get(key, 0.0), inherited.get(key, 0.0))
        text = text_scores.get(key, 0.0)
        weight = prior(kb, clause.edition, pref, edition, w)
        boost = boosts.get(clause.edition, 0.0) * (text > 0)
        # the words' bonus follows the rules' verdict: a clause whose best rule an exception defeats (a clause it
        # defers to, or facts it names: « sauf l'une des deux premières cartes ») keeps the share of it a defeated rule
        # keeps, and a clause deferred to inherits it (the words told the general case, the exception the known one)
        told = bonus(key, 0.0) * (w.defeated if best is not None and best.status == "defeated" else 1.0)
        told = max(told, handed_learned.get(key, 0.0))
        score = (w.text * text + w.rule * rule_score + told) * weight + boost
        if foreign and clause.edition not in foreign:
            score *= w.foreign_discount
        excluded = rule_score == 0 and any(ev.excluded for ev in evals.get(key, ()))
        if excluded:
            score = 0.0  # the moment of the hand or the actor contradicts this clause's rules
        if trace is not None:
            trace[key] = {"text": round(text, 3), "rule": round(rule_score, 3), "prior": weight, "boost": boost,
                          "foreign": bool(foreign and clause.edition not in foreign), "excluded": excluded,
                          "learned": round(told, 3), "handed": round(handed.get(key, 0.0), 3), "inherited": round(inherited.get(key, 0.0), 3),
                          "score": round(score, 3), "rules": evals.get(key, [])}
        if score > 0:
            out.append((score, key, best))
    order = m.order

    def sort_key(x):
        return -x[0], m.clauses[x[1]].edition != pref, order[x[1]]

    if best_only:  # the first three, which a conduct may reorder (`conduct_first`), then the first
        return conduct_first(m, heapq.nsmallest(3, out, key=sort_key), facts, w)[:1]
    out.sort(key=sort_key)
    return conduct_first(m, out, facts, w)


def conduct_first(m, ranked: list, values: dict, w: Weights = WEIGHTS) -> list:
    """The ranking, with a close candidate (among the first three) first when its rule applies on a player's conduct
    (a fact marked `conduct`: collusion, abuse, a disclosure...) that the first clause's rule leaves unanswered while
    that rule stands on light facts only (together below `Weights.conduct_light`: the all-in called, the
    bubble, the moment of the hand): a conduct told through the hand it followed is ruled on the conduct; the betting
    words of its scene no longer rule it. A first rule standing on as much as a matter of its own (a short all-in
    that does not reopen the betting, a conditional declaration) keeps its place: the conduct words are its scenery."""
    if len(ranked) < 2:
        return ranked
    facts = m.vocabulary.facts
    told = {n for n, v in values.items() if v is True and n in facts and facts[n].conduct}
    first = ranked[0][2]
    if not told or (first is not None and (told.intersection(first.matched) or sum(
            facts[n].weight for n in first.matched if n in facts) >= w.conduct_light)):
        return ranked
    for i, (_, _, ev) in enumerate(ranked[1:3], 1):
        if ev is not None and ev.status == "applies" and told.intersection(ev.matched):
            return [ranked[i]] + ranked[:i] + ranked[i + 1:]
    return ranked
