"""The situation's own words that revealed each fact (« une carte retournée »), located in the raw text for the
explanations, so that an answer never shows a trigger template.

Why apart from `engine.facts`: reading the facts works on stems and runs inside every what-if ranking; this runs once
per answer, on the raw words, only to quote them.
"""

from __future__ import annotations

from .facts import GAP, Found
from .readings import CORRECTION, correction_said
from .text import NEG, ONLY, stream
from .vocabulary import ADJ, NUM

_CORRECTION_STEM = stream(CORRECTION)[0]  # the token of a declaration corrected in one breath (engine.readings)


#: Most words a `quote_words` memo keeps (a process answering many long situations does not grow without bound).
MEMO_WORDS = 50000


def quote_words(text: str, found: Found, thesaurus: dict | None = None, memo: dict | None = None) -> None:
    """Replace each fact's evidence by the situation's own words that revealed it ("une carte retournée"), so that an
    explanation never shows a trigger template; the trigger phrase stays when the words cannot be located."""
    import re

    from .text import NEGATIONS, fold

    raw = re.findall(r"[^\s,;:.!?()«»\"]+", text)[:400]
    per = [_word_stems(w, thesaurus, memo) for w in raw]
    for w, st in zip(raw, per):
        for x in st:
            found.words.setdefault(x, w.lower())
    for name, pattern in found.patterns.items():
        got = _locate(raw, per, pattern, NEGATIONS, fold)
        if got:
            found.evidence[name] = got
        elif _CORRECTION_STEM in pattern:
            # a declaration corrected in one breath is read as a token (engine.readings): quote the words said
            spoken = correction_said(text)
            if spoken:
                found.evidence[name] = spoken


def _word_stems(word: str, thesaurus: dict | None, memo: dict | None) -> list[str]:
    """`stream(word)`, kept in `memo` (the model's, for its thesaurus): a word costs a dozen substitutions."""
    if memo is None:
        return stream(word, thesaurus)
    got = memo.get(("word", word))
    if got is None:
        got = stream(word, thesaurus)
        if len(memo) < MEMO_WORDS:
            memo[("word", word)] = got
    return got


def _locate(raw, per, pattern, negations, fold) -> str | None:
    """The raw words of the situation (`raw`, with each word's stems `per`) that `pattern` matches, at most GAP words
    between two of its stems, or None."""
    pattern = tuple(p for p in pattern if p != ADJ)
    for start in range(len(raw)):
        k, j, gap = 0, start, 0
        while j < len(raw) and k < len(pattern):
            want, st = pattern[k], per[j]
            # ONLY stands for the « que » of a restriction (engine.text reads « n'a que 6 » « a ONLY 6 »)
            hit = (want == NEG and fold(raw[j]).split("'")[-1] in negations) or \
                  (want == ONLY and fold(raw[j]).split("'")[0] in ("que", "qu")) or \
                  (want == NUM and any(x.isdigit() for x in st)) or want in st
            if hit:
                k += 1
                gap = 0
                # one word may stand for several stems (the thesaurus reads « tablette » as « appareil électronique »)
                while len(st) > 1 and k < len(pattern) and pattern[k] in st:
                    k += 1
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


