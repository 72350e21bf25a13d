"""The real site for the floor's phone: offline assistant files, service worker and manifest, search metadata,
section pages (our reading first, folded extras, paragraph links, glossary), printable editions, relative 404."""

from __future__ import annotations

import json
import re
import zipfile

from .sitecheck import scan


def test_assistant_ships_pyodide_the_engine_and_the_snapshot(assistant_site):
    for name in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (assistant_site / "pyodide" / name).is_file(), name
    names = zipfile.ZipFile(assistant_site / "assistant" / "engine.zip").namelist()
    assert "engine/inference.py" in names and "engine/snapshot.py" in names and "whoosh/analysis/__init__.py" in names
    assert not any(n.startswith(("engine/publish/", "engine/commands/")) for n in names)  # the browser never builds
    snap = json.loads((assistant_site / "assistant" / "base.json").read_text(encoding="utf-8"))
    assert snap["format"] == "ropta-assistant-snapshot-1"
    html = (assistant_site / "assistant" / "index.html").read_text(encoding="utf-8")
    assert 'id="situation"' in html and 'id="confiance"' in html
    assert "https://" not in html and "http://" not in html  # nothing fetched from another host


def test_service_worker_caches_every_file_and_the_manifest_is_relative(real_site):
    sw = (real_site / "sw.js").read_text(encoding="utf-8")
    files = json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    assert "./" in files and "ropta-2019.03/6.3/" in files and "static/site.css" in files
    assert any(f.startswith("pagefind/") for f in files)  # search offline too
    on_disk = {p.relative_to(real_site).as_posix() for p in real_site.rglob("*") if p.is_file()}
    as_files = {"index.html" if f == "./" else (f + "index.html" if f.endswith("/") else f) for f in files}
    assert on_disk - as_files == {"sw.js", ".ropta-site"}
    manifest = json.loads((real_site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for icon in manifest["icons"]:
        assert (real_site / icon["src"]).is_file()
    assert '<link rel="manifest" href="../../manifest.webmanifest">' in \
        (real_site / "ropta-2019.03" / "6.3" / "index.html").read_text(encoding="utf-8")


def _meta(html: str) -> dict:
    return dict(m.split(":", 1) for m in re.findall(r'data-pagefind-meta="([^"]*)"', html))


def test_search_metadata_names_edition_and_drops_unchanged_copies(real_site):
    in_force = _meta((real_site / "ropta-2023.10" / "6.3" / "index.html").read_text(encoding="utf-8"))
    assert in_force["edition"] == "ROPTA 2023.10 (en vigueur)" and in_force["tier"] == "0"
    old = _meta((real_site / "ropta-2019.03" / "6.3" / "index.html").read_text(encoding="utf-8"))
    assert old["tier"] == "1" and old["same_as"] == "ropta-2023.10/6.3/"  # unchanged: listed once, in force
    changed = _meta((real_site / "ropta-2019.03" / "7.4" / "index.html").read_text(encoding="utf-8"))
    assert "same_as" not in changed  # modified in 2023.09: both texts are listed
    club = _meta((real_site / "chevaliers" / "1.1" / "index.html").read_text(encoding="utf-8"))
    assert club["tier"] == "2"
    numbers = (real_site / "recherche" / "index.html").read_text(encoding="utf-8")
    assert '"9.21": ["ropta-2023.10/9.21/"' in numbers


def test_section_page_leads_with_our_reading_and_folds_the_rest(real_site):
    html = (real_site / "ropta-2019.03" / "6.3" / "index.html").read_text(encoding="utf-8")
    gist = html.index('class="gist"')
    assert gist < html.index('class="text official"')
    assert "<strong>Carte morte remplacée</strong>" in html[gist:html.index("</section>", gist)]
    assert "En bref" in html and "non officiel" in html[gist:gist + 300]
    assert '<details class="cli"><summary>En ligne de commande</summary>' in html
    example = (real_site / "ropta-2019.03" / "9.21" / "index.html").read_text(encoding="utf-8")
    assert '<details class="examples">' in example and "<section class=\"examples\"" not in example


def test_a_changed_section_in_force_never_shows_the_retired_reading(kb, real_site):
    html = (real_site / "ropta-2023.10" / "7.3" / "index.html").read_text(encoding="utf-8")
    assert "River devient turn" not in html and "on brûle une nouvelle carte et tire la river" not in html
    gist = html[html.index('class="gist"'):html.index("</section>", html.index('class="gist"'))]
    assert "simple mélange" in gist  # the edition's own reading (the annex's words), labelled ours
    # a section the annex modified without a reading of ours: the earlier reading is not shown as current
    assert kb.clause("ropta-2023.10", "11.3").rules == kb.clause("ropta-2019.03", "11.3").rules
    modified = (real_site / "ropta-2023.10" / "11.3" / "index.html").read_text(encoding="utf-8")
    assert 'class="gist"' not in modified and "ne sont pas repris ici" in modified
    renumbered = (real_site / "ropta-2023.10" / "5.4" / "index.html").read_text(encoding="utf-8")
    assert 'class="gist"' in renumbered  # only renumbered: the same text, the same reading
    assert html.count("n&#39;est pas dans ce dépôt") + html.count("n'est pas dans ce dépôt") >= 1
    assert html.count('class="notice compact"') == 1  # the edition's notice once, compact, with its link
    assert 'href="../../ropta-2023.10/#a-savoir">Détails</a>' in html
    assert 'id="a-savoir"' in (real_site / "ropta-2023.10" / "index.html").read_text(encoding="utf-8")


def test_paragraphs_have_their_own_links(real_site):
    s = scan(real_site / "ropta-2019.03" / "6.7" / "index.html")
    assert {"p1", "p2", "p3"} <= s.ids
    chapter = scan(real_site / "ropta-2019.03" / "chapitre-6" / "index.html")
    assert {"actions-substantielles-p1", "cartes-retournees-p1"} <= chapter.ids and "p1" not in chapter.ids


def test_glossary_quotes_the_text_verbatim_and_terms_link_to_it(kb, real_site):
    norm = lambda s: " ".join(s.split())  # noqa: E731
    terms = [t for doc in kb.extras["glossary-v1"] for t in doc["terms"]]
    for t in terms:
        if t.get("quote"):
            clause = kb.clause(t["quote"]["edition"], t["quote"]["clause"])
            assert norm(t["quote"]["text"]) in norm(clause.text), t["id"]
    page = scan(real_site / "glossaire" / "index.html")
    assert {t["id"] for t in terms} <= page.ids
    html = (real_site / "glossaire" / "index.html").read_text(encoding="utf-8")
    assert "Explication de l&#39;équipe, non officielle" in html or "Explication de l'équipe, non officielle" in html
    text = (real_site / "ropta-2019.03" / "6.7" / "index.html").read_text(encoding="utf-8")
    assert '<a class="term" href="../../glossaire/#actions-substantielles"' in text
    assert text.count('href="../../glossaire/#actions-substantielles"') == 1  # the first occurrence only


def test_printable_edition_holds_the_whole_text(kb, real_site):
    html = (real_site / "ropta-2019.03" / "imprimer" / "index.html").read_text(encoding="utf-8")
    for c in kb.edition("ropta-2019.03").clauses:
        assert f'id="h-{c.id}"' in html, c.number
    assert "@page" in html and "@bottom-left" in html and "ROPTA 2019.03" in html
    assert (real_site / "ropta-2023.10" / "imprimer" / "index.html").is_file()
    assert not (real_site / "tda-2024" / "imprimer").exists()  # a reference is not a rulebook to print


def test_404_links_are_relative(real_site):
    s = scan(real_site / "404.html")
    assert s.links and all(not url.startswith("/") for _, url in s.links)
