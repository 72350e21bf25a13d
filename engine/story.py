"""A situation told as several events: which one the assistant rules on, and what the others tell.

`situation` reads a text for `engine.inference.ask` (and for the learned reading's counts): its segments
(`engine.narrative.segments`), each read once into stems and facts (`read`), and, when two or more tell an
irregularity, the story (`events`): the ruling event, the context facts of the others, the other events listed with
their own section. The words a story uses (connectors, officials, aftermath, time order) are data, read by
`engine.narrative`; this module decides with the facts read and the weights of `engine.weights` (`m` is the
model of `engine.inference.model`).
"""

from __future__ import annotations

from . import facts as factmod
from .spelling import correct
from .text import MAX_CHARS, NEG, stream_clauses
from .weights import Weights


def events(kb, m, parts: list[str], w: Weights, long: bool = False, sequenced: bool = False):
    """(index of the ruling event, context facts of the other segments, indexes of the other events, each segment's
    (stems, facts) by its text: read once, reused by the answer and the listed events), or None when fewer than two
    segments tell an irregularity (then the situation is one event) — except in a text too long to read whole,
    where its one event is the ruling one. The ruling event is the last one that is not only aftermath (the floor's
    decision, a penalty, a claim, a protest, a question: `narrative.aftermath`), or the earlier one a closing
    question names (`_asked_about`). None too when every such segment is aftermath (`_all_after`), or when the plain
    sentences after the ruling event tell together as much as an event (`_told_after`), or when a story told in
    plain sentences (`sequenced` false: no « puis », « ensuite », « plus tard ») ends on an irregularity told no
    more specifically than an earlier one (`_weaker_last`): the story is read whole.
    Measured on the development incidents: the last segment of a story is often the floor's decision or a protest,
    whose facts (a dead hand, another irregularity named) pointed to the wrong section when they ruled."""
    from .narrative import aftermath, continues

    told, said = [], []
    seen: dict = {}  # segment text -> (its stems, its facts): a repeated sentence is read once, and never again
    for i, part in enumerate(parts):
        if part not in seen:
            seen[part] = read(m, part)
        found = seen[part][1]
        said.append(found.values)
        topical = [m.vocabulary.facts[n].weight for n in found.values
                   if n in m.vocabulary.facts and m.vocabulary.facts[n].weight >= w.event_fact]
        if sum(topical) >= w.event_topic:  # one hand mucked is scenery; a topic, or a muck of an unprotected hand, is an event
            told.append(i)
    if len(told) < (1 if long else 2):
        return None
    words = m.vocabulary.narrative
    after = [aftermath(p, words) for p in parts]
    for i in range(1, len(parts)):  # « le floor arrive, puis déclare la main morte »: the official still acting
        after[i] = after[i] or (after[i - 1] and continues(parts[i], parts[i - 1], words))
    last = next((i for i in reversed(told) if not after[i]), told[-1])
    if _all_after(told, after) or _told_after(m, w, last, after, said) or (
            not sequenced and _weaker_last(m, w, told, last, after, said)):
        return None
    last = _asked_about(kb, m, w, parts, told, last, after, seen)
    context: dict = {}
    for values in said[:last]:  # every earlier sentence sets the scene ("à tapis, je paie"), events or not
        context.update(values)
    for i in range(last + 1, len(parts)):  # what followed (a protest, the floor's decision) tells the scene too
        if after[i]:
            context.update(said[i])
    return last, context, [i for i in told if i != last], seen


def situation(kb, m, raw: str, query: str, w: Weights):
    """How a situation is read, for the answer and for counting it (`engine.inference.learned_features`): (its
    segments, whether the narrative was cut, the story (`events`) or None, the text ruled on, its stems, its facts).
    A dealer telling his own act is read as the dealer's; a story is ruled on its ruling event."""
    from .narrative import as_dealer, in_sequence, segments, tells_as_dealer

    dealer = tells_as_dealer(query, m.vocabulary.narrative)
    told = as_dealer(query) if dealer else query
    parts, cut = segments(as_dealer(raw) if dealer else raw, w.max_narrative_chars, w.max_segments,
                          m.vocabulary.narrative)
    sequenced = len(parts) > 1 and in_sequence(raw[-w.max_narrative_chars:], m.vocabulary.narrative)
    story = events(kb, m, parts, w, long=len(raw) > MAX_CHARS, sequenced=sequenced) if len(parts) > 1 else None
    said = parts[story[0]] if story else told
    stems, found = story[3][said] if story else read(m, said)
    return parts, cut, story, said, stems, found


def _all_after(told: list[int], after: list[bool]) -> bool:
    """Is every segment that tells facts of weight only what followed (« Décision de la directrice : ... », « il dit
    que c'est injuste »)? Then the irregularity is told in plainer sentences around them, and the story is read
    whole rather than ruled on one reaction."""
    return all(after[i] for i in told)


def _weaker_last(m, w: Weights, told: list[int], last: int, after: list[bool], said: list[dict]) -> bool:
    """Is the last irregularity told no more specifically than an earlier one (the weight of its topical facts, those
    of `Weights.event_fact` or more that are not the scene of the hand, not above another event's)? In a story told
    in plain sentences (no « puis », « ensuite »: `narrative.in_sequence`), such a last event is most often a
    consequence or a detail (« Un autre l'a vu et le signale au floor », « Il dit que j'avais abandonné », « On
    s'aperçoit de l'erreur trente secondes après ») rather than the matter, and the order does not tell which event needs the
    ruling: the story is read whole. Measured on invented situations (2026-11-27): see tests/synthetic/README.md."""
    facts = m.vocabulary.facts

    def weight(i: int) -> float:
        return sum(facts[n].weight for n in said[i]
                   if n in facts and facts[n].weight >= w.event_fact and not facts[n].setting)

    return any(weight(i) >= weight(last) for i in told if i < last and not after[i])


def _told_after(m, w: Weights, last: int, after: list[bool], said: list[dict]) -> bool:
    """Do the sentences after the chosen event, none an event alone, tell together as much as an event (« Le
    joueur du 2 paie ... en posant une plaque sans parler », after a scene that named the color up)? Then the story
    is no sequence of events the assistant can tell apart, and it is read whole."""
    facts = m.vocabulary.facts
    weight = sum(facts[n].weight for i in range(last + 1, len(after)) if not after[i]
                 for n in said[i] if n in facts)
    return weight >= w.event_topic


def _asked_about(kb, m, w: Weights, parts: list[str], told: list[int], last: int, after: list[bool],
                 seen: dict) -> int:
    """The event a closing question points back to (« ... Ma question porte sur la relance : elle tient ? »): the one
    earlier event alone to share a word with the questions told after `last`, when `last` shares none; else `last`.
    A word points back when the rulebook uses it in few clauses (Weights.asked_word_share: « main », « carte »,
    « pour » point to nothing), and only the words of one event count (a word told in several events points to none)."""
    asked = [i for i in range(last + 1, len(parts)) if after[i] and parts[i].rstrip().endswith("?")]
    if not asked:
        return last
    from .search import clause_share

    def words(i: int) -> set:
        return {s for s in seen[parts[i]][0]
                if len(s) >= 4 and not s.isdigit() and s != NEG and 0 < clause_share(kb, s) < w.asked_word_share}

    question = set().union(*(words(i) for i in asked))
    if not question:
        return last
    events = [i for i in told if i <= last]
    own = {i: words(i) for i in events}
    pointed = []
    for i in events:
        others = set().union(*(own[j] for j in events if j != i)) if len(events) > 1 else set()
        if question & (own[i] - others):
            pointed.append(i)
    return pointed[0] if len(pointed) == 1 and pointed[0] != last else last


def read(m, text: str) -> tuple[list[str], object]:
    """(stems, facts) of one situation or one event of a story: typos fixed against the vocabulary, then facts."""
    stems, clauses = stream_clauses(text, m.thesaurus)
    m.stems_memo["last read"] = (text, frozenset(s for s in stems if s != NEG))  # its words (inference._coverage)
    stems = correct(m, stems)
    return stems, factmod.extract(m.vocabulary, stems, clauses)
