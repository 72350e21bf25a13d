"""The learned reading: which clause cases told with these words and facts were decided by (a naive Bayes count).

Why: the vocabulary's rules are written by hand, clause by clause, and on incidents no tuning had seen they put the
deciding section first about a third of the time, while the development incidents they were tuned on score about
80 %: hand-written triggers fit the cases they were written for. Counting, over every labelled case of the
development side (the committed scenarios and the development halves of tests/incidents, never a held-out half),
which stems and which facts come with which deciding clause learns the same thing from all of them at once, and
measured on a collection left out of its counts it put the right section first about half the time (by itself;
tests/incidents/README.md has the figures). Its log-probabilities are one more term of `engine.scoring.rank`, a bonus
that decays with each clause's distance to the best one (Weights.learned, Weights.learned_temperature), so the rules
and the words still decide between close candidates.

Data: `rulebook/vocabulary/learned.yaml` (schema learned-v1), written by `tests/learn.py` and checked by
tests/unit/test_learned.py to be the count of today's cases under today's vocabulary: a case, a trigger or a fact
changed without counting again fails the suite. Classes are stable clause ids (`<edition>:<id>`), so they
survive renumbering; a derived edition's clause takes the class of the same id in an edition it stands on.
"""

from __future__ import annotations

import math

from .record import field, record
from .text import WHILE

FACT = "f:"  # prefix of a fact feature ("f:all_in", "f:phase=flop"); stems never hold a colon
MIN_STEM = 3  # shorter stems ("il", "a", "le") say nothing of the matter


def features(stems: list[str], values: dict) -> list[str]:
    """The features of one reading: its stems (with repeats: a word told twice counts twice), each fact read, and
    each fact with its value (`f:name`, `f:name=value`). Training and answers use this one definition. The mark of
    « alors que » (`engine.text.WHILE`) is a boundary for phrases, not a word: it is no feature (as the stop words
    « alors », « que » were not)."""
    out = [s for s in stems if len(s) >= MIN_STEM and ":" not in s and not s.isdigit() and s != WHILE]
    for name, value in values.items():
        out.append(f"{FACT}{name}")
        out.append(f"{FACT}{name}={str(value).replace(' ', '_')}")
    return out


@record(slots=True)
class Learned:
    """The compiled counts: one entry per class (a stable clause id), and per feature the classes that saw it."""

    classes: tuple = ()  # "edition:stable id" of each class, by index
    cases: tuple = ()  # labelled cases of each class (its prior)
    totals: tuple = ()  # feature occurrences counted for each class
    vocabulary_size: int = 0  # distinct features counted
    # feature -> "index:count index:count ..." (parsed on demand: a situation reads a few dozen of some thousands)
    seen: dict = field(default_factory=dict)
    of_clause: dict = field(default_factory=dict)  # "edition:id" of a modelled clause -> its class index
    # filled on demand, for the process: a feature's parsed (index, log1p(count / alpha)) pairs and each class's base
    # terms, by smoothing (a situation's common words are parsed once, not at every answer); never written to the
    # cache or the site's snapshot
    memo: dict = field(default_factory=dict)
    __transient__ = ("memo",)  # engine.record


def compile_learned(docs, clause_keys, lineage_of) -> Learned | None:
    """The `Learned` of the learned-v1 documents (None without one); `clause_keys` are the modelled clauses'
    "edition:id", `lineage_of(edition)` the editions it stands on, itself first."""
    entries = [e for doc in docs or () for e in doc["classes"]]
    if not entries:
        return None
    classes, cases, totals, seen = [], [], [], {}
    for i, e in enumerate(entries):
        classes.append(e["clause"])
        cases.append(int(e["cases"]))
        total = 0
        for item in e["features"].split():
            name, _, count = item.rpartition(":")
            total += int(count)
            seen[name] = f"{seen[name]} {i}:{count}" if name in seen else f"{i}:{count}"
        totals.append(total)
    index = {c: i for i, c in enumerate(classes)}
    of_clause = {}
    for key in clause_keys:
        edition, cid = key.split(":", 1)
        for base in lineage_of(edition):
            if f"{base}:{cid}" in index:
                of_clause[key] = index[f"{base}:{cid}"]
                break
    return Learned(tuple(classes), tuple(cases), tuple(totals), len(seen), seen, of_clause, {})


def log_probs(learned: Learned, feats: list[str], alpha: float, prior: float = 1.0) -> list[float]:
    """log P(class) + sum of log P(feature | class) over the features counted in training, per class index
    (multinomial naive Bayes, additive smoothing `alpha`). Written as a base per class plus a sparse sum, so only the
    classes that saw a feature are touched: log((n + a) / (T + aV)) = log(a / (T + aV)) + log(1 + n / a)."""
    memo = learned.memo
    known = [f for f in feats if f in learned.seen]
    base = memo.get(("base", alpha))
    if base is None:
        n_all, size = sum(learned.cases), alpha * learned.vocabulary_size
        base = memo[("base", alpha)] = ([math.log(c / n_all) for c in learned.cases],
                                        [math.log(alpha / (t + size)) for t in learned.totals])
    scores = [prior * lp + len(known) * ld for lp, ld in zip(*base)]
    for f in known:
        pairs = memo.get((f, alpha))
        if pairs is None:
            pairs = memo[(f, alpha)] = [(int(i), math.log1p(int(n) / alpha))
                                        for i, _, n in (item.partition(":") for item in learned.seen[f].split())]
        for i, gain in pairs:
            scores[i] += gain
    return scores


def class_bonuses(learned: Learned | None, feats: list[str], w) -> dict[int, float]:
    """Class index -> exp((log P - best log P) / T), in (0, 1]: 1 for the class the counts favour most, decaying with
    the distance to it (a class whose log-probability is T lower gets 1/e); T, the smoothing and the prior's weight
    are `w`'s (engine.weights: learned_temperature, learned_alpha, learned_prior). Empty without learned data or
    without a feature the counts know."""
    if learned is None or not any(f in learned.seen for f in feats):
        return {}
    scores = log_probs(learned, feats, w.learned_alpha, w.learned_prior)
    best = max(scores)
    floor = best - w.learned_temperature * 12  # below e^-12 the bonus is nothing
    return {i: math.exp((s - best) / w.learned_temperature) for i, s in enumerate(scores) if s > floor}


def bonuses(learned: Learned | None, feats: list[str], w) -> dict[str, float]:
    """"edition:id" of a modelled clause -> what the learned reading adds to its score (`w.learned` times its class's
    bonus), computed once per situation: `engine.scoring.rank` runs many times per answer (each question tried), and
    reads one number per candidate."""
    per_class = class_bonuses(learned, feats, w)
    if not per_class:
        return {}
    return {key: w.learned * per_class[i] for key, i in learned.of_clause.items() if i in per_class}


def evidence(learned: Learned | None, feats: list[str], cls: int | None, most: int = 6) -> list[str]:
    """The situation's features the counts saw most often with class `cls`, most often first (`--trace`: why the
    learned reading favours a clause)."""
    if learned is None or cls is None:
        return []
    seen = {}
    for f in set(feats):
        for item in learned.seen.get(f, "").split():
            i, _, count = item.partition(":")
            if int(i) == cls:
                seen[f] = int(count)
    return [f for f, _ in sorted(seen.items(), key=lambda x: (-x[1], x[0]))[:most]]
