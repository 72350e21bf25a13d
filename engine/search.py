"""Full-text search over every clause of every edition: a whoosh index with French analysis, built once, cached."""

from __future__ import annotations

from pathlib import Path

from whoosh.analysis import Filter

from .text import NEG, STOPWORDS, fold, stream

# Two analysed forms of the same words, because stem-then-fold gives a different stem to about a quarter of the
# accented words typed without accents ("retournée" / "retournee"):
#   a_* : fold, then our light French stemmer (accent-blind by construction: the query side does the same);
#   b_* : whoosh's Snowball French stemmer on the accented word, then fold (better stems when accents are typed).
FIELDS_A = {"a_title": 2.5, "a_kw": 2.0, "a_body": 1.0, "a_facts": 0.8}
FIELDS_B = {"b_title": 1.5, "b_body": 0.7}

_STATE: dict = {}


class Fold(Filter):
    """Remove accents after stemming."""

    def __call__(self, tokens):
        for t in tokens:
            t.text = fold(t.text)
            yield t


def analyzers():
    """(fold-then-stem analyzer, stem-then-fold analyzer), built from whoosh parts."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter

    tok = RegexTokenizer(r"\w+")
    a = RegexTokenizer(r"\S+")  # the a_* fields are given pre-analysed (engine.text.stems, thesaurus applied)
    stops = STOPWORDS | {fold(w) for w in ("été", "à", "où")}
    b = tok | LowercaseFilter() | StopFilter(stoplist=stops, minsize=2) | StemFilter(lang="fr") | Fold()
    return a, b


def searchable(kb):
    """The clauses searched: every edition except derived copies (their clauses are their base's)."""
    for ed in kb.editions.values():
        if ed.kind == "derived":
            continue
        yield from ed.clauses


def build_index(kb) -> dict:
    """Index every searchable clause in memory and return the index files (bytes) to cache."""
    from whoosh.fields import ID, TEXT, Schema
    from whoosh.filedb.filestore import RamStorage

    from .inference import model
    from .text import stems

    thesaurus = model(kb).thesaurus  # the index reads synonyms as the queries do
    a, b = analyzers()

    def pre(text: str) -> str:  # sentence by sentence: stems() bounds its input (a query), a clause is longer
        import re

        return " ".join(w for part in re.split(r"(?<=[.;:!?])\s+|\n+", text) for w in stems(part, thesaurus))

    schema = Schema(key=ID(stored=True, unique=True), edition=ID(stored=True),
                    a_title=TEXT(analyzer=a), a_kw=TEXT(analyzer=a), a_body=TEXT(analyzer=a), a_facts=TEXT(analyzer=a),
                    b_title=TEXT(analyzer=b), b_body=TEXT(analyzer=b))
    storage = RamStorage()
    ix = storage.create_index(schema)
    writer = ix.writer()
    phrases = fact_phrases(kb)
    for c in searchable(kb):
        rules = " ".join(r["then"]["summary"] for r in c.rules)
        kw = " ".join(c.keywords)
        body = "\n".join(x for x in (c.text, c.summary or "", rules) if x)
        expansion = " ; ".join(p for r in c.rules for name, cond in (r.get("when") or {}).items()
                               for p in phrases(name, cond))
        writer.add_document(key=f"{c.edition}:{c.id}", edition=c.edition, a_title=pre(c.title), a_kw=pre(kw),
                            a_body=pre(body), a_facts=pre(expansion),
                            b_title=c.title, b_body=body + "\n" + kw)
    writer.commit()
    return dict(storage.files)


def fact_phrases(kb):
    """phrases(fact, condition): the vocabulary's words for a fact a rule relies on (indexed with the clause, so
    that the floor's words find it even when the fact itself is not recognised)."""
    facts = {f["name"]: f for doc in kb.extras.get("vocabulary-v1") or () for f in doc["facts"]}

    def phrases(name, cond):
        f = facts.get(name)
        if f is None or f.get("weight", 1) < 1 or cond is False:
            return []
        out = [p.replace("{n}", "") for p in f.get("triggers", ())]
        wanted = cond if isinstance(cond, (list, tuple)) else [cond]
        for v in f.get("values", ()):
            if v["value"] in wanted or isinstance(cond, dict):
                out += [p.replace("{n}", "") for p in v.get("triggers", ())]
        return out

    return phrases


def build_table(kb) -> dict:
    """Build the whoosh index, then export its BM25 weights as a plain table (term -> [(doc, weight)]).

    Queries then cost a few dict look-ups (the assistant answers as the floor types: p95 <= 5 ms), and a warm start
    reads this table from the cache without importing whoosh's index machinery at all.
    """
    import math

    from whoosh.filedb.filestore import RamStorage

    files = build_index(kb)
    storage = RamStorage()
    storage.files = files
    ix = storage.open_index()
    keys: list[str] = []
    tables: dict[str, dict[str, dict[int, float]]] = {"a": {}, "b": {}}
    k1, b = 1.2, 0.6
    with ix.reader() as reader:
        n_docs = reader.doc_count()
        keys = [fields["key"] for _, fields in reader.iter_docs()]
        for form, fields in (("a", FIELDS_A), ("b", FIELDS_B)):
            table = tables[form]
            for field, boost in fields.items():
                avg = (reader.field_length(field) / max(n_docs, 1)) or 1.0
                for term in reader.field_terms(field):
                    df = reader.doc_frequency(field, term)
                    idf = math.log(1 + (n_docs - df + 0.5) / (df + 0.5))
                    postings = reader.postings(field, term)
                    for docnum, tf in postings.items_as("weight"):
                        dl = reader.doc_field_length(docnum, field) or 1
                        w = boost * idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avg))
                        row = table.setdefault(term, {})
                        row[docnum] = row.get(docnum, 0.0) + w
    return {"keys": keys, "a": {t: tuple(r.items()) for t, r in tables["a"].items()},
            "b": {t: tuple(r.items()) for t, r in tables["b"].items()}}


def table(kb) -> dict:
    """The search table of this knowledge base (from the cache; built on a miss)."""
    state = _STATE.get("table")
    if state is None or state[0] is not kb:
        from .cache import cached

        state = (kb, cached("search", Path(kb.root), lambda: build_table(kb)))
        _STATE["table"] = state
    return state[1]


_STEMMER = []
_B_CACHE: dict[str, str] = {}


def b_terms(text: str) -> set[str]:
    """Query terms of the b form: whoosh's Snowball French stem of each (accented) word, then fold."""
    import re

    if not _STEMMER:
        from whoosh.lang.snowball.french import FrenchStemmer

        _STEMMER.append(FrenchStemmer().stem)
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


def search(kb, text: str, *, limit: int = 30, a_terms=None) -> dict[str, float]:
    """Scores of the clauses matching `text` ("edition:id" -> score, normalised so the best is 1.0)."""
    tab = table(kb)
    scores: dict[int, float] = {}
    if a_terms is None:
        from .inference import model

        a_terms = [s for s in stream(text, model(kb).thesaurus) if s != NEG]
    terms_a = set(a_terms)
    for form, terms in (("a", terms_a), ("b", b_terms(text))):
        postings = tab[form]
        for term in terms:
            for doc, w in postings.get(term, ()):
                scores[doc] = scores.get(doc, 0.0) + w
    if not scores:
        return {}
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])[:limit]
    best = ranked[0][1]
    keys = tab["keys"]
    return {keys[d]: s / best for d, s in ranked}


def reset() -> None:
    """Forget the loaded table (tests that rebuild the knowledge base)."""
    _STATE.clear()
