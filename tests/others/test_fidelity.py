"""Verbatim fidelity: the encoded words of each other rulebook cover, in order, at least 99% of its seed's words."""

from __future__ import annotations

import pytest

from .helpers import coverage, encoded_words, seeds_dir, words

EDITIONS = {
    "chevaliers": "chevaliers-reglements-sommaires.txt",
    "reglements-generaux": "poker-reglements-generaux.txt",
    "ultimate-texas-holdem": "ultimate-texas-holdem.txt",
}


@pytest.mark.parametrize("edition,seed", sorted(EDITIONS.items()))
def test_encoded_words_cover_the_seed(kb, edition, seed):
    source = words((seeds_dir() / seed).read_text(encoding="utf-8"))
    encoded = encoded_words(kb, edition)
    assert coverage(source, encoded) >= 0.99
    # nothing invented: the encoded stream is (almost) only the seed's words
    assert coverage(encoded, source) >= 0.99


@pytest.mark.parametrize("edition,seed", sorted(EDITIONS.items()))
def test_every_clause_text_is_a_verbatim_slice_of_the_seed(kb, edition, seed):
    source = (seeds_dir() / seed).read_text(encoding="utf-8")
    for clause in kb.clauses(edition):
        for line in clause.text.splitlines():
            if line.strip():
                assert line in source, f"{clause.key}: ligne absente de la source : {line[:80]!r}"


def test_coverage_detects_a_paraphrase():
    seed = words("Toute mise d'ouverture avant ou après le flop doit être au moins égale au gros blind en cours.")
    assert coverage(seed, seed) == 1.0
    assert coverage(seed, words("Une mise d'ouverture vaut au minimum la grosse blinde.")) < 0.5
