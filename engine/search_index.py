"""The full-text index, built once per knowledge base: whoosh with French analysis, exported as a plain BM25 table."""

from __future__ import annotations

from whoosh.analysis import Filter

from .search import FIELDS_A, FIELDS_B, searchable
from .text import STOPWORDS, fold


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

    Queries then cost a few dict look-ups and array reads (the assistant answers as the floor types: p95 <= 5 ms),
    and a warm start
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
    return {"keys": keys, "a": _compact(tables["a"]), "b": _compact(tables["b"])}


def _compact(table: dict) -> tuple:
    """(term -> start << 16 | count, doc numbers, weights): two flat arrays load ~15x faster than tuples of pairs."""
    from array import array

    docs, weights, index = array("H"), array("f"), {}
    for term, row in table.items():
        index[term] = len(docs) << 16 | len(row)
        docs.extend(row.keys())
        weights.extend(row.values())
    return index, docs, weights


