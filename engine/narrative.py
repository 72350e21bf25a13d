"""A situation told as several events ("il relance, puis le donneur brûle sa main. Ensuite..."): its event segments.

The assistant rules on the last event that carries an irregularity (a topic fact), with the earlier events as context
of low weight, and lists the other events with their own section. The work is bounded: the text read, the number
of segments, the length of each.
"""

from __future__ import annotations

import re

from .text import MAX_CHARS, clean

# an event ends at a sentence end, or before a connector that starts the next one (compiled when first needed)
_SPLIT = (r"(?<=[.!?;])\s+(?![»\"”])|\n+|,?\s+\b(?:puis|ensuite|et puis|apr[eè]s (?:ça|ca|cela|quoi)|plus tard|"
          r"finalement|au final|mais)\b\s*")
_LEAD = r"^\s*(?:et puis|puis|ensuite|apr[eè]s (?:ça|ca|cela|quoi)|plus tard|finalement|au final|mais)\b[\s,]*"
_MARKS = (".", "!", "?", ";", "\n", "puis", "ensuite", "apr", "plus tard", "finalement", "au final", "mais")
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


def _patterns():
    got = _COMPILED.get("p")
    if got is None:
        got = _COMPILED["p"] = (re.compile(_SPLIT, re.IGNORECASE), re.compile(_LEAD, re.IGNORECASE))
    return got


_COMPILED: dict = {}  # the two patterns, compiled on first use
