"""Full-text search over every clause of every edition: BM25 weights from a whoosh index (engine.search_index), cached;
a query costs a few dict look-ups."""

from __future__ import annotations

from operator import itemgetter

from .text import STOPWORDS, fold, search_terms, stream

# Two analysed forms of the same words, because stem-then-fold gives a different stem to about a quarter of the
# accented words typed without accents ("retournée" / "retournee"):
#   a_* : fold, then our light French stemmer (accent-blind by construction: the query side does the same);
#   b_* : whoosh's Snowball French stemmer on the accented word, then fold (better stems when accents are typed).
FIELDS_A = {"a_title": 2.5, "a_kw": 2.0, "a_body": 1.0, "a_facts": 0.8}
FIELDS_B = {"b_title": 1.5, "b_body": 0.7}

_STATE: dict = {}


def searchable(kb):
    """The clauses searched: every edition except derived copies (their clauses are their base's)."""
    for ed in kb.editions.values():
        if ed.kind == "derived":
            continue
        yield from ed.clauses


def table(kb) -> dict:
    """The search table of this knowledge base (from the cache; built on a miss)."""
    state = _STATE.get("table")
    if state is None or state[0] is not kb:
        from .cache import cached_for

        def build():
            from .search_index import build_table  # whoosh is imported only to build the table

            return build_table(kb)

        state = (kb, cached_for(kb, "search", build))
        _STATE["table"] = state
    return state[1]


_STEMMER = []
_B_CACHE: dict[str, str] = {}
_SNOWBALL = "_ropta_whoosh_snowball"  # private name of whoosh's snowball folder, loaded without its __init__


def french_stemmer():
    """The `stem` method of whoosh's Snowball French stemmer (the one the index was built with), loaded alone.

    `whoosh.lang.snowball`'s package __init__ imports the stemmers of fifteen languages (a few ms of every cold
    `ropta ask`); here its folder is mounted as a private package whose __init__ is never run, and only `bases.py`
    and `french.py` are executed. The code is whoosh's own, so the stems are the same (tests/unit/test_search_stemmer.py);
    if the layout ever differs, the ordinary import is used.
    """
    import sys

    try:
        pkg = sys.modules.get(_SNOWBALL)
        if pkg is None:
            import importlib.util
            import types

            spec = importlib.util.find_spec("whoosh")  # finds the folder; whoosh's own __init__ is not run
            folder = spec.submodule_search_locations[0] + "/lang/snowball"
            pkg = types.ModuleType(_SNOWBALL)
            pkg.__path__ = [folder]
            sys.modules[_SNOWBALL] = pkg
        from importlib import import_module

        stemmer = import_module(f"{_SNOWBALL}.french").FrenchStemmer
    except (ImportError, AttributeError, TypeError, IndexError):
        sys.modules.pop(_SNOWBALL, None)
        from whoosh.lang.snowball.french import FrenchStemmer as stemmer
    return stemmer().stem


def b_terms(text: str) -> set[str]:
    """Query terms of the b form: whoosh's Snowball French stem of each (accented) word, then fold."""
    import re

    if not _STEMMER:
        _STEMMER.append(french_stemmer())
    stemmer = _STEMMER[0]
    out = set()
    for w in re.findall(r"\w+", text.lower()):
        got = _B_CACHE.get(w)
        if got is None:
            got = "" if len(w) < 2 or fold(w) in STOPWORDS else fold(stemmer(w))
            if len(_B_CACHE) < 100000:
                _B_CACHE[w] = got
        if got:
            out.add(got)
    return out


def clause_share(kb, term: str) -> float:
    """Share of the indexed clauses whose analysed fields hold `term` (a stem of `engine.text.stems`): how rare a word
    is in the rulebooks (0 when unknown)."""
    tab = table(kb)
    return (tab["a"][0].get(term, 0) & 0xFFFF) / max(1, len(tab["keys"]))  # the count of `search_index._compact`


def search(kb, text: str, *, limit: int = 30, a_terms=None) -> dict[str, float]:
    """Scores of the clauses matching `text` ("edition:id" -> score, normalised so the best is 1.0)."""
    tab = table(kb)
    scores: dict[int, float] = {}
    if a_terms is None:
        from .inference import model

        a_terms = search_terms(stream(text, model(kb).thesaurus))
    terms_a = set(a_terms)
    got = scores.get
    for form, terms in (("a", terms_a), ("b", b_terms(text))):
        index, docs, weights = tab[form]
        for term in terms:
            code = index.get(term)
            if code is None:
                continue
            start = code >> 16
            end = start + (code & 0xFFFF)
            for d, weight in zip(docs[start:end], weights[start:end]):  # a term's postings, read as two slices
                scores[d] = got(d, 0.0) + weight
    if not scores:
        return {}
    ranked = sorted(scores.items(), key=itemgetter(1), reverse=True)[:limit]  # stable: equal scores as before
    best = ranked[0][1]
    keys = tab["keys"]
    return {keys[d]: s / best for d, s in ranked}


def reset() -> None:
    """Forget the loaded table (tests that rebuild the knowledge base)."""
    _STATE.clear()
