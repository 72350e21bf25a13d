"""A situation told as several events ("il relance, puis le donneur brûle sa main. Ensuite..."): its event segments.

The assistant rules on the last event that carries an irregularity (a topic fact), with the earlier events as context
of low weight, and lists the other events with their own section. The work is bounded: the text read, the number
of segments, the length of each.
"""

from __future__ import annotations

import re

from .text import MAX_CHARS, clean

# an event ends at a sentence end, or before a connector that starts the next one
_SPLIT = re.compile(r"(?<=[.!?;])\s+(?![»\"”])|\n+|,?\s+\b(?:puis|ensuite|et puis|apr[eè]s (?:ça|ca|cela|quoi)|plus tard|"
                    r"finalement|au final|mais)\b\s*", re.IGNORECASE)
_LEAD = re.compile(r"^\s*(?:et puis|puis|ensuite|apr[eè]s (?:ça|ca|cela|quoi)|plus tard|finalement|au final|mais)\b[\s,]*",
                   re.IGNORECASE)  # a connector opening a sentence belongs to no event
MIN_CHARS = 12  # shorter pieces ("ok.", "bref") are no event


def segments(text: str, max_chars: int, max_segments: int) -> tuple[list[str], bool]:
    """The last `max_segments` event segments of at most `max_chars` of text, each bounded; and whether cut."""
    cut = len(text) > max_chars
    text = text[-max_chars:] if cut else text
    parts = [clean(_LEAD.sub("", p)) for p in _SPLIT.split(text) if p]
    parts = [p[:MAX_CHARS] for p in parts if len(p) >= MIN_CHARS]
    if len(parts) > max_segments:
        parts, cut = parts[-max_segments:], True
    return parts, cut
