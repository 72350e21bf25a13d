"""A situation told as several events ("il relance, puis le donneur brûle sa main. Ensuite..."): its event segments.

The assistant rules on the last event that carries an irregularity (a topic fact), with the earlier events as context
of low weight, and lists the other events with their own section. A segment that only tells what followed (the
floor's decision, a penalty, the offence repeated, a claim or a protest, a question: `aftermath`) is no irregularity:
it never rules when another segment tells one, its facts are context. The work is bounded: the text read, the number
of segments, the length of each.

The words (connectors, lapses of time, officials, what tells an aftermath) are data: the `narrative` block of the
vocabulary (`rulebook/vocabulary/common.yaml`), passed in as `words`; this module only knows sentence ends and how a
phrase of that block becomes a pattern.
"""

from __future__ import annotations

import functools
import re

from .memo import once
from .text import MAX_CHARS, clean, fold

MIN_CHARS = 12  # shorter pieces ("ok.", "bref") are no event
_SENTENCE = r"(?<=[.!?;])\s+(?![»\"”])|\n+"  # a sentence ends (not before a closing quote), or a line
_ARTICLES = r"(?:le |la |les |l['’]|un |une )"  # "... et le floor est appelé": the officials' part is its own segment
_ACCENTS = {"a": "aàâä", "c": "cç", "e": "eéèêë", "i": "iîï", "o": "oôö", "u": "uùûü"}


_FIRST_PERSON = re.compile(r"(?<![\w'’])(?:je|j['’])(?:\s+|(?=\w))", re.IGNORECASE)


def tells_as_dealer(text: str, words: dict) -> bool:
    """Does the teller say he deals (`teller_dealer` of the narrative block: « je donne, … », « je suis croupier »),
    and speak in the first person? Then his « je » is read as the dealer's act (`as_dealer`): a dealer's own account
    (« je les ramasse en croyant qu'il a jeté ») tells what the dealer did, which the readings know in the third
    person only (« le donneur les ramasse »). Decided on the situation as read, so that a long paste is only
    rewritten, never folded whole."""
    said = words.get("teller_dealer") if words else None
    if not said or not _FIRST_PERSON.search(text):  # no « je » to read as the dealer: nothing to change
        return False
    return _teller_pattern(tuple(said)).search(fold(text).replace("’", "'")) is not None


def as_dealer(text: str) -> str:
    """Every « je » of the text read as the dealer (see `tells_as_dealer`)."""
    return _FIRST_PERSON.sub("le donneur ", text)


@functools.lru_cache(maxsize=4)
def _teller_pattern(phrases: tuple) -> re.Pattern:
    """One pattern for all the teller's phrases, compiled once (not one pattern per phrase at every answer)."""
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(fold(p).replace("’", "'")) for p in phrases) + r")(?!\w)")


def segments(text: str, max_chars: int, max_segments: int, words: dict) -> tuple[list[str], bool]:
    """The last `max_segments` event segments of at most `max_chars` of text, each bounded; and whether cut."""
    cut = len(text) > max_chars
    text = text[-max_chars:] if cut else text
    if not words:
        return [clean(text)[:MAX_CHARS]], cut  # a vocabulary without a narrative block: one event
    low = fold(text)
    if not any(m in low for m in _marks(words)):
        return [clean(text)[:MAX_CHARS]], cut  # one sentence: nothing to split (and no pattern to compile)
    split, lead = _patterns(words)
    parts = []
    for p in reversed(split.split(text)):  # from the end: only the last segments are cleaned (a story of 600 is not)
        p = clean(lead.sub("", p)) if p else ""
        if len(p) >= MIN_CHARS:
            parts.append(p[:MAX_CHARS])
            if len(parts) > max_segments:
                break
    parts.reverse()
    if len(parts) > max_segments:
        parts, cut = parts[-max_segments:], True
    return parts, cut


def in_sequence(text: str, words: dict) -> bool:
    """Does the story tell its events in time order (a word of `sequence`: « puis », « ensuite », « plus tard »)?"""
    if not words or not words.get("sequence"):
        return False
    return _once("sequence", words, lambda: re.compile(
        r"(?<!\w)(?:" + "|".join(_loose(x) for x in words["sequence"]) + r")(?!\w)", re.IGNORECASE)).search(text) is not None


def aftermath(part: str, words: dict) -> bool:
    """Does this segment only tell what followed an irregularity (the floor called or deciding, a penalty, a claim,
    a protest, a question) rather than an irregularity of its own?"""
    if part.rstrip().endswith("?"):
        return True
    if not words:
        return False
    return _after(words).search(fold(part).replace("'", " ")) is not None


def continues(part: str, previous: str, words: dict) -> bool:
    """Is this segment the rest of the previous segment's sentence, told of the same subject (« le floor arrive, puis
    déclare la main morte »)? The previous one did not end a sentence, and this one opens on its verb (or an object
    pronoun), not on a subject, a name, a number, a time or a place of its own (the `openers` of the vocabulary)."""
    if not words or not part or previous.rstrip().endswith((".", "!", "?", ";", "…")):
        return False
    first = part.lstrip(" ,:«\"")[:1]
    if not first or first.isupper() or first.isdigit():
        return False  # « puis Marc relance », « puis 2 joueurs paient »: a subject of its own
    word = fold(part).replace("'", " ").replace("’", " ").split()[0].strip(",:«\"")
    return word not in _openers(words)


def phrase_pattern(phrase: str, officials: list[str]) -> str:
    """The pattern of one `aftermath` phrase, on folded text whose apostrophes are spaces: words in order, whole;
    `[a|b c|]` one of the choices (an empty one makes it optional), `{official}` any official's word, `word*` any
    ending, a leading `^` the start of the segment."""
    anchored = phrase.startswith("^")
    tokens = re.findall(r"\[[^\]]*\]|\{official\}|[^\s\[\]{}]+", phrase.lstrip("^"))
    pieces = []  # (pattern, optional)
    for tok in tokens:
        if tok == "{official}":
            pieces.append((_choice(officials), False))
        elif tok.startswith("["):
            choices = tok[1:-1].split("|")
            pieces.append((_choice([c for c in choices if c.strip()]), "" in (c.strip() for c in choices)))
        else:
            pieces.append((_choice([tok]), False))
    out = ""
    for i, (pat, optional) in enumerate(pieces):
        sep = r"\s+" if i < len(pieces) - 1 else ""
        out += f"(?:{pat}{sep})?" if optional else pat + sep
    return ("^" if anchored else r"\b") + out + r"\b"


def _choice(choices: list[str]) -> str:
    """One of folded words or phrases (apostrophes as spaces); a word ending with * takes any ending."""
    alts = []
    for c in choices:
        stem = fold(c).replace("'", " ").strip()
        wild = stem.endswith("*")
        words = stem.rstrip("*").split()
        alts.append(r"\s+".join(re.escape(x) for x in words) + (r"\w*" if wild else ""))
    return "(?:" + "|".join(alts) + ")"


def _loose(phrase: str) -> str:
    """A phrase of the raw text, found whatever its accents or case ("apres ca" is "après ça")."""
    out = []
    for ch in fold(phrase):
        if ch in _ACCENTS:
            out.append(f"[{_ACCENTS[ch]}]")
        elif ch.isspace():
            out.append(r"\s+")
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _marks(words: dict) -> tuple:
    """The substrings (of folded text) without which a text is one sentence: sentence ends, « et », « plus tard »,
    the connectors. Checked before any pattern is compiled (most situations are one sentence)."""
    return _once("marks", words, lambda: (".", "!", "?", ";", "\n", " et ", "plus tard",
                                           *sorted({fold(c) for c in words["connectors"]})))


def _patterns(words: dict):
    """(split, lead) of a narrative vocabulary: where an event ends, and the connector that opens a segment.
    Compiled once per vocabulary, when a text has more than one sentence."""
    def build():
        officials = "(?:" + "|".join(_loose(o) for o in words["officials"]) + ")"
        lapse = (r"(?:(?:\w+\s+)?(?:" + "|".join(_loose(x) for x in words["lapses"]) + r")\s+)?plus\s+tard")
        connector = "(?:" + "|".join([_loose(c) for c in sorted(words["connectors"], key=len, reverse=True)]
                                     + [lapse]) + ")"
        and_official = r",?\s+et\s+(?=" + _ARTICLES + officials + r"\b|on (?:appelle|fait venir)\b)"
        split = re.compile(_SENTENCE + "|" + and_official + r"|,?\s+\b" + connector + r"\b[\s,]*", re.IGNORECASE)
        return split, re.compile(r"^\s*" + connector + r"\b[\s,]*", re.IGNORECASE)

    return _once("patterns", words, build)


def _after(words: dict):
    """The aftermath phrases of a narrative vocabulary as one pattern, compiled once per vocabulary."""
    return _once("after", words, lambda: re.compile(
        "|".join(phrase_pattern(p, words["officials"]) for p in words["aftermath"])))


def _openers(words: dict) -> frozenset:
    """The folded words that open a clause of its own (subjects, articles, times, places), once per vocabulary."""
    return _once("openers", words, lambda: frozenset(fold(w).replace("'", " ").strip() for w in words.get("openers", ())))


def _once(what: str, words: dict, build):
    """`build()` for one narrative vocabulary (marks, split patterns, aftermath pattern, openers), once per process."""
    return once("narrative " + what, words, build)
