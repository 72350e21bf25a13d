"""Shared helpers of the other-rulebooks tests: seed paths and the encoded word stream of an edition."""

from __future__ import annotations

import difflib
import re
from pathlib import Path


def seeds_dir() -> Path:
    """`sources/seeds`, the repository's own copy of the source documents."""
    from ..conftest import SEEDS

    return SEEDS


def words(text: str) -> list[str]:
    """Words of a text, lower-cased, punctuation dropped (what a verbatim copy must keep, in order)."""
    return re.findall(r"\w+", text.lower())


def encoded_words(kb, edition_id: str) -> list[str]:
    """The words an edition encodes, in reading order: title, preamble, chapters and clauses, colophon."""
    ed = kb.edition(edition_id)
    parts = [ed.preamble]  # the edition title is metadata (ours for some editions)
    by_chapter = {}
    for c in ed.clauses:
        by_chapter.setdefault(c.chapter, []).append(c)
    for c in by_chapter.get(None, []):
        parts += [c.title, c.text]
    for ch in ed.chapters:
        parts += [ch.title, ch.text]
        for c in by_chapter.get(ch.id, []):
            parts += [c.title, c.text]
    parts.append(ed.meta.get("colophon", ""))
    return words("\n".join(parts))


def coverage(seed: list[str], encoded: list[str]) -> float:
    """Share of the seed's words found, in order, in the encoded words (longest matching blocks)."""
    matcher = difflib.SequenceMatcher(None, seed, encoded, autojunk=False)
    return sum(block.size for block in matcher.get_matching_blocks()) / len(seed)
