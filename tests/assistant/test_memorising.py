"""Guard against memorising: no trigger phrase of four words or more is found word for word in a situation we judge.

Trigger phrases (vocabulary `triggers`, `false_triggers`, `not_triggers`, value triggers; clause `keywords`) must
describe the floor's words in general, not copy a scenario or an incident: a phrase copied from a case measures memory,
not understanding. Compared after the matcher's normalisation: content words' stems (case, accents, elisions, numbers,
stop words and articles, light stemming) with synonyms read as their canonical form (engine.text.stems + thesaurus),
so "le donneur a retourné" and "Les donneurs ont retourné" agree, and "étale sa main" is one concept (the showdown).
"""

from __future__ import annotations

from engine.text import stems
from tests.cases import SCENARIOS, load, load_half, synthetic

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


#: Phrases already in the vocabulary when tests/synthetic was written (2026-11-27), found in its invented situations
#: by coincidence: their writers read the rulebook only, never the vocabulary. Any other phrase found there fails.
BEFORE_SYNTHETIC = frozenset({
    'ropta-2019.03 §10.5 mot-clé : demander à voir la main du miseur',
    "ropta-2019.03 §2.3 mot-clé : joueur qui arrive d'une autre table",
    'ropta-2019.03 §2.5 mot-clé : était petite blinde au coup précédent',
    'ropta-2019.03 §4.2 mot-clé : ante payée par la grosse blinde',
    "ropta-2019.03 §5.3 mot-clé : carte face en l'air dans le paquet",
    'ropta-2019.03 §6.4 mot-clé : le joueur fait tomber sa carte',
    'ropta-2019.03 §6.5 mot-clé : cartes mélangées dans sa main',
    'ropta-2019.03 §6.6 mot-clé : le donneur laisse voir une carte',
    'ropta-2019.03 §6.7 mot-clé : fausse donne trop tard',
    'ropta-2019.03 §7.3 mot-clé : deux burns avant le flop',
    'ropta-2019.03 §7.3 mot-clé : oubli de brûler avant le flop',
    'ropta-2019.03 §7.4 mot-clé : turn retournée trop vite',
    'ropta-2019.03 §7.5 mot-clé : river retournée trop vite',
    'ropta-2019.03 §8.1 mot-clé : cartes cachées derrière les jetons',
    'ropta-2019.03 §9.19 mot-clé : si tu fais tapis je paye',
    'ropta-2019.03 §9.22 mot-clé : jette ses cartes au lieu de checker',
    'ropta-2019.03 §9.8 mot-clé : tapis plus la grosse blinde',
    'vocabulaire boxed_card : carte a l endroit dans le paquet',
    'vocabulaire boxed_card : face en l air dans le paquet',
    'vocabulaire boxed_card : face visible au milieu du paquet',
    'vocabulaire call_and_raise : grosse blinde paie {n} relance {n}',
    'vocabulaire cards_exposed : retourne ses cartes face visible',
    'vocabulaire chips_placed : pose un jeton sur ses cartes',
    'vocabulaire conditional : si tu fais tapis',
    'vocabulaire dead_card_mixed : sait plus quelle carte',
    'vocabulaire declaration : dit apres coup qu il voulait',
    'vocabulaire declaration : dit payer le buy in',
    'vocabulaire eliminated_together : elimines dans le meme coup',
    'vocabulaire eliminated_together : sortent sur le meme coup',
    'vocabulaire hand_exposed : cartes face visible au milieu',
    'vocabulaire hand_tabled : carte part face visible',
    'vocabulaire heads_up_deal : premiere carte pour la grosse blinde',
    'vocabulaire late_declaration : apres avoir pose ses jetons',
    'vocabulaire mucked_by : ramasse avec les autres cartes',
    'vocabulaire no_more_betting : plus personne ne peut miser',
    'vocabulaire nuts_check : check la river avec les nuts',
    'vocabulaire one_card_shown : garde l autre face cachee',
    'vocabulaire own_cards_hidden : met ses cartes dans sa poche',
    'vocabulaire own_turn : pendant que reflechit face a un tapis',
    'vocabulaire phone : telephone pose sur ses cartes',
    'vocabulaire premature : faire retourner les mains avant le flop',
    'vocabulaire shuffle : le meme joueur melange et coupe',
    'vocabulaire won_uncalled : adversaire se couche sur sa mise',
})


def test_no_new_trigger_phrase_copies_an_invented_situation(kb):
    """The invented situations gauge unseen cases: a trigger copied from one (either half) would measure memory.
    The message names the phrase only."""
    from engine.inference import model

    thesaurus = model(kb).thesaurus
    says = [c["say"] for half in ("dev", "reserve") for _, c in synthetic(half)]
    found = sorted(set(copied(_phrases(kb, thesaurus), says, thesaurus, quote=False)) - BEFORE_SYNTHETIC)
    assert not found, f"{len(found)} phrases trouvées mot pour mot dans une situation inventée :\n" + "\n".join(found)


def test_the_guard_finds_a_copy():
    phrases = {words("donneur retourne carte brûlée"): "x"}
    assert copied(phrases, ["Le donneur a retourné la carte brûlée"])
    assert not copied(phrases, ["le donneur a retourné une autre carte"])
