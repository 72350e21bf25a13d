"""Facts against rules (`engine.rules`), then clauses ranked: the one scoring path (answers, questions and --trace all
use `rank`).

A rule is matched / contradicted / unknown fact by fact; a fact marked `excludes` in the vocabulary (the moment of the
hand, who acted) that contradicts a clause's rules removes the clause, whatever its words.
"""

from __future__ import annotations

import heapq

from .memo import once
from .rules import RuleEval, _NONE, _blank, _rule_uses, blanks, evaluate, rule_uses
from .weights import WEIGHTS, Weights

#: Most candidates whose first three a best-only ranking finds by sorting them all; above, by a heap (see `rank`).
SORT_FEW = 24


def preferred(kb) -> str | None:
    """Edition ruling by default (others rank after it at equal evidence): the ROPTA edition in force itself, a derived
    one included (its clauses are scored on the text they stand on, see `engine.editions.derived_scores`)."""
    return _standing(kb)[0]


def replaced(kb) -> frozenset:
    """Editions the preferred one stands on (its bases, same lineage): left out of a default ranking, where the
    edition in force speaks for their clauses (a retired procedure never shows as current)."""
    return _standing(kb)[1]


def _standing(kb) -> tuple[str | None, frozenset]:
    """(the preferred edition, the editions it stands on), once per knowledge base."""
    def build():
        from .editions import default_edition, lineage

        current = default_edition(kb)
        return current, (frozenset(lineage(kb, current)) - {current} if current else frozenset())

    return once("standing", kb, build)


def prior(kb, edition_id: str, preferred_id: str | None, asked: str | None = None, w: Weights = WEIGHTS) -> float:
    """Weight of a clause's edition: 1 for the preferred edition or the one asked for, else by edition kind."""
    if edition_id in (preferred_id, asked):
        return 1.0
    return w.prior.get(kb.editions[edition_id].kind, w.other_prior)


def rank(kb, m, facts: dict, text_scores: dict, edition: str | None, conf: dict | None = None, *,
         trace: dict | None = None, w: Weights = WEIGHTS, memo: dict | None = None, changed: frozenset = frozenset(),
         best_only: bool = False, only: set | None = None, learned: dict | None = None
         ) -> list[tuple[float, str, RuleEval | None]]:
    """Every candidate clause with its score and best rule, best first; `trace` (a dict) receives how each was formed.

    `memo` (a dict) keeps each clause's rule evaluations: a later call whose facts differ only in `changed` re-evaluates
    only the rules that read those facts (questions try answers this way); the evaluations of a clause or rule that
    reads none of them are the base ones, so they are kept too, whichever call computed them. `best_only`: the top clause alone.
    `only`: the candidates considered (the others are known not to move; see engine.questions.questions).
    `learned`: "edition:id" -> what the learned reading adds to that clause's score (engine.learned.bonuses), before
    the clause's edition weight multiplies it with the text and the rules; it ranks candidates, it finds none.
    """
    if only is None:
        keys = set(text_scores)
        for name in facts:
            keys |= m.by_fact.get(name, set())
    else:  # the same set, built from the few candidates allowed (a what-if ranking runs ten times per question asked)
        only = only if isinstance(only, (set, frozenset)) else set(only)
        keys = only & text_scores.keys()
        by_fact = m.by_fact
        for name in facts:
            readers = by_fact.get(name)
            if readers:
                keys |= only & readers  # each intersection walks the smaller set (`only`: a few clauses)
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

    blank = blanks(m)
    uses = rule_uses(m)  # fetched once per ranking: a ranking reads it for every candidate
    known = frozenset(facts)

    def used_by(key):  # the facts each rule of a clause reads: the table's entry, made by `_rule_uses` the first time
        return uses.get(key) or _rule_uses(m, key)

    def fresh(key, rules):  # a rule reading no known fact is evaluated without the work (`_blank`)
        whole = blank.get(key)  # most candidates (found by their words) read no known fact at all: one test
        if whole is None or whole[0] is not rules:
            per = used_by(key)
            whole = blank[key] = (rules, frozenset().union(*per), tuple(_blank(m, key, r, blank) for r in rules))
        if whole[1].isdisjoint(known):
            return list(whole[2])
        return [_blank(m, key, r, blank) if used.isdisjoint(known) else
                evaluate(m, key, r, facts, conf=conf, w=w, deferred=deferred)
                for r, used in zip(rules, used_by(key))]

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
        for i, (r, used) in enumerate(zip(rules, used_by(key))):  # only rules reading a changed fact run again
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
        # sorted()[:3] and heapq.nsmallest(3) are documented equal; the sort is faster on the few candidates of a
        # what-if ranking, the heap on the hundreds of a whole one (measured: 5 candidates 5.0 vs 8.3 us, 24: 19 vs
        # 30 us, 100: 91 vs 81 us, 2,000: 1,753 vs 748 us)
        first = sorted(out, key=sort_key)[:3] if len(out) <= SORT_FEW else heapq.nsmallest(3, out, key=sort_key)
        return conduct_first(m, first, facts, w)[:1]
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
