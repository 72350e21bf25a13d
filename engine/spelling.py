"""Typos of the floor's words fixed against the words the assistant knows, before facts are read.

A floor types fast on a phone: « retounee », « showdonw », « allinn ». A stem the vocabulary does not know is
corrected to a known stem one edit away, else to a thesaurus variant one edit away (then read as its canonical form).
Corrections are remembered per process (bounded), since the same typos come back.

A short word is most often another French word, not a typo: over the 2,660 situations of the development sets, the
corrector rewrote « matin » into « main », « annuel » into « annul », « décalé » into « deal », « retenu » into
« revenu », « chance » into « change » (s15). Below MID_EDIT_MIN letters a stem is corrected only when a letter is
missing from it (« retounee », the usual slip on a phone), when two of its letters are swapped (« strnig »), or when it
has one letter more at its end than a known stem (the stemmer's variants of one word: « change » / « chang »,
« perdus » / « perdu »); a longer stem by any one edit.
"""

from __future__ import annotations

from .memo import once
from .text import NEG

#: Stems shorter than this are corrected only for a missing letter, two swapped or an extra last one (module docstring).
MID_EDIT_MIN = 7


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
            got = _closest(s, known)
            memo[s] = got if got is None or len(s) >= MID_EDIT_MIN or _short_slip(s, got) else None
        got = memo.get(s)
        if got is None and len(s) >= 6 and variants:
            vmemo = once("variant typos", variants, dict)  # typo -> the variant it stands for, per variants table
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


def _short_slip(word: str, known: str) -> bool:
    """Is `known` what a short `word` was meant to be: `word` with a letter missing, two letters typed in the wrong
    order (« strnig »), or `word` less its last letter? A letter changed or added inside a short word most often makes
    another word (« matin » / « main », « retenu » / « revenu »)."""
    if len(known) == len(word) + 1 or known == word[:-1]:
        return True
    return len(known) == len(word) and any(word[:i] + word[i + 1] + word[i] + word[i + 2:] == known
                                           for i in range(len(word) - 1))


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False

