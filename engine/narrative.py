"""A situation told as several events ("il relance, puis le donneur brûle sa main. Ensuite..."): its event segments.

The assistant rules on the last event that carries an irregularity (a topic fact), with the earlier events as context
of low weight, and lists the other events with their own section. A segment that only tells what followed (the
floor's decision, a penalty, the offence repeated, a claim or a protest, a question: `aftermath`) is no irregularity:
it never rules when another segment tells one, its facts are context. The work is bounded: the text read, the number
of segments, the length of each.
"""

from __future__ import annotations

import re

from .text import MAX_CHARS, clean, fold

# an event ends at a sentence end, or before a connector that starts the next one (compiled when first needed)
# "trois minutes plus tard", "deux mains plus tard": the lapse is part of the connector, no event of its own
_LATER = r"(?:(?:\w+\s+)?(?:secondes?|minutes?|min|heures?|mains?|coups?|tours?|jours?)\s+)?plus tard"
_OFFICIAL = r"(?:floor|floorman|floormen|td|directeur|directrice|superviseur|superviseuse|arbitre|organisateurs?)"
# "... et le floor est appelé", "... et on appelle l'arbitre": the officials' part is a segment of its own
_AND_OFFICIAL = r"|,?\s+et\s+(?=(?:le |la |les |l['’]|un |une )" + _OFFICIAL + r"\b|on (?:appelle|fait venir)\b)"
_SPLIT = (r"(?<=[.!?;])\s+(?![»\"”])|\n+" + _AND_OFFICIAL
          + r"|,?\s+\b(?:puis|ensuite|et puis|apr[eè]s (?:ça|ca|cela|quoi)|" + _LATER + r"|finalement|au final|mais)\b[\s,]*")
_LEAD = (r"^\s*(?:et puis|puis|ensuite|apr[eè]s (?:ça|ca|cela|quoi)|" + _LATER + r"|finalement|au final|mais)\b[\s,]*")
_MARKS = (".", "!", "?", ";", "\n", " et ", "puis", "ensuite", "apr", "plus tard", "finalement", "au final", "mais")
MIN_CHARS = 12  # shorter pieces ("ok.", "bref") are no event


def segments(text: str, max_chars: int, max_segments: int) -> tuple[list[str], bool]:
    """The last `max_segments` event segments of at most `max_chars` of text, each bounded; and whether cut."""
    cut = len(text) > max_chars
    text = text[-max_chars:] if cut else text
    low = text.lower()
    if not any(m in low for m in _MARKS):
        return [clean(text)[:MAX_CHARS]], cut  # one sentence: nothing to split (and no pattern to compile)
    split, lead = _patterns()
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


# what follows an irregularity (ours, on folded text): an official acting or called, a warning or a penalty, the same
# offence repeated (its first telling is the irregularity), a claim, a protest, play going on as if nothing happened,
# the end of the matter; a question (a segment ending with "?") too
_AFTER = (r"^(?:(?:alors|du coup|la|donc|et)\s+)?(?:le|la|les|l |un|une)\s*" + _OFFICIAL + r"\b"
          r"|\b(?:on|j|je|il|elle|ils|elles) (?:appelle|appelons|appellent|fait venir|fais venir|font venir) "
          r"(?:le |la |l )?" + _OFFICIAL
          + r"\b|\b" + _OFFICIAL + r" (?:est |a ete |sont )?(?:appele|appeles|arrive|arrivent|intervient)\b"
          r"|^averti|\bavertissement|\bpenalite|\bsanction|\b(?:recommence|recommencent|recidive|insiste|persiste)\b"
          r"|\b(?:reclame|reclament|reclamons|proteste|protestent|se plaint|se plaignent|porte plainte|conteste|contestent"
          r"|exige|exigent|demande au|demande a la|demandent au)\b"
          r"|\bpersonne ne (?:dit|relev\w*|reagit|bronche|proteste|conteste)\b|^on (?:continue|poursuit|termine)\b"
          r"|\bon en reste la\b|\bl affaire est close\b")


def aftermath(part: str) -> bool:
    """Does this segment only tell what followed an irregularity (the floor called or deciding, a penalty, a claim,
    a protest, a question) rather than an irregularity of its own?"""
    if part.rstrip().endswith("?"):
        return True
    got = _COMPILED.get("after")
    if got is None:
        got = _COMPILED["after"] = re.compile(_AFTER)
    return got.search(fold(part).replace("'", " ")) is not None


def _patterns():
    got = _COMPILED.get("p")
    if got is None:
        got = _COMPILED["p"] = (re.compile(_SPLIT, re.IGNORECASE), re.compile(_LEAD, re.IGNORECASE))
    return got


_COMPILED: dict = {}  # the patterns, compiled on first use
