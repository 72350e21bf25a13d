"""Cross-checks of clause `rules`: facts and values known to the vocabulary, exceptions that name something real,
and `source` excerpts found word for word in the clause text (a rule must cite the sentence it encodes). Also the one
reading of a clause's shared exceptions (`clause_rules`)."""

from __future__ import annotations

import copy
import re

from .errors import Problem, pointer

_COMPARATORS = ("gte", "lte", "gt", "lt")


def squash(text: str) -> str:
    """Text with every run of whitespace made one space: how an excerpt is compared with the clause text."""
    return re.sub(r"\s+", " ", text).strip()


def excerpts(rule) -> list[str]:
    """The verbatim excerpts a rule cites (`source`: one string or a list of strings)."""
    src = rule.get("source")
    if src is None:
        return []
    return [src] if isinstance(src, str) else list(src)


def clause_rules(data) -> list[dict]:
    """The rules of a clause file as the engine reads them: the clause's own `unless` (exceptions shared by every rule
    of the section, written once) added at the end of each rule's `unless`, an item a rule already has not repeated.
    The loader reads every clause's rules through it, so that the engine and the faces never see the shorthand; the
    importer, when rules leave their section (a split, a merge)."""
    shared = list(data.get("unless") or ())
    rules = [dict(r) for r in data.get("rules") or ()]
    if shared:
        for rule in rules:
            own = list(rule.get("unless") or ())
            rule["unless"] = own + [copy.deepcopy(u) for u in shared if u not in own]  # a copy each: no YAML alias when written
    return rules


def vocabulary_facts(tree) -> dict[str, dict]:
    """Fact name -> its definition, from every validated vocabulary file of the tree."""
    facts: dict[str, dict] = {}
    for doc in tree.documents.get("vocabulary-v1", ()):
        for fact in doc.data.get("facts") or ():
            facts.setdefault(fact["name"], fact)
    return facts


def _hint(word, known) -> str:
    import difflib  # only a misspelt name needs it: not imported at start
    hint = difflib.get_close_matches(str(word), [str(k) for k in known], n=1)
    return f" (vouliez-vous dire « {hint[0]} » ?)" if hint else ""


def _value_problem(fact: dict, value) -> str | None:
    """Why a condition's value cannot be a value of this fact (None when it can)."""
    kind = fact["type"]
    if isinstance(value, list):
        for v in value:
            why = _value_problem(fact, v)
            if why:
                return why
        return None
    if isinstance(value, dict):
        if "not" in value:
            return _value_problem(fact, value["not"])
        if kind != "integer":
            return f"comparaison ({', '.join(value)}) sur le fait « {fact['name']} », qui n'est pas un nombre"
        return None
    if kind == "boolean":
        return None if isinstance(value, bool) else f"le fait « {fact['name']} » est oui/non : « {value} » ne convient pas"
    if kind == "integer":
        return None if isinstance(value, int) and not isinstance(value, bool) else \
            f"le fait « {fact['name']} » est un nombre : « {value} » ne convient pas"
    allowed = [v["value"] for v in fact.get("values") or ()]
    if value not in allowed:
        return (f"valeur inconnue « {value} » pour le fait « {fact['name']} »{_hint(value, allowed)} "
                f"(valeurs : {', '.join(map(str, allowed))})")
    return None


def check_conditions(conditions: dict, facts: dict, where: tuple, doc, problems: list) -> None:
    """Each `fact: value` of a `when` (or of an `unless` item) names a known fact and one of its values."""
    for name, value in conditions.items():
        at = where + (name,)
        fact = facts.get(name)
        if fact is None:
            problems.append(Problem(doc.path, doc.line(at), pointer(at),
                                    f"fait inconnu « {name} »{_hint(name, facts)}"))
            continue
        why = _value_problem(fact, value)
        if why:
            problems.append(Problem(doc.path, doc.line(at), pointer(at), why))


def check_exception(item, where: tuple, facts: dict, clause_ids: set, doc, problems: list) -> None:
    """One exception (of a rule, or shared by the clause's rules): a boolean fact, a section id, or conditions."""
    if isinstance(item, dict):
        check_conditions(item, facts, where, doc, problems)
    elif item in facts:
        if facts[item]["type"] != "boolean":
            problems.append(Problem(doc.path, doc.line(where), pointer(where),
                                    f"exception « {item} » : seul un fait oui/non peut s'écrire sans valeur"))
    elif item not in clause_ids:
        problems.append(Problem(doc.path, doc.line(where), pointer(where),
                                f"exception inconnue « {item} » : ni un fait du vocabulaire, ni une section"
                                f"{_hint(item, list(facts) + sorted(clause_ids))}"))


def check_clause_rules(doc, rules, text: str, facts: dict, clause_ids: set, base: tuple = ("rules",),
                       within: str = "du texte de la section") -> list[Problem]:
    """Every problem of one clause's rules (`base` is where the rules sit; `within` names the words cited)."""
    problems: list[Problem] = []
    flat = squash(text)
    for i, rule in enumerate(rules):
        at = base + (i,)
        check_conditions(rule.get("when") or {}, facts, at + ("when",), doc, problems)
        for j, item in enumerate(rule.get("unless") or ()):
            check_exception(item, at + ("unless", j), facts, clause_ids, doc, problems)
        for k, excerpt in enumerate(excerpts(rule)):
            if squash(excerpt) not in flat:
                where = at + ("source",) if isinstance(rule.get("source"), str) else at + ("source", k)
                problems.append(Problem(doc.path, doc.line(where), pointer(where),
                                        f"extrait absent {within} : « {excerpt[:80]} »"))
    return problems


def check_rules(tree, editions, docs) -> None:
    """Check the rules of every clause of every edition read from files (derived editions check their own)."""
    facts = vocabulary_facts(tree)
    if not facts:
        return
    for ed in editions.values():
        ids = {c.id for c in ed.clauses}
        for clause in ed.clauses:
            doc = docs.get((ed.id, clause.id))
            if doc is None or not clause.rules:
                continue
            tree.problems.extend(check_clause_rules(doc, doc.data.get("rules") or (), clause.text, facts, ids))
            for j, item in enumerate(doc.data.get("unless") or ()):  # the clause's shared exceptions, checked once
                check_exception(item, ("unless", j), facts, ids, doc, tree.problems)
        tree.problems.extend(check_deferrals(ed, ids, facts, docs))


def _deferrals(data, ids: set, facts: dict) -> list[tuple[tuple, str]]:
    """(where in the clause file, section id) of each exception that defers to another section: a rule's own, then
    the clause's shared ones."""
    out = [(("rules", i, "unless", j), item) for i, rule in enumerate(data.get("rules") or ())
           for j, item in enumerate(rule.get("unless") or ())]
    out += [(("unless", j), item) for j, item in enumerate(data.get("unless") or ())]
    return [(at, item) for at, item in out if isinstance(item, str) and item not in facts and item in ids]


def check_deferrals(ed, ids: set, facts: dict, docs) -> list[Problem]:
    """The chains of exceptions of an edition read from files (see `check_chains`)."""
    edges: dict[str, dict[str, tuple]] = {}
    for clause in ed.clauses:
        doc = docs.get((ed.id, clause.id))
        if doc is not None:
            edges[clause.id] = {}
            for at, target in _deferrals(doc.data, ids, facts):
                edges[clause.id].setdefault(target, (doc, at))
    return check_chains(edges)


_SHOWN = 6  # sections of a cycle named in its message (a hostile file may close one of thousands)


def check_chains(edges: dict[str, dict[str, tuple]]) -> list[Problem]:
    """Exceptions that defer to another section form chains the engine follows `DEFER_DEPTH` steps down (§6.1 gives
    way to §6.7, which gives way to §6.8): a cycle (A gives way to B, B to A) says nothing a floor could apply, and a
    chain longer than the engine follows would be cut silently. Both are refused: a cycle at the exception that
    closes it, then (once no cycle is left) a long chain at the exception that starts it. `edges`: section -> the
    sections it defers to, each with (document, where) of its first exception; a document None is an exception this
    check does not own (a derived edition's rule kept from its base, checked there): a problem is then told at the
    next exception of the cycle or chain it does own, or not at all. One walk of the sections: a hostile file of
    many sections deferring to each other is checked in linear time."""
    from .rules import DEFER_DEPTH

    problems: list[Problem] = []

    def tell(steps, message: str) -> None:
        """At the first owned exception of `steps` (pairs of sections, in order)."""
        for section, target in steps:
            doc, at = edges[section][target]
            if doc is not None:
                problems.append(Problem(doc.path, doc.line(at), pointer(at), message))
                return

    state: dict[str, int] = {}  # 1 on the walk's path, 2 done
    back = False  # a deferral closed a cycle
    done: list[str] = []  # sections in the order their walk ends: those they defer to first
    for root in edges:
        if root in state:
            continue
        state[root], path, stack = 1, [root], [(root, iter(edges[root]))]
        where = {root: 0}  # section -> its place on the path
        while stack:
            section, todo = stack[-1]
            target = next(todo, None)
            if target is None:
                state[section] = 2
                done.append(section)
                stack.pop()
                del where[path.pop()]
                continue
            if state.get(target) == 1:
                back = True
                first, size = where[target], len(path) - 1 - where[target]  # the cycle, told from the one closing it
                shown = " → ".join([section] + path[first:first + min(size, _SHOWN)])
                shown += (f" → … ({size - _SHOWN} de plus)" if size > _SHOWN else "") + f" → {section}"
                closing = [(section, target)]
                if edges[section][target][0] is None:  # not ours: the cycle's own exceptions, in order
                    closing += [(path[k], path[k + 1]) for k in range(first, len(path) - 1)]
                tell(closing, f"exception en boucle : {shown} (chaque section s'efface devant l'autre, aucune ne "
                              "tranche)")
            elif target not in state and target in edges:
                state[target] = 1
                where[target] = len(path)
                path.append(target)
                stack.append((target, iter(edges[target])))
    if back:  # the chains' lengths are measured once no cycle is left (a cycle's sections would be told twice)
        return problems
    length: dict[str, int] = {}  # the steps of the longest chain of deferrals from a section
    head: dict[str, list[str]] = {}  # its first sections after it, `DEFER_DEPTH` + 1 at most (memory stays linear)
    for section in done:
        steps, first = 0, []
        for target in edges[section]:
            further = length.get(target, 0)
            if further + 1 > DEFER_DEPTH >= further:
                sections = [section, target] + head.get(target, [])[:DEFER_DEPTH]
                tell(list(zip(sections, sections[1:])), f"chaîne d'exceptions trop longue : {' → '.join(sections)} "
                                                        f"(le moteur en suit {DEFER_DEPTH} étapes)")
            if further + 1 > steps:
                steps, first = further + 1, ([target] + head.get(target, []))[:DEFER_DEPTH + 1]
        length[section], head[section] = steps, first
    return problems
