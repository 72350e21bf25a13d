"""Guard against memorising: no trigger phrase of four words or more is found word for word in a situation we judge.

Trigger phrases (vocabulary `triggers`, `false_triggers`, `not_triggers`, value triggers; clause `keywords`) must
describe the floor's words in general, not copy a scenario or an incident: a phrase copied from a case measures memory,
not understanding. Compared after the matcher's normalisation: content words' stems (case, accents, elisions, numbers,
stop words and articles, light stemming) with synonyms read as their canonical form (engine.text.stems + thesaurus),
so "le donneur a retourné" and "Les donneurs ont retourné" agree, and "étale sa main" is one concept (the showdown).
"""

from __future__ import annotations

from engine.text import stems
from tests.cases import SCENARIOS, load, load_half

MIN_WORDS = 4  # content words


def words(text: str, thesaurus: dict | None = None) -> tuple:
    """Content stems as the trigger matcher reads them, articles "un/une" (read as 1) left out."""
    return tuple(s for s in stems(text, thesaurus) if s != "1")


def _phrases(kb, thesaurus) -> dict[tuple, str]:
    out: dict[tuple, str] = {}
    for doc in kb.extras.get("vocabulary-v1") or ():
        for f in doc["facts"]:
            lists = [f.get("triggers", ()), f.get("false_triggers", ()), f.get("not_triggers", ())]
            lists += [v.get("triggers", ()) for v in f.get("values", ())]
            for phrase in (p for lst in lists for p in lst):
                out.setdefault(words(phrase.replace("{n}", " "), thesaurus), f"vocabulaire {f['name']} : {phrase}")
    for clause in kb.clauses():
        for kw in clause.keywords:
            out.setdefault(words(kw, thesaurus), f"{clause.edition} §{clause.number} mot-clé : {kw}")
    return {k: v for k, v in out.items() if len(k) >= MIN_WORDS}


def copied(phrases: dict[tuple, str], says: list[str], thesaurus: dict | None = None, quote: bool = True) -> list[str]:
    """Each (phrase, case) pair where the phrase's words appear in a row in the case (`quote`: with the case's words;
    never for the held-out half, which nobody tuning the assistant may read)."""
    by_first: dict[str, list[tuple]] = {}
    for p in phrases:
        by_first.setdefault(p[0], []).append(p)
    found = []
    for say in says:
        toks = words(say, thesaurus)
        for i, t in enumerate(toks):
            for p in by_first.get(t, ()):
                if toks[i:i + len(p)] == p:
                    found.append(f"{phrases[p]}  ←  {say[:80]!r}" if quote else phrases[p])
    return found


def test_no_trigger_phrase_copies_a_case(kb):
    from engine.inference import model

    thesaurus = model(kb).thesaurus
    says = [c["say"] for _, c in load(SCENARIOS)] + [c["say"] for _, c in load_half("dev")]
    found = copied(_phrases(kb, thesaurus), says, thesaurus)
    assert not found, f"{len(found)} phrases copiées d'un cas :\n" + "\n".join(found)


def test_no_trigger_phrase_copies_a_held_out_incident(kb):
    """Same guard on the held-out half; the message names the phrase only, never the incident."""
    from engine.inference import model

    thesaurus = model(kb).thesaurus
    says = [c["say"] for _, c in load_half("heldout")]
    found = sorted(set(copied(_phrases(kb, thesaurus), says, thesaurus, quote=False)))
    assert not found, f"{len(found)} phrases trouvées mot pour mot dans un incident held-out :\n" + "\n".join(found)


def test_the_guard_finds_a_copy():
    phrases = {words("donneur retourne carte brûlée"): "x"}
    assert copied(phrases, ["Le donneur a retourné la carte brûlée"])
    assert not copied(phrases, ["le donneur a retourné une autre carte"])
