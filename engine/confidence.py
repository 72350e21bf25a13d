"""When a ranking is a ruling: the tests a first clause must pass for the answer to be `confident` (each signal is
shown by `ropta ask --trace`; the thresholds are engine.weights' `confident_*`), and the matters it leaves open."""

from __future__ import annotations

import math

from .weights import WEIGHTS, Weights


def confidence(ranked: list, coverage: float = 1.0, w: Weights = WEIGHTS, text_scores: dict | None = None,
               strong: tuple = (), acts: tuple = (), frame: frozenset = frozenset(), learned: dict | None = None,
               facts: int = 0, length: int = 0) -> tuple[bool, dict]:
    """Is the top clause a ruling (True) or only a lead? With the signals measured (for --trace and calibration).

    The ruling is confident when the probability that its first section is right (`probability`: a logistic model of
    the signals below, `Weights.confident_model`, fitted by bench/fit_confidence.py on invented situations no
    threshold had seen) reaches `Weights.confident_probability`, and the gates hold: a rule of the first section met
    on its topic (`confident_rule`), enough of the words explained (`confident_coverage`), the first section ahead of
    the second (`confident_margin`), the words not pointing mostly elsewhere (`confident_agreement`), no matter left
    unanswered.
    Thresholds set one by one (score, margin, agreement) were precise where they were chosen and not elsewhere: no
    single signal separates right rulings from wrong ones, their combination does better (see engine/weights.py).

    `coverage`: share of the situation's words the top clause's text and the recognised facts' words account for
    (an incident the rulebook does not decide keeps many words no clause explains).
    `text_scores` (clause key -> full-text score): agreement, the top clause's full-text score over the best one among
    the candidates. The facts and the words are two independent readings of the situation; when they point to
    different clauses, the ranking rests on one reading only (measured on incidents no tuning had seen: most confident
    wrong rulings were of that kind).
    `strong`: the facts of the situation specific enough to be a matter of their own (vocabulary weight at least
    `Weights.confident_unexplained`); one the top clause's rule does not use is another matter the ruling leaves
    unanswered, so the answer is a lead (`unexplained` in the signals).
    `learned` (clause key -> bonus of the learned reading, engine.learned.bonuses): whether the first section is the
    one the counted cases favour, and how much. `facts`: how many facts were read; `length`: the situation's length in
    characters (a long story is more often told around its matter).
    `acts`: what a player or the dealer did at the table, told in the situation (facts marked `act`: a declaration,
    cards shown or thrown, chips put in, a card exposed), whatever their weight; `frame`: the facts that only set the
    scene of the hand (marked `setting`: heads-up, the time called, a new player, the deck changed, the count asked,
    the break; and those lighter than `Weights.min_topic`: the moment, the players left). A top rule standing on the
    frame alone rules the frame; an act told inside it that the rule does not use may be the matter (« time called,
    he turns his cards face up », « heads-up, the big blind checks before her turn »), so the answer is a lead
    (`framed` in the signals). An act is often lighter than a specific fact (a declaration weighs 1), which is why
    `unexplained` alone let such rulings through.
    """
    if not ranked:
        return False, {"top": 0.0, "margin": 0.0, "rule": 0.0, "status": None, "coverage": 0.0, "agreement": 0.0,
                       "unexplained": list(strong), "framed": [], "probability": 0.0}
    score, key, ev = ranked[0]
    second = ranked[1][0] if len(ranked) > 1 else 0.0
    rule = ev.score if ev is not None else 0.0
    agreement = 1.0
    if text_scores is not None:
        best_text = max((text_scores.get(k, 0.0) for _, k, _ in ranked), default=0.0)
        agreement = text_scores.get(key, 0.0) / best_text if best_text > 0 else 0.0
    unexplained = [name for name in strong if ev is None or name not in ev.matched]
    on_frame = bool(acts) and ev is not None and bool(ev.matched) and all(name in frame for name in ev.matched)
    framed = [name for name in acts if name not in ev.matched and name not in unexplained] if on_frame else []
    bonus = (learned or {}).get
    best_learned = max((learned or {}).values(), default=0.0)
    signals = {"top": round(score, 3), "margin": round(score / second, 3) if second else None,
               "rule": round(rule, 3), "status": ev.status if ev is not None else None,
               "coverage": round(coverage, 3), "agreement": round(agreement, 3), "unexplained": unexplained,
               "framed": framed, "learned": round(bonus(key, 0.0) / w.learned, 3) if w.learned else 0.0,
               "learned_agrees": bool(best_learned > 0 and bonus(key, 0.0) >= best_learned - 1e-9),
               "facts": facts, "length": length}
    signals["probability"] = round(probability(signals, w), 3)
    return signals["probability"] >= w.confident_probability and gates(signals, w), signals


def gates(signals: dict, w: Weights = WEIGHTS) -> bool:
    """The tests a ruling passes whatever the model says (see `confidence`), on its signals."""
    margin = signals["margin"]
    return (signals["rule"] >= w.confident_rule and signals["status"] in ("applies", "partial")
            and signals["coverage"] >= w.confident_coverage and (margin is None or margin >= w.confident_margin)
            and signals["agreement"] >= w.confident_agreement and not signals["unexplained"] and not signals["framed"])


#: How many facts and characters count at most (a longer situation reads as this long)
_MOST_FACTS, _MOST_CHARS, _MOST_MARGIN = 12, 400, 10.0


def features(signals: dict) -> dict:
    """The values the confidence model weighs, from the signals of `confidence` (names: `Weights.confident_model`)."""
    margin = signals.get("margin")
    return {"bias": 1.0,
            "log_top": math.log(max(signals["top"], 1e-3)),
            "log_margin": math.log(min(margin, _MOST_MARGIN)) if margin else math.log(_MOST_MARGIN),
            "rule": signals["rule"], "coverage": signals["coverage"], "agreement": signals["agreement"],
            "unexplained": float(len(signals["unexplained"])), "framed": float(len(signals["framed"])),
            "learned_agrees": float(signals["learned_agrees"]), "learned": signals["learned"],
            "applies": float(signals["status"] == "applies"),
            "facts": min(signals["facts"], _MOST_FACTS) / _MOST_FACTS,
            "length": min(signals["length"], _MOST_CHARS) / _MOST_CHARS}


def probability(signals: dict, w: Weights = WEIGHTS) -> float:
    """The model's probability that the first section is the one that decides (logistic in `features`)."""
    z = sum(w.confident_model.get(name, 0.0) * value for name, value in features(signals).items())
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def unanswered(m, ranked: list, names: list) -> list:
    """The specific matters of the situation the first section's rule does not use (why the answer is a lead), each
    with the first other candidate whose rule uses it (None when none does): `{fact, label, section, text}`, `text`
    the French line every face shows (engine/labels.py)."""
    from .labels import UNANSWERED, UNANSWERED_NOWHERE

    out = []
    for name in names:
        key = next((k for _, k, ev in ranked[1:] if ev is not None and name in ev.matched), None)
        c = m.clauses[key] if key else None
        label = m.vocabulary.facts[name].label
        section = {"rulebook": c.edition, "id": c.id, "number": c.number, "title": c.title} if c else None
        text = (UNANSWERED.format(what=label, number=c.number, title=c.title) if c
                else UNANSWERED_NOWHERE.format(what=label))
        out.append({"fact": name, "label": label, "section": section, "text": text})
    return out
