"""Situation -> ranked clauses: rules scored against facts (matched / contradicted / unknown), exceptions, text score.

`ask(kb, text)` is the `ropta ask --json` contract. Each clause's rules (rulebook data) say when they apply; the facts
come from the text (engine.facts, against the compiled engine.vocabulary) or are given; full-text search
(engine.search) is the second signal and the fallback.
"""

from __future__ import annotations

from .record import field, record

from . import vocabulary as vocmod
from .errors import RoptaError
from .evidence import quote_words
from .confidence import confidence, unanswered  # noqa: F401 (the engine's API)
from .rules import RuleEval, evaluate, test  # noqa: F401 (the engine's API)
from .rules import cond_label as _cond_label  # noqa: F401
from .rules import deferred_chain, rule_facts as _rule_facts
from .scoring import preferred, prior, rank  # noqa: F401 (the engine's API)
from .story import read as read_event, situation
from .text import NEG, MAX_CHARS, clean, search_terms, stream
from .weights import WEIGHTS, Weights

_MODELS: dict = {}  # memo: id(kb) -> (kb, Model); a pure function of the knowledge base, never installed globally


@record
class Model:
    """What inference needs, compiled once per knowledge base: vocabulary, rules by clause, clause sentences."""

    vocabulary: vocmod.Vocabulary
    clauses: dict = field(default_factory=dict)  # "edition:id" -> Clause
    rules: dict = field(default_factory=dict)  # "edition:id" -> tuple of rules
    by_fact: dict = field(default_factory=dict)  # fact name -> set of "edition:id" whose rules use it
    sentences: dict = field(default_factory=dict)  # "edition:id" -> [(sentence, stems)], on demand (not cached)
    # "edition:id" -> the stems of each of its sentences, joined by STEM_SEP (cached): streaming the five clauses an
    # answer quotes cost a cold `ropta ask` about 10 ms, mostly compiling the readings' patterns; strings, not sets,
    # because 384 clauses of frozensets unpickled slower than they streamed
    sentence_stems: dict = field(default_factory=dict)
    # stems computed on demand and kept for the process (not cached): ("keywords", "edition:id") -> a clause's
    # keywords, ("clause", "edition:id") -> those of all its sentences, ("word", word) -> one word of a situation
    # (explanations quote the floor's own words); and one set that is not stems, ("frame", min_topic) -> the facts
    # that only set the scene of a hand (engine.confidence)
    stems_memo: dict = field(default_factory=dict)
    fact_stems: dict = field(default_factory=dict)  # fact name -> frozenset of stems of its label and triggers
    edition_facts: dict = field(default_factory=dict)  # fact name -> editions it points to
    summary_stems: dict = field(default_factory=dict)  # ("edition:id", rule id) -> stems of the rule's summary
    cites: dict = field(default_factory=dict)  # annex entry "edition:id" -> "edition:id" of the clauses it cites
    thesaurus: dict = field(default_factory=dict)  # compiled synonyms (engine.text.compile_thesaurus)
    core: dict = field(default_factory=dict)  # "edition:id" -> facts every rule of the clause needs (its topic)
    uses: dict = field(default_factory=dict)  # "edition:id" -> facts its rules (and the clauses they defer to) read
    order: dict = field(default_factory=dict)  # "edition:id" -> sort key of equal scores (its number)
    learned: object = None  # the learned reading (engine.learned.Learned), None without learned data
    # fact name -> (clauses whose `uses` hold it, annex entries citing them), on demand (engine.questions.questions)
    used_by: dict = field(default_factory=dict)

    # memos of the process: recomputed when needed, never written to the cache or the site's snapshot (engine.record)
    __transient__ = ("sentences", "stems_memo", "used_by")


def compile_model(kb) -> Model:
    """Compile vocabulary and rules (cached on disk with the knowledge base)."""
    from .editions import lineage, modelled
    from .learned import compile_learned
    from .model import number_key
    from .search import searchable
    from .text import compile_thesaurus

    groups = [g for doc in kb.extras.get("thesaurus-v1") or () for g in doc["groups"]]
    thesaurus = compile_thesaurus(groups)
    df: dict = {}
    for c in searchable(kb):
        for st in set(stream(c.title + " " + c.text, thesaurus)):
            df[st] = df.get(st, 0) + 1
    voc = vocmod.compile_vocabulary(kb, df, thesaurus)
    model = Model(voc, thesaurus=thesaurus)
    for doc in kb.extras.get("vocabulary-v1") or ():
        for f in doc["facts"]:
            words = [f["label"]] + list(f.get("triggers", ())) + [p for v in f.get("values", ()) for p in v.get("triggers", ())]
            model.fact_stems[f["name"]] = frozenset(s for w in words for s in stream(w.replace("{n}", ""), thesaurus) if s != NEG)
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
            model.summary_stems[(key, r["id"])] = frozenset(s for s in stream(r["then"]["summary"], thesaurus) if s != NEG)
            for name in _rule_facts(r):
                model.by_fact.setdefault(name, set()).add(key)
        if kb.editions[c.edition].kind == "annex":
            model.cites[key] = tuple(f"{r.edition or c.edition}:{r.target}" for r in c.refs if r.target)
        model.order[key] = number_key(c.number)
    for key, rules in model.rules.items():
        used = {n for r in rules for n in _rule_facts(r)}
        edition = key.split(":", 1)[0]
        for r in rules:  # an exception naming another clause reads that clause's rules, down the chain
            for other in deferred_chain(model, edition, r):
                used |= {n for r2 in model.rules.get(other, ()) for n in _rule_facts(r2)}
        model.uses[key] = frozenset(used)
    model.learned = compile_learned(kb.extras.get("learned-v1"), model.clauses, lambda ed: lineage(kb, ed)[::-1])
    for key in model.clauses:
        model.sentence_stems[key] = tuple(STEM_SEP.join(sorted(st)) for _, st in sentences(model, key))
    model.sentences.clear()
    return model


STEM_SEP = "\x1f"  # between the stems of a sentence in `Model.sentence_stems` (no stem holds it)


def sentences(m: Model, key: str) -> list[tuple[str, frozenset]]:
    """The sentences of a clause's text with their stems (explanations quote them): the stems as compiled with the
    model, else streamed; made once per process."""
    got = m.sentences.get(key)
    if got is None:
        import re

        from .editions import live_text  # what a ruling in that edition may quote: retired passages left out

        parts = [p.strip() for p in re.split(r"(?<=[.!?:;])\s+|\n+", live_text(m.clauses[key])) if len(p.strip()) > 3]
        packed = m.sentence_stems.get(key)
        if packed is not None and len(packed) == len(parts):
            got = [(p, frozenset(st.split(STEM_SEP)) if st else frozenset()) for p, st in zip(parts, packed)]
        else:
            got = [(p, frozenset(s for s in stream(p, m.thesaurus) if s != NEG)) for p in parts]
        m.sentences[key] = got
    return got


def clause_stems(m, key) -> frozenset:
    """The stems of every sentence of a clause's text, joined once per clause and process (in `Model.stems_memo`,
    like its keywords): each answer quotes five clauses, and the coverage reads the first one's."""
    got = m.stems_memo.get(("clause", key))
    if got is None:
        out = set()
        for _, st in sentences(m, key):
            out |= st
        got = m.stems_memo[("clause", key)] = frozenset(out)
    return got


def model(kb) -> Model:
    """The compiled model of this knowledge base (memory, then disk cache, then built)."""
    state = _MODELS.get(id(kb))
    if state is None or state[0] is not kb:
        from .cache import cached_for

        if len(_MODELS) > 8:
            _MODELS.clear()
        state = (kb, cached_for(kb, "assistant", lambda: compile_model(kb)))
        _MODELS[id(kb)] = state
    return state[1]


# -- the question -------------------------------------------------------------------------------------------------
def ask(kb, text: str, *, edition: str | None = None, facts: dict | None = None, top: int = 5,
        trace: bool = False, w: Weights = WEIGHTS) -> dict:
    """Answer a French situation: `{query, confident, facts, results, questions}` (+ `events` for a narrative,
    `calc` when amounts are recognised, `trace` on request)."""
    from . import amounts
    from .explain import calc_suggestion, result, trace_json
    from .questions import questions
    from .learned import bonuses, features
    from .search import search

    if edition:
        kb.edition(edition)  # an unknown edition is an error naming the known ones
    m = model(kb)
    raw = text or ""
    query = clean(raw)
    if not query:
        raise RoptaError("situation vide : décrivez ce qui s'est passé, par exemple "
                         "« ropta ask \"le donneur a retourné une carte pendant la donne\" »")
    given = vocmod.parse_given(m.vocabulary, facts)
    parts, cut, story, said, stems, found = situation(kb, m, raw, query, w)
    quote_words(said, found, m.thesaurus, m.stems_memo)
    amount_info = amounts.extract(said)
    values, conf = {}, {}
    if story:  # earlier events: context of low weight, the ruling event's own facts override them
        for name, value in story[1].items():
            values[name], conf[name] = value, w.context
    values.update(found.values)
    conf.update(found.confidence)
    amounts.derive(amount_info, values)
    values.update(given)
    for _, name, value in vocmod.implied(m.vocabulary, given, keep=given):  # a moment given settles what it implies
        values[name] = value
    text_scores = search(kb, said, a_terms=search_terms(stems))
    if story:
        whole = search(kb, " ".join(parts[:story[0] + 1])[-MAX_CHARS:])
        text_scores = {k: (1 - w.context_text) * text_scores.get(k, 0.0) + w.context_text * whole.get(k, 0.0)
                       for k in set(text_scores) | set(whole)}
    text_scores = _scoped(kb, edition, text_scores)
    traced: dict | None = {} if trace else None
    memo: dict = {}
    feats = features(stems, found.values)  # the words told: a fact given (--fact) is the rules' to weigh
    learned = bonuses(m.learned, feats, w)
    ranked = rank(kb, m, values, text_scores, edition, conf, trace=traced, w=w, memo=memo, learned=learned)
    top = max(1, min(int(top or 5), 50))
    results = [result(kb, m, key, score, ev, values, found, given, text_scores, stems) for score, key, ev in ranked[:top]]
    facts_of = m.vocabulary.facts
    strong = tuple(n for n in values if n in facts_of and facts_of[n].weight >= w.confident_unexplained)
    # the acts told in the ruling event itself (its words, its amounts, the facts given), not those of earlier events
    acts = tuple(n for n, v in values.items() if n in facts_of and facts_of[n].act and facts_of[n].told(v)
                 and not (story and n in story[1] and n not in found.values))
    frame = m.stems_memo.get(("frame", w.min_topic))  # the same for every situation: computed once per process
    if frame is None:
        frame = m.stems_memo[("frame", w.min_topic)] = frozenset(
            n for n, f in facts_of.items() if f.setting or f.weight < w.min_topic)
    sure, signals = confidence(ranked, _coverage(m, ranked, said, values), w, _agreeing(kb, m, ranked, text_scores),
                               strong, acts, frame, learned, sum(1 for n in values if n in facts_of), len(raw))
    answer = {
        "query": query,
        "confident": bool(sure and (found.values or given) and not _abstains(m, values)),
        "facts": [{"name": n, "value": v, "label": m.vocabulary.facts[n].label,
                   "value_label": m.vocabulary.facts[n].label_of(v),
                   "source": "given" if n in given else ("text" if n in found.values else
                                                         "context" if story and n in story[1] else "amounts"),
                   "evidence": found.evidence.get(n)} for n, v in values.items() if n in m.vocabulary.facts],
        "results": results,
        "questions": questions(kb, m, values, text_scores, ranked, edition, conf, w, memo, learned),
        "recognised": bool(found.values or given),
    }
    if story:
        answer["event"] = said
        seen: dict = {}  # a story retelling the same event ("il relance... il relance") ranks it once
        answer["events"] = []
        for i in story[2]:
            if parts[i] not in seen:
                seen[parts[i]] = _event_json(kb, m, parts[i], edition, w, story[3][parts[i]])
            got = seen[parts[i]]
            answer["events"].append({**got, "section": dict(got["section"]) if got["section"] else None})
        # other irregularities of the story that point to other sections: which one the floor must rule on is itself
        # a judgement, so the answer is a lead (see Weights.confident_other_events)
        first = (results[0]["rulebook"], results[0]["id"]) if results else None
        signals["other_events"] = sum(1 for e in answer["events"]
                                      if e["section"] and (e["section"]["rulebook"], e["section"]["id"]) != first)
        if signals["other_events"] > w.confident_other_events:
            answer["confident"] = False
    if (signals.get("unexplained") or signals.get("framed")) and results:
        answer["unanswered"] = unanswered(m, ranked, signals["unexplained"] + signals["framed"])
    if (cut and len(raw) > w.max_narrative_chars) or (not story and len(raw) > MAX_CHARS and len(parts) <= 1):
        answer["truncated"] = True
    if not found.values and not given:
        answer["note"] = ("Aucun fait reconnu dans la situation : résultats de la recherche plein texte seulement."
                          if results else "Aucun fait reconnu et aucun mot du règlement trouvé dans la situation.")
    doc = amounts.bet_input(amount_info, values)
    if doc is not None:
        answer["calc"] = calc_suggestion(kb, doc)
    if trace:
        answer["trace"] = trace_json(m, ranked, traced, values, conf, signals, top, feats)
    return answer


def _scoped(kb, edition: str | None, text_scores: dict) -> dict:
    """Full-text scores for the edition that rules (the one asked for, else the one in force): a derived edition's
    clauses are found through the text they stand on."""
    from .editions import derived_scores

    scope = edition or preferred(kb)
    return derived_scores(kb, scope, text_scores) if scope else text_scores


def _abstains(m: Model, values: dict) -> bool:
    """Does the situation tell a matter no game rule decides (a fact marked `abstains`: prizes, a deal between
    players, chips lost off the table)? Then the answer gives leads, never a ruling."""
    voc = m.vocabulary.facts
    return any(v is True and n in voc and voc[n].abstains for n, v in values.items())


def _agreeing(kb, m: Model, ranked: list, text_scores: dict) -> dict:
    """The full-text scores the confidence's agreement compares, the top clause credited with the words of an annex
    entry citing it: the annex describes that clause's change in its own words (« check avec les nuts en dernière
    position »), so words closer to the entry than to the clause still point to the clause, not elsewhere."""
    if not ranked:
        return text_scores
    key = ranked[0][1]
    edition, _, cid = key.partition(":")
    from .editions import text_edition

    base = {key, f"{text_edition(kb, edition)}:{cid}"} if kb.editions[edition].kind == "derived" else {key}
    entries = [e for e, cited in m.cites.items() if base.intersection(cited)]
    if not entries:
        return text_scores
    out = dict(text_scores)
    out[key] = max([text_scores.get(key, 0.0)] + [text_scores.get(e, 0.0) for e in entries])
    return out


def _coverage(m: Model, ranked: list, said: str, values: dict) -> float:
    """Share of the situation's words found in the top clause (text, keywords) or in the recognised facts' words."""
    last = m.stems_memo.get("last read")  # the text just read by `_read` (one entry: a situation is read once)
    words = last[1] if last is not None and last[0] == said else {s for s in stream(said, m.thesaurus) if s != NEG}
    if not ranked or not words:
        return 0.0
    key = ranked[0][1]
    known = set(clause_stems(m, key))
    kw = m.stems_memo.get(("keywords", key))  # the clause's keywords, streamed once per process like its sentences
    if kw is None:
        kw = m.stems_memo[("keywords", key)] = frozenset(
            s for s in stream(" ; ".join(m.clauses[key].keywords), m.thesaurus) if s != NEG)
    known |= kw
    for name in values:
        known |= m.fact_stems.get(name, frozenset())
    return len(words & known) / len(words)


def learned_features(kb, text: str, w: Weights = WEIGHTS) -> list[str]:
    """The features `ask` gives the learned reading for this situation (engine.learned): what tests/learn.py counts.
    Only the words told: the facts given (--fact) and the answers to the questions are weighed by the rules alone,
    so a question that would change the ruling is found by the same ranking that will rule on its answer."""
    from .learned import features

    m = model(kb)
    query = clean(text or "")
    if not query:
        return []
    _, _, _, _, stems, found = situation(kb, m, text, query, w)
    return features(stems, found.values)


def _event_json(kb, m: Model, part: str, edition: str | None, w: Weights, read: tuple | None = None) -> dict:
    """One earlier event of a narrative and the section its own words point to (None when nothing stands out);
    `read`: the event's (stems, facts) when `engine.story.events` has already read it."""
    from .learned import bonuses, features
    from .search import search

    stems, found = read or read_event(m, part)
    scores = _scoped(kb, edition, search(kb, part, a_terms=search_terms(stems)))
    learned = bonuses(m.learned, features(stems, found.values), w)  # as the answer's own ranking (one path)
    ranked = rank(kb, m, found.values, scores, edition, found.confidence, w=w, learned=learned)
    if not ranked:
        return {"text": part, "section": None}
    c = m.clauses[ranked[0][1]]
    return {"text": part, "section": {"rulebook": c.edition, "id": c.id, "number": c.number, "title": c.title}}
