"""Alignment of a new full text with its base edition: which stable id each section keeps, and what happened to it.

Every (base clause, new section) pair gets a score from text similarity (word sequences), title similarity and
position; the best pairs are matched one to one (greedy on the score, above thresholds). Left-over new sections whose
words come from an already matched base clause are the other part of a split; left-over base clauses whose words are
in a matched new section were merged into it; the rest are added or removed. Classes: unchanged, renumbered (same
text, new number), modified (text or title changed), split, merged, added, removed.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from difflib import SequenceMatcher

#: A pair is matched when its text is this similar (ratio of the word sequences)...
MIN_TEXT = 0.5
#: ... or its title this similar with some text in common...
MIN_TITLE, MIN_TEXT_WITH_TITLE = 0.85, 0.25
#: ... and a left-over part is a split or merge piece when this share of its words come from the other side.
MIN_CONTAINED = 0.8
#: ... and the other side grew (merge) or shrank (split) by at least this share of the piece's words.
GREW = 0.6


def fold(text: str) -> str:
    """Lower case without accents: how titles and words are compared."""
    nfkd = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in nfkd if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The words of a text, folded (punctuation and spacing ignored)."""
    return re.findall(r"\w+", fold(text))


def squash(text: str) -> str:
    """The text with whitespace runs made one space: two texts equal once squashed are the same text."""
    return re.sub(r"\s+", " ", text).strip()


def slugify(title: str, taken: set[str]) -> str:
    """A new stable id from a title: folded words joined by dashes, a leading article dropped, unique in `taken`."""
    parts = re.findall(r"[a-z0-9]+", fold(title))
    while len(parts) > 1 and parts[0] in ("le", "la", "les", "l", "un", "une", "des"):
        parts = parts[1:]
    base = "-".join(parts)[:60].rstrip("-") or "section"
    slug, n = base, 2
    while slug in taken:
        slug, n = f"{base}-{n}", n + 1
    taken.add(slug)
    return slug


@dataclass(frozen=True)
class Item:
    """One section on either side: its id (base only), number, title and text."""

    number: str
    title: str
    text: str
    id: str | None = None


@dataclass
class Pair:
    """Similarity of one base clause with one new section."""

    text: float  # ratio of the word sequences
    title: float
    score: float
    new_in_base: float  # share of the new section's words found, in order, in the base clause
    base_in_new: float


@dataclass
class Link:
    """What became of one section: class, base and new sides, and the similarity that decided it."""

    kind: str  # unchanged | renumbered | modified | split | merged | added | removed
    id: str
    base: int | None = None  # index in the base list
    new: int | None = None  # index in the new list
    similarity: float | None = None
    title_similarity: float | None = None
    also: list[int] = field(default_factory=list)  # merged: the other base indexes; split: the other new index


def pairs(base: list[Item], new: list[Item]) -> dict[tuple[int, int], Pair]:
    """Scores of the pairs worth comparing: cheap filters first (sets of long words, title bounds), word sequences
    after (one matcher per new section, its index built once)."""
    bw = [words(b.text) for b in base]
    nw = [words(n.text) for n in new]
    bs = [{w for w in ws if len(w) > 3} for ws in bw]
    ns = [{w for w in ws if len(w) > 3} for ws in nw]
    bt, nt = [fold(b.title) for b in base], [fold(n.title) for n in new]
    out = {}
    seq = SequenceMatcher(None, autojunk=False)
    for j, n in enumerate(new):
        seq.set_seq2(nw[j])
        for i, b in enumerate(base):
            inter = len(bs[i] & ns[j])
            close = (inter / max(min(len(bs[i]), len(ns[j])), 1) >= 0.7
                     or 2 * inter / max(len(bs[i]) + len(ns[j]), 1) >= 0.45)
            title = SequenceMatcher(None, bt[i], nt[j], autojunk=False)
            if not close and (title.real_quick_ratio() < MIN_TITLE or title.quick_ratio() < MIN_TITLE
                              or title.ratio() < MIN_TITLE):
                continue
            seq.set_seq1(bw[i])
            common = sum(block.size for block in seq.get_matching_blocks())
            size_b, size_n = len(bw[i]), len(nw[j])
            text = 2 * common / (size_b + size_n) if size_b + size_n else 1.0
            ratio = title.ratio()
            pos = 1 - abs(i / max(len(base) - 1, 1) - j / max(len(new) - 1, 1))
            score = 0.6 * text + 0.25 * ratio + 0.1 * pos + 0.05 * (b.number == n.number)
            out[i, j] = Pair(text, ratio, score, common / max(size_n, 1), common / max(size_b, 1))
    return out


def align(base: list[Item], new: list[Item], taken: set[str]) -> list[Link]:
    """Links for every new section (in order) then every removed base clause; `taken` ids are never given again."""
    scores = pairs(base, new)
    match_b: dict[int, int] = {}
    match_n: dict[int, int] = {}
    for (i, j), p in sorted(scores.items(), key=lambda kv: -kv[1].score):
        if i in match_b or j in match_n:
            continue
        if p.text >= MIN_TEXT or (p.title >= MIN_TITLE and p.text >= MIN_TEXT_WITH_TITLE):
            match_b[i], match_n[j] = j, i
    links: dict[int, Link] = {}
    for j, i in match_n.items():
        b, n, p = base[i], new[j], scores[i, j]
        same = squash(b.text) == squash(n.text) and squash(b.title) == squash(n.title)
        kind = ("unchanged" if b.number == n.number else "renumbered") if same else "modified"
        links[j] = Link(kind, b.id, i, j, round(p.text, 3), round(p.title, 3))
    size_b = [len(words(b.text)) for b in base]
    size_n = [len(words(n.text)) for n in new]
    split_off: dict[int, int] = {}
    for j in range(len(new)):  # a left-over new section made of a matched base clause's words: a split...
        if j in match_n:
            continue
        best = max(((scores[i, j].new_in_base, i) for i in match_b if (i, j) in scores
                    # ... only if the kept part lost about as many words (else it is a look-alike, added)
                    and size_b[i] - size_n[match_b[i]] >= GREW * size_n[j]), default=(0, None))
        if best[0] >= MIN_CONTAINED:
            split_off[j] = best[1]
    merged: dict[int, list[int]] = {}
    for i in range(len(base)):  # a left-over base clause whose words are in a matched new section: a merge...
        if i in match_b:
            continue
        best = max(((scores[i, j].base_in_new, j) for j in match_n if (i, j) in scores
                    # ... only if that section grew by about as many words (else it was removed)
                    and size_n[j] - size_b[match_n[j]] >= GREW * size_b[i]), default=(0, None))
        if best[0] >= MIN_CONTAINED:
            merged.setdefault(best[1], []).append(i)
    for j, i in split_off.items():
        kept = links[match_b[i]]
        kept.kind, kept.also = "split", kept.also + [j]
        p = scores[i, j]
        links[j] = Link("split", slugify(new[j].title, taken), i, j, round(p.text, 3), round(p.title, 3),
                        [match_b[i]])
    for j, others in merged.items():
        links[j].kind, links[j].also = "merged", others
    for j, n in enumerate(new):
        if j not in links:
            links[j] = Link("added", slugify(n.title, taken), None, j)
    out = [links[j] for j in range(len(new))]
    absorbed = {i for others in merged.values() for i in others}
    for i, b in enumerate(base):
        if i not in match_b and i not in absorbed:
            out.append(Link("removed", b.id, i, None))
        elif i in absorbed:
            j = next(j for j, others in merged.items() if i in others)
            p = scores[i, j]
            out.append(Link("merged", b.id, i, j, round(p.text, 3), round(p.title, 3), [match_n[j]]))
    return out


def align_chapters(base: list[Item], new: list[Item], votes: dict[tuple[int, int], int], taken: set[str]) -> list[str]:
    """Stable ids of the new chapters: the base chapter most of their sections come from (or the closest title)."""
    cand = []
    for i, b in enumerate(base):
        for j, n in enumerate(new):
            title = SequenceMatcher(None, fold(b.title), fold(n.title), autojunk=False).ratio()
            share = votes.get((i, j), 0) / max(sum(v for (_, jj), v in votes.items() if jj == j), 1)
            if share >= 0.5 or title >= MIN_TITLE:
                cand.append((share + title, i, j))
    ids: dict[int, str] = {}
    used: set[int] = set()
    for _, i, j in sorted(cand, reverse=True):
        if i not in used and j not in ids:
            ids[j], _ = base[i].id, used.add(i)
    return [ids.get(j) or slugify(n.title, taken) for j, n in enumerate(new)]
