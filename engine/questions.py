"""Which unknown facts to ask about: those one of whose answers changes the top result, each answer re-ranked by the
same `engine.scoring.rank` as the answer itself, and the bounds that prove most answers cannot change it (so their
rankings are skipped, never approximated).

Why apart from `engine.explain`: explaining a clause quotes its text; choosing the questions re-ranks the situation
many times and carries its own per-model caches (the rules' ceilings, the clauses a fact moves, who defers to whom).
"""

from __future__ import annotations

from .memo import once
from .rules import deferred_chain
from .weights import WEIGHTS


def questions(kb, m, values, text_scores, ranked, edition, conf=None, w=WEIGHTS, memo=None,
              learned=None) -> list[dict]:
    """Unknown facts one of whose answers changes the top result (clause or decision), re-ranked by the same `rank`
    as the answer (`learned`: the answer's learned bonuses, which an answer to a question leaves as they are: they
    come from the words told); the most specific first. Bounded: the facts of the rules of the top clauses, the most
    specific ones, and only the clauses that can move."""
    from .rules import test
    from .scoring import rank

    if not ranked:
        return []
    base = _top(ranked)
    if memo is None:  # the evaluations of the answer's own ranking, reused for every trial
        memo = {}
        rank(kb, m, values, text_scores, edition, conf, w=w, memo=memo, best_only=True, learned=learned)
    candidates: dict[str, list] = {}
    for _, key, _ev in ranked[:w.question_pool]:
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
    near = {k for _, k, _ in ranked[:w.question_pool + 3]}
    tried = sorted(candidates, key=lambda n: -m.vocabulary.facts[n].weight)[:w.question_facts]
    below = _below_top(kb, m, values, text_scores, ranked, edition, conf, w, learned)
    for name in tried:
        conds = candidates[name]
        fact = m.vocabulary.facts[name]
        if 0 < w.max_questions <= len(scored) and fact.weight < sorted(x[0] for x in scored)[-w.max_questions]:
            break  # `tried` goes by weight: no later fact can enter the questions asked (the same questions, sooner)
        options = _options(fact, conds)
        # bounded: a clause that neither reads the fact nor ranks near the top keeps a score below the top's, and an
        # annex entry moves with the clauses it cites; a fact naming an edition moves every clause
        got = m.used_by.get(name)
        if got is None:  # every clause's facts are scanned once per fact and process, not at each answer
            touched = frozenset(k for k, used in m.uses.items() if name in used)
            got = m.used_by[name] = (touched, frozenset(e for e, cited in m.cites.items() if touched.intersection(cited)))
        touched, citing = got
        bounded = name not in m.edition_facts
        only = None  # the candidates of its rankings (`_with_givers`), made when an answer has to be ranked
        for value in options:  # one answer that changes the top is enough: the question is worth asking
            trial = dict(values)
            trial[name] = value
            if below is not None and bounded and below(touched, citing, trial, name, memo):
                continue  # this answer cannot change the top: its full ranking is skipped (same result)
            if bounded and only is None:
                only = _with_givers(m, near | touched | citing)
            if _top(rank(kb, m, trial, text_scores, edition, conf, w=w, memo=memo, changed=frozenset((name,)),
                         best_only=True, only=only, learned=learned)) != base:
                scored.append((fact.weight, name, options))
                break
    scored.sort(key=lambda x: (-x[0], x[1]))  # the most specific fact first
    out = []
    for _, name, options in scored[:w.max_questions]:
        fact = m.vocabulary.facts[name]
        out.append({"fact": name, "question": fact.question,
                    "options": [{"value": v, "label": fact.label_of(v)} for v in options]})
    return out


def _with_givers(m, keys) -> set:
    """`keys` with the clauses they receive score from: the clauses an annex entry among them cites, and the clauses
    whose exceptions defer to one of these. A ranking restricted to this set (`rank(only=...)`) scores each of `keys`
    as the full ranking does; restricted to `keys` alone, an annex entry would lose the evidence it inherits and a
    clause the score handed to it, and a question would seem to change the top when it does not."""
    out = set(keys)
    for k in keys:
        out.update(m.cites.get(k, ()))
    targets = _deferrals(m)[0]
    out.update(k for k, t in targets.items() if not t.isdisjoint(out))
    return out


def _below_top(kb, m, values, text_scores, ranked, edition, conf, w, learned=None):
    """A test `below(touched, citing)`: True when no answer to a fact read by the clauses `touched` (`citing`: the
    annex entries citing them) can change the top result; None when the test cannot be made for this answer.

    The top clause keeps its score exactly when neither it nor a clause it receives score from (a rule deferring to
    it, a clause it cites as an annex entry) reads the fact; otherwise its new score is computed exactly, by a ranking
    of it and those clauses alone. Every clause whose rules do not read the fact keeps its rule evaluations and
    can only lose score received from the others. So only the clauses reading the fact, those their exceptions defer
    to and the annex entries citing them can move, and each scores at most its full-text part, its learned bonus and
    the bound of its rules (`rule_bound`: what each matched, plus the fact asked), or of the rules that hand it their
    score. If every such bound is below the top score, re-ranking each answer would give the same top: that ranking
    is skipped, not approximated. A conduct told in the answer may reorder the first three without any score moving
    (`engine.scoring.conduct_first`): such an answer is always ranked."""
    from .scoring import preferred, prior, rank

    score0, key0, _ = ranked[0]
    targets, deferring = _deferrals(m)
    if w.text < 0 or w.rule < 0:
        return None
    givers = _with_givers(m, {key0}) - {key0}  # its own ranking with them alone gives its score exactly
    trust = max([1.0, *(conf or {}).values()])
    pref = preferred(kb)
    boosts: dict = {}
    for name, eds in m.edition_facts.items():  # as in `rank` (a fact naming an edition is never skipped)
        if values.get(name) is True:
            for ed in eds:
                boosts[ed] = boosts.get(ed, 0) + w.edition_boost
    stretch = max(1.0, w.foreign_discount)
    factor = max(1.0, w.partial) * max(1.0, w.defeated)
    voc = m.vocabulary.facts
    received = {t for ts in targets.values() for t in ts} | set(m.cites)  # clauses that receive others' scores
    bounds: dict = {}

    def weight(n) -> float:
        return voc[n].weight if n in voc else 1.0

    bases: dict = {}  # (clause key, rule index) -> what its base evaluation leaves, whatever the fact asked

    def rule_bound(key, i, rule, name, memo) -> float:
        """Most rule `i` of clause `key` can score (before its exceptions) once `name` is answered: the weight it
        matched (its base evaluation) plus that of `name` if it reads it. Two rules score nothing whatever the
        answer, as `engine.rules.evaluate` scores them: one that another known fact already contradicts (`name` was
        unknown, so the contradiction stays), and one whose most specific fact matched, `name` included, stays below
        `Weights.min_topic` or misses the clause's own topic (`Model.core`)."""
        base = bases.get((key, i), False)
        if base is False:
            # absent: no condition of its rules is known (it was no candidate), nothing matched; or bound as such
            evs = None if key in unread else memo.get(key)
            ev = evs[i] if evs else None
            if ev is not None and ev.contradicted:
                base = None
            else:
                matched = ev.matched if ev is not None else ()
                core = m.core.get(key)
                base = (sum(max(0.0, weight(n)) * (conf or {}).get(n, 1.0) for n in matched),
                        max(map(weight, matched), default=0.0), core if core and core.isdisjoint(matched) else None)
            bases[(key, i)] = base
        if base is None:
            return 0.0
        had, topic, missing_core = base
        reads = name in (rule.get("when") or {})
        if reads:
            topic = max(topic, weight(name))
        if (missing_core is not None and not (reads and name in missing_core)) or topic < w.min_topic:
            return 0.0
        return (had + (max(0.0, weight(name)) * trust if reads else 0.0)) * factor

    blank = _blank_reads(m)  # clause key -> the facts on which a rule of it scores with nothing else known
    unread: set = set()  # clauses whose bases were taken while the answer's ranking had evaluated none of their rules

    def rules_bound(key, name, memo) -> float:
        if key in unread or (memo.get(key) is None and not any((key, i) in bases for i in range(len(m.rules.get(
                key, ()))))):
            # nothing matched: each rule's base is (0, 0.0, its clause's core or None) and only a rule reading `name`
            # with the core (if any) naming it may score, all such rules the same: `rule_bound` without the work
            unread.add(key)
            reads = blank.get(key)
            if reads is None:
                reads = blank[key] = _blank_reads_of(m, key)
            if name not in reads or max(0.0, weight(name)) < w.min_topic:
                return 0.0
            return (0 + max(0.0, weight(name)) * trust) * factor
        return max((rule_bound(key, i, r, name, memo) for i, r in enumerate(m.rules.get(key, ()))), default=0.0)

    def bound(key, name, memo) -> float:
        """Most clause `key` can score once `name` is answered: its own rules' bound, and for a clause receiving
        score from others, the bound of each rule deferring to it (`engine.scoring.rank` hands it that rule's score)
        and, for an annex entry, `annex_inherit` times that of the clauses it cites; their learned bonus with it."""
        got = bounds.get((key, name))
        if got is None:
            clause = m.clauses.get(key)
            if clause is None:
                got = 0.0
            else:
                best = rules_bound(key, name, memo)
                told = (learned or {}).get(key, 0.0)
                if key in received:
                    sources = deferring.get(key, ())
                    for src, i in sources:
                        best = max(best, rule_bound(src, i, m.rules[src][i], name, memo))
                        told = max(told, (learned or {}).get(src, 0.0))  # as `rank` hands it on
                    cited = m.cites.get(key, ())
                    if cited:
                        best = max(best, max(0.0, w.annex_inherit) * max(rules_bound(t, name, memo) for t in cited))
                text = text_scores.get(key, 0.0)
                got = ((w.text * text + w.rule * best + max(0.0, told)) * prior(kb, clause.edition, pref, edition, w)
                       + max(0.0, boosts.get(clause.edition, 0.0)) * (text > 0)) * stretch
            bounds[(key, name)] = got
        return got

    caps = _rule_caps(m)
    ceilings: dict = {}  # clause key -> `ceiling`, for this answer
    priors: dict = {}  # edition -> its prior in this ranking

    def ceiling(key) -> float:
        """At least `bound(key, name)` whatever the fact `name` asked, without looking at the rules' evaluations: each
        rule at most the weight of all its conditions (what it matched weighs at most that, trusted at most `trust`,
        and the fact asked is one of the others), a clause receiving score at most the caps of its sources. Most
        clauses a fact moves stay below the top by this alone, so their exact bound is never computed (the test
        `bound(...) < top` gives the same answer, sooner). Infinite when the edition's prior is negative (no bound)."""
        got = ceilings.get(key)
        if got is None:
            clause = m.clauses.get(key)
            if clause is None:
                got = 0.0
            else:
                ed = clause.edition
                weight_ed = priors.get(ed)
                if weight_ed is None:
                    weight_ed = priors[ed] = prior(kb, ed, pref, edition, w)
                own, sourced, cited, sources = caps.get(key, _NO_CAPS)
                best = max(own, sourced, max(0.0, w.annex_inherit) * cited) * trust * factor
                told = (learned or {}).get(key, 0.0)
                for src in sources:
                    told = max(told, (learned or {}).get(src, 0.0))
                text = text_scores.get(key, 0.0)
                got = ((w.text * text + w.rule * best + max(0.0, told)) * weight_ed
                       + max(0.0, boosts.get(ed, 0.0)) * (text > 0)) * stretch
                got = got * (1 + 1e-9) + 1e-9 if weight_ed >= 0 else float("inf")  # above any rounding of `bound`
            ceilings[key] = got
        return got

    second = ranked[1][0] if len(ranked) > 1 else 0.0
    top0 = _top(ranked)

    conduct = any(v is True and n in voc and voc[n].conduct for n, v in values.items())
    per_name: dict = {}  # fact asked -> (the clauses it moves, whether they all stay below the top; None: it moves)

    def below(touched, citing, trial, name, memo) -> bool:
        """`trial`: the answer's facts and `name` answered (a fact unknown to them). What the answer itself
        changes is the top clause's score alone; the clauses moving and their bounds are the fact's, computed once
        for all its answers."""
        if conduct or (trial[name] is True and name in voc and voc[name].conduct):
            return False  # a conduct told may put a close candidate first (`engine.scoring.conduct_first`): not a score
        got = per_name.get(name)
        if got is None:
            moving = set(touched) | citing
            for k in touched:
                moving |= targets.get(k, set())
            fixed = None
            if key0 not in moving and not givers & moving:
                fixed = all(ceiling(k) < score0 or bound(k, name, memo) < score0 for k in moving)
            got = per_name[name] = (moving, fixed)
        moving, fixed = got
        if fixed is not None:
            return fixed
        # the top clause, or a clause it receives score from, reads the fact: its score under this answer, exactly
        own = [x for x in rank(kb, m, trial, text_scores, edition, conf, w=w, memo=memo, changed=frozenset((name,)),
                               only={key0} | givers, learned=learned) if x[1] == key0]
        if not own or _top(own) != top0:
            return False
        new0 = own[0][0]  # the others that do not move keep at most their score, below the second's
        return new0 > second and all(ceiling(k) < new0 or bound(k, name, memo) < new0 for k in moving if k != key0)

    return below


_NO_CAPS = (0.0, 0.0, 0.0, ())


def _rule_caps(m) -> dict:
    """Clause key -> (its rules' cap, the cap of the rules deferring to it, the cap of the clauses it cites as an
    annex entry, the clauses deferring to it): a rule's cap is the weight of all its conditions (each at least 0),
    the most it can match whatever the facts (`_below_top`'s `ceiling`). Once per model in this process."""
    def build():
        voc = m.vocabulary.facts

        def cap(rule) -> float:
            return sum(max(0.0, voc[n].weight if n in voc else 1.0) for n in (rule.get("when") or {}))

        own = {key: max((cap(r) for r in rules), default=0.0) for key, rules in m.rules.items()}
        deferring = _deferrals(m)[1]
        out = {}
        for key in set(m.clauses) | set(m.rules):
            sources = deferring.get(key, ())
            out[key] = (own.get(key, 0.0), max((cap(m.rules[s][i]) for s, i in sources), default=0.0),
                        max((own.get(t, 0.0) for t in m.cites.get(key, ())), default=0.0),
                        tuple(dict.fromkeys(s for s, _ in sources)))
        return out

    return once("rule caps", m, build)


def _blank_reads(m) -> dict:
    """Clause key -> the facts of `_blank_reads_of`, filled per clause, once per model in this process."""
    return once("blank reads", m, dict)


def _blank_reads_of(m, key: str) -> frozenset:
    """The facts whose answer alone lets a rule of clause `key` score (`_below_top`'s bound of a clause none of
    whose facts is known): those its conditions read, when the clause's core (`Model.core`, the facts every rule of it
    needs) is one of them."""
    core = m.core.get(key)
    return frozenset(n for r in m.rules.get(key, ()) for n in (r.get("when") or {}) if not core or n in core)


def _deferrals(m) -> tuple[dict, dict]:
    """(clause key -> the clauses its rules' exceptions defer to, clause key -> the rules deferring to it as (clause
    key, rule index)): who may hand a rule's score to whom (`engine.scoring.rank`), down the chain (a rule giving way
    to a clause whose rule gives way in turn hands its score to the last: `engine.rules.deferred_chain`), once per
    model in this process."""
    def build():
        targets: dict = {}
        deferring: dict = {}
        for key, rules in m.rules.items():
            edition = key.split(":", 1)[0]
            for i, rule in enumerate(rules):
                for other in deferred_chain(m, edition, rule):
                    targets.setdefault(key, set()).add(other)
                    deferring.setdefault(other, []).append((key, i))
        return targets, deferring

    return once("deferrals", m, build)


def _top(ranked) -> tuple | None:
    """The top result as the floor reads it: the clause and its decision."""
    if not ranked:
        return None
    _, key, ev = ranked[0]
    return key, (ev.rule["then"]["decision"] if ev is not None and ev.score > 0 else None)


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
