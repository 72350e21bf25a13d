"""ROPTA 2019.03 as encoded: every section present, text faithful to the seed, references resolved."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from ..conftest import SEEDS

ED = "ropta-2019.03"
SECTIONS_PER_CHAPTER = {1: 10, 2: 7, 3: 7, 4: 4, 5: 4, 6: 8, 7: 8, 8: 6, 9: 23, 10: 10, 11: 7}


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def test_all_94_sections_in_order(kb):
    numbers = [c.number for c in kb.clauses(ED)]
    expected = [f"{ch}.{i}" for ch, n in SECTIONS_PER_CHAPTER.items() for i in range(1, n + 1)]
    assert numbers == expected
    assert len(numbers) == 94


def test_eleven_chapters_with_titles(kb):
    ed = kb.edition(ED)
    assert [ch.number for ch in ed.chapters] == [str(i) for i in range(1, 12)]
    assert ed.chapters[5].title == "ERREUR LORS DE LA DONNE INITIALE"
    assert ed.chapters[10].text.startswith("Les fautes de jeu peuvent influencer")
    assert all(len(ch.clause_ids) == SECTIONS_PER_CHAPTER[int(ch.number)] for ch in ed.chapters)


def test_numbering_flaw_922_is_open_muck(kb):
    c922 = kb.clause(ED, "9.22")
    assert c922.id == "open-muck"
    assert c922.text.startswith("Il est interdit de jeter ses cartes pendant un tour de mise")
    c921 = kb.clause(ED, "9.21")
    assert "Le joueur C fait tapis pour 400" in c921.text, "the examples printed under « 9.22 » belong to 9.21"
    assert "9.22" not in c921.text
    assert any(n.kind == "source-flaw" for n in c921.notes)


def test_text_fidelity_against_seed(kb):
    """The encoded words, in order, cover at least 99% of the seed's words (and add nothing of ours)."""
    seed = (SEEDS / "ropta-2019.03.txt").read_text(encoding="utf-8")
    body = seed[seed.index("PRESENTATION") + len("PRESENTATION"):]
    body = body[: body.rindex("règlement officiel 2020")]
    ed = kb.edition(ED)
    parts = [ed.preamble]
    for ch in ed.chapters:
        parts += [ch.number, ch.title, ch.text]
        for cid in ch.clause_ids:
            c = kb.clause(ED, cid)
            parts += [] if c.number == "9.22" else [c.number]
            parts += [c.title, c.text]
    seed_words, ours = words(body), words("\n".join(parts))
    matcher = SequenceMatcher(None, seed_words, ours, autojunk=False)
    common = sum(b.size for b in matcher.get_matching_blocks())
    assert common / len(seed_words) >= 0.99, f"seed coverage {common / len(seed_words):.4f}"
    assert common / len(ours) >= 0.99, f"words not from the seed: {1 - common / len(ours):.4f}"


def test_each_clause_text_is_a_verbatim_excerpt(kb):
    seed = (SEEDS / "ropta-2019.03.txt").read_text(encoding="utf-8")
    for c in kb.clauses(ED):
        for paragraph in c.text.split("\n\n"):
            assert paragraph.strip() in seed, f"{c.number}: paragraph not in the seed: {paragraph[:60]!r}"


def test_references_resolve_or_are_the_sources_errors(kb):
    refs = [(c.number, r) for c in kb.clauses(ED) for r in c.refs]
    unresolved = [(n, r.label) for n, r in refs if not r.resolved]
    assert unresolved == [("9.8", "§9.20")]
    resolved = {(n, kb.resolve(kb.clause(ED, n), r).number) for n, r in refs if r.resolved}
    assert ("6.4", "6.7") not in resolved
    for pair in [("5.4", "10.9"), ("6.1", "6.3"), ("9.3", "6.7"), ("9.5", "9.10"), ("11.1", "9.22"),
                 ("7.5", "7.1"), ("7.5", "7.3"), ("7.5", "7.5"), ("2.3", "6.7"), ("9.20", "1.1")]:
        assert pair in resolved, pair


def test_every_reference_in_the_text_is_recorded(kb):
    """Each « §x.y » / « règle x.y » of a text has a ref with that label."""
    for c in kb.clauses(ED):
        mentioned = set(re.findall(r"(?:§|règle )\s*(\d+\.\d+)", c.text))
        recorded = {m for r in c.refs for m in re.findall(r"(\d+\.\d+)", r.label)}
        assert mentioned <= recorded, (c.number, mentioned - recorded)


def test_ids_are_stable_slugs(kb):
    ids = [c.id for c in kb.clauses(ED)]
    assert len(set(ids)) == 94
    assert kb.clause(ED, "cartes-retournees").number == "6.3"
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i) for i in ids)


def test_check_is_clean_with_only_the_sources_warnings(ropta):
    code, out, err = ropta("check")
    assert code == 0, err
    assert "OK" in out and "ropta-2019.03 (94 sections)" in out
