"""Free French text -> situation facts, by the trigger phrases of `rulebook/vocabulary/*.yaml` on normalised text, and
by facts composed from concepts (who x did what x to which cards or chips x when) found near each other."""

from __future__ import annotations

from collections import namedtuple
from .record import field, record

from .errors import RoptaError
from .text import NEG, stream

#: Most words allowed between two words of a trigger phrase ("carte [vite] retournée").
GAP = 2
#: Integer facts only take small numbers from phrases ("2 cartes"), never amounts ("1000 jetons").
MAX_COUNT = 20
_NUM = "#"  # a trigger's {n}: any number, captured
#: Most stems a composed fact's concepts may spread over ("le croupier, pressé, retourne déjà la carte du flop").
SPAN = 9
MASK = "not-a-trigger"  # value of a `not_triggers` phrase: the fact's triggers inside it are ignored


@record(frozen=True)
class Fact:
    """One fact of the vocabulary: its type, French label and question, weight, and allowed values."""

    name: str
    type: str  # boolean | enum | integer
    label: str
    question: str
    weight: float = 1.0
    values: tuple = ()  # enum/integer: allowed values, in order
    value_labels: tuple = ()
    negated: object = None  # value when a trigger is denied; a boolean with True: a topic a negation does not deny
    excludes: bool = False  # the moment of the hand or who acted: contradicting a rule removes its clause
    abstains: bool = False  # a matter no game rule decides (prizes, chips lost off the table): answers are leads

    def label_of(self, value) -> str:
        """French label of a value of this fact ("oui"/"non" for booleans)."""
        if self.type == "boolean":
            return "oui" if value else "non"
        for v, lab in zip(self.values, self.value_labels):
            if v == value:
                return lab
        return str(value)

    def options(self) -> list:
        """The values a question about this fact may receive."""
        if self.type == "boolean":
            return [True, False]
        return list(self.values)


class Trigger(namedtuple("Trigger", "stems fact value phrase")):
    """A compiled trigger phrase: its stems, the fact and value it reveals, and its words for explanations.

    A named tuple, not a record class (engine.record): the vocabulary holds thousands, and a tuple loads from the cache twice as fast."""

    __slots__ = ()


@record
class Vocabulary:
    """The compiled vocabulary: facts by name and triggers indexed by their first stem (fast scanning)."""

    facts: dict = field(default_factory=dict)
    by_first: dict = field(default_factory=dict)
    known_stems: frozenset = frozenset()
    confidence: dict = field(default_factory=dict)  # phrase stems -> how much one match of it is trusted (0..1]
    concepts: dict = field(default_factory=dict)  # first stem -> [(stems of a word of a concept, concept name)]
    composed: list = field(default_factory=list)  # (fact, value, concept names, phrase): facts told by concepts
    narrative: dict = field(default_factory=dict)  # the words of a story (connectors, lapses, officials, aftermath)


@record
class Found:
    """Facts recognised in a text: value per fact, and the phrase that revealed each (for the explanation)."""

    values: dict = field(default_factory=dict)
    evidence: dict = field(default_factory=dict)
    confidence: dict = field(default_factory=dict)
    stems: list = field(default_factory=list)
    patterns: dict = field(default_factory=dict)  # fact -> stems of the phrase that revealed it (to quote the words)
    words: dict = field(default_factory=dict)  # stem -> the situation's own word for it (explanations quote words)


def compile_vocabulary(kb, df: dict | None = None, thesaurus: dict | None = None) -> Vocabulary:
    """Compile the `vocabulary-v1` document of the knowledge base (once; the result is cached with the index).

    `df` (stem -> number of clauses whose text holds it) lowers the trust in one-word phrases made of a common
    word ("mélange", "tapis"): a phrase of two words or more, or a rare word ("joker"), is fully trusted.
    """
    docs = kb.extras.get("vocabulary-v1") or ()
    voc = Vocabulary()
    known = set()
    df = df or {}
    for doc in docs:
        # real words one letter away from a trigger word: known, so that the typo mend never turns them into it
        for word in doc.get("known_words", ()):
            known.update(s for s in stream(word, thesaurus) if s != NEG and not s.isdigit())
        for part, words in (doc.get("narrative") or {}).items():
            voc.narrative.setdefault(part, []).extend(words)
        for f in doc["facts"]:
            values = tuple(v["value"] for v in f.get("values", ()))
            labels = tuple(v["label"] for v in f.get("values", ()))
            negated = f.get("negated", False if f["type"] == "boolean" else None)
            voc.facts[f["name"]] = Fact(f["name"], f["type"], f["label"], f["question"], float(f.get("weight", 1)),
                                        values, labels, negated, bool(f.get("excludes", False)),
                                        bool(f.get("abstains", False)))
            phrases = [(p, True if f["type"] == "boolean" else None) for p in f.get("triggers", ())]
            phrases += [(p, False) for p in f.get("false_triggers", ())]
            phrases += [(p, MASK) for p in f.get("not_triggers", ())]
            for v in f.get("values", ()):
                phrases += [(p, v["value"]) for p in v.get("triggers", ())]
            for phrase, value in phrases:
                stems = _phrase(phrase, thesaurus)
                if not any(s not in (NEG, _NUM) and not s.isdigit() for s in stems):
                    continue  # a phrase reduced to a negation or a number would match anything
                trig = Trigger(stems, f["name"], value, phrase)
                words = [x for x in stems if x not in (NEG, _NUM)]
                if len(words) >= 2:
                    conf = 1.0
                else:
                    n = df.get(words[0], 0)
                    conf = 1.0 if n <= 2 else 0.75 if n <= 5 else 0.5
                voc.confidence[stems] = conf
                voc.by_first.setdefault(stems[0], []).append(trig)
                known.update(s for s in stems if s not in (NEG, _NUM))
    _compile_concepts(voc, docs, thesaurus, known)
    for lst in voc.by_first.values():
        lst.sort(key=lambda t: -len(t.stems))
    voc.known_stems = frozenset(known)
    return voc


#: Nouns whose number matters: "pose un jeton" (one chip) is not "pose des jetons" (stemming joins the plural).
COUNTED = frozenset({"jeton", "plaqu"})


def _compile_concepts(voc: Vocabulary, docs, thesaurus, known: set) -> None:
    """Concepts (`concepts`: name -> words, shared by every vocabulary file) and the facts composed from them
    (`compose`: lists of concept names, on a fact or one of its values, or `{in_order: [...]}` when the order says
    who did what: « le donneur ramasse la main » is the dealer's act, « il jette ses cartes, le donneur les prend »
    is not); an unknown concept name is an error. A concept word may hold its own negation (« n'a pas parlé »,
    « ne voit pas »): it is then matched with it, where a word without one is denied by a negation before it."""
    names = {}
    for doc in docs:
        for name, wordlist in (doc.get("concepts") or {}).items():
            names[name] = wordlist
            for w in wordlist:
                st = tuple(stream(w, thesaurus))  # a negation inside the word is part of it: « n'a pas parlé »
                if any(x != NEG for x in st):
                    voc.concepts.setdefault(st[0], []).append((st, name))
                    known.update(x for x in st if x != NEG)
    for doc in docs:
        for f in doc["facts"]:
            combos = [(c, True if f["type"] == "boolean" else None) for c in f.get("compose", ())]
            combos += [(c, v["value"]) for v in f.get("values", ()) for c in v.get("compose", ())]
            for combo, value in combos:
                ordered = isinstance(combo, dict)
                combo = combo["in_order"] if ordered else combo
                missing = [c for c in combo if c not in names]
                if missing or value is None:
                    raise RoptaError(f"vocabulaire : {f['name']}: concept inconnu {missing}" if missing else
                                     f"vocabulaire : {f['name']}: compose sans valeur")
                phrase = " + ".join(names[c][0] for c in combo)
                voc.composed.append((f["name"], value, tuple(combo), phrase, ordered))


def _composed(voc: Vocabulary, stems: list[str], clauses: list[int] | None = None) -> list:
    """Matches of the composed facts: every concept of a combination within SPAN stems, in any order, none of them
    just after a negation ("le donneur n'a pas retourné la carte" composes nothing) unless that negation is the
    concept's own ("n'a pas parlé", see `_denied`); a concept's word of several stems may have GAP words inside, as a
    trigger phrase ("sort déjà la turn"); the most compact combination comes first. Each match carries the spans of
    its concepts' words, so that a `not_triggers` phrase over one of them masks it (see `extract`)."""
    hits: dict[str, list[tuple[int, int]]] = {}
    for i, s in enumerate(stems):
        for st, name in voc.concepts.get(s, ()):
            end = i + 1 if len(st) == 1 else _match(st, stems, i, clauses)[0]
            if end > 0:
                hits.setdefault(name, []).append((i, end))
    out = []
    for fact, value, combo, phrase, ordered in voc.composed:
        if any(c not in hits for c in combo):
            continue
        for start, _ in hits[combo[0]]:
            lo = start if ordered else max(0, start - SPAN)
            chosen = []
            for c in combo:
                near = [h for h in hits[c] if lo <= h[0] <= start + SPAN]
                if not near:
                    break
                chosen.append(min(near, key=lambda h: abs(h[0] - start)))
                if ordered:
                    lo = chosen[-1][1]  # the next concept comes after this one ("le donneur ramasse la main")
            else:
                first, end = min(h[0] for h in chosen), max(h[1] for h in chosen)
                if end - first > SPAN + 2 or any(_denied(stems, h, chosen) for h in chosen):
                    continue
                spans = tuple(stems[h[0]] for h in sorted(chosen))
                out.append((len(combo) - (end - first) / 100, first, Trigger(spans, fact, value, phrase), value, end,
                            tuple(chosen)))
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
    elif at > 1 and stems[at - 1] in _NOT_YET and stems[at - 2] == NEG:
        neg = at - 2  # « pas encore en main par main »
    else:
        return False
    return not any(g[0] <= neg < g[1] or (g[1] == neg and NEG in stems[g[0]:g[1]]) for g in chosen)


def _phrase(phrase: str, thesaurus: dict | None = None) -> tuple:
    """Stems of a trigger phrase; an article "un/une" (read as 1) is dropped unless "seul", a counted noun ("jeton")
    or an amount follows it ("un de {n}": one chip of that value) or it ends the phrase ("ne montre qu'une" counts: one
    card, not "montre")."""
    raw = [_NUM if s == "zqnumz" else s for s in stream(phrase.replace("{n}", " zqnumz "), thesaurus)]
    out = []
    for i, s in enumerate(raw):
        if s == "1" and 0 < i < len(raw) - 1 and not raw[i + 1].startswith("seul") and raw[i + 1] not in COUNTED \
                and raw[i + 1] != _NUM:
            continue
        out.append(s)
    return tuple(out)


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
    for i in range(n):
        first = stems[i]
        cands = voc.by_first.get(_NUM if first.isdigit() else first, ())
        if first.isdigit() and first in voc.by_first:
            cands = list(cands) + voc.by_first[first]
        for trig in cands:
            need = _NEEDS.get(trig.stems)
            if need is None:
                need = _NEEDS[trig.stems] = frozenset(trig.stems) - {_NUM}
            if not need <= present:  # a word of the phrase is absent from the situation: it cannot match
                continue
            end, captured = _match(trig.stems, stems, i, clauses)
            if end < 0:
                continue
            value = trig.value
            if value == MASK:
                masks.setdefault(trig.fact, []).append((i, end, len(trig.stems)))
                continue
            fact = voc.facts[trig.fact]
            if captured is not None:
                if fact.type == "integer":
                    if not 0 < captured <= MAX_COUNT:
                        continue
                    value = captured
                elif captured < 2:  # "{n} jetons" means several: "1 jeton" is another phrase
                    continue
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
    matches += _composed(voc, stems, clauses)
    found = Found(stems=stems)
    matches.sort(key=lambda m: (-m[0], -m[1]))
    for length, pos, trig, value, end, hits in matches:
        # "regarder un tapis": the words of the fact, meaning something else here; a mask over the same span that
        # reads more words than the trigger (« dit [je passe et va] jeter » against « dit … jeté ») says more too
        if any(s <= pos and end <= e and (end - pos < e - s or len(trig.stems) < k)
               for s, e, k in masks.get(trig.fact, ())):
            continue
        # a composed fact whose concept word stands inside a mask of that fact is told in that other sense
        # (« il coupe ses jetons »: chips cut, no cut of the deck, whatever dealer is named near it)
        if any(s <= h[0] and h[1] <= e for h in hits for s, e, _ in masks.get(trig.fact, ())):
            continue
        if trig.fact not in found.values:
            found.values[trig.fact] = value
            found.evidence[trig.fact] = trig.phrase.replace("{n}", str(value) if isinstance(value, int) else "").strip()
            found.patterns[trig.fact] = trig.stems
            found.confidence[trig.fact] = voc.confidence.get(trig.stems, 1.0)
    return found


#: Words that may stand between a negation and what it denies: "pas encore en main par main" is not hand for hand.
_NOT_YET = frozenset({"encor"})


def _negated(stems: list[str], i: int) -> bool:
    """Is the phrase starting at `i` denied: a negation just before it, or "pas encore" before it."""
    if i > 0 and stems[i - 1] == NEG:
        return True
    return i > 1 and stems[i - 1] in _NOT_YET and stems[i - 2] == NEG


def _match(pattern: tuple, stems: list[str], start: int, clauses: list[int] | None = None) -> tuple[int, int | None]:
    """End index of `pattern` matched from `start` (gaps of at most GAP words, never across a negation nor out of
    the clause of `start` when `clauses` are given), or -1."""
    captured = None
    pos = start
    for k, want in enumerate(pattern):
        # a number must follow its word directly, and so must the counted noun of an article "un" ("un jeton de 5000"
        # is one chip, « une pile de jetons de 100 » is not)
        # and what a negation denies follows it directly (« pas de cœur ?, la SB » is not « pas de petite blinde »),
        # but for « encore » or an article (« n'a pas encore parlé » is « n'a pas parlé », « sans un mot » « sans mot »)
        # a count counts the noun right after it: « 3 cartes », never « le 3 jette ses cartes » (seat 3), « 2 fait tapis »
        after_neg = k > 0 and pattern[k - 1] == NEG
        counted = k == 1 and (pattern[0] == _NUM or pattern[0].isdigit())
        exact = (k == 0 or want == _NUM or want.isdigit() or (pattern[k - 1] == "1" and want in COUNTED) or after_neg
                 or counted)
        limit = min(len(stems), pos + 1 if exact else pos + GAP + 1)
        if after_neg and pos < len(stems) and (stems[pos] in _NOT_YET or stems[pos] == "1"):
            limit = min(len(stems), pos + 2)
        hit = -1
        for j in range(pos, limit):
            if clauses is not None and clauses[j] != clauses[start]:
                break
            s = stems[j]
            if want == _NUM:
                if s.isdigit():
                    hit = j
                    captured = int(s)
                    break
            elif s == want:
                hit = j
                break
            if s == NEG and want != NEG:
                break
        if hit < 0:
            return -1, None
        pos = hit + 1
    return pos, captured


def quote_words(text: str, found: Found, thesaurus: dict | None = None) -> None:
    """Replace each fact's evidence by the situation's own words that revealed it ("une carte retournée"), so that an
    explanation never shows a trigger template; the trigger phrase stays when the words cannot be located."""
    import re

    from .text import NEGATIONS, fold

    raw = re.findall(r"[^\s,;:.!?()«»\"]+", text)[:400]
    per = [stream(w, thesaurus) for w in raw]
    for w, st in zip(raw, per):
        for x in st:
            found.words.setdefault(x, w.lower())
    for name, pattern in found.patterns.items():
        got = _locate(raw, per, pattern, NEGATIONS, fold)
        if got:
            found.evidence[name] = got


def _locate(raw, per, pattern, negations, fold) -> str | None:
    for start in range(len(raw)):
        k, j, gap = 0, start, 0
        while j < len(raw) and k < len(pattern):
            want, st = pattern[k], per[j]
            hit = (want == NEG and fold(raw[j]).split("'")[-1] in negations) or \
                  (want == _NUM and any(x.isdigit() for x in st)) or want in st
            if hit:
                k += 1
                gap = 0
            elif k == 0:
                break
            elif st:
                gap += 1
                if gap > GAP:
                    break
            j += 1
        if k == len(pattern):
            return " ".join(raw[start:j])
    return None


def parse_given(voc: Vocabulary, pairs: list[str] | dict | None) -> dict:
    """Facts given explicitly (`--fact NAME=VALUE` or a mapping), typed and checked; unknown names are errors."""
    if not pairs:
        return {}
    items = pairs.items() if isinstance(pairs, dict) else [_split(p) for p in pairs]
    out = {}
    for name, raw in items:
        fact = voc.facts.get(name)
        if fact is None:
            import difflib  # only a misspelt name needs it: not imported at start
            close = difflib.get_close_matches(name, list(voc.facts), n=4, cutoff=0.5)
            hint = f" ; noms proches : {', '.join(close)}" if close else f" ; faits connus : {', '.join(sorted(voc.facts))}"
            raise RoptaError(f"--fact {name}: fait inconnu « {name} »{hint}")
        value = coerce(fact, raw)
        if name in out and out[name] != value:
            raise RoptaError(f"--fact {name}: donné deux fois avec des valeurs contraires "
                             f"({fact.label_of(out[name])}, puis {fact.label_of(value)}) : gardez-en une")
        out[name] = value
    return out


def _split(pair: str) -> tuple[str, str]:
    if "=" not in pair:
        raise RoptaError(f"--fact {pair}: la forme attendue est NOM=VALEUR (par exemple substantial_action=oui)")
    name, value = pair.split("=", 1)
    return name.strip(), value.strip()


_TRUE = {"true", "oui", "vrai", "yes", "1", "o", "y"}
_FALSE = {"false", "non", "faux", "no", "0", "n"}


def coerce(fact: Fact, raw) -> object:
    """A given value typed for its fact (oui/non, an integer, one of the enum values), or a French error."""
    if fact.type == "boolean":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise RoptaError(f"--fact {fact.name}={raw}: valeur attendue oui ou non")
    if fact.type == "integer":
        try:
            value = int(str(raw).strip())
        except ValueError:
            raise RoptaError(f"--fact {fact.name}={raw}: un nombre entier est attendu") from None
        if value < 0:
            raise RoptaError(f"--fact {fact.name}={raw}: un nombre positif est attendu")
        return value
    if raw in fact.values:
        return raw
    text = str(raw).strip()
    if text in fact.values:
        return text
    import difflib  # only a misspelt name needs it: not imported at start
    close = difflib.get_close_matches(text, [str(v) for v in fact.values], n=3, cutoff=0.4)
    hint = f" ; vouliez-vous dire {', '.join(close)} ?" if close else ""
    raise RoptaError(f"--fact {fact.name}={raw}: valeur inconnue (valeurs : {', '.join(map(str, fact.values))}){hint}")

