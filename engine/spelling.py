"""Typos of the floor's words fixed against the words the assistant knows, before facts are read.

A floor types fast on a phone: « retounee », « showdonw », « allinn ». A stem the vocabulary does not know is
corrected to a known stem one edit away, else to a thesaurus variant one edit away (then read as its canonical form).
Corrections are remembered per process (bounded), since the same typos come back.
"""

from __future__ import annotations

from .memo import once
from .text import NEG


def correct(m, stems: list[str]) -> list[str]:
    """Fix one-letter typos against the words the vocabulary knows ("retounee" -> "retourn"); failing that, a word of
    six letters or more against the thesaurus's one-word variants (five letters or more), read then as their
    canonical form: a mistyped anglicism (« showdonw », « allinn ») escapes the thesaurus, which runs first, so it is
    corrected to the variant, then canonicalised. A word the vocabulary's words correct keeps that correction.
    `m`: the assistant model (engine.inference.Model: its vocabulary's known stems and its thesaurus)."""
    known = m.vocabulary.known_stems
    variants = _variants(m.thesaurus)
    out: list[str] = []
    for s in stems:
        if s in known or s == NEG or s.isdigit() or len(s) < 5:
            out.append(s)
            continue
        memo = _TYPOS.setdefault(known, {})
        if s not in memo and len(memo) < 100000:
            memo[s] = _closest(s, known)
        got = memo.get(s)
        if got is None and len(s) >= 6 and variants:
            vmemo = _VARIANT_TYPOS.setdefault(id(variants), {})
            if s not in vmemo and len(vmemo) < 100000:
                vmemo[s] = _closest(s, [v for v in variants if len(v) >= 5])
            hit = vmemo.get(s)
            if hit:
                out.extend(variants[hit])
                continue
        out.append(got or s)
    return out


def _variants(thesaurus: dict | None) -> dict[str, tuple]:
    """One-stem thesaurus variants -> their canonical stems (only variants that are not a known word themselves)."""
    if not thesaurus:
        return {}
    return once("one-stem variants", thesaurus, lambda: {
        key[0]: canon for lst in thesaurus.values() for key, canon in lst if len(key) == 1 and key != canon})


_VARIANT_TYPOS: dict[int, dict[str, str | None]] = {}  # id of a variants table -> typo -> the variant it stands for
_TYPOS: dict[frozenset, dict[str, str | None]] = {}  # known-stems set -> typo -> its correction (as the floor types)


def _closest(word: str, known) -> str | None:
    """The known word one edit away, preferring a missing letter, then an extra one, a swap, a wrong one."""
    for i in range(len(word) - 1):  # two letters swapped
        c = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        if c in known:
            return c
    near = [k for k in known if abs(len(k) - len(word)) <= 1 and k[:2] == word[:2] and _one_edit(word, k)]
    if not near:
        return None
    near.sort(key=lambda k: (-(len(k) - len(word)), k))  # longer first: a letter forgotten is the usual typo
    return near[0]


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False

