"""The project's whole site: every section has its page and anchor, no broken link, search index, honesty lines."""

from __future__ import annotations

import re

import pytest
from markupsafe import escape

from engine.publish.context import NOT_FULL_2023
from .sitecheck import broken_links, html_pages, scan


def test_every_ropta_section_has_its_page_and_anchor(kb, real_site):
    ed = kb.edition("ropta-2019.03")
    assert len(ed.clauses) == 94
    for c in ed.clauses:
        page = real_site / "ropta-2019.03" / c.number / "index.html"
        assert page.is_file(), c.number
        assert f"§{c.number}</span> {escape(c.title)}</h1>" in page.read_text(encoding="utf-8")
        chapter = next(ch for ch in ed.chapters if ch.id == c.chapter)
        assert c.id in scan(real_site / "ropta-2019.03" / f"chapitre-{chapter.number}" / "index.html").ids


def test_no_broken_link_and_nothing_external(real_site):
    assert broken_links(real_site) == []


def test_every_section_mark_is_a_link(kb, real_site):
    """Each "§x.y" of a 2019.03 text is a link, except the source's own slips, shown as unresolved."""
    for c in kb.clauses("ropta-2019.03"):
        html = (real_site / "ropta-2019.03" / c.number / "index.html").read_text(encoding="utf-8")
        body = html[html.index('class="text official"'):html.index("</article>")]
        marks = re.findall(r"§\s?\d+(?:\.\d+)*", c.text)
        linked = re.findall(r'<a class="ref" [^>]*>(§[^<]+)</a>', body)
        broken = re.findall(r'<span class="ref-broken" [^>]*>(§[^<]+)<', body)
        assert sorted(marks) == sorted(linked + broken), c.number
        unresolved = {r.label for r in c.refs if r.target is None}
        assert set(broken) <= unresolved, c.number
    nine_eight = (real_site / "ropta-2019.03" / "9.8" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../ropta-2019.03/9.20/"' not in nine_eight  # "§9.20 Relance bloquée" is the source's slip


def test_search_index_is_french_and_covers_each_section(kb, real_site):
    bundle = real_site / "pagefind"
    assert (bundle / "pagefind-ui.js").is_file() and (bundle / "pagefind.js").is_file()
    assert list(bundle.glob("pagefind.fr*.pf_meta")) and (bundle / "wasm.fr.pagefind").is_file()
    entry = (bundle / "pagefind-entry.json").read_text(encoding="utf-8")
    indexed = int(re.search(r'"fr":\{[^}]*"page_count":(\d+)', entry).group(1))
    assert indexed == sum(len(e.clauses) for e in kb.editions.values())


def test_pages_are_accessible_by_structure(real_site):
    for page in html_pages(real_site):
        s = scan(page)
        rel = page.relative_to(real_site)
        assert s.lang == "fr", rel
        assert s.headings and s.headings[0] == 1 and s.headings.count(1) == 1, rel
        for before, after in zip(s.headings, s.headings[1:]):
            assert after <= before + 1, f"{rel}: h{before} puis h{after}"
        for landmark in ("header", "nav", "main", "footer"):
            assert landmark in s.tags, f"{rel}: pas de <{landmark}>"
        assert s.tags.count("main") == 1, rel


def test_2023_views_say_the_full_text_is_not_here(real_site):
    checked = 0
    for page in html_pages(real_site):
        rel = page.relative_to(real_site).as_posix()
        html = page.read_text(encoding="utf-8")
        if rel.startswith(("ropta-2023.10/", "annex-2023-10/", "differences/")) or 'class="changed"' in html:
            assert NOT_FULL_2023.replace("'", "&#39;") in html or NOT_FULL_2023 in html, rel
            checked += 1
    assert checked


def test_diff_page(real_site):
    page = real_site / "differences" / "ropta-2019.03-ropta-2023.10" / "index.html"
    assert page.is_file()
    html = page.read_text(encoding="utf-8")
    assert "Différences ROPTA 2019.03 → ROPTA 2023.10" in html
    assert 'class="change kind-' in html
    if '<ins class="redline-ins">' in html.split("Légende")[1].split("</p>", 1)[1]:
        assert '<span class="mk">[+ </span>' in html and '<span class="mk">[− </span>' in html


def test_tda_page(real_site):
    html = (real_site / "tda" / "index.html").read_text(encoding="utf-8")
    assert '<table class="concordance" id="tda-table">' in html
    assert 'data-kind="constatee"' in html and "Non officiel" in html
    assert 'href="../ropta-2019.03/6.3/"' in html


def test_every_edition_and_every_clause_has_its_page(kb, real_site):
    """The annex, the derived 2023.10, the TDA reference and the other rulebooks are all published."""
    from engine.publish.context import path_segment

    for ed in kb.editions.values():
        assert (real_site / ed.id / "index.html").is_file(), ed.id
        for c in ed.clauses:
            assert (real_site / ed.id / path_segment(c.number, c.id) / "index.html").is_file(), f"{ed.id} {c.number}"
    home = (real_site / "index.html").read_text(encoding="utf-8")
    for ed in kb.editions.values():
        assert f'href="./{ed.id}/"' in home and f'<time datetime="{ed.date}">' in home, ed.id


def test_structured_tables_are_rendered(kb, real_site):
    from engine.export import clause_json
    from engine.publish.context import path_segment

    with_tables = [c for c in kb.clauses() if clause_json(kb, c).get("tables")]
    assert with_tables
    c = with_tables[0]
    html = (real_site / c.edition / path_segment(c.number, c.id) / "index.html").read_text(encoding="utf-8")
    assert '<table class="data-table"' in html and "qui seul fait foi" in html


def test_section_pages_quote_the_words_each_decision_applies(kb, real_site):
    """Under each of our decisions, the words of the text the rule encodes (its `source`), verbatim."""
    from engine.publish.context import path_segment
    from engine.rulecheck import excerpts

    c = kb.clause("ropta-2019.03", "6.3")
    html = (real_site / c.edition / path_segment(c.number, c.id) / "index.html").read_text(encoding="utf-8")
    words = " ".join(excerpts(c.rules[0])[0].split())
    assert "Le texte appliqué : <q>" in html and str(escape(words)) in html
