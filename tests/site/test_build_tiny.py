"""The site of a tiny rulebook: golden HTML, escaping, references, the single-write rule, the CLI."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.errors import RoptaError
from .sitecheck import broken_links, html_pages, scan

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "site-tiny" / "golden"


def test_golden_output(tiny_site):
    """Every page of the tiny site is byte for byte the reviewed copy (ROPTA_UPDATE_GOLDEN=1 rewrites it)."""
    built = {p.relative_to(tiny_site).as_posix(): p.read_text(encoding="utf-8") for p in html_pages(tiny_site)}
    if os.environ.get("ROPTA_UPDATE_GOLDEN"):
        for old in GOLDEN.rglob("*.html"):
            old.unlink()
        for rel, text in built.items():
            (GOLDEN / rel).parent.mkdir(parents=True, exist_ok=True)
            (GOLDEN / rel).write_text(text, encoding="utf-8")
    golden = {p.relative_to(GOLDEN).as_posix(): p.read_text(encoding="utf-8") for p in GOLDEN.rglob("*.html")}
    assert sorted(built) == sorted(golden)
    for rel in built:
        assert built[rel] == golden[rel], f"{rel} differs from tests/data/site-tiny/golden/{rel}"


def test_pages_of_the_tiny_site(tiny_site):
    for rel in ["index.html", "recherche/index.html", "mini-2024/index.html", "mini-2024/chapitre-1/index.html",
                "mini-2024/chapitre-2/index.html", "mini-2024/1.1/index.html", "mini-2024/2.2/index.html", "404.html",
                "static/site.css", "static/site.js"]:
        assert (tiny_site / rel).is_file(), rel


def test_markup_in_a_clause_is_shown_as_text(tiny_site):
    html = (tiny_site / "mini-2024" / "2.1" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html and "<i>balises" not in html and "<b>BALISES" not in html
    assert "&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; &amp; des &lt;i&gt;balises&lt;/i&gt;" in html
    assert "&lt;b&gt;BALISES&lt;/b&gt; &amp; « ESPERLUETTES »" in html
    text = "".join(scan(tiny_site / "mini-2024" / "2.1" / "index.html").text)
    assert '<script>alert("xss")</script> & des <i>balises</i> reste du texte' in text


def test_references_are_links_and_unresolved_ones_are_marked(tiny_site):
    one = (tiny_site / "mini-2024" / "1.1" / "index.html").read_text(encoding="utf-8")
    assert '<a class="ref" href="../../mini-2024/1.2/"' in one and '<a class="ref" href="../../mini-2024/2.1/"' in one
    two = (tiny_site / "mini-2024" / "1.2" / "index.html").read_text(encoding="utf-8")
    assert 'class="ref-broken" title="Erreur volontaire du jeu d&#x27;essai."' in two
    assert 'href="../../mini-2024/2.9/"' not in two
    # bullets spaced out in the source are one list; the line after a bullet stays in its item
    assert two.count("<ul class=\"bullets\" id=\"p") == 1
    assert "Elle est retournée par le donneur.<br>" in two


def test_no_broken_link_in_the_tiny_site(tiny_site):
    assert broken_links(tiny_site) == []


def test_writer_refuses_to_write_a_path_twice(tmp_path):
    from engine.publish.writer import SiteWriter

    w = SiteWriter(tmp_path / "out")
    w.prepare()
    w.write("a/index.html", "un", origin="page A")
    with pytest.raises(RoptaError, match="écrit deux fois"):
        w.write("a/index.html", "deux", origin="page B")
    with pytest.raises(RoptaError, match="hors du dossier"):
        w.write("../evil.html", "x")
    w.commit()
    assert (tmp_path / "out" / "a" / "index.html").read_text() == "un"


def test_build_refuses_a_folder_that_is_not_a_site(tmp_path, tiny_kb):
    from engine.publish import build_site

    (tmp_path / "mine.txt").write_text("à garder")
    with pytest.raises(RoptaError, match="pas un site ropta"):
        build_site(tiny_kb, tmp_path, search=False)
    assert (tmp_path / "mine.txt").read_text() == "à garder"


def test_rebuild_keeps_files_it_did_not_write(tmp_path, tiny_kb):
    from engine.publish import build_site

    out = tmp_path / "site"
    build_site(tiny_kb, out, search=False)
    (out / "stale").mkdir()
    (out / "stale" / "index.html").write_text("old")
    with pytest.raises(RoptaError, match="que ropta n'a pas écrits"):
        build_site(tiny_kb, out, search=False)
    assert (out / "stale" / "index.html").read_text() == "old" and (out / "index.html").is_file()


def test_two_pages_at_one_address_stop_the_build(tmp_path, tiny_kb):
    from engine.publish import build_site, context

    real = context._pages

    def twice(ctx):
        real(ctx)
        ctx.pages.append(ctx.pages[-1])

    context._pages, saved = twice, context._pages
    try:
        with pytest.raises(RoptaError, match="écrit deux fois"):
            build_site(tiny_kb, tmp_path / "site", search=False)
    finally:
        context._pages = saved


def test_cli_build_and_errors(ropta, tmp_path):
    code, out, err = ropta("site", "build", "--out", str(tmp_path / "s"), "--sans-recherche")
    assert code == 0, err
    assert out.startswith("Site construit : ") and "sans recherche" in out
    assert (tmp_path / "s" / "ropta-2019.03" / "6.3" / "index.html").is_file()
    (tmp_path / "f").write_text("x")
    code, out, err = ropta("site", "build", "--out", str(tmp_path / "f"))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    code, out, err = ropta("site", "serve", "--dir", str(tmp_path / "absent"))
    assert code == 2 and "ropta site build --out" in err


def test_without_pyodide_the_site_builds_and_says_so_in_one_line(ropta, tmp_path, monkeypatch):
    from engine.publish import assistant

    monkeypatch.setattr(assistant, "pyodide_dir", lambda: (None, "npm introuvable (essai)"))
    code, out, err = ropta("site", "build", "--out", str(tmp_path / "s"), "--sans-recherche")
    assert code == 0, err
    lines = out.strip().splitlines()
    assert lines[1] == "Site construit sans la page de l'assistant hors ligne : npm introuvable (essai)."
    assert not (tmp_path / "s" / "assistant").exists() and not (tmp_path / "s" / "pyodide").exists()
    assert "assistant/" not in (tmp_path / "s" / "index.html").read_text(encoding="utf-8")
    assert (tmp_path / "s" / "sw.js").is_file()  # still installable and offline
