"""Free French text -> situation facts, by the trigger phrases of the compiled vocabulary (engine.vocabulary) on
normalised text, and by facts composed from concepts (who x did what x to which cards or chips x when) found near
each other. (The situation's own words that revealed each fact, for the explanations: `engine.evidence`.)

Why apart from `engine.vocabulary`: this is the matching that runs on every question (phrases with gaps, negations,
masks, composed facts), the vocabulary is what it matches against, compiled once and cached.
"""

from __future__ import annotations

from .memo import once
from .record import field, record
from .text import NEG, ONLY, REPORTED, WHILE
from .vocabulary import ADJ, ANY_ORDER, COUNTED, IN_CLAUSE, IN_ROW, MASK, NUM, Trigger, Vocabulary, implied


#: Most words allowed between two words of a trigger phrase ("carte [vite] retournée").
GAP = 2
#: Integer facts only take small numbers from phrases ("2 cartes"), never amounts ("1000 jetons").
MAX_COUNT = 20
#: Most later places of a composed fact's or mask's concepts read after the first (engine.facts._composed).
MAX_FALLBACKS = 3
#: Most stems a composed fact's concepts may spread over ("le croupier, pressé, retourne déjà la carte du flop").
SPAN = 9


@record
class Found:
    """Facts recognised in a text: value per fact, and the phrase that revealed each (for the explanation)."""

    values: dict = field(default_factory=dict)
    evidence: dict = field(default_factory=dict)
    confidence: dict = field(default_factory=dict)
    stems: list = field(default_factory=list)
    patterns: dict = field(default_factory=dict)  # fact -> stems of the phrase that revealed it (to quote the words)
    words: dict = field(default_factory=dict)  # stem -> the situation's own word for it (explanations quote words)

#: Memo: a trigger's stems -> the stems a situation must contain for it to match (every one but the number slot); a
#: pure function of the phrase, so the memo never changes an answer, it only skips most phrases without scanning.
_NEEDS: dict[tuple, frozenset] = {}


def extract(voc: Vocabulary, stems: list[str], clauses: list[int] | None = None) -> Found:
    """Facts revealed by a stem stream (see `text.stream`): longest phrase wins; a negation just before denies it;
    `clauses` (see `text.stream_clauses`) keeps each phrase inside one clause of the situation."""
    matches = []
    masks: dict[str, list[tuple[int, int, int]]] = {}  # fact -> spans (and stem counts) of its not_triggers phrases
    n = len(stems)
    present = frozenset(stems)
    table = _phrases(voc)
    for i in range(n):
        first = stems[i]
        cands = table.get(NUM if first.isdigit() else first)
        if cands is None:
            cands = _phrases_of(voc, table, NUM if first.isdigit() else first)
        if first.isdigit() and first in voc.by_first:
            more = table.get(first)
            cands = list(cands) + (_phrases_of(voc, table, first) if more is None else more)
        for need, pattern, name, value, phrase in cands:
            if not need <= present:  # a word of the phrase is absent from the situation: it cannot match
                continue
            end, captured = _match(pattern, stems, i, clauses)
            if end < 0:
                continue
            if value == MASK:
                masks.setdefault(name, []).append((i, end, len(pattern)))
                continue
            trig = Trigger(pattern, name, value, phrase)
            fact = voc.facts[name]
            if captured is not None:
                if fact.type == "integer":
                    if not 0 < captured <= MAX_COUNT:
                        continue
                    value = captured
                elif captured < 2:  # "{n} jetons" means several: "1 jeton" is another phrase
                    continue
            if fact.believed and _believed(voc, stems, i, clauses):
                continue  # « il croit que tout le monde a passé »: what he believed, not what happened
            if fact.spoken and REPORTED in stems[i:end]:
                continue  # « il dit qu'il a payé »: a past act reported, not the words said at the table
            if fact.act and _intended(voc, stems, i, end, pattern, clauses):
                continue  # « elle allait se coucher »: an act intended, not done
            negated = trig.stems[0] != NEG and _negated(stems, i)
            if negated:
                if fact.type == "boolean" and fact.negated is True and value is True:
                    pass  # a topic the question names whichever way (« pas de sanction ? »): a negation does not deny it
                elif fact.type == "boolean":
                    value = not value if isinstance(value, bool) else False
                elif fact.negated is not None:
                    value = fact.negated
                else:
                    continue
            elif value is None:
                continue
            matches.append((len(trig.stems), i, trig, value, end, ()))
    for m in _composed(voc, stems, clauses):
        if m[3] == MASK:  # `not_compose`: concepts that tell the fact's words in another sense mask them, as a phrase
            masks.setdefault(m[2].fact, []).append((m[1], m[4], m[4] - m[1] + 1))
        elif not (voc.facts[m[2].fact].act and _intended(voc, stems, m[1], m[4], m[2].stems, clauses)):
            matches.append(m)  # (an act intended, « le croupier allait sortir la turn », was not done)
    matches = _across(voc, matches)
    found = Found(stems=stems)
    spans: dict[str, tuple[int, int]] = {}  # fact -> where the phrase that revealed it stands
    matches.sort(key=lambda m: (-m[0], -m[1]))
    matches = _corrected(voc, matches, getattr(clauses, "contrast", ()))
    for length, pos, trig, value, end, hits in matches:
        # "regarder un tapis": the words of the fact, meaning something else here; a mask over the same span that
        # reads more words than the trigger (« dit [je passe et va] jeter » against « dit … jeté ») says more too
        if any(s <= pos and end <= e and (end - pos < e - s or len(trig.stems) < k)
               for s, e, k in masks.get(trig.fact, ())):
            continue
        # a composed fact whose concept word stands inside a mask of that fact is told in that other sense
        # (« il coupe ses jetons »: chips cut, no cut of the deck, whatever dealer is named near it); a mask read as
        # one stem (a phrase whose other words are stop words: « on retient » reads « retient ») is that word alone
        # and says nothing of its sense, as for a trigger above
        if any(k > 1 and s <= h[0] and h[1] <= e for h in hits for s, e, k in masks.get(trig.fact, ())):
            continue
        if trig.fact not in found.values:
            found.values[trig.fact] = value
            shown = str(value) if isinstance(value, int) and not isinstance(value, bool) else ""
            found.evidence[trig.fact] = " ".join(trig.phrase.replace("{n}", shown).split())
            found.patterns[trig.fact] = trig.stems
            found.confidence[trig.fact] = voc.confidence.get(trig.stems, 1.0)
            spans[trig.fact] = (pos, end)
    for source, name, value in implied(voc, found.values):  # « à l'abattage »: the action is over
        at, to = spans.get(source, (-1, -1))
        if any(s <= at and to <= e for s, e, _ in masks.get(name, ())):
            continue  # the implied fact's own mask over those words (« sanction à la fin du coup »): not about it
        found.values[name] = value
        found.evidence[name] = found.evidence[source]
        found.patterns[name] = found.patterns[source]
        found.confidence[name] = found.confidence[source]
    return found


def _across(voc: Vocabulary, matches: list) -> list:
    """Matches without the moment or actor phrases (facts marked `excludes`) read across a word of another value of
    the same fact: « avant [la pause au] flop » is two moments told (just before the break, on the flop), not the
    preflop; the words inside its gap tell the other value. Such a phrase decides whether a clause stays a candidate,
    so it must be one reading, not two stitched together."""
    inner = [(m[1], m[4], m[2].fact, m[3]) for m in matches if voc.facts[m[2].fact].excludes]
    if len(inner) < 2:
        return matches
    return [m for m in matches if not voc.facts[m[2].fact].excludes or not any(
        fact == m[2].fact and value != m[3] and m[1] < start and end < m[4] for start, end, fact, value in inner)]


def _corrected(voc: Vocabulary, matches: list, contrast: tuple) -> list:
    """Matches in the order they are taken (the first of each fact wins), a yes/no fact told both ways on either side
    of a « mais » taken from the part after it: « il jette sans montrer à la table, mais montre à son voisin » was shown
    to one, whatever the length of the phrase before. Only a contradiction is corrected (a value repeated keeps its
    longest phrase), and only for a yes/no fact (an enum told twice names two players' acts more often than one
    correction: « le 3 relance mais le 5 paie »)."""
    if not contrast:
        return matches

    def part(pos: int) -> int:
        return sum(1 for c in contrast if c <= pos)

    best: dict[str, tuple] = {}
    for m in matches:
        fact = voc.facts[m[2].fact]
        if fact.type == "boolean" and isinstance(m[3], bool):
            seen = best.get(m[2].fact)
            if seen is None or (seen[3] != m[3] and part(m[1]) > part(seen[1]) and part(m[1]) > part(seen[4] - 1)):
                best[m[2].fact] = m
    if not best:
        return matches
    first = [best[f] for f in best]
    return first + [m for m in matches if not any(m is b for b in first)]


def _needs(pattern: tuple) -> frozenset:
    """The stems a situation must contain for `pattern` to match (every one but the number slot and the adjacency
    mark), from the `_NEEDS` memo."""
    need = _NEEDS.get(pattern)
    if need is None:
        need = _NEEDS[pattern] = frozenset(pattern) - {NUM, ADJ}
    return need


def _phrases(voc: Vocabulary) -> dict:
    """First stem -> the trigger phrases of `voc` beginning with it, each with the stems it needs first, as
    (needs, pattern, fact, value, phrase), in `Vocabulary.by_first` order; filled per stem by `_phrases_of`, once per
    vocabulary in this process: `extract` tests some five hundred phrases per situation, and looking up each one's
    needs in `_NEEDS` (hashing its tuple) was a third of its time."""
    return once("phrases with needs", voc, dict)


def _phrases_of(voc: Vocabulary, table: dict, first: str) -> list:
    """`_phrases` of one first stem, made on its first use (a stem beginning no phrase is not kept: the table stays
    the size of the vocabulary, whatever the situations read)."""
    phrases = voc.by_first.get(first)
    if phrases is None:
        return ()
    got = table[first] = [(_needs(t[0]), *t) for t in phrases]
    return got


def _concepts(voc: Vocabulary) -> dict:
    """First stem -> the words of concepts beginning with it as (stems, concept, needs or None for one stem), each
    (stems, concept) pair once, in `Vocabulary.concepts` order; filled per stem by `_composed`, once per vocabulary in
    this process. A pair listed twice (a word shared by two fact files) gave the same hit twice, which `_composed`
    reads as once: the nearest hit is the same, and a start tried twice gives the same result."""
    return once("concept words", voc, dict)


def _combinations(voc: Vocabulary) -> list:
    """Each composed fact of `voc` with the set of its concepts, built once per vocabulary in this process: every
    situation read tests all of them (some two hundred) against the concepts it tells."""
    return once("combinations", voc, lambda: [(frozenset(entry[2]), entry) for entry in voc.composed])


def _composed(voc: Vocabulary, stems: list[str], clauses: list[int] | None = None) -> list:
    """Matches of the composed facts: every concept of a combination within SPAN stems, in any order, none of them
    just after a negation ("le donneur n'a pas retourné la carte" composes nothing) unless that negation is the
    concept's own ("n'a pas parlé", see `_denied`); a concept's word of several stems may have GAP words inside, as a
    trigger phrase ("sort déjà la turn"); the most compact combination comes first. Each match carries the spans of
    its concepts' words, so that a `not_triggers` phrase over one of them masks it (see `extract`). A combination is
    read at each place its concepts stand together (up to MAX_FALLBACKS after the first), the later ones ranked just
    after the first: a mask that sets the first aside (« la turn arrive » is no player arriving) leaves a later one to
    be read (« puis il se rassoit une fois les cartes distribuées »), and a composed mask covers every place it is
    told, not only the first. A place found again from another start counts once."""
    hits: dict[str, list[tuple[int, int]]] = {}
    present = frozenset(stems)
    table = _concepts(voc)
    for i, s in enumerate(stems):
        words = table.get(s)
        if words is None:
            words = voc.concepts.get(s, ())
            if words:  # (a stem beginning no concept's word is not kept, as in `_phrases_of`)
                words = table[s] = [(st, name, _needs(st) if len(st) > 1 else None) for st, name in dict.fromkeys(words)]
        for st, name, need in words:
            if need is None:
                end = i + 1
            else:
                if not need <= present:  # a word of it is absent from the situation: it cannot match (as in `extract`)
                    continue
                end = _match(st, stems, i, clauses)[0]
            if end > 0:
                hits.setdefault(name, []).append((i, end))
    for name, got in hits.items():
        if len(got) > 1:  # a hit inside a longer word of the same concept that holds the negation before it is that
            # word's tail: « n'a pas [encore parlé] » is not « encore parlé » denied by the « pas » before it
            hits[name] = [h for h in got if not any(o[0] < h[0] and h[1] <= o[1] and NEG in stems[o[0]:h[0]]
                                                    for o in got)]
    out = []
    told = hits.keys()
    for needed, (fact, value, combo, phrase, order) in _combinations(voc):
        if not told >= needed:  # a concept of the combination is not told
            continue
        primary, fallbacks, places = None, 0, set()
        for start, _ in hits[combo[0]]:
            lo = start if order != ANY_ORDER else max(0, start - SPAN)
            chosen = []
            for c in combo:
                near = [h for h in hits[c] if lo <= h[0] <= start + SPAN]
                if order == IN_ROW and chosen:  # right after the concept before (an article or an adverb between)
                    near = [h for h in near if h[0] == lo or (h[0] == lo + 1 and stems[lo] in _SKIPPABLE)]
                if not near:
                    break
                # the nearest word, and of two words at the same place the shorter (« tu [bouges,] fais tapis » read
                # over a gap must not hide « tu bouges »)
                chosen.append(min(near, key=lambda h: (abs(h[0] - start), h[1] - h[0])))
                if order != ANY_ORDER:
                    lo = chosen[-1][1]  # the next concept comes after this one ("le donneur ramasse la main")
            else:
                first, end = min(h[0] for h in chosen), max(h[1] for h in chosen)
                if end - first > SPAN + 2 or any(_denied(stems, h, chosen) for h in chosen):
                    continue
                if order == IN_CLAUSE and clauses is not None and clauses[first] != clauses[end - 1]:
                    continue  # `in_clause`: the concepts of one sentence only
                place = tuple(sorted(chosen))
                if place in places:  # found again from another start (`ANY_ORDER` looks back too): one place, read once
                    continue
                places.add(place)
                spans = tuple(stems[h[0]] for h in place)
                length = len(combo) - (end - first) / 100
                if primary is None:
                    primary = length
                else:  # a later combination of the same concepts: taken only when a mask sets the earlier ones
                    # aside (« la carte arrive [...], il se rassoit »), so it ranks just after them (`extract` takes
                    # the first match of each fact that no mask covers)
                    fallbacks += 1
                    length = min(length, primary) - fallbacks * 1e-6
                out.append((length, first, Trigger(spans, fact, value, phrase), value, end, tuple(chosen)))
                if fallbacks >= MAX_FALLBACKS:
                    break
    return out


def _denied(stems: list[str], hit: tuple[int, int], chosen: list) -> bool:
    """Is a concept's hit denied by a negation just before it? Not when its own word begins with the negation, nor
    when that negation belongs to another concept's word: inside it (« n'a qu'une carte » holds « carte »), or closing
    one that holds a negation (« ne voit rien et retourne la turn »: « rien » ends « ne voit rien », it does not deny
    « retourne »)."""
    at = hit[0]
    if at == 0 or stems[at] == NEG:
        return False
    if stems[at - 1] == NEG:
        neg = at - 1
    elif at > 1 and stems[at - 1] in _NEG_BEFORE and stems[at - 2] == NEG:
        neg = at - 2  # « pas encore en main par main »
    else:
        return False
    return not any(g[0] <= neg < g[1] or (g[1] == neg and NEG in stems[g[0]:g[1]]) for g in chosen)


#: Adverbs that may stand between two words written side by side (« a = b », vocabulary.ADJ): « déjà », « encore »,
#: « aussi », « ensuite », « vite », « toujours », « directement ».
_ADVERBS = frozenset({"deja", "encor", "aussi", "ensuit", "vit", "toujour", "direct"})
#: What may stand between two words written side by side, or two concepts composed `in_row`: an adverb, the article
#: « un » (read as 1).
_SKIPPABLE = _ADVERBS | {"1"}
#: Words that may stand between a negation and what it denies: "pas encore en main par main" is not hand for hand.
_NOT_YET = frozenset({"encor"})
#: ... and, before a phrase or a concept (not inside a phrase that begins with its own negation), the infinitive's
#: auxiliary: « sans avoir annoncé payé » announced nothing, « ne pas avoir vu » saw nothing.
_NEG_BEFORE = _NOT_YET | {"avoir"}


#: Most stems between a belief word and the phrase it governs (« croit [que] tout le monde », « pensant [que] le pot »).
BELIEF_SPAN = 2


def _intended(voc: Vocabulary, stems: list[str], i: int, end: int, pattern: tuple,
              clauses: list[int] | None = None) -> bool:
    """Does an intention word (`Vocabulary.intent`) stand just before the phrase matched over `i:end`, or inside its
    gaps (« la grosse blinde [allait] se couche », « dit [qu'elle allait] se coucher »), in its clause? Not when the
    phrase names it itself."""
    for j in range(max(0, i - BELIEF_SPAN), end):
        if stems[j] in voc.intent and stems[j] not in pattern and (clauses is None or clauses[j] == clauses[i]):
            return True
    return False


def _believed(voc: Vocabulary, stems: list[str], i: int, clauses: list[int] | None = None) -> bool:
    """Does a belief word (`Vocabulary.belief`) stand just before the phrase starting at `i`, in its clause?"""
    for j in range(max(0, i - BELIEF_SPAN), i):
        if stems[j] in voc.belief and (clauses is None or clauses[j] == clauses[i]):
            return True
    return False


def _negated(stems: list[str], i: int) -> bool:
    """Is the phrase starting at `i` denied: a negation just before it, or "pas encore" / « sans avoir » before it."""
    if i > 0 and stems[i - 1] == NEG:
        return True
    return i > 1 and stems[i - 1] in _NEG_BEFORE and stems[i - 2] == NEG


#: The table positions a floor names players by (as read after the thesaurus): a phrase begun about one player does not
#: reach, through its gap, over another player's position to find its verb (« la BB check, le CO tank puis fold »).
_POSITIONS = frozenset({"utg", "co", "cutoff", "hj", "hijack", "lj", "lojack", "mp"})


def _match(pattern: tuple, stems: list[str], start: int, clauses: list[int] | None = None) -> tuple[int, int | None]:
    """End index of `pattern` matched from `start` (gaps of at most GAP words, never across a negation nor out of
    the clause of `start` when `clauses` are given), or -1."""
    captured = None
    pos = start
    for k, want in enumerate(pattern):
        if want == ADJ:  # « donneur = balance »: the next stem follows directly (see vocabulary.ADJ)
            continue
        # a number must follow its word directly, and so must the counted noun of an article "un" ("un jeton de 5000"
        # is one chip, « une pile de jetons de 100 » is not)
        # and what a negation denies follows it directly (« pas de cœur ?, la SB » is not « pas de petite blinde »),
        # but for « encore » or an article (« n'a pas encore parlé » is « n'a pas parlé », « sans un mot » « sans mot »)
        # a count counts the noun right after it: « 3 cartes », never « le 3 jette ses cartes » (seat 3), « 2 fait tapis »
        after_neg = k > 0 and pattern[k - 1] == NEG
        counted = k == 1 and (pattern[0] == NUM or pattern[0].isdigit())
        adjacent = k > 0 and pattern[k - 1] == ADJ
        exact = (k == 0 or want == NUM or want.isdigit() or (pattern[k - 1] == "1" and want in COUNTED) or after_neg
                 or counted or adjacent)
        limit = min(len(stems), pos + 1 if exact else pos + GAP + 1)
        if after_neg and pos < len(stems) and (stems[pos] in _NOT_YET or stems[pos] == "1"):
            limit = min(len(stems), pos + 2)
        if adjacent and pos < len(stems) and stems[pos] in _SKIPPABLE:
            limit = min(len(stems), pos + 2)  # « le flop était déjà étalé »: an adverb (or « un ») is no word between
        hit = -1
        for j in range(pos, limit):
            if clauses is not None and clauses[j] != clauses[start]:
                break
            s = stems[j]
            if want == NUM:
                if s.isdigit():
                    hit = j
                    captured = int(s)
                    break
            elif s == want:
                hit = j
                break
            if (s == NEG or s == ONLY or s == WHILE) and want != s:
                break  # nor across a restriction: « mise … ne gagne que le pot » is no « mise le pot »; nor across
                # « alors que » (WHILE): « la river sortie alors que la turn… » is no « sort la turn »
            if k > 0 and s in _POSITIONS and s not in pattern:
                break  # nor across another player's seat: « la BB check, le CO tank puis fold » is no BB folding
        if hit < 0:
            return -1, None
        pos = hit + 1
    return pos, captured
