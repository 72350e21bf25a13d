"""The compiled vocabulary of situation facts, and facts given by name.

What: the `vocabulary-v1` documents (`rulebook/vocabulary/*.yaml`: facts, their trigger phrases, concepts and the
facts composed from them) compiled once per knowledge base into stems indexed by their first stem (`Vocabulary`), and
the facts a user gives by name (`--fact NAME=VALUE`) typed and checked against it (`parse_given`, `coerce`).

Why apart from `engine.facts`, which reads a situation against it: the vocabulary is built once and stored in the
cache (its classes are pickled under this module's name), while reading runs on every question; each side stays
small enough to read whole.
"""

from __future__ import annotations

from collections import namedtuple
from .record import field, record

from .errors import RoptaError
from .text import NEG, REPORTED, stream

NUM = "#"  # a trigger's {n}: any number, captured (engine.facts reads it)
#: « donneur = balance » in a concept word or a trigger phrase: the word after « = » follows the one before it directly, no gap
#: (« le croupier balance la main », the dealer's own act; not « le croupier pousse le pot à A, qui balance sa main »)
ADJ = "="
MASK = "not-a-trigger"  # value of a `not_triggers` phrase: the fact's triggers inside it are ignored
# How the concepts of a composed fact must stand (`compose` in a vocabulary file): a plain list, in any order within
# a few words; `{in_order: [...]}`, in that order (the order says who did what); `{in_clause: [...]}`, in that order
# and inside one sentence (a question answered is no condition set); `{in_row: [...]}`, each right after the one before
# (one act of one player: another player named between breaks it).
ANY_ORDER, IN_ORDER, IN_CLAUSE, IN_ROW = "any", "order", "clause", "row"
#: The concept whose one-word words tell a belief (« croit », « pensant »): a fact marked `believed` is not read just
#: after one (« il croit que tout le monde a passé » is his mistake, not the pot won uncalled).
BELIEF = "belief"
#: The concept whose one-word words tell an intention (« allait », « voulait »): an act (a fact marked `act`) told just
#: after one was not done (« elle allait se coucher », « il voulait relancer »), so it is not read.
INTENT = "intent"


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
    conduct: bool = False  # a player's conduct (chapter 11): told through a hand, the hand's words only set its scene
    setting: bool = False  # the frame of the hand (heads-up, the time called, a new player, the deck changed, the count
    # asked, the break): a rule standing on it alone does not rule an act told inside it (engine.confidence)
    act: bool = False  # something a player or the dealer did at the table during the hand (a declaration, cards
    # shown or thrown, chips put in, a card exposed)
    believed: bool = False  # a trigger just after a belief (« il croit que … ») tells what a player believed: not read
    spoken: bool = False  # what a player says at the table (a declaration): a phrase reaching from a verb of saying into
    # the past act it reports (« il dit qu'il a payé », engine.readings.REPORTED) is a report, not read

    def told(self, value) -> bool:
        """Does this value tell the fact (true, a count above zero, an enum value other than the denied one)?"""
        if self.type == "boolean":
            return value is True
        if self.type == "integer":
            return bool(value)
        return value is not None and value != self.negated

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

    A named tuple, not a record class (engine.record): cheap to make for each phrase matched; the vocabulary keeps its
    thousands of phrases as plain tuples of the same fields (`Vocabulary.by_first`)."""

    __slots__ = ()


@record
class Vocabulary:
    """The compiled vocabulary: facts by name and triggers indexed by their first stem (fast scanning)."""

    facts: dict = field(default_factory=dict)
    # first stem -> [(stems, fact, value, phrase)]: a Trigger's fields as plain tuples, longest first. Thousands of
    # them are loaded at every start: a plain tuple unpickles twice as fast as a named one (engine.facts makes a
    # Trigger of the few that match)
    by_first: dict = field(default_factory=dict)
    known_stems: frozenset = frozenset()
    belief: frozenset = frozenset()  # stems of the `belief` concept (« croit », « pensant »): see Fact.believed
    intent: frozenset = frozenset()  # stems of the `intent` concept (« allait », « voulait »): see INTENT
    confidence: dict = field(default_factory=dict)  # phrase stems -> how much one match of it is trusted (0..1]
    concepts: dict = field(default_factory=dict)  # first stem -> [(stems of a word of a concept, concept name)]
    composed: list = field(default_factory=list)  # (fact, value, concept names, phrase, order): facts told by concepts
    narrative: dict = field(default_factory=dict)  # the words of a story (connectors, lapses, officials, aftermath)
    # (fact, value) -> ((fact, value), ...) the value tells too: a moment of the hand that settles another fact
    # (« à l'abattage »: the action is over), set only when the situation does not say that other fact itself
    implies: dict = field(default_factory=dict)


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
                                        bool(f.get("abstains", False)), bool(f.get("conduct", False)),
                                        bool(f.get("setting", False)), bool(f.get("act", False)),
                                        bool(f.get("believed", False)), bool(f.get("spoken", False)))
            phrases = [(p, True if f["type"] == "boolean" else None) for p in f.get("triggers", ())]
            phrases += [(p, False) for p in f.get("false_triggers", ())]
            phrases += [(p, MASK) for p in f.get("not_triggers", ())]
            for v in f.get("values", ()):
                phrases += [(p, v["value"]) for p in v.get("triggers", ())]
                if v.get("implies"):
                    voc.implies[(f["name"], v["value"])] = tuple(v["implies"].items())
            for phrase, value in phrases:
                stems = _phrase(phrase, thesaurus)
                if not any(s not in (NEG, NUM, ADJ) and not s.isdigit() for s in stems):
                    continue  # a phrase reduced to a negation or a number would match anything
                trig = (stems, f["name"], value, phrase)  # a Trigger's fields, as a plain tuple (see Vocabulary.by_first)
                words = [x for x in stems if x not in (NEG, NUM, ADJ)]
                if len(words) >= 2:
                    conf = 1.0
                else:
                    n = df.get(words[0], 0)
                    conf = 1.0 if n <= 2 else 0.75 if n <= 5 else 0.5
                voc.confidence[stems] = conf
                voc.by_first.setdefault(stems[0], []).append(trig)
                known.update(s for s in stems if s not in (NEG, NUM, ADJ))
    _compile_concepts(voc, docs, thesaurus, known)
    for (name, value), told in voc.implies.items():
        for other, v in told:
            if other not in voc.facts or (voc.facts[other].type != "boolean" and v not in voc.facts[other].values):
                raise RoptaError(f"vocabulaire : {name}={value}: implies {other}={v} inconnu")
    for lst in voc.by_first.values():
        lst.sort(key=lambda t: -len(t[0]))
    voc.known_stems = frozenset(known)
    return voc


#: Nouns whose number matters: "pose un jeton" (one chip) is not "pose des jetons" (stemming joins the plural).
COUNTED = frozenset({"jeton", "plaqu"})


def _compile_concepts(voc: Vocabulary, docs, thesaurus, known: set) -> None:
    """Concepts (`concepts`: name -> words, shared by every vocabulary file) and the facts composed from them
    (`compose`: lists of concept names, on a fact or one of its values, or `not_compose` for the concepts that mask the
    fact's words told in another sense, like a `not_triggers` phrase; `{in_clause: [...]}` in order and inside one
    sentence (« tu paies ? » then an act is a question answered, no condition set), or `{in_order: [...]}` when the order says
    who did what: « le donneur ramasse la main » is the dealer's act, « il jette ses cartes, le donneur les prend »
    is not); an unknown concept name is an error. A concept word may hold its own negation (« n'a pas parlé »,
    « ne voit pas »): it is then matched with it, where a word without one is denied by a negation before it."""
    names = {}
    for doc in docs:
        for name, wordlist in (doc.get("concepts") or {}).items():
            names[name] = wordlist
            for w in wordlist:
                st = _adjacent(w, thesaurus)  # a negation inside the word is part of it: « n'a pas parlé »
                if any(x not in (NEG, ADJ) for x in st):
                    voc.concepts.setdefault(st[0], []).append((st, name))
                    if name == BELIEF and len(st) == 1:
                        voc.belief |= {st[0]}
                    if name == INTENT and len(st) == 1:
                        voc.intent |= {st[0]}
                    known.update(x for x in st if x not in (NEG, ADJ))
    for doc in docs:
        for f in doc["facts"]:
            combos = [(c, True if f["type"] == "boolean" else None) for c in f.get("compose", ())]
            combos += [(c, v["value"]) for v in f.get("values", ()) for c in v.get("compose", ())]
            combos += [(c, MASK) for c in f.get("not_compose", ())]  # the words told in another sense: a mask
            for combo, value in combos:
                if not isinstance(combo, dict):
                    order = ANY_ORDER
                elif "in_clause" in combo:
                    order, combo = IN_CLAUSE, combo["in_clause"]
                elif "in_row" in combo:
                    order, combo = IN_ROW, combo["in_row"]
                else:
                    order, combo = IN_ORDER, combo["in_order"]
                missing = [c for c in combo if c not in names]
                if missing or value is None:
                    raise RoptaError(f"vocabulaire : {f['name']}: concept inconnu {missing}" if missing else
                                     f"vocabulaire : {f['name']}: compose sans valeur")
                phrase = " + ".join(names[c][0].replace(f" {ADJ} ", " ") for c in combo)
                voc.composed.append((f["name"], value, tuple(combo), phrase, order))


def _adjacent(word: str, thesaurus: dict | None = None) -> tuple:
    """Stems of a concept word or a trigger phrase; « a = b »: the stems of b follow those of a directly (see ADJ)."""
    parts = [tuple(stream(p, thesaurus)) for p in word.split(f" {ADJ} ")]
    out: tuple = parts[0]
    for p in parts[1:]:
        out += (ADJ,) + p
    return out


def _phrase(phrase: str, thesaurus: dict | None = None) -> tuple:
    """Stems of a trigger phrase; an article "un/une" (read as 1) is dropped unless "seul", a counted noun ("jeton")
    or an amount follows it ("un de {n}": one chip of that value) or it ends the phrase ("ne montre qu'une" counts: one
    card, not "montre")."""
    # a phrase written as a report (« dit qu'il a gagné ») reads its words, as before the mark: said or reported alike
    raw = [NUM if s == "zqnumz" else s for s in _adjacent(phrase.replace("{n}", " zqnumz "), thesaurus) if s != REPORTED]
    out = []
    for i, s in enumerate(raw):
        if s == "1" and 0 < i < len(raw) - 1 and not raw[i + 1].startswith("seul") and raw[i + 1] not in COUNTED \
                and raw[i + 1] != NUM:
            continue
        out.append(s)
    return tuple(out)


def implied(voc: Vocabulary, values: dict, keep: dict | None = None) -> list[tuple[str, str, object]]:
    """(fact that implies, implied fact, value) for each fact `values` implies (`Vocabulary.implies`) that neither
    `values` nor `keep` already states: what the situation said itself always stands."""
    out = []
    for name, value in values.items():
        for other, v in voc.implies.get((name, value), ()):
            if other not in values and (keep is None or other not in keep):
                out.append((name, other, v))
    return out


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

