"""A rule against the facts of a situation: each condition matched, contradicted or unknown, its exceptions, the
facts it reads, and its conditions and exceptions in French. `engine.scoring` ranks the clauses with these evaluations.
"""

from __future__ import annotations

from .memo import once
from .record import field, record
from .weights import WEIGHTS, Weights

DEFER_DEPTH = 3  # steps of exceptions followed from a rule (A gives way to B, B to C: the rulebook's chains are of two;
#                 `ropta check` refuses a longer chain and a cycle: engine.rulecheck.check_chains)


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
    such facts ("unless: mucked_by: [dealer, other]"), takes it away (see `engine.scoring.rank`).
    `deferred` (a dict, for the facts of one ranking): the status of each clause an exception defers to, computed
    once for all the rules that defer to it.
    A clause an exception defers to is tested with its own exceptions (`depth` counts the steps, at most
    `DEFER_DEPTH`): when its rule gives way in turn to a third clause, the score goes to that one (§6.7's misdeal
    seen too late gives way to §6.8's dealer completing his own hand: the misdeal rule deferring to §6.7 hands its
    score to §6.8), and a rule its own exception defeats does not take the score at all.
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
    if depth < DEFER_DEPTH:
        for item in rule.get("unless") or ():
            status, ruler = _exception(m, key, item, facts, w, deferred, depth)
            ev.exceptions.append((item, status))
            if status == "matched" and isinstance(item, dict) and all(
                    n in m.vocabulary.facts and m.vocabulary.facts[n].excludes for n in item):
                ev.status, ev.score, ev.excluded = "contradicted", 0.0, True  # "not when the dealer did it"
                break
            if status == "matched" and ev.status != "defeated":
                ev.status = "defeated"
                ev.full = ev.score
                ev.score *= w.defeated
                ev.defeated_by = ruler
    return ev


def blanks(m) -> dict:
    """The blank evaluations of model `m` built so far ((clause key, id(rule)) -> (rule, evaluation)): see `_blank`;
    and per clause key, (its rules, every fact they read, their blank evaluations): a ranking tests a candidate
    reading no known fact once, not rule by rule. A ranking fetches it once, `_blank` runs for most of its rules."""
    return once("blank evaluations", m, dict)


def _blank(m, key: str, rule, table: dict | None = None) -> RuleEval:
    """`evaluate` of a rule none of whose facts is known (its conditions, its exceptions' facts, the conditions of
    the clauses they defer to: `_rule_uses`), without the work: every condition unknown, score 0, each exception
    unknown (one deferring to a clause without rules: no). Most candidates of a ranking are of this kind, so it is
    built once per rule and model in this process and shared: nothing changes an evaluation once made (a ranking's
    memo already shares them between the rankings of the questions)."""
    table = blanks(m) if table is None else table
    hit = table.get((key, id(rule)))  # by clause too: a derived edition's clause may share its base's rules
    if hit is not None and hit[0] is rule:
        return hit[1]
    ev = RuleEval(rule)
    ev.unknown = [name for name, *_ in _conditions(m, rule)]
    edition = key.split(":", 1)[0]
    voc = m.vocabulary.facts
    for item in rule.get("unless") or ():
        deferring = isinstance(item, str) and item not in voc
        ev.exceptions.append((item, "no" if deferring and not m.rules.get(f"{edition}:{item}") else "unknown"))
    table[(key, id(rule))] = (rule, ev)
    return ev


_NONE: frozenset = frozenset()
_EQ, _IN, _TEST = 0, 1, 2  # how a condition is tested: equality, membership in a list, `test` (bounds, not...)


def rule_facts(rule) -> list[str]:
    """The facts a rule names: its conditions, the facts of its exceptions, and each exception that names a fact or
    a clause by itself (a string)."""
    names = list((rule.get("when") or {}).keys())
    for item in rule.get("unless") or ():
        if isinstance(item, dict):
            names.extend(item.keys())
        elif isinstance(item, str):
            names.append(item)
    return names


def rule_uses(m) -> dict:
    """Clause key -> the facts each of its rules reads (`_rule_uses`), as made so far for model `m`: a ranking
    fetches the table once and calls `_rule_uses` only for a clause not in it yet."""
    return once("rule uses", m, dict)


def _rule_uses(m, key: str) -> tuple:
    """The facts each rule of clause `key` reads when evaluated (in the order of its rules): its conditions and
    exceptions, and everything the rules of a clause an exception defers to read, down the chain (`DEFER_DEPTH`).
    Computed once per clause and model in this process."""
    table = rule_uses(m)
    hit = table.get(key)
    if hit is None:
        edition = key.split(":", 1)[0]
        out = []
        for rule in m.rules.get(key, ()):
            used = set(rule_facts(rule))
            for other in deferred_chain(m, edition, rule):
                for r2 in m.rules.get(other, ()):
                    used.update(rule_facts(r2))
            out.append(frozenset(used))
        hit = table[key] = tuple(out)
    return hit


def deferred_chain(m, edition: str, rule) -> list[str]:
    """The clauses ("edition:id") a rule's exceptions defer to, and those their rules' exceptions defer to, down to
    `DEFER_DEPTH` steps (`evaluate` tests each with its own exceptions): whatever they read may change the rule's
    evaluation."""
    voc = m.vocabulary.facts
    out: list[str] = []
    level = [rule]
    for _ in range(DEFER_DEPTH):
        found = [f"{edition}:{item}" for r in level for item in r.get("unless") or ()
                 if isinstance(item, str) and item not in voc]
        found = [k for k in dict.fromkeys(found) if k not in out]
        if not found:
            break
        out.extend(found)
        level = [r for k in found for r in m.rules.get(k, ())]
    return out


def _conditions(m, rule) -> tuple:
    """The `when` conditions of a rule as (fact, condition, weight, excludes, kind), computed once per rule and
    vocabulary in this process: `evaluate` runs hundreds of times per question asked (every what-if answer re-ranks),
    and the look-ups of each fact's weight were most of its time. Same order, same weights, same tests."""
    voc = m.vocabulary
    per_rule = once("rule conditions", voc, dict)  # id(rule) -> (rule, its conditions)
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


def _exception(m, key: str, item, facts: dict, w: Weights, deferred: dict | None = None,
               depth: int = 0) -> tuple[str, str | None]:
    """(status of an exception: matched / unknown / no, the clause that rules when it is matched and defers to one)
    (`deferred`, `depth`: see `evaluate`)."""
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
            return "no", None
        return ("unknown" if "unknown" in statuses else "matched"), None
    other = f"{key.split(':', 1)[0]}:{item}"
    if deferred is not None and other in deferred:
        return deferred[other]
    best = ("no", None)
    for r in m.rules.get(other, ()):
        ev = evaluate(m, other, r, facts, depth=depth + 1, w=w, deferred=deferred)
        if ev.status == "applies" or (ev.status == "defeated" and ev.defeated_by and not ev.unknown):
            best = ("matched", ev.defeated_by or other)  # it rules, or hands on to the clause it gives way to
            break
        if ev.status == "partial" or (ev.status == "defeated" and ev.defeated_by):
            best = ("unknown", None)
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
