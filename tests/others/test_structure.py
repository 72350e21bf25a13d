"""The three other rulebooks: numbering, ids, titles, references, keywords, tables and their JSON views."""

from __future__ import annotations

import json

import pytest

from .helpers import seeds_dir

OTHERS = ["chevaliers", "reglements-generaux", "ultimate-texas-holdem"]
ANNEX_IDS = {"avant-propos", "historique", "nouveautes-2023-09", "nouveautes-2023-10", "divergences-tda",
             "divergence-presence-a-la-table", "divergence-nouvelle-main-nouveau-niveau", "divergence-pas-de-revelation",
             "questions-classiques", "question-ordre-d-abattage", "question-color-up-et-chip-race", "autres-questions",
             "question-mauvaise-lecture", "question-absence-d-un-joueur", "question-spectateurs",
             "question-departage-meme-tapis", "question-ajouts-jetons-grosse-blinde", "question-abandon-de-stack",
             "question-angle-shoot"}


@pytest.mark.parametrize("edition", OTHERS)
def test_edition_says_how_it_is_numbered(kb, edition):
    ed = kb.edition(edition)
    assert "ordre" in ed.meta["numbering"] and "non officielle" in ed.meta["numbering"]
    assert ed.meta["keywords"]
    assert ed.kind == "rulebook"


@pytest.mark.parametrize("edition", OTHERS)
def test_numbers_follow_heading_order(kb, edition):
    ed = kb.edition(edition)
    if ed.chapters:
        for n, ch in enumerate(ed.chapters, 1):
            assert ch.number == str(n)
            numbers = [kb.find(edition, cid).number for cid in ch.clause_ids]
            assert numbers == [f"{n}.{k}" for k in range(1, len(numbers) + 1)]
    else:
        assert [c.number for c in ed.clauses] == [str(k) for k in range(1, len(ed.clauses) + 1)]


@pytest.mark.parametrize("edition", OTHERS)
def test_titles_are_headings_of_the_source(kb, edition):
    source = (seeds_dir() / kb.edition(edition).source_file).read_text(encoding="utf-8")
    for c in kb.clauses(edition):
        assert c.title in source, f"{c.key}: titre absent de la source : {c.title!r}"
    for ch in kb.edition(edition).chapters:
        assert ch.title in source


def test_ids_do_not_collide_with_ropta_or_annex_ids(kb):
    ropta = {c.id for c in kb.clauses("ropta-2019.03")} | {ch.id for ch in kb.edition("ropta-2019.03").chapters}
    taken = ropta | ANNEX_IDS
    seen = set()
    for edition in OTHERS:
        ids = {c.id for c in kb.clauses(edition)} | {ch.id for ch in kb.edition(edition).chapters}
        assert not ids & taken, sorted(ids & taken)
        assert not ids & seen, sorted(ids & seen)
        seen |= ids


def test_general_rules_are_split_by_their_headings(kb):
    wanted = {"rudiments", "valeur-des-mains", "limiter-les-enjeux", "paris-non-reglementaires", "preliminaires",
              "poker-ferme", "variantes-du-poker-ferme", "poker-bas", "poker-ouvert", "poker-high-and-low",
              "maldonne-poker-ferme", "maldonne-poker-ouvert", "amendes", "etiquette-du-poker", "cartes-passe-partout"}
    ids = {c.id for c in kb.clauses("reglements-generaux")} | {ch.id for ch in kb.edition("reglements-generaux").chapters}
    assert wanted <= ids
    assert len(list(kb.clauses("reglements-generaux"))) >= 50


@pytest.mark.parametrize("edition", OTHERS)
def test_every_clause_has_our_keywords_and_summary(kb, edition):
    for c in kb.clauses(edition):
        assert len(c.keywords) >= 2, c.key
        assert c.summary, c.key


@pytest.mark.parametrize("edition", OTHERS)
def test_reference_labels_are_words_of_the_text(kb, edition):
    for c in kb.clauses(edition):
        for ref in c.refs:
            assert ref.label in c.text, (c.key, ref.label)
            assert kb.resolve(c, ref) is not None


def test_uth_presentation_and_regulation_tables_agree(kb):
    def pays(clause_id, table_id):
        (t,) = [t for t in kb.clause("ultimate-texas-holdem", clause_id).extra["tables"] if t["id"] == table_id]
        return {r["hand"]: tuple(r["pays"]) for r in t["rows"]}

    assert pays("tableaux-de-paiement-ultimate-poker", "blinde") == pays("article-55-20", "blind")
    assert pays("tableaux-de-paiement-ultimate-poker", "trips") == pays("article-55-20", "trips")
    assert pays("article-55-20", "blind")["couleur"] == (3, 2)


def test_table_labels_are_words_of_the_text(kb):
    for edition in OTHERS:
        for c in kb.clauses(edition):
            for t in c.extra.get("tables", ()):
                for row in t["rows"]:
                    if t["kind"] == "payout" or (t["kind"] == "limits" and "street" not in row):
                        assert row["label"] in c.text, (c.key, row["label"])


@pytest.mark.parametrize("edition", OTHERS)
def test_show_json_lists_every_clause_with_full_text(ropta, kb, edition):
    code, out, err = ropta("show", edition, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [d["id"] for d in data] == [c.id for c in kb.clauses(edition)]
    assert all(d["text"] and d["rulebook"] == edition for d in data)
    assert all(isinstance(d["compare"], list) and isinstance(d["tables"], list) for d in data)


def test_show_unknown_edition_is_one_line_exit_2(ropta):
    code, out, err = ropta("show", "chevalier")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "chevaliers" in err
